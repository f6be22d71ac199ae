import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { GiveawaySettings } from '@kyo/contracts/widgets/types/giveaway';
import {
  howToEnter,
  initialGiveaway,
  reduceGiveaway,
  type GiveawayState,
  type GiveawayWinner,
} from '@kyo/contracts/widgets/types/giveaway.logic';
import type { RendererProps } from '../renderer';
import { RollingNumber } from '../live-viewer/live-viewer-renderer';
import '../widget-base.css';
import '../live-viewer/live-viewer.css';
import './giveaway.css';

/** How long names shuffle before a new winner lands. */
export const SHUFFLE_MS = 2_400;
const STEP_MS = 90;
/** A winner drawn longer ago than this (a reload) is shown at once, without the shuffle. */
const FRESH_MS = 8_000;

export function giveawayStateOf(
  state: unknown,
  feed: RendererProps<GiveawaySettings>['feed'],
): GiveawayState {
  if (state && typeof state === 'object' && 'winners' in state) return state as GiveawayState;
  let folded = initialGiveaway();
  for (const item of feed) folded = reduceGiveaway(folded, item.event);
  return folded;
}

/** Ticks every second while `on` (a countdown); the value is the server's time now. */
function useServerNow(on: boolean, clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!on) return;
    setNow(clock());
    const id = setInterval(() => setNow(clock()), 1_000);
    return () => clearInterval(id);
  }, [on, clock]);
  return now;
}

/** The newest winner: names shuffle through the entrants, then theirs lands. */
function WinnerReveal({
  winner,
  names,
  shuffle,
  now,
}: {
  winner: GiveawayWinner;
  names: readonly string[];
  shuffle: boolean;
  now: () => number;
}) {
  const fresh = shuffle && names.length > 1 && now() - winner.drawnAt < FRESH_MS;
  const [shown, setShown] = useState<string | null>(fresh ? names[0]! : null);
  useEffect(() => {
    if (!fresh) {
      setShown(null);
      return;
    }
    let step = 0;
    const started = now();
    const id = setInterval(() => {
      step += 1;
      if (now() - started >= SHUFFLE_MS) {
        clearInterval(id);
        setShown(null);
      } else setShown(names[step % names.length]!);
    }, STEP_MS);
    return () => clearInterval(id);
    // A new draw (its number) starts a new shuffle; names changing meanwhile do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [winner.seq, fresh]);
  return shown !== null ? (
    <span className="kyo-gw-name kyo-gw-shuffling" aria-hidden>
      {shown}
    </span>
  ) : (
    <span key={winner.seq} className="kyo-gw-name kyo-gw-landed">
      {winner.name}
    </span>
  );
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
  const pending = latest?.status === 'pending';
  const now = useServerNow(pending, clock);
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
        {latest && (
          <div className="kyo-gw-winner" data-winner-status={latest.status}>
            <span className="kyo-gw-winner-label">{settings.winnerText}</span>
            <WinnerReveal
              winner={latest}
              names={giveaway.recent}
              shuffle={settings.drawAnimation === 'shuffle'}
              now={clock}
            />
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
        )}
      </div>
    </div>
  );
}
