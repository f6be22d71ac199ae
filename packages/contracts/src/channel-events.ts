import type { ChatPart } from './widgets/events';
import type { KickEvent, KickEventType, KickEventUser } from './kick-events';

/**
 * One reading of each Kick event. The webhook ingest verifies a Kick payload, resolves the
 * channel's owner once, and publishes this on the bus; every consumer (the bot, the widgets, the
 * stats) reads it and none interprets Kick's payload shapes again. Plain serializable data, so it
 * can cross nodes (Redis) as it is.
 */

/** A Kick user as an event names them, with one rule for anonymous users. */
export interface KickActor {
  /** Kick's user id; null when anonymous. */
  id: number | null;
  /** The username; null when anonymous or not given. */
  name: string | null;
  /** True for an anonymous gifter, and for anyone Kick gives no name for. */
  anonymous: boolean;
  /** A hex colour (`#rrggbb`), or null: a chatter's colour is data, never CSS from Kick. */
  color: string | null;
  badges: Array<{ type: string; text: string | null; count: number | null }>;
  avatar: string | null;
}

interface Base<K extends string> {
  kind: K;
  /** The webhook's message id: unique per event, the idempotency key. */
  id: string;
  /** The Kick event it was read from (`chat.message.sent`, …), for the status page. */
  source: KickEventType;
  /** The Kyo user whose connected Kick channel this is. */
  ownerId: string;
  broadcasterUserId: number;
  /** The channel's Kick username (its slug), as the owner's connection names it. */
  channelName: string;
  /** When the event happened (its own time when Kick gives one, else when Kick sent it), ms. */
  at: number;
  /** When Kick sent it and when we received it, ms since epoch. */
  sentAt: number;
  receivedAt: number;
}

export type ChannelEvent =
  | (Base<'chat'> & {
      /** Kick's chat message id (replies point at it). */
      messageId: string;
      sender: KickActor;
      /** The message as Kick wrote it (emote tokens included): what commands read. */
      content: string;
      /** Text and emotes split apart: what overlays draw. */
      parts: ChatPart[];
      /** The plain reading (emotes by name), for filters. */
      text: string;
      replyToMessageId: string | null;
    })
  | (Base<'follow'> & { follower: KickActor })
  | (Base<'subscription'> & { subscriber: KickActor; months: number; renewal: boolean })
  | (Base<'gift'> & { gifter: KickActor; giftees: KickActor[] })
  | (Base<'kicks'> & {
      sender: KickActor;
      amount: number;
      giftName: string | null;
      message: string | null;
    })
  | (Base<'stream'> & {
      live: boolean;
      title: string | null;
      startedAt: number | null;
      endedAt: number | null;
    })
  | (Base<'metadata'> & { title: string | null; category: string | null })
  | (Base<'redemption'> & {
      /** Kick's redemption id: one per redemption, the same in each of its status updates. */
      redemptionId: string;
      status: 'pending' | 'accepted' | 'rejected';
      reward: { id: string; title: string; cost: number; description: string | null };
      redeemer: KickActor;
      /** What the viewer typed ('' when the reward asks nothing). */
      input: string;
    })
  | (Base<'ban'> & {
      user: KickActor;
      moderator: KickActor | null;
      reason: string | null;
      /** When a timeout ends; null for a permanent ban. */
      expiresAt: number | null;
    });

export type ChannelEventKind = ChannelEvent['kind'];
export type ChannelEventOf<K extends ChannelEventKind> = Extract<ChannelEvent, { kind: K }>;

/** The name to show for an actor: their username, or the fallback for anonymous ones. */
export function actorName(actor: KickActor | null | undefined, fallback = 'Anonymous'): string {
  return actor && !actor.anonymous && actor.name ? actor.name : fallback;
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The one rule for who a Kick user object is. */
export function actorOf(user: KickEventUser | null | undefined): KickActor {
  const name = user?.username?.trim() || null;
  const anonymous = user?.is_anonymous === true || name === null;
  const color = user?.identity?.username_color ?? null;
  return {
    id: anonymous ? null : (user?.user_id ?? null),
    name: anonymous ? null : name,
    anonymous,
    color: color && HEX_COLOR.test(color) ? color : null,
    badges: (user?.identity?.badges ?? []).map((badge) => ({
      type: badge.type,
      text: badge.text ?? null,
      count: badge.count ?? null,
    })),
    avatar: user?.profile_picture ?? null,
  };
}

/** A Kick emote id: a positive whole number (no 0, no leading zero, under 10^18). */
export const EMOTE_ID_PATTERN = /^[1-9]\d{0,17}$/;

/**
 * Kick writes emotes inline as `[emote:<id>:<name>]` (docs/platforms/kick.md §7). A token whose id
 * Kick cannot have stays text: its image could only be refused.
 */
const EMOTE_TOKEN = /\[emote:([1-9]\d{0,17}):([^\]\s]{1,100})\]/g;

/**
 * Splits Kick chat content into text and emote parts, so overlays draw text as text and emotes by
 * id, and never parse markup. `text` is the plain reading (emotes by name), for filters.
 */
export function splitChatContent(content: string): { parts: ChatPart[]; text: string } {
  // Most lines have no emote: one text part, without running the pattern.
  if (!content.includes('[emote:'))
    return { parts: content ? [{ kind: 'text', text: content }] : [], text: content };
  const parts: ChatPart[] = [];
  let text = '';
  let last = 0;
  for (const match of content.matchAll(EMOTE_TOKEN)) {
    if (match.index > last) {
      const chunk = content.slice(last, match.index);
      parts.push({ kind: 'text', text: chunk });
      text += chunk;
    }
    const [token, id, name] = match as unknown as [string, string, string];
    parts.push({ kind: 'emote', id, name });
    text += name;
    last = match.index + token.length;
  }
  if (last < content.length) {
    const chunk = content.slice(last);
    parts.push({ kind: 'text', text: chunk });
    text += chunk;
  }
  return { parts, text };
}

/** Kick and the emulator answer Go's zero time for "no time" (docs/platforms/kick.md §4.2). */
function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) || parsed <= 0 ? null : parsed;
}

/**
 * A verified Kick webhook, read once: the shape every consumer gets. Null for an event no
 * consumer reads.
 */
// Each event is its base then its own fields, copied in with Object.assign: an object literal
// that spreads one object and adds more properties after it cost ~2 µs per added property on
// Node 20's V8 (25 µs for a chat line, on every line; bench/bot/README.md). The helpers are
// module functions, not closures made per event.
function baseOf(event: KickEvent, owner: { userId: string; username: string }) {
  return {
    id: event.messageId,
    source: event.type,
    ownerId: owner.userId,
    broadcasterUserId: event.broadcasterUserId,
    channelName: owner.username,
    sentAt: event.sentAt,
    receivedAt: event.receivedAt,
  };
}

/** When it happened: the payload's own time, else when Kick sent it. */
function atOf(event: KickEvent, createdAt: string | null | undefined): number {
  return timeOf(createdAt) ?? event.sentAt;
}

export function toChannelEvent(
  event: KickEvent,
  owner: { userId: string; username: string },
): ChannelEvent | null {
  switch (event.type) {
    case 'chat.message.sent': {
      const p = event.payload;
      const { parts, text } = splitChatContent(p.content);
      return Object.assign(baseOf(event, owner), {
        kind: 'chat' as const,
        at: atOf(event, p.created_at),
        messageId: p.message_id,
        sender: actorOf(p.sender),
        content: p.content,
        parts,
        text,
        replyToMessageId: p.replies_to?.message_id ?? null,
      });
    }
    case 'channel.followed':
      return Object.assign(baseOf(event, owner), {
        kind: 'follow' as const,
        at: event.sentAt,
        follower: actorOf(event.payload.follower),
      });
    case 'channel.subscription.new':
    case 'channel.subscription.renewal':
      return Object.assign(baseOf(event, owner), {
        kind: 'subscription' as const,
        at: atOf(event, event.payload.created_at),
        subscriber: actorOf(event.payload.subscriber),
        months: Math.max(1, Math.round(event.payload.duration)),
        renewal: event.type === 'channel.subscription.renewal',
      });
    case 'channel.subscription.gifts':
      return Object.assign(baseOf(event, owner), {
        kind: 'gift' as const,
        at: atOf(event, event.payload.created_at),
        gifter: actorOf(event.payload.gifter),
        giftees: event.payload.giftees.map(actorOf),
      });
    case 'kicks.gifted':
      return Object.assign(baseOf(event, owner), {
        kind: 'kicks' as const,
        at: atOf(event, event.payload.created_at),
        sender: actorOf(event.payload.sender),
        amount: event.payload.gift.amount,
        giftName: event.payload.gift.name ?? null,
        message: event.payload.gift.message ?? null,
      });
    case 'livestream.status.updated':
      return Object.assign(baseOf(event, owner), {
        kind: 'stream' as const,
        at: event.sentAt,
        live: event.payload.is_live,
        title: event.payload.title ?? null,
        startedAt: timeOf(event.payload.started_at),
        endedAt: timeOf(event.payload.ended_at),
      });
    case 'livestream.metadata.updated':
      return Object.assign(baseOf(event, owner), {
        kind: 'metadata' as const,
        at: event.sentAt,
        title: event.payload.metadata.title ?? null,
        category: event.payload.metadata.category?.name ?? null,
      });
    case 'channel.reward.redemption.updated': {
      const p = event.payload;
      return Object.assign(baseOf(event, owner), {
        kind: 'redemption' as const,
        at: atOf(event, p.redeemed_at),
        redemptionId: p.id,
        status: p.status,
        reward: {
          id: p.reward.id,
          title: p.reward.title,
          cost: Math.max(0, Math.round(p.reward.cost)),
          description: p.reward.description ?? null,
        },
        redeemer: actorOf(p.redeemer),
        input: p.user_input,
      });
    }
    case 'moderation.banned':
      return Object.assign(baseOf(event, owner), {
        kind: 'ban' as const,
        at: atOf(event, event.payload.metadata?.created_at),
        user: actorOf(event.payload.banned_user),
        moderator: event.payload.moderator ? actorOf(event.payload.moderator) : null,
        reason: event.payload.metadata?.reason ?? null,
        expiresAt: timeOf(event.payload.metadata?.expires_at),
      });
    default:
      return null;
  }
}
