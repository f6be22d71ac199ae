import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { LiveViewerSettings } from '@kyo/contracts/widgets/types/live-viewer';
import {
  initialLiveViewer,
  reduceLiveViewer,
  trendOf,
  viewerLabel,
  type LiveViewerState,
} from '@kyo/contracts/widgets/types/live-viewer.logic';
import type { RendererProps } from '../renderer';
import '../widget-base.css';
import './live-viewer.css';

/** The count to draw: the server's, or (in a preview) the feed folded here. */
export function viewerStateOf(state: unknown, feed: RendererProps<LiveViewerSettings>['feed']) {
  if (state && typeof state === 'object' && 'live' in state) return state as LiveViewerState;
  let folded = initialLiveViewer();
  for (const item of feed) folded = reduceLiveViewer(folded, item.event);
  return folded;
}

/** 1,234 or 1.2K, in the page's language. */
export function formatCount(value: number, compact: boolean): string {
  return new Intl.NumberFormat(undefined, {
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 1 : 0,
  }).format(value);
}

/** Each digit rolls from the old one to the new one (CSS); separators stay put. */
export function RollingNumber({ text, roll }: { text: string; roll: boolean }) {
  const previous = useRef(text);
  const old = previous.current;
  useEffect(() => {
    previous.current = text;
  }, [text]);
  if (!roll) return <span className="kyo-lv-number">{text}</span>;
  const pad = Math.max(0, text.length - old.length);
  const before = ' '.repeat(pad) + old;
  return (
    <span className="kyo-lv-number">
      <span className="kyo-lv-sr">{text}</span>
      {[...text].map((char, index) => {
        const was = before[index + (before.length - text.length)] ?? ' ';
        const changed = was !== char && /\d/.test(char);
        return (
          <span key={`${index}-${text.length}`} className="kyo-lv-digit" aria-hidden>
            <span
              key={changed ? `${char}-${old}` : char}
              className={changed ? 'kyo-lv-roll' : undefined}
            >
              {char}
            </span>
          </span>
        );
      })}
    </span>
  );
}

/** The live viewer count: the number with a label, trend, peak and average; offline as set. */
export function LiveViewerRenderer({ settings, feed, state }: RendererProps<LiveViewerSettings>) {
  const viewer = useMemo(() => viewerStateOf(state, feed), [state, feed]);
  const style = {
    '--lv-font': settings.fontFamily,
    '--lv-size': `${settings.fontSize}px`,
    '--lv-text': settings.textColor,
    '--lv-accent': settings.accentColor,
    '--lv-bg': settings.background,
  } as CSSProperties;
  const offline = !viewer.live;
  if (
    offline &&
    (settings.whenOffline === 'hide' ||
      (settings.whenOffline === 'last' && viewer.viewers === null))
  )
    return <div className="kyo-w kyo-lv-root" />;
  if (offline && settings.whenOffline === 'offline') {
    return (
      <div className="kyo-w kyo-lv-root" style={style}>
        <div className="kyo-lv" data-state="offline" role="status">
          <span className="kyo-lv-dot" aria-hidden />
          <span className="kyo-lv-label">{settings.offlineText}</span>
        </div>
      </div>
    );
  }
  if (viewer.viewers === null) return <div className="kyo-w kyo-lv-root" />;
  const count = formatCount(viewer.viewers, settings.compact);
  const format = (value: number | null) =>
    value === null ? '–' : formatCount(Math.round(value), settings.compact);
  const [before, after] = viewerLabel(settings.label, {
    count: '\u0000',
    peak: format(viewer.peak),
    average: format(viewer.average),
  }).split('\u0000');
  const trend = settings.showTrend ? trendOf(viewer) : 'flat';
  return (
    <div className="kyo-w kyo-lv-root" style={style}>
      <div
        className="kyo-lv"
        data-state={viewer.live ? 'live' : 'last'}
        data-fresh={viewer.fresh}
        role="status"
      >
        <span className="kyo-lv-dot" aria-hidden />
        <span className="kyo-lv-label">
          {before}
          {settings.label.includes('{count}') ? (
            <RollingNumber text={count} roll={settings.animation === 'roll'} />
          ) : null}
          {after}
        </span>
        {trend !== 'flat' && (
          <span
            className="kyo-lv-trend"
            data-trend={trend}
            role="img"
            aria-label={trend === 'up' ? 'rising' : 'falling'}
          >
            {trend === 'up' ? '▲' : '▼'}
          </span>
        )}
        {(settings.showPeak || settings.showAverage) && (
          <span className="kyo-lv-extra">
            {settings.showPeak && <span>Peak {format(viewer.peak)}</span>}
            {settings.showAverage && <span>Avg {format(viewer.average)}</span>}
          </span>
        )}
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default LiveViewerRenderer;
