import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { SongRequestsSettings } from '@kyo/contracts/widgets/types/song-requests';
import {
  initialSongRequests,
  reduceSongRequests,
  requesterNow,
  type SongRequestsState,
} from '@kyo/contracts/widgets/types/song-requests.logic';
import { progressAt } from '@kyo/contracts/widgets/types/spotify.logic';
import type { RendererProps } from '../renderer';
import '../widget-base.css';
import './song-requests.css';

/** The queue to draw: the server's state, or (in a preview) the feed folded here. */
export function queueOf(
  state: unknown,
  feed: RendererProps<SongRequestsSettings>['feed'],
): SongRequestsState {
  if (state && typeof state === 'object' && 'player' in state) return state as SongRequestsState;
  let folded = initialSongRequests();
  for (const item of feed) folded = reduceSongRequests(folded, item.event);
  return folded;
}

function Art({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed)
    return (
      <span className="kyo-sr-art kyo-sr-art-none" aria-hidden>
        ♪
      </span>
    );
  return <img className="kyo-sr-art" src={src} alt="" onError={() => setFailed(true)} />;
}

const minutes = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Song requests: what plays now (with who asked, when it is a request) and the next requests,
 * in the style of the Spotify widget. Text is data: titles and names render as text only.
 */
export function SongRequestsRenderer({
  settings,
  feed,
  state,
  serverOffsetMs = 0,
  now = Date.now,
}: RendererProps<SongRequestsSettings>) {
  const queue = useMemo(() => queueOf(state, feed), [state, feed]);
  const { player } = queue;
  const serverNow = now() + serverOffsetMs;
  const item = player.status === 'playing' || player.status === 'paused' ? player.item : null;
  const by = requesterNow(queue);
  const next = queue.next.slice(0, settings.nextCount);
  const style = {
    '--sr-font': settings.fontFamily,
    '--sr-size': `${settings.fontSize}px`,
    '--sr-text': settings.textColor,
    '--sr-accent': settings.accentColor,
    '--sr-bg': settings.background,
  } as CSSProperties;
  if (!item && next.length === 0 && settings.hideWhenEmpty)
    return <div className="kyo-w kyo-sr-root" />;
  const position = item ? progressAt(player, serverNow) : 0;
  const fraction = item && item.durationMs > 0 ? position / item.durationMs : 0;
  return (
    <div className="kyo-w kyo-sr-root" style={style}>
      <div className="kyo-sr" role="status">
        {item ? (
          <div className="kyo-sr-now" data-status={player.status}>
            {settings.showArt && <Art src={item.art} />}
            <div className="kyo-sr-text">
              <span className="kyo-sr-title">{item.title}</span>
              <span className="kyo-sr-subtitle">{item.subtitle}</span>
              {settings.showRequester && by && <span className="kyo-sr-by">♥ {by}</span>}
              <span className="kyo-sr-bar" aria-hidden>
                <span
                  key={`${item.title}-${player.at}-${player.status}`}
                  className="kyo-sr-fill"
                  style={
                    {
                      '--sr-from': fraction.toFixed(4),
                      animationDuration: `${Math.max(0, item.durationMs - position)}ms`,
                      animationPlayState: player.status === 'playing' ? 'running' : 'paused',
                    } as CSSProperties
                  }
                />
              </span>
            </div>
          </div>
        ) : (
          <div className="kyo-sr-now kyo-sr-idle">♪ !sr</div>
        )}
        {next.length > 0 && (
          <ol className="kyo-sr-next">
            {next.map((entry, index) => (
              <li key={`${index}-${entry.title}-${entry.requester}`} className="kyo-sr-row">
                <span className="kyo-sr-pos">{index + 1}</span>
                <span className="kyo-sr-row-text">
                  <span className="kyo-sr-row-title">{entry.title}</span>
                  <span className="kyo-sr-row-sub">
                    {entry.subtitle}
                    {settings.showRequester ? ` · ${entry.requester}` : ''}
                  </span>
                </span>
                <span className="kyo-sr-len">{minutes(entry.durationMs)}</span>
              </li>
            ))}
            {queue.total > next.length && (
              <li className="kyo-sr-more">+{queue.total - next.length}</li>
            )}
          </ol>
        )}
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default SongRequestsRenderer;
