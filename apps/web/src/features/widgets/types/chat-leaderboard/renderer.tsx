import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { ChatLeaderboardSettings } from '@kyo/contracts/widgets/types/chat-leaderboard';
import {
  emptyBoard,
  foldLeaderboard,
  rankEntries,
  type LeaderboardEntry,
  type LeaderboardState,
} from '@kyo/contracts/widgets/types/chat-leaderboard.logic';
import type { RendererProps } from '../renderer';
import { fallbackColor } from '../chat/chat-lines';
import '../widget-base.css';
import './leaderboard.css';

/** The ranking to draw: the server's, or (in a preview) the feed folded here. */
export function entriesOf(
  state: unknown,
  feed: RendererProps<ChatLeaderboardSettings>['feed'],
  settings: ChatLeaderboardSettings,
): LeaderboardEntry[] {
  if (state && typeof state === 'object' && Array.isArray((state as LeaderboardState).entries)) {
    return (state as LeaderboardState).entries.slice(0, settings.topN);
  }
  const board = emptyBoard();
  for (const item of feed) foldLeaderboard(board, item.event);
  return rankEntries(board.viewers.values(), settings);
}

const formatter = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

function Avatar({ entry }: { entry: LeaderboardEntry }) {
  if (entry.avatar)
    return (
      <img className="kyo-lb-avatar" src={entry.avatar} alt="" loading="eager" decoding="async" />
    );
  return (
    <span className="kyo-lb-avatar kyo-lb-avatar-initial" aria-hidden>
      {entry.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * Rows that change place glide there (FLIP: measure, invert with a transform, let CSS play it
 * back); a row that climbed or fell is marked for a moment. No work when nothing moved.
 */
function useRankMotion(entries: readonly LeaderboardEntry[]) {
  const rows = useRef(new Map<string, HTMLElement>());
  const before = useRef(new Map<string, { top: number; rank: number }>());
  useLayoutEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const next = new Map<string, { top: number; rank: number }>();
    for (const entry of entries) {
      const row = rows.current.get(entry.name);
      if (!row) continue;
      const top = row.offsetTop;
      next.set(entry.name, { top, rank: entry.rank });
      const was = before.current.get(entry.name);
      if (!was || reduce) continue;
      const dy = was.top - top;
      if (dy !== 0) {
        row.style.transition = 'none';
        row.style.transform = `translateY(${dy}px)`;
        void row.offsetHeight;
        row.style.transition = '';
        row.style.transform = '';
      }
      if (was.rank !== entry.rank) {
        row.dataset.moved = was.rank > entry.rank ? 'up' : 'down';
        window.setTimeout(() => delete row.dataset.moved, 2000);
      }
    }
    before.current = next;
  }, [entries]);
  return (name: string) => (element: HTMLElement | null) => {
    if (element) rows.current.set(name, element);
    else rows.current.delete(name);
  };
}

function Row({
  entry,
  settings,
  refFor,
}: {
  entry: LeaderboardEntry;
  settings: ChatLeaderboardSettings;
  refFor: (name: string) => (element: HTMLElement | null) => void;
}) {
  const color = settings.viewerColors ? (entry.color ?? fallbackColor(entry.name)) : undefined;
  return (
    <li className="kyo-lb-row" data-rank={entry.rank} ref={refFor(entry.name)}>
      <span className="kyo-lb-rank">{entry.rank}</span>
      {settings.showAvatars && <Avatar entry={entry} />}
      <span className="kyo-lb-name" style={color ? { color } : undefined} title={entry.name}>
        {entry.name}
      </span>
      <span className="kyo-lb-value">{formatter.format(entry.value)}</span>
    </li>
  );
}

/** The chat leaderboard: a list, a podium or a ticker of the top chatters. */
export function ChatLeaderboardRenderer({
  settings,
  feed,
  state,
}: RendererProps<ChatLeaderboardSettings>) {
  const entries = useMemo(() => entriesOf(state, feed, settings), [state, feed, settings]);
  const refFor = useRankMotion(entries);
  const style = {
    '--lb-font': settings.fontFamily,
    '--lb-size': `${settings.fontSize}px`,
    '--lb-text': settings.textColor,
    '--lb-accent': settings.accentColor,
    '--lb-bg': settings.background,
  } as CSSProperties;

  if (settings.layout === 'ticker') {
    return (
      <div className="kyo-w kyo-lb kyo-lb--ticker" style={style}>
        {settings.title && <span className="kyo-lb-title">{settings.title}</span>}
        <div className="kyo-lb-track">
          {entries.length === 0 ? (
            <span className="kyo-lb-empty">{settings.emptyText}</span>
          ) : (
            // Twice, so the loop never shows a gap.
            [0, 1].map((copy) => (
              <span className="kyo-lb-run" key={copy} aria-hidden={copy === 1}>
                {entries.map((entry) => (
                  <span className="kyo-lb-chip" key={entry.name}>
                    <b>{entry.rank}.</b>{' '}
                    <span
                      style={
                        settings.viewerColors
                          ? { color: entry.color ?? fallbackColor(entry.name) }
                          : undefined
                      }
                    >
                      {entry.name}
                    </span>{' '}
                    {formatter.format(entry.value)}
                  </span>
                ))}
              </span>
            ))
          )}
        </div>
      </div>
    );
  }

  const podium = settings.layout === 'podium' ? entries.slice(0, 3) : [];
  const rest = settings.layout === 'podium' ? entries.slice(3) : entries;
  return (
    <div className={`kyo-w kyo-lb kyo-lb--${settings.layout}`} style={style}>
      {settings.title && <h2 className="kyo-lb-title">{settings.title}</h2>}
      {entries.length === 0 && <p className="kyo-lb-empty">{settings.emptyText}</p>}
      {podium.length > 0 && (
        <ol className="kyo-lb-steps">
          {podium.map((entry, index) => (
            <li
              key={entry.name}
              className="kyo-lb-step"
              data-place={index + 1}
              ref={refFor(entry.name)}
            >
              {settings.showAvatars && <Avatar entry={entry} />}
              <span
                className="kyo-lb-name"
                title={entry.name}
                style={
                  settings.viewerColors
                    ? { color: entry.color ?? fallbackColor(entry.name) }
                    : undefined
                }
              >
                {entry.name}
              </span>
              <span className="kyo-lb-value">{formatter.format(entry.value)}</span>
              <span className="kyo-lb-block">{entry.rank}</span>
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <ol className="kyo-lb-list">
          {rest.map((entry) => (
            <Row key={entry.name} entry={entry} settings={settings} refFor={refFor} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default ChatLeaderboardRenderer;
