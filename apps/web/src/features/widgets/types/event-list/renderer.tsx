import { useMemo, useRef, type CSSProperties } from 'react';
import type { EventListSettings } from '@kyo/contracts/widgets/types/event-list';
import {
  initialEventList,
  reduceEventList,
  type EventListItem,
  type EventListState,
} from '@kyo/contracts/widgets/types/event-list.logic';
import type { RendererProps } from '../renderer';
import { AlertGlyph } from '../alerts/alert-icons';
import { formatNumber } from '../alerts/alert-template';
import '../widget-base.css';
import './event-list.css';

/** The list to draw: the server's, or (in a preview) the feed folded here. */
export function eventListOf(
  state: unknown,
  feed: RendererProps<EventListSettings>['feed'],
  settings: EventListSettings,
): EventListState {
  if (state && typeof state === 'object' && 'items' in state) return state as EventListState;
  let list = initialEventList();
  for (const item of feed) list = reduceEventList(list, item.event, settings);
  return list;
}

const ICONS = {
  follow: 'follow',
  subscription: 'subscription',
  gifted: 'gift',
  kicks: 'kicks',
} as const;

/** `text` with its `{token}` as a number (`×n` when the streamer emptied the text). */
function withNumber(text: string, token: string, n: number, locale?: string): string {
  const shown = formatNumber(n, locale);
  return text ? text.split(`{${token}}`).join(shown) : `×${shown}`;
}

/**
 * What follows the name, in the widget's words: a resub's months ("resub ×14 months") and a
 * gift's count ("gifted ×14") read differently; Kicks are their amount.
 */
function detail(item: EventListItem, settings: EventListSettings, locale?: string): string | null {
  if (item.kind === 'subscription' && item.months && item.months > 1)
    return withNumber(settings.resubText, 'months', item.months, locale);
  if (item.kind === 'gifted' && item.count)
    return withNumber(settings.giftedText, 'count', item.count, locale);
  if (item.kind === 'kicks' && item.amount !== undefined) return formatNumber(item.amount, locale);
  return null;
}

/**
 * The last follows, subs, gifts and Kicks, newest first (or last), styled like the chat box. The
 * server keeps the list, so a reloaded source shows it at once; rows it has not shown yet slide in.
 */
export function EventListRenderer({
  settings,
  feed,
  state,
  locale,
}: RendererProps<EventListSettings> & { locale?: string }) {
  const list = useMemo(() => eventListOf(state, feed, settings), [state, feed, settings]);
  const items = list.items
    .filter((item) => settings.kinds.includes(item.kind))
    .slice(0, settings.maxEvents);
  // Rows present at the first draw (a reload) do not animate; later ones do.
  const firstIds = useRef<Set<number> | null>(null);
  firstIds.current ??= new Set(items.map((item) => item.id));
  const rows = settings.direction === 'down' ? items : [...items].reverse();
  const style: CSSProperties = {
    fontFamily: `${JSON.stringify(settings.fontFamily)}, system-ui, sans-serif`,
    fontSize: settings.fontSize,
    color: settings.textColor,
  };
  return (
    <div
      className={`kyo-w kyo-events kyo-events-${settings.direction}`}
      style={style}
      data-testid="event-list"
    >
      {rows.map((item) => {
        const more = detail(item, settings, locale);
        return (
          <div
            key={item.id}
            className={`kyo-events-row${firstIds.current!.has(item.id) ? '' : ' kyo-events-new'}`}
            style={{ background: settings.rowBackground }}
            data-kind={item.kind}
            data-testid="event-row"
          >
            <AlertGlyph icon={ICONS[item.kind]} color={settings.accentColor} />
            <div className="kyo-events-body">
              <p className="kyo-events-line">
                <span className="kyo-events-name" style={{ color: settings.accentColor }}>
                  {item.name}
                </span>
                {more && <span className="kyo-events-detail">{more}</span>}
                {item.gift && <span className="kyo-events-gift">{item.gift}</span>}
              </p>
              {settings.showMessages && item.message && (
                <p className="kyo-events-message">{item.message}</p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default EventListRenderer;
