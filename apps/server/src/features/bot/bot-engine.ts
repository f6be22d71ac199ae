import type { AlertType, ChannelEvent, ChannelEventOf } from '@kyo/contracts';
import type { ChatCommandRegistry } from '../../platform/features/chat-commands';
import type { AudienceService } from './audience/audience.service';
import type { Clock } from '../../platform/clock';
import { alertForEvent, alertOf, fieldsIn, templateFor } from './alerts/alerts';
import type { RecentActivity } from './status/bot-activity';
import type { BotConfigCache } from './bot-config';
import type { ChannelCounters } from './channel/channel-counters';
import type { ChannelStateService } from './channel/channel-state';
import type { CommandEngine } from './commands/command-engine';
import type { KeyedQueue } from '../../platform/keyed-queue';
import { roleOf } from './commands/permissions';
import { type SongSource, songText } from './channel/song';
import { type AlertFields, renderTemplate } from './templates/template';
import { VARIABLES } from './templates/variables/registry';
import type { ChannelRef, ChatPort } from '../../ports';

export interface BotEngineDeps {
  config: BotConfigCache;
  commands: CommandEngine;
  /** Where its replies and alerts are posted, and how it knows its own lines (the chat feature). */
  chat: Pick<ChatPort, 'send' | 'own'>;
  state: ChannelStateService;
  counters: ChannelCounters;
  activity: RecentActivity;
  songs: SongSource;
  queue: KeyedQueue;
  audience: AudienceService;
  /** `{count name}` in alerts: every feature's counters (the viewer games). */
  featureCounters: Pick<ChatCommandRegistry, 'counter'>;
  clock: Clock;
  random?: () => number;
}

/**
 * The bot's consumer of 'kick.event'. An ordinary chat line is counted in memory and costs
 * nothing more; commands, alerts and stream changes run in the channel's queue (in order per
 * channel, channels side by side), so the bus is never held up by a slow send.
 */
export class BotEngine {
  constructor(private readonly deps: BotEngineDeps) {}

  // Synchronous: a chat line is handed over without a promise (the bus runs it inline).
  onEvent(event: ChannelEvent): void {
    // The ingest resolved the channel's owner: no lookup here.
    const channel: ChannelRef = {
      userId: event.ownerId,
      broadcasterUserId: event.broadcasterUserId,
      username: event.channelName,
    };
    const { counters, queue } = this.deps;
    if (event.kind === 'chat') {
      if (this.deps.chat.own.inMemory(event)) {
        // Recognised here; mark it in the outbox too, so no other node mistakes it later.
        // (Once the outbox rows written behind their sends are in: the echo can come first.)
        if (this.deps.chat.own.needsOutboxCheck(event))
          void queue.run(
            channel.userId,
            async () => void (await this.deps.chat.own.fromOutbox(event)),
          );
        return;
      }
      counters.add(channel.userId, 'eventsReceived');
      counters.add(channel.userId, 'chatLines');
      this.deps.activity.add(channel.userId, event);
      // A viewer's first line in this stream (on this node): recorded, maybe greeted, in order.
      if (this.deps.audience.onChat(event))
        void queue.run(channel.userId, () => this.greet(channel, event));
      if (!event.content.trimStart().startsWith('!')) return;
      void queue.run(channel.userId, () => this.command(channel, event));
      return;
    }
    counters.add(channel.userId, 'eventsReceived');
    this.deps.activity.add(channel.userId, event);
    void queue.run(channel.userId, () => this.channelEvent(channel, event));
  }

  private async command(channel: ChannelRef, line: ChannelEventOf<'chat'>): Promise<void> {
    // Maybe the echo of a message another node sent: never answer the bot itself.
    if (this.deps.chat.own.needsOutboxCheck(line) && (await this.deps.chat.own.fromOutbox(line)))
      return;
    const sender = line.sender;
    const evaluation = await this.deps.commands.evaluate(
      {
        channel,
        content: line.content,
        sender: {
          kickUserId: String(sender.id ?? sender.name ?? 'unknown'),
          username: sender.name ?? 'someone',
          role: roleOf(sender, channel.broadcasterUserId),
          badges: sender.badges.map((badge) => badge.type.toLowerCase()),
        },
        eventId: line.id,
      },
      { dryRun: false },
    );
    if (!evaluation.reply) {
      // Silent in chat, as bots are; the status page says why (a cooldown, a missing widget).
      if (evaluation.reason && evaluation.reason !== 'no_command')
        this.deps.activity.note(channel.userId, line.id, evaluation.reason);
      return;
    }
    await this.deps.chat.send({
      channel,
      key: `cmd:${line.id}`,
      source: evaluation.source,
      content: evaluation.reply,
      replyToMessageId: evaluation.replyToMessage ? line.messageId : null,
    });
  }

  private async channelEvent(channel: ChannelRef, event: ChannelEvent): Promise<void> {
    const { state } = this.deps;
    let stream: { endedUptimeMs: number | null; category: string | null } = {
      endedUptimeMs: null,
      category: null,
    };
    if (event.kind === 'metadata') {
      await state.applyMetadata(channel.userId, event);
      return;
    }
    // A follow is recorded before its alert, so {followers} counts it.
    if (event.kind === 'follow') await this.deps.audience.recordFollow(event);
    if (event.kind === 'stream') {
      this.deps.audience.onStream(channel.userId);
      const { previous, current } = await state.applyStatus(channel.userId, event);
      const started = current.startedAt ?? previous.startedAt;
      stream = {
        endedUptimeMs:
          current.endedAt !== null && started !== null ? current.endedAt - started : null,
        category: current.category,
      };
    }
    const alert = alertForEvent(event, stream);
    if (!alert) return;
    await this.sendAlert(channel, alert.type, alert.fields, `alert:${event.id}`);
  }

  private async greet(channel: ChannelRef, line: ChannelEventOf<'chat'>): Promise<void> {
    const greeting = await this.deps.audience.greet(channel, line);
    if (greeting)
      await this.sendAlert(channel, greeting.type, { name: greeting.name }, `greet:${line.id}`);
  }

  /** Renders a chat alert (when the bot and this alert are on) and sends it once per key. */
  private async sendAlert(
    channel: ChannelRef,
    type: AlertType,
    fields: AlertFields,
    key: string,
  ): Promise<void> {
    const { state } = this.deps;
    const config = await this.deps.config.get(channel.userId);
    if (!config.settings.enabled) return;
    const settings = alertOf(type, config.alerts.get(type), config.language);
    if (!settings.enabled) return;
    const template = templateFor(settings, fields);
    const random = this.deps.random ?? Math.random;
    const rendered = await renderTemplate(
      template,
      {
        kind: 'alert',
        now: this.deps.clock.now(),
        channel: channel.username,
        language: config.language,
        args: [],
        alert: fieldsIn(fields, config.language),
        stream: () => state.get(channel, /\{viewers\b/i.test(template) ? 'viewers' : 'live'),
        song: async () => songText(await this.deps.songs.nowPlaying(channel.userId)),
        audience: this.deps.audience.view(channel.userId),
        counter: (name: string) => this.deps.featureCounters.counter(channel.userId, name),
        random,
      },
      VARIABLES,
    );
    await this.deps.chat.send({
      channel,
      key,
      source: 'alert',
      content: rendered.text,
    });
  }
}
