import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { SpotifySettings } from '@kyo/contracts/widgets/types/spotify';
import {
  initialSpotify,
  progressAt,
  reduceSpotify,
  type SpotifyState,
} from '@kyo/contracts/widgets/types/spotify.logic';
import type { RendererProps } from '../renderer';
import '../widget-base.css';
import './spotify.css';

/** The player to draw: the server's, or (in a preview) the feed folded here. */
export function playerOf(state: unknown, feed: RendererProps<SpotifySettings>['feed']) {
  if (state && typeof state === 'object' && 'status' in state) return state as SpotifyState;
  let folded = initialSpotify();
  for (const item of feed) folded = reduceSpotify(folded, item.event);
  return folded;
}

/** Whether the widget shows now (server time), and when that next changes (ms from now). */
export function visibility(
  player: SpotifyState,
  settings: SpotifySettings,
  serverNow: number,
): { visible: boolean; changesIn: number | null } {
  const disconnected = player.status === 'not_connected' || player.status === 'needs_reconnect';
  if (disconnected)
    return {
      visible: settings.whenDisconnected === 'last' && player.item !== null,
      changesIn: null,
    };
  if (
    !player.item ||
    player.status === 'nothing' ||
    player.status === 'ad' ||
    player.status === 'unknown'
  )
    return { visible: false, changesIn: null };
  if (player.status === 'playing' || !settings.hideWhenPaused)
    return { visible: true, changesIn: null };
  const hideAt = (player.quietSince ?? player.at) + settings.hideAfterSeconds * 1000;
  return hideAt > serverNow
    ? { visible: true, changesIn: hideAt - serverNow }
    : { visible: false, changesIn: null };
}

/** A title that scrolls when it does not fit: around and around, once, or not at all. */
function Marquee({
  text,
  mode,
  className,
}: {
  text: string;
  mode: SpotifySettings['marquee'];
  className: string;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setOverflow(Math.max(0, element.scrollWidth - element.clientWidth));
  }, [text]);
  const scrolls = mode !== 'off' && overflow > 0;
  const style = scrolls
    ? ({
        '--sp-shift': `-${overflow + 24}px`,
        '--sp-time': `${Math.max(6, (overflow + 24) / 30)}s`,
        '--sp-count': mode === 'loop' ? 'infinite' : '1',
      } as CSSProperties)
    : undefined;
  return (
    <span
      ref={box}
      className={`${className} kyo-sp-marquee`}
      data-scroll={scrolls || undefined}
      title={text}
    >
      <span key={text} className="kyo-sp-marquee-text" style={style}>
        {text}
      </span>
    </span>
  );
}

function Art({ src, label }: { src: string | null; label: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed)
    return (
      <span className="kyo-sp-art kyo-sp-art-none" aria-hidden>
        ♪
      </span>
    );
  return <img className="kyo-sp-art" src={src} alt={label} onError={() => setFailed(true)} />;
}

/** Spotify now playing: art, title, artists (or the show), a progress bar that runs between polls. */
export function SpotifyRenderer({
  settings,
  feed,
  state,
  serverOffsetMs = 0,
  now = Date.now,
}: RendererProps<SpotifySettings>) {
  const player = useMemo(() => playerOf(state, feed), [state, feed]);
  const [, setTick] = useState(0);
  const serverNow = now() + serverOffsetMs;
  const { visible, changesIn } = visibility(player, settings, serverNow);
  useEffect(() => {
    if (changesIn === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), changesIn + 1);
    return () => clearTimeout(timer);
  }, [changesIn]);
  if (!visible || !player.item) return <div className="kyo-w kyo-sp-root" />;
  const { item } = player;
  const position = progressAt(player, serverNow);
  const fraction = item.durationMs > 0 ? position / item.durationMs : 0;
  const remaining = Math.max(0, item.durationMs - position);
  const playing = player.status === 'playing';
  const style = {
    '--sp-font': settings.fontFamily,
    '--sp-size': `${settings.fontSize}px`,
    '--sp-text': settings.textColor,
    '--sp-accent': settings.accentColor,
    '--sp-bg': settings.background,
  } as CSSProperties;
  const subtitle = item.kind === 'episode' ? item.subtitle : item.subtitle || 'Unknown artist';
  return (
    <div className="kyo-w kyo-sp-root" style={style}>
      <div
        className={`kyo-sp kyo-sp--${settings.layout}`}
        data-status={player.status}
        role="status"
      >
        {(settings.showArt || settings.layout === 'art') && (
          <Art src={item.art} label={item.title} />
        )}
        {settings.layout !== 'art' && (
          <div className="kyo-sp-text">
            <Marquee text={item.title} mode={settings.marquee} className="kyo-sp-title" />
            <Marquee text={subtitle} mode={settings.marquee} className="kyo-sp-subtitle" />
            {settings.showProgress && settings.layout === 'card' && (
              <span className="kyo-sp-bar" aria-hidden>
                <span
                  // A new key restarts the run from the server's position after each poll.
                  key={`${item.title}-${player.at}-${player.status}`}
                  className="kyo-sp-fill"
                  style={
                    {
                      '--sp-from': fraction.toFixed(4),
                      animationDuration: `${remaining}ms`,
                      animationPlayState: playing ? 'running' : 'paused',
                    } as CSSProperties
                  }
                />
              </span>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default SpotifyRenderer;
