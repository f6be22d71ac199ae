import type { ChannelEvent, ChannelEventOf, KickActor } from '@kyo/contracts';
import { splitChatContent } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import type { FakeClock } from '../../platform/clock';
import { StatsFlushRepo } from './stats-flush.repo';
import { StatsRecorder } from './stats-recorder';
import { type SamplePlayback, StreamTracker } from './stream-tracker';
import { StreamsRepo } from './streams.repo';

export const GRACE_MS = 180_000;

/**
 * One node's recording machinery (recorder, tracker, flush) on a shared database; `sampleOf` is
 * the demo emulator's answer (a sample playing on the channel), as in demo mode.
 */
export function statsNode(
  db: Db,
  clock: FakeClock,
  options: { sampleOf?: (broadcasterUserId: number) => SamplePlayback | null } = {},
) {
  const streams = new StreamsRepo(db);
  const flushRepo = new StatsFlushRepo(db);
  const recorder: StatsRecorder = new StatsRecorder({
    clock,
    lookup: (ownerId) => void tracker.lookup(ownerId),
  });
  const tracker: StreamTracker = new StreamTracker({
    repo: streams,
    recorder,
    clock,
    graceMs: GRACE_MS,
    ...(options.sampleOf ? { sampleOf: options.sampleOf } : {}),
    onError: (error) => {
      throw error;
    },
  });
  return {
    recorder,
    tracker,
    streams,
    async flush() {
      await tracker.idle();
      await flushRepo.write(recorder.take());
    },
  };
}

const actor = (id: number | null, name: string, badges: KickActor['badges'] = []): KickActor => ({
  id,
  name,
  anonymous: false,
  color: null,
  badges,
  avatar: null,
});

let n = 0;
const base = (ownerId: string, at: number) => ({
  id: `msg-${++n}`,
  source: 'chat.message.sent' as const,
  ownerId,
  broadcasterUserId: 1001,
  channelName: 'kyo_demo',
  at,
  sentAt: at,
  receivedAt: at,
});

export function chatLine(
  ownerId: string,
  at: number,
  sender: { id: number | null; name: string; bot?: boolean },
  content = 'hello',
): ChannelEventOf<'chat'> {
  const b = base(ownerId, at);
  return {
    ...b,
    kind: 'chat',
    messageId: `kick-${b.id}`,
    sender: actor(
      sender.id,
      sender.name,
      sender.bot ? [{ type: 'bot', text: 'Bot', count: null }] : [],
    ),
    content,
    ...splitChatContent(content),
    replyToMessageId: null,
  };
}

export function channelEvent(
  ownerId: string,
  at: number,
  kind: 'follow' | 'sub' | 'renewal' | 'gift' | 'kicks',
): ChannelEvent {
  const b = base(ownerId, at);
  const who = actor(9, 'someone');
  switch (kind) {
    case 'follow':
      return { ...b, source: 'channel.followed', kind: 'follow', follower: who };
    case 'sub':
    case 'renewal':
      return {
        ...b,
        source: kind === 'sub' ? 'channel.subscription.new' : 'channel.subscription.renewal',
        kind: 'subscription',
        subscriber: who,
        months: 1,
        renewal: kind === 'renewal',
      };
    case 'gift':
      return {
        ...b,
        source: 'channel.subscription.gifts',
        kind: 'gift',
        gifter: who,
        giftees: [actor(10, 'a'), actor(11, 'b'), actor(12, 'c')],
      };
    case 'kicks':
      return {
        ...b,
        source: 'kicks.gifted',
        kind: 'kicks',
        sender: who,
        amount: 250,
        giftName: null,
        message: null,
      };
  }
}
