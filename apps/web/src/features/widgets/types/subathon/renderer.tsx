import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { SubathonSettings } from '@kyo/contracts/widgets/types/subathon';
import {
  formatAdded,
  formatClock,
  initialSubathon,
  reduceSubathon,
  SUBATHON_ADDED_MS,
  subathonLeft,
  type SubathonWidgetState,
} from '@kyo/contracts/widgets/types/subathon.logic';
import type { RendererProps } from '../renderer';
import '../widget-base.css';
import './subathon.css';

/** The timer to draw: the server's state, or (a preview) the feed folded. */
export function subathonStateOf(
  state: unknown,
  feed: RendererProps<SubathonSettings>['feed'],
): SubathonWidgetState {
  if (state && typeof state === 'object' && 'endsAt' in state) return state as SubathonWidgetState;
  let folded = initialSubathon();
  for (const item of feed) folded = reduceSubathon(folded, item.event);
  return folded;
}

/**
 * The subathon timer: h:mm:ss counting down to the end the server keeps (its clock, through
 * `serverOffsetMs`), "+5:00" for a moment when something adds to it.
 */
export function SubathonRenderer({
  settings,
  feed,
  state,
  now: clockNow,
  serverOffsetMs = 0,
}: RendererProps<SubathonSettings>) {
  const timer = useMemo(() => subathonStateOf(state, feed), [state, feed]);
  const read = useMemo(
    () => () => (clockNow ?? Date.now)() + serverOffsetMs,
    [clockNow, serverOffsetMs],
  );
  const [now, setNow] = useState(read);
  const addedAt = timer.added?.at ?? 0;
  const ticking = timer.status === 'running' || read() - addedAt < SUBATHON_ADDED_MS;
  useEffect(() => {
    setNow(read());
    if (!ticking) return;
    // Four times a second: the seconds change on time, whatever the frame rate.
    const id = setInterval(() => setNow(read()), 250);
    return () => clearInterval(id);
  }, [ticking, read, timer.version]);
  const style = {
    '--sa-font': settings.fontFamily,
    '--sa-size': `${settings.fontSize}px`,
    '--sa-text': settings.textColor,
    '--sa-accent': settings.accentColor,
    '--sa-bg': settings.background,
  } as CSSProperties;
  const left = subathonLeft(timer, now);
  const ended = timer.status === 'ended' || (timer.status === 'running' && left <= 0);
  const showAdd =
    settings.showAdds && timer.added !== null && now - timer.added.at < SUBATHON_ADDED_MS;
  const note =
    timer.status === 'idle'
      ? settings.idleText
      : ended
        ? settings.endedText
        : timer.status === 'paused'
          ? settings.pausedText
          : null;
  return (
    <div className="kyo-w kyo-sa-root" style={style}>
      <div className="kyo-sa" role="timer" data-status={ended ? 'ended' : timer.status}>
        {settings.title && <span className="kyo-sa-title">{settings.title}</span>}
        <span className="kyo-sa-row">
          <span className="kyo-sa-time" data-testid="subathon-time">
            {formatClock(left)}
          </span>
          {showAdd && (
            <span
              className="kyo-sa-added"
              key={timer.version}
              data-negative={timer.added!.seconds < 0}
              data-testid="subathon-added"
            >
              {formatAdded(timer.added!.seconds)}
              {settings.showWho && timer.added!.name && (
                <span className="kyo-sa-who">{timer.added!.name}</span>
              )}
            </span>
          )}
        </span>
        {note && <span className="kyo-sa-note">{note}</span>}
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default SubathonRenderer;
