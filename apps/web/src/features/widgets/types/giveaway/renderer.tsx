import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { GiveawaySettings } from '@kyo/contracts/widgets/types/giveaway';
import {
  drawPhase,
  drawShufflesUntil,
  howToEnter,
  initialGiveaway,
  reduceGiveaway,
  type GiveawayState,
} from '@kyo/contracts/widgets/types/giveaway.logic';
import type { RendererProps } from '../renderer';
import { RollingNumber } from '../live-viewer/renderer';
import '../widget-base.css';
import '../live-viewer/live-viewer.css';
import './giveaway.css';

/** A shuffled name stays this long. */
const STEP_MS = 90;

export function giveawayStateOf(
  state: unknown,
  feed: RendererProps<GiveawaySettings>['feed'],
): GiveawayState {
  if (state && typeof state === 'object' && 'winners' in state) return state as GiveawayState;
  let folded = initialGiveaway();
  for (const item of feed) folded = reduceGiveaway(folded, item.event);
  return folded;
}

/** The name shown `elapsedMs` into the shuffle: the entrants in turn, one a step. */
function shuffled(names: readonly string[], elapsedMs: number): string {
  return names[Math.floor(Math.max(0, elapsedMs) / STEP_MS) % names.length] ?? '';
}

/** Re-renders every second while `on` (the time left to claim counts down). */
function useSecondTicks(on: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setTick((tick) => tick + 1), 1_000);
    return () => clearInterval(id);
  }, [on]);
}

/** Re-renders every step while the draw shuffles (until `until`, server ms). */
function useShuffleTicks(until: number | null, clock: () => number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === null || clock() >= until) return;
    const id = setInterval(() => {
      setTick((tick) => tick + 1);
      if (clock() >= until) clearInterval(id);
    }, STEP_MS);
    return () => clearInterval(id);
  }, [until, clock]);
}

/**
 * When this display first saw each draw (its number): a draw seen as it happens shuffles from
 * then, one already drawn before a reload shows its winner at once. Read during the render that
 * first has the draw, so no frame names the winner before the shuffle.
 */
function useSeenAt(draw: string | null, clock: () => number): number {
  const [seen, setSeen] = useState<{ draw: string | null; at: number }>(() => ({
    draw,
    at: clock(),
  }));
  if (seen.draw === draw) return seen.at;
  const at = clock();
  setSeen({ draw, at });
  return at;
}

/** A giveaway on stream: the prize, how to enter, entries counting up, the draw and its winner. */
export function GiveawayRenderer({
  settings,
  feed,
  state,
  now: clockNow,
  serverOffsetMs = 0,
}: RendererProps<GiveawaySettings>) {
  const giveaway = useMemo(() => giveawayStateOf(state, feed), [state, feed]);
  const clock = useMemo(
    () => () => (clockNow ?? Date.now)() + serverOffsetMs,
    [clockNow, serverOffsetMs],
  );
  const winners = giveaway.winners;
  const latest = winners[winners.length - 1];
  // Draws are numbered per giveaway: the next giveaway's first draw is a new one too.
  const seenAt = useSeenAt(latest ? `${giveaway.id}:${latest.seq}` : null, clock);
  const shufflesUntil = latest
    ? drawShufflesUntil(latest, seenAt, {
        animate: settings.drawAnimation === 'shuffle',
        names: giveaway.recent.length,
      })
    : null;
  useShuffleTicks(shufflesUntil, clock);
  const drawing = drawPhase(shufflesUntil, clock()) === 'shuffling';
  const pending = latest?.status === 'pending';
  useSecondTicks(pending && !drawing);
  // The server's time at this render: the frame the draw settles on counts from now too.
  const now = clock();
  const style = {
    '--gw-font': settings.fontFamily,
    '--gw-size': `${settings.fontSize}px`,
    '--gw-text': settings.textColor,
    '--gw-accent': settings.accentColor,
    '--gw-bg': settings.background,
    '--lv-accent': settings.accentColor,
  } as CSSProperties;
  if (giveaway.id === null || (giveaway.status === 'ended' && settings.whenEnded === 'hide'))
    return <div className="kyo-w kyo-gw-root" />;

  const ways = howToEnter(giveaway);
  const [before, after] = settings.enterText.split('{how}');
  const earlier = winners.slice(0, -1).filter((w) => w.status !== 'timed_out');
  return (
    <div className="kyo-w kyo-gw-root" style={style}>
      <div className="kyo-gw" data-status={giveaway.status} role="status">
        <div className="kyo-gw-title">{giveaway.title}</div>
        {giveaway.status === 'open' && settings.showHowToEnter && ways.length > 0 ? (
          <div className="kyo-gw-how">
            {before}
            {ways.map((way, i) => (
              <span key={way}>
                {i > 0 && ' / '}
                <b>{way}</b>
              </span>
            ))}
            {after ?? ''}
          </div>
        ) : giveaway.status !== 'open' && !latest ? (
          <div className="kyo-gw-how">{settings.closedText}</div>
        ) : null}
        <div className="kyo-gw-count">
          <RollingNumber text={String(giveaway.entries)} roll />
          <span className="kyo-gw-count-label">{settings.entriesLabel}</span>
        </div>
        {latest && drawing ? (
          <div className="kyo-gw-winner" data-winner-status="drawing">
            <span className="kyo-gw-winner-label">{settings.drawingText}</span>
            <span className="kyo-gw-name kyo-gw-shuffling" aria-hidden>
              {shuffled(giveaway.recent, clock() - seenAt)}
            </span>
            {earlier.length > 0 && (
              <span className="kyo-gw-earlier">{earlier.map((w) => w.name).join(' · ')}</span>
            )}
          </div>
        ) : latest ? (
          <div className="kyo-gw-winner" data-winner-status={latest.status}>
            <span className="kyo-gw-winner-label">{settings.winnerText}</span>
            <span key={latest.seq} className="kyo-gw-name kyo-gw-landed">
              {latest.name}
            </span>
            <span className="kyo-gw-winner-state">
              {latest.status === 'confirmed'
                ? settings.claimedText
                : latest.status === 'timed_out'
                  ? settings.noAnswerText
                  : `${settings.waitingText}${
                      latest.confirmBy !== null
                        ? ` · ${Math.max(0, Math.ceil((latest.confirmBy - now) / 1000))}s`
                        : ''
                    }`}
            </span>
            {earlier.length > 0 && (
              <span className="kyo-gw-earlier">{earlier.map((w) => w.name).join(' · ')}</span>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default GiveawayRenderer;
