import { type ChannelEventOf, formatMessage, type Language, PERMIT_REPLY } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import type { CompiledChannel } from './filters/line-reading';
import type { ChannelRef } from './kick-actions';
import type { LocalPermits, SharedModeration } from './state/strikes';

export interface PermitCommandDeps {
  clock: Clock;
  /** This node's permits, which the screen reads for every line with a link. */
  permits: LocalPermits;
  /** Several nodes: the permit in Redis, and the other nodes told of it. */
  shared?: SharedModeration;
  cluster?: ClusterChannel;
  /** Whether the line is the bot's own echo (moderation.module.ts's `ownLine`). */
  ownLine?(line: ChannelEventOf<'chat'>): boolean | Promise<boolean>;
  languageOf(ownerId: string): Promise<Language>;
  say(channel: ChannelRef, key: string, content: string): Promise<void>;
  onError(error: unknown, ownerId?: string): void;
}

/**
 * `!permit @viewer` (docs/bot.md): the viewer may post one link for the Links rule's minutes.
 * Granted on this node at once, then in Redis and told to the other nodes, then confirmed in chat.
 */
export class PermitCommand {
  /** !permit answers under way (so the module's `idle()` waits for them too). */
  private readonly replies = new Set<Promise<void>>();

  constructor(private readonly deps: PermitCommandDeps) {}

  /**
   * `!permit` from the broadcaster's account or a moderator, unless the line is the bot's own
   * echo: with KICK_CHAT_SENDER=user the bot posts as the broadcaster, and a viewer could make it
   * say `!permit @me` (a command answering `{args}`, a reward's `{input}`).
   */
  permit(line: ChannelEventOf<'chat'>, channel: CompiledChannel, viewer: string): void {
    const own = this.deps.ownLine?.(line) ?? false;
    if (own === false) this.grant(line, channel, viewer);
    else if (own !== true)
      this.track(
        own.then((yes) => {
          if (!yes) this.grant(line, channel, viewer);
        }),
      );
  }

  /** Resolves when every answer under way has been posted (or has failed). */
  async idle(): Promise<void> {
    await Promise.all(this.replies);
  }

  private track(reply: Promise<void>): void {
    const tracked = reply
      .catch((error: unknown) => this.deps.onError(error))
      .finally(() => this.replies.delete(tracked));
    this.replies.add(tracked);
  }

  private grant(line: ChannelEventOf<'chat'>, channel: CompiledChannel, viewer: string): void {
    const { deps } = this;
    const minutes = channel.settings.rules.links.settings.permitMinutes;
    const until = deps.clock.now() + minutes * 60_000;
    deps.permits.grant(line.ownerId, viewer, until);
    const reply = (async () => {
      await deps.shared
        ?.grantPermit(line.ownerId, viewer, until, minutes * 60_000)
        .catch(() => undefined);
      // Told to the other nodes once Redis holds it: a node that heard of the permit first would
      // find nothing to take there, and delete the permitted viewer's link.
      deps.cluster?.publish({ kind: 'permit', ownerId: line.ownerId, viewer, until });
      const language = await deps.languageOf(line.ownerId).catch(() => 'en' as const);
      const text = formatMessage(PERMIT_REPLY, { user: viewer, minutes }, language);
      const ref = {
        userId: line.ownerId,
        broadcasterUserId: line.broadcasterUserId,
        username: line.channelName,
      };
      await deps.say(ref, `mod:permit:${line.messageId}`, text);
    })().catch((error: unknown) => deps.onError(error, line.ownerId));
    this.track(reply);
  }
}
