import type { KickEventPayload } from '@kyo/contracts';

type ChatPayload = KickEventPayload<'chat.message.sent'>;

/**
 * A chat line's payload read without zod, for the common shape only: every chat line of every
 * channel passes here, and the schema's parse (loose objects, nullish fields read as absent) cost
 * ~30 µs a line, as much as the RSA signature (bench/bot/README.md).
 *
 * It answers the JSON itself when it is certainly what `kickEventPayloadSchemas['chat.message.sent']`
 * accepts, else null, and then the schema reads it (the same outcome, a refusal named by field).
 * It is at least as strict as the schema, field by field: each check below is one of the
 * schema's, or stricter. The JSON is not the schema's output (unknown fields stay, a null stays
 * null where the schema writes undefined), and that is all the same to its one reader,
 * `toChannelEvent`, which reads every optional field with `??` (a test holds the two readings
 * equal over every field made absent, null or of another type).
 */
export function quickChatPayload(json: unknown): ChatPayload | null {
  if (!isObject(json)) return null;
  const p = json;
  if (typeof p.message_id !== 'string' || typeof p.content !== 'string') return null;
  if (!isUser(p.broadcaster, true) || !isUser(p.sender, false)) return null;
  if (!isAbsent(p.created_at) && typeof p.created_at !== 'string') return null;
  if (!isAbsent(p.emotes) && !isEmotes(p.emotes)) return null;
  if (!isAbsent(p.replies_to) && !isReply(p.replies_to)) return null;
  return json as ChatPayload;
}

const isAbsent = (value: unknown) => value === undefined || value === null;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const maybe = (value: unknown, type: 'string' | 'boolean') =>
  isAbsent(value) || typeof value === type;
const maybeNumber = (value: unknown) => isAbsent(value) || isNumber(value);

/** kickEventUserSchema (the broadcaster's: a user id it must have). */
function isUser(value: unknown, broadcaster: boolean): boolean {
  if (!isObject(value)) return false;
  if (broadcaster ? !isNumber(value.user_id) : !maybeNumber(value.user_id)) return false;
  if (!maybe(value.is_anonymous, 'boolean') || !maybe(value.is_verified, 'boolean')) return false;
  if (!maybe(value.username, 'string') || !maybe(value.profile_picture, 'string')) return false;
  if (!maybe(value.channel_slug, 'string')) return false;
  const identity = value.identity;
  if (isAbsent(identity)) return true;
  if (!isObject(identity) || !maybe(identity.username_color, 'string')) return false;
  const badges = identity.badges;
  if (isAbsent(badges)) return true;
  if (!Array.isArray(badges)) return false;
  for (const badge of badges as unknown[]) {
    if (!isObject(badge) || typeof badge.type !== 'string') return false;
    if (!maybe(badge.text, 'string') || !maybeNumber(badge.count)) return false;
  }
  return true;
}

function isEmotes(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const emote of value as unknown[]) {
    // The schema coerces the id to a string: only a string or a number is taken here.
    if (!isObject(emote)) return false;
    if (typeof emote.emote_id !== 'string' && !isNumber(emote.emote_id)) return false;
    const positions = emote.positions;
    if (isAbsent(positions)) continue;
    if (!Array.isArray(positions)) return false;
    for (const at of positions as unknown[])
      if (!isObject(at) || !isNumber(at.s) || !isNumber(at.e)) return false;
  }
  return true;
}

function isReply(value: unknown): boolean {
  if (!isObject(value) || typeof value.message_id !== 'string') return false;
  if (!maybe(value.content, 'string')) return false;
  return isAbsent(value.sender) || isUser(value.sender, false);
}
