import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { ShoutoutWidgetSettings } from '@kyo/contracts/widgets/types/shoutout';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { FeedItem, RendererProps } from '../renderer';
import '../widget-base.css';
import './shoutout.css';

type Card = Extract<WidgetEvent, { kind: 'shoutout' }>;
interface Slot {
  item: FeedItem;
  card: Card;
  from: number;
  until: number;
}

/** The cards in turn: each for `seconds`, the next once the one before it has gone. */
export function scheduleCards(feed: readonly FeedItem[], seconds: number): Slot[] {
  const slots: Slot[] = [];
  let free = 0;
  for (const item of feed) {
    if (item.event.kind !== 'shoutout') continue;
    const from = Math.max(item.receivedAt, free);
    free = from + seconds * 1000;
    slots.push({ item, card: item.event, from, until: free });
  }
  return slots;
}

/** Only http(s) pictures are drawn (the data came from Kick). */
const safe = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The Shoutout card: the channel's banner, picture, name, category and title for a set time,
 * one card after the other. A preview shows the latest card for good.
 */
export function ShoutoutRenderer({
  settings,
  feed,
  muted,
  onConsumed,
  now: clockNow,
}: RendererProps<ShoutoutWidgetSettings>) {
  const read = clockNow ?? Date.now;
  const [now, setNow] = useState(read);
  const slots = useMemo(
    () => scheduleCards(feed, settings.durationSeconds),
    [feed, settings.durationSeconds],
  );
  const showing = muted ? slots.at(-1) : slots.find((slot) => slot.from <= now && now < slot.until);
  const next = slots.find((slot) => slot.until > now);
  useEffect(() => {
    if (muted || !next) return;
    const wait = Math.max(50, (next.from > now ? next.from : next.until) - now);
    const id = setTimeout(() => setNow(read()), wait);
    return () => clearTimeout(id);
  }, [muted, next, now, read]);
  useEffect(() => setNow(read()), [feed, read]);
  useEffect(() => {
    if (showing) onConsumed?.(showing.item);
  }, [showing, onConsumed]);

  const style = {
    '--so-font': settings.fontFamily,
    '--so-size': `${settings.fontSize}px`,
    '--so-text': settings.textColor,
    '--so-accent': settings.accentColor,
    '--so-bg': settings.background,
  } as CSSProperties;
  if (!showing) return <div className="kyo-w kyo-so-root" style={style} />;
  const { card } = showing;
  const banner = settings.showBanner ? safe(card.bannerUrl) : null;
  const avatar = safe(card.avatarUrl);
  return (
    <div className="kyo-w kyo-so-root" style={style}>
      <div className="kyo-so" role="status" key={showing.item.n} data-testid="shoutout-card">
        {banner && <img className="kyo-so-banner" src={banner} alt="" />}
        <div className="kyo-so-body">
          {avatar ? (
            <img className="kyo-so-avatar" src={avatar} alt="" />
          ) : (
            <span className="kyo-so-avatar kyo-so-initial" aria-hidden>
              {card.slug.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="kyo-so-text">
            {settings.heading && <span className="kyo-so-heading">{settings.heading}</span>}
            <span className="kyo-so-name">
              <span className="kyo-so-slug">{card.slug}</span>
              {card.live && settings.liveText && (
                <span className="kyo-so-live">{settings.liveText}</span>
              )}
            </span>
            {card.category && <span className="kyo-so-category">{card.category}</span>}
            {card.title && <span className="kyo-so-title">{card.title}</span>}
            <span className="kyo-so-url">{card.url.replace(/^https?:\/\//, '')}</span>
          </div>
        </div>
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default ShoutoutRenderer;
