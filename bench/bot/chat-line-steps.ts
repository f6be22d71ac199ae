/**
 * What each step of reading one chat webhook costs on its own, in one loop over the bench's own
 * chat lines (events.ts: Kick-shaped, one emote, 997 viewers over 50 channels): the steps every
 * line takes from the raw body to the events the consumers get. CPU time of the loop divided by
 * the calls, after a warm-up pass; the loop floor of cpu.ts is the first two rows.
 *
 *   node --import tsx bench/bot/chat-line-steps.ts [--calls 50000] [--rounds 2]
 *
 * See README.md beside this file ("The chat line does only what a channel uses").
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  apiEventOf,
  channelToWidgetEvent,
  kickEventPayloadSchemas,
  toChannelEvent,
  type ChannelEvent,
  type KickEvent,
} from '@kyo/contracts';
import { quickChatPayload } from '../../apps/server/src/features/kick-events/quick-chat-payload';
import { verifyKickSignature } from '../../apps/server/src/features/kick-events/webhook-signature';
import { chatBody, signEvent } from './events';

const { values: args } = parseArgs({
  options: {
    calls: { type: 'string', default: '50000' },
    rounds: { type: 'string', default: '2' },
  },
});
const CALLS = Number(args.calls);
const LINES = 2000;

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const key = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
const bodies = Array.from({ length: LINES }, (_, i) =>
  chatBody({
    id: `line-${i}`,
    broadcaster: { userId: 1000 + (i % 50), username: `streamer_${i % 50}` },
    viewer: i % 997,
    command: false,
  }),
);
const signed = bodies.map((body, i) => signEvent(pem, `line-${i}`, body, false));
const raw = signed.map((event) => ({
  messageId: event.headers['kick-event-message-id']!,
  timestamp: event.headers['kick-event-message-timestamp']!,
  rawBody: Buffer.from(event.body),
  signature: event.headers['kick-event-signature']!,
}));
const json = bodies.map((body) => JSON.parse(body) as unknown);
const schema = kickEventPayloadSchemas['chat.message.sent'];
const owner = { userId: 'owner', username: 'streamer' };
const kickEvents = json.map(
  (payload, i) =>
    ({
      type: 'chat.message.sent',
      messageId: `line-${i}`,
      broadcasterUserId: 1000 + (i % 50),
      sentAt: 1,
      receivedAt: 2,
      payload: quickChatPayload(payload),
    }) as KickEvent,
);
const channelEvents = kickEvents.map((event) => toChannelEvent(event, owner) as ChannelEvent);

function time(name: string, calls: number, step: (i: number) => unknown): void {
  for (let i = 0; i < LINES; i++) step(i);
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) step(i % LINES);
  const used = process.cpuUsage(start);
  console.log(`| ${name} | ${((used.user + used.system) / calls).toFixed(2)} |`);
}

for (let round = 1; round <= Number(args.rounds); round++) {
  console.log(`\nround ${round} (µs per call)\n| step | µs |\n|---|---|`);
  time('RSA verify (Kick signature)', Math.max(1, CALLS / 10), (i) =>
    verifyKickSignature(key, raw[i]!),
  );
  time('JSON.parse of the body', CALLS, (i) => JSON.parse(bodies[i]!));
  time('payload: schema (zod safeParse)', CALLS, (i) => schema.safeParse(json[i]));
  time('payload: quick path (quick-chat-payload.ts)', CALLS, (i) => quickChatPayload(json[i]));
  time('toChannelEvent', CALLS, (i) => toChannelEvent(kickEvents[i]!, owner));
  time('public API envelope + JSON (when listened to)', CALLS, (i) =>
    JSON.stringify(apiEventOf(channelEvents[i]!)),
  );
  time('widget event (when a widget shows it)', CALLS, (i) =>
    channelToWidgetEvent(channelEvents[i]!),
  );
}
