import { sign } from 'node:crypto';
import { ulid } from 'ulid';

/** One pre-built, signed webhook: what Kick would POST for a chat line. */
export interface SignedEvent {
  id: string;
  command: boolean;
  headers: Record<string, string>;
  body: string;
}

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The points scenario's command lines: `!points` from a sender of their own whose name carries the
 * bench's id (the reply names the viewer: "@p_<id> you have N coins (rank #k)").
 */
export const POINTS_SENDER_PREFIX = 'p_';
/**
 * The bench id a reply carries: `!hello <id>` answers the id, `!points` names its sender
 * (`p_<id>`); `balance` when it is `!points`' usual answer (not "no coins yet" nor an error).
 */
export function replyOf(content: string): { id: string; balance: boolean } {
  const id = /^@p_([a-z0-9]+)\b/.exec(content)?.[1];
  if (id === undefined) return { id: content, balance: false };
  return { id, balance: /^@p_[a-z0-9]+ you have \d+ coins \(rank #\d+\)/.test(content) };
}

/** The channel as Kick's events name it. */
const broadcasterOf = (channel: { userId: number; username: string }) => ({
  is_anonymous: false,
  user_id: channel.userId,
  username: channel.username,
  is_verified: true,
  profile_picture: null,
  channel_slug: channel.username,
  identity: null,
});

/**
 * A `chat.message.sent` payload shaped like Kick's (docs/platforms/kick.md §7): a command line `!hello <id>`
 * (the bot answers `{1}`, so the reply carries the id back), `!points` from the sender `p_<id>`
 * (`points`), or an ordinary line.
 */
export function chatBody(input: {
  id: string;
  broadcaster: { userId: number; username: string };
  viewer: number;
  command: boolean;
  /** The command is `!points`, its sender `p_<id>` (the points scenario). */
  points?: boolean;
  /** A spammy line (the moderation scenario): which kind, 0-5. */
  spam?: number;
}): string {
  const own = input.command && input.points;
  const username = own ? `${POINTS_SENDER_PREFIX}${input.id}` : `viewer_${input.viewer}`;
  const sender = {
    is_anonymous: false,
    // Above the 997 shared viewers' ids: one Kick account per `!points` line.
    user_id: own
      ? 2_000_000 + Number(input.id.replace(/\D/g, '').slice(-9))
      : 500_000 + input.viewer,
    username,
    is_verified: false,
    profile_picture: null,
    channel_slug: username,
    identity: {
      username_color: '#53FC18',
      badges: input.viewer % 5 === 0 ? [{ text: 'Subscriber', type: 'subscriber', count: 3 }] : [],
    },
  };
  return JSON.stringify({
    message_id: input.id,
    broadcaster: broadcasterOf(input.broadcaster),
    sender,
    content: input.command
      ? own
        ? '!points'
        : `!hello ${input.id}`
      : input.spam !== undefined
        ? SPAM[input.spam % SPAM.length]!(input.id)
        : `gg that was close ${input.id} [emote:37226:KEKW]`,
    emotes: [],
    created_at: rfc3339(Date.now()),
  });
}

/** What the moderation scenario's spammy lines say: each kind trips another rule. */
export const SPAM: Array<(id: string) => string> = [
  (id) => `free followers at bit.ly/${id} go go`,
  (id) => `WHY IS NOBODY TALKING ABOUT THIS ${id}`,
  (id) => `you are a b4dw0rd7 ${id}`,
  (id) => `${id} ${'[emote:37226:KEKW] '.repeat(12)}`,
  (id) => `${id} ${'looooong message '.repeat(20)}`,
  (id) => `buy   cheap views here ${id}`,
];

/**
 * Signs like Kick: RSA-SHA256 over `message-id.timestamp.body` (docs/platforms/kick.md §6.1), the
 * message id a ULID made now as Kick's are (the app reads a message's age from it). `id` is the
 * bench's own name for the line, which the reply carries back.
 */
export function signEvent(
  privateKeyPem: string,
  id: string,
  body: string,
  command: boolean,
  type = 'chat.message.sent',
): SignedEvent {
  const now = Date.now();
  const timestamp = rfc3339(now);
  const messageId = ulid(now);
  const signature = sign(
    'RSA-SHA256',
    Buffer.from(`${messageId}.${timestamp}.${body}`),
    privateKeyPem,
  ).toString('base64');
  return {
    id,
    command,
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'kick-event-message-id': messageId,
      // The bench's own id (the command's argument, so the reply's text): Kick's id is a ULID.
      'x-bench-id': id,
      'kick-event-subscription-id': '01JBENCHSUBSCRIPTION0000000',
      'kick-event-signature': signature,
      'kick-event-message-timestamp': timestamp,
      'kick-event-type': type,
      'kick-event-version': '1',
    },
  };
}

/**
 * A `livestream.status.updated` payload shaped like Kick's: the channel went live now (the stats
 * open its stream, and viewer points earn only while one is open).
 */
export function liveBody(broadcaster: { userId: number; username: string }): string {
  return JSON.stringify({
    broadcaster: broadcasterOf(broadcaster),
    is_live: true,
    title: 'Bench stream',
    started_at: rfc3339(Date.now()),
    ended_at: null,
  });
}
