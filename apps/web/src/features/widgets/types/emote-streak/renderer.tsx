import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { EmoteStreakSettings } from '@kyo/contracts/widgets/types/emote-streak';
import {
  initialEmoteStreak,
  reduceEmoteStreak,
  streakRunning,
  type EmoteStreakState,
} from '@kyo/contracts/widgets/types/emote-streak.logic';
import type { RendererProps } from '../renderer';
import { emoteUrl } from '../chat/chat-lines';
import '../widget-base.css';
import './streak.css';

/** How long the milestone animation plays, and the exit (streak.css has the same). */
export const MILESTONE_MS = 1600;
export const EXIT_MS = 500;

/** The streak to draw: the server's, or (in a preview) the feed folded here. */
export function streakOf(
  state: unknown,
  feed: RendererProps<EmoteStreakSettings>['feed'],
  settings: EmoteStreakSettings,
): EmoteStreakState {
  if (state && typeof state === 'object' && 'count' in state) return state as EmoteStreakState;
  let streak = initialEmoteStreak();
  for (const item of feed) streak = reduceEmoteStreak(streak, item.event, settings);
  return streak;
}

/** The emote's height: from the set size at the threshold, growing up to twice as big. */
export function emoteHeight(settings: EmoteStreakSettings, count: number): number {
  if (!settings.grow) return settings.emoteSize;
  const steps = Math.max(0, count - settings.threshold);
  return Math.round(settings.emoteSize * Math.min(2, 1 + steps * 0.05));
}

/**
 * The emote streak: hidden below the threshold, then the emote with its count, growing; a bigger
 * pop at milestones; out when the streak ends (its gap passed, in server time). One timer for the
 * next change, no animation loop.
 */
export function EmoteStreakRenderer({
  settings,
  feed,
  state,
  serverOffsetMs = 0,
  now = Date.now,
}: RendererProps<EmoteStreakSettings>) {
  const streak = useMemo(() => streakOf(state, feed, settings), [state, feed, settings]);
  const [, setTick] = useState(0);
  const serverNow = now() + serverOffsetMs;
  const gapMs = settings.gapSeconds * 1000;
  const running = streakRunning(streak, settings, serverNow);
  const visible = running && streak.emote !== null && streak.count >= settings.threshold;
  const endsIn = streak.lastAt + gapMs - serverNow;
  const leaving =
    !running && streak.emote !== null && streak.count >= settings.threshold && -endsIn < EXIT_MS;
  const milestone =
    streak.milestoneAt !== null && serverNow - streak.milestoneAt < MILESTONE_MS
      ? streak.milestone
      : null;

  // Wake up when the streak ends, when the exit is over, and when a milestone pop is done.
  useEffect(() => {
    const waits = [
      visible ? endsIn + 1 : null,
      leaving ? endsIn + EXIT_MS + 1 : null,
      milestone !== null ? streak.milestoneAt! + MILESTONE_MS - serverNow + 1 : null,
    ].filter((wait): wait is number => wait !== null && wait > 0);
    if (waits.length === 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(...waits));
    return () => clearTimeout(timer);
  }, [visible, leaving, endsIn, milestone, streak.milestoneAt, serverNow]);

  if ((!visible && !leaving) || !streak.emote) return <div className="kyo-w kyo-streak-root" />;
  const height = emoteHeight(settings, streak.count);
  const style = {
    '--st-font': settings.fontFamily,
    '--st-size': `${settings.fontSize}px`,
    '--st-text': settings.textColor,
    '--st-accent': settings.accentColor,
    '--st-emote': `${height}px`,
  } as CSSProperties;
  return (
    <div className="kyo-w kyo-streak-root">
      <div
        key={streak.streakId}
        className="kyo-streak"
        data-leaving={leaving || undefined}
        style={style}
        role="status"
        aria-label={`${streak.emote.name} ×${streak.count}`}
      >
        <img
          key={milestone ?? 'plain'}
          className="kyo-streak-emote"
          data-milestone={milestone ?? undefined}
          src={emoteUrl(streak.emote.id)}
          alt={streak.emote.name}
        />
        <div className="kyo-streak-text">
          <span key={streak.count} className="kyo-streak-count">
            {streak.count}×
          </span>
          {settings.label && <span className="kyo-streak-label">{settings.label}</span>}
        </div>
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default EmoteStreakRenderer;
