import type { EmulatorContext } from '../context';
import type { KickBadge, KickChannel } from '../state/state.types';
import { seededRandom } from '../shared/random';
import { EMOTES } from './catalog';

/**
 * A chat crowd: many viewers chatting in a channel at a chosen rate, with emotes, so a newcomer
 * sees the chat box, the chat leaderboard and the emote streak move in demo mode. Lines are real
 * `chat.message.sent` deliveries (signed webhooks), from a pool of viewer accounts reused per
 * channel (so a leaderboard ranks them); some lines are plain, some carry several emotes, some
 * exactly the channel's current streak emote, which changes now and then (a streak ends by
 * takeover). Not persisted: a crowd stops with the emulator.
 */
export interface CrowdSettings {
  /** Lines a second; 0 stops. */
  ratePerSecond: number;
  viewers: number;
  /** Share of lines that carry emotes. */
  emoteShare: number;
  /** Share of emote lines that carry exactly the streak emote. */
  streakShare: number;
  streakEmoteId: string;
}

const TICK_MS = 250;
/**
 * A person types a line every couple of seconds at most: a viewer who spoke this recently gives
 * the line to the next one (unless everyone did: then the rate wins), so a crowd of enough
 * viewers chats like people and never floods as one account (issue 41: the top chatter of a busy
 * sample stream sent 3 lines a second, which Kyo's flood rule rightly acted on).
 */
const VIEWER_GAP_MS = 2_000;
const PLAIN = [
  'that was clean',
  'gg',
  'hello chat',
  'what a play',
  'lets gooo',
  'first time here, love the stream',
  'no way',
  'hydrate streamer',
];
const FIRST = [
  'night',
  'pixel',
  'luna',
  'turbo',
  'cozy',
  'zero',
  'mystic',
  'deniz',
  'clutch',
  'baron',
];
const SECOND = [
  'owl',
  'panda',
  'streams',
  'taco',
  'cactus',
  'cool',
  'moose',
  'plays',
  'carla',
  'bits',
];
const BADGE_SETS: KickBadge[][] = [
  [],
  [],
  [{ text: 'Subscriber', type: 'subscriber', count: 3 }],
  [{ text: 'VIP', type: 'vip' }],
  [{ text: 'Moderator', type: 'moderator' }],
  [{ text: 'OG', type: 'og' }],
];

/** The `i`th crowd viewer's name (stable, Kick-valid). */
export const crowdName = (i: number) =>
  `${FIRST[i % FIRST.length]!}_${SECOND[Math.floor(i / FIRST.length) % SECOND.length]!}${i >= 100 ? i : ''}`;

interface Crowd {
  settings: CrowdSettings;
  /** Lines owed but not sent yet (fractions of a line carry over between ticks). */
  owed: number;
  random: () => number;
  timer: ReturnType<typeof setInterval> | undefined;
  sent: number;
  /** When each viewer (by pool index) last spoke. */
  spoke: Map<number, number>;
}

const token = (emote: { id: string; name: string }) => `[emote:${emote.id}:${emote.name}]`;

export class ChatCrowds {
  private readonly crowds = new Map<number, Crowd>();
  private closed = false;

  constructor(
    private readonly ctx: EmulatorContext,
    /** Real timers by default; tests pass false and call `tick`. */
    private readonly useTimers = true,
  ) {}

  get(broadcasterUserId: number): (CrowdSettings & { sent: number }) | { ratePerSecond: 0 } {
    const crowd = this.crowds.get(broadcasterUserId);
    return crowd ? { ...crowd.settings, sent: crowd.sent } : { ratePerSecond: 0 };
  }

  set(
    channel: KickChannel,
    settings: CrowdSettings,
    seed = this.ctx.now() ^ channel.broadcaster_user_id,
  ): void {
    // The same people go on chatting at a new rate (a sample stream changes it every minute).
    const spoke = this.crowds.get(channel.broadcaster_user_id)?.spoke ?? new Map<number, number>();
    this.stop(channel.broadcaster_user_id);
    if (settings.ratePerSecond <= 0 || this.closed) return;
    const crowd: Crowd = {
      settings,
      owed: 0,
      random: seededRandom(seed),
      timer: undefined,
      sent: 0,
      spoke,
    };
    if (this.useTimers) {
      crowd.timer = setInterval(() => this.tick(channel.broadcaster_user_id, TICK_MS), TICK_MS);
      crowd.timer.unref?.();
    }
    this.crowds.set(channel.broadcaster_user_id, crowd);
  }

  /** Sends the lines `elapsedMs` of the crowd's rate owes; answers how many went out. */
  tick(broadcasterUserId: number, elapsedMs: number): number {
    const crowd = this.crowds.get(broadcasterUserId);
    const channel = this.ctx.kick.channel(broadcasterUserId);
    if (!crowd || !channel || this.closed) return 0;
    crowd.owed += (crowd.settings.ratePerSecond * elapsedMs) / 1000;
    let sent = 0;
    while (crowd.owed >= 1) {
      crowd.owed -= 1;
      if (this.line(channel, crowd)) sent += 1;
    }
    crowd.sent += sent;
    return sent;
  }

  stop(broadcasterUserId: number): void {
    const crowd = this.crowds.get(broadcasterUserId);
    if (crowd?.timer) clearInterval(crowd.timer);
    this.crowds.delete(broadcasterUserId);
  }

  close(): void {
    this.closed = true;
    for (const id of [...this.crowds.keys()]) this.stop(id);
  }

  /** After a reset: crowds may start again. */
  reopen(): void {
    this.closed = false;
  }

  /** The first viewer from `index` on who has not spoken within VIEWER_GAP_MS (else `index`). */
  private pace(crowd: Crowd, index: number): number {
    const now = this.ctx.now();
    const { viewers } = crowd.settings;
    for (let step = 0; step < viewers; step++) {
      const candidate = (index + step) % viewers;
      const last = crowd.spoke.get(candidate);
      if (last === undefined || now - last >= VIEWER_GAP_MS) {
        crowd.spoke.set(candidate, now);
        return candidate;
      }
    }
    crowd.spoke.set(index, now);
    return index;
  }

  private line(channel: KickChannel, crowd: Crowd): boolean {
    const { random, settings } = crowd;
    // Chattier viewers first: a leaderboard has a top.
    const index = this.pace(crowd, Math.floor(Math.pow(random(), 2) * settings.viewers));
    const sender = this.ctx.kick.viewerNamed(crowdName(index));
    if (this.ctx.kick.isBanned(channel.broadcaster_user_id, sender.user_id)) return false;
    // Now and then the streak emote changes hands: the running streak ends by takeover.
    if (random() < 0.01) {
      const others = EMOTES.filter((emote) => emote.id !== settings.streakEmoteId);
      settings.streakEmoteId = others[Math.floor(random() * others.length)]!.id;
    }
    let content = PLAIN[Math.floor(random() * PLAIN.length)]!;
    if (random() < settings.emoteShare) {
      const streak = EMOTES.find((emote) => emote.id === settings.streakEmoteId) ?? EMOTES[0]!;
      if (random() < settings.streakShare) {
        content = random() < 0.5 ? token(streak) : `${token(streak)} ${content}`;
      } else {
        const a = EMOTES[Math.floor(random() * EMOTES.length)]!;
        const b = EMOTES[Math.floor(random() * EMOTES.length)]!;
        content = `${content} ${token(a)} ${token(b)}`;
      }
    }
    this.ctx.kick.postChat({
      channel,
      sender,
      content,
      badges: BADGE_SETS[index % BADGE_SETS.length]!,
      source: 'viewer',
    });
    return true;
  }
}
