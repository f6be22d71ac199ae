import {
  translateMessage,
  type BotStatus,
  type DiscordCardStatus,
  type Language,
} from '@kyo/contracts';
import type { AccountLinks } from '../../../feature-context';
import type { RecentActivity } from './bot-activity';
import type { BotErrors } from './bot-errors';
import type { ChannelCounters } from '../channel/channel-counters';
import type { ChannelStateRepo } from '../channel/channel-state.repo';
import type { ChatPort } from '../../../ports';
import type { SettingsRepo } from '../alerts/settings.repo';
import type { AudienceService } from '../audience/audience.service';

export interface StatusDeps {
  links: AccountLinks;
  settings: SettingsRepo;
  stateRepo: ChannelStateRepo;
  counters: ChannelCounters;
  /** The outbox's recent messages (the chat feature). */
  chat: Pick<ChatPort, 'recent'>;
  errors: BotErrors;
  activity: RecentActivity;
  /** Follows and active chatters; none when not composed. */
  audience?: Pick<AudienceService, 'view'>;
  /** The live data polled for the user (viewers, Spotify); none when not composed. */
  liveHealthOf?(userId: string): BotStatus['live'];
  subscriptionsOf(userId: string): Promise<{
    subscriptions: BotStatus['subscriptions'];
    checkedAt: string | null;
  }>;
  /** The Discord go-live card's last outcome; none when not composed. */
  discordCardOf?(userId: string): Promise<DiscordCardStatus | null>;
}

const RECENT = 20;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything the bot status page shows: is it connected, is it working, what went wrong. */
export class StatusService {
  constructor(private readonly deps: StatusDeps) {}

  /** Stored failures are English sentences; they are read in the language of the request. */
  async status(userId: string, language: Language = 'en'): Promise<BotStatus> {
    const say = (message: string) => translateMessage(message, language);
    const { links } = this.deps;
    const audience = this.deps.audience?.view(userId);
    const [settings, kick, spotify, channel, state, subscriptions, messages, errors, people, card] =
      await Promise.all([
        this.deps.settings.settings(userId),
        links.connectionHealth(userId, 'kick'),
        links.connectionHealth(userId, 'spotify'),
        links.kickChannelOfUser(userId),
        this.deps.stateRepo.find(userId),
        this.deps.subscriptionsOf(userId),
        this.deps.chat.recent(userId, RECENT),
        this.deps.errors.recent(userId, RECENT),
        audience
          ? Promise.all([
              audience.activeChatters(5),
              audience.activeChatters(10),
              audience.follows(),
            ])
          : null,
        this.deps.discordCardOf?.(userId) ?? null,
      ]);
    const unflushed = this.deps.counters.unflushed(userId);
    return {
      settings,
      kick: {
        connected: kick.status === 'connected',
        status: kick.status,
        reconnectReason: kick.reason,
        username: channel?.username ?? null,
        live: state?.live ?? null,
      },
      spotify: { status: spotify.status, reconnectReason: spotify.reason },
      subscriptions: subscriptions.subscriptions,
      subscriptionsCheckedAt: subscriptions.checkedAt,
      counters: {
        eventsReceived: (state?.eventsReceived ?? 0) + unflushed.eventsReceived,
        messagesSent: (state?.messagesSent ?? 0) + unflushed.messagesSent,
        messagesFailed: (state?.messagesFailed ?? 0) + unflushed.messagesFailed,
      },
      recentEvents: this.deps.activity.recent(userId),
      recentMessages: messages.map((m) => ({
        id: m.id,
        content: m.content,
        source: m.source,
        status: m.status,
        error: m.error === null ? null : say(m.error),
        createdAt: m.createdAt.toISOString(),
        sentAt: iso(m.sentAt),
      })),
      recentErrors: errors.map((e) => ({
        id: e.id,
        source: e.source,
        message: say(e.message),
        at: e.at.toISOString(),
      })),
      live: this.deps.liveHealthOf?.(userId) ?? [],
      audience: {
        activeChatters5m: people?.[0] ?? 0,
        activeChatters10m: people?.[1] ?? 0,
        followsSeen: people?.[2].seen ?? 0,
        followsSince: iso(people?.[2].since ?? null),
      },
      discordCard: card && { ...card, error: card.error === null ? null : say(card.error) },
    };
  }
}
