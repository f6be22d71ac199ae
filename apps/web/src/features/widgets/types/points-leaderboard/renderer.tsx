import { useMemo, type CSSProperties } from 'react';
import type {
  PointsLeaderboardSettings,
  PointsLeaderboardState,
} from '@kyo/contracts/widgets/types/points-leaderboard';
import type { RendererProps } from '../renderer';
import '../widget-base.css';
import '../chat-leaderboard/leaderboard.css';

type Entry = PointsLeaderboardState['entries'][number];

/** The board to draw: the server's, or (in a preview) the newest board of the feed. */
export function boardOf(
  state: unknown,
  feed: RendererProps<PointsLeaderboardSettings>['feed'],
): { currency: string; entries: Entry[] } {
  if (
    state &&
    typeof state === 'object' &&
    Array.isArray((state as PointsLeaderboardState).entries)
  )
    return state as PointsLeaderboardState;
  for (let i = feed.length - 1; i >= 0; i--) {
    const event = feed[i]!.event;
    if (event.kind === 'points.leaderboard') return event;
  }
  return { currency: '', entries: [] };
}

const formatter = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/**
 * The viewer points leaderboard: the channel's richest viewers with the currency's name, in the
 * chat leaderboard's styles (a list, a podium or a ticker). The server sends the whole board.
 */
export function PointsLeaderboardRenderer({
  settings,
  feed,
  state,
}: RendererProps<PointsLeaderboardSettings>) {
  const board = useMemo(() => boardOf(state, feed), [state, feed]);
  const entries = board.entries.slice(0, settings.topN);
  const currency = board.currency;
  const amount = (entry: Entry) =>
    settings.showCurrency && currency
      ? `${formatter.format(entry.balance)} ${currency}`
      : formatter.format(entry.balance);
  const title = settings.title.replace(/\{currency\}/g, currency || 'points');
  const style = {
    '--lb-font': settings.fontFamily,
    '--lb-size': `${settings.fontSize}px`,
    '--lb-text': settings.textColor,
    '--lb-accent': settings.accentColor,
    '--lb-bg': settings.background,
  } as CSSProperties;

  if (settings.layout === 'ticker')
    return (
      <div className="kyo-w kyo-lb kyo-lb--ticker" style={style}>
        {title && <span className="kyo-lb-title">{title}</span>}
        <div className="kyo-lb-track">
          {entries.length === 0 ? (
            <span className="kyo-lb-empty">{settings.emptyText}</span>
          ) : (
            [0, 1].map((copy) => (
              <span className="kyo-lb-run" key={copy} aria-hidden={copy === 1}>
                {entries.map((entry) => (
                  <span className="kyo-lb-chip" key={entry.name}>
                    <b>{entry.rank}.</b> {entry.name} {amount(entry)}
                  </span>
                ))}
              </span>
            ))
          )}
        </div>
      </div>
    );

  const podium = settings.layout === 'podium' ? entries.slice(0, 3) : [];
  const rest = settings.layout === 'podium' ? entries.slice(3) : entries;
  return (
    <div className={`kyo-w kyo-lb kyo-lb--${settings.layout}`} style={style}>
      {title && <h2 className="kyo-lb-title">{title}</h2>}
      {entries.length === 0 && <p className="kyo-lb-empty">{settings.emptyText}</p>}
      {podium.length > 0 && (
        <ol className="kyo-lb-steps">
          {podium.map((entry, index) => (
            <li key={entry.name} className="kyo-lb-step" data-place={index + 1}>
              <span className="kyo-lb-name" title={entry.name}>
                {entry.name}
              </span>
              <span className="kyo-lb-value">{amount(entry)}</span>
              <span className="kyo-lb-block">{entry.rank}</span>
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <ol className="kyo-lb-list">
          {rest.map((entry) => (
            <li key={entry.name} className="kyo-lb-row" data-rank={entry.rank}>
              <span className="kyo-lb-rank">{entry.rank}</span>
              <span className="kyo-lb-name" title={entry.name}>
                {entry.name}
              </span>
              <span className="kyo-lb-value">{amount(entry)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default PointsLeaderboardRenderer;
