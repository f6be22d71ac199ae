import type { FastifyBaseLogger } from 'fastify';
import {
  liveCardMessage,
  recapCardMessage,
  type ChannelEvent,
  type DiscordCardSettings,
  type DiscordCardStatus,
  type DiscordCardStream,
  type Language,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { DiscordClient } from '../../providers/discord/discord-client';
import {
  type CardReading,
  type CardStreamStats,
  fieldsOf,
  recapOf,
  streamFields,
  type Webhook,
  withReading,
} from './card-content';
import { decide, failureResult, INTERRUPTED, NOT_CONNECTED } from './card-failures';
import type { CardResult, CardRow, DiscordCardRepo } from './discord-card.repo';

/** Live cards are edited this often (setting `liveUpdates`). */
export const CARD_UPDATE_MS = 5 * 60_000;
/** A claim lapses after this: a node that died mid-work leaves the card due again. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 100;

export interface DiscordCardDeps {
  repo: DiscordCardRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  discord?: DiscordClient;
  /** Grace after an offline event before the card is finalized (a reconnect within it resumes). */
  graceMs: number;
  /** The connected Discord webhook, or null when Discord is not connected (or needs a reconnect). */
  webhookOf: (userId: string) => Promise<Webhook | null>;
  /** Discord answered 404 for the webhook: the connection needs a reconnect. */
  webhookDeleted: (userId: string, webhookId: string) => Promise<void>;
  reading: (userId: string) => Promise<CardReading | null>;
  /**
   * The stats' stream a live event belongs to (their decision: the same stream back within the
   * grace, never a demo sample with a real stream); null when the stats cannot say.
   */
  statsStream: (event: Extract<ChannelEvent, { kind: 'stream' }>) => Promise<{ id: string } | null>;
  /** The recap's numbers: the stats of the card's stream by its id (null: the viewer samples). */
  streamStats: (userId: string, statsStreamId: string | null) => Promise<CardStreamStats | null>;
  languageOf: (userId: string) => Promise<Language>;
}

type Finish = (result: CardResult) => Promise<void>;

/**
 * The go-live card's lifecycle (docs/discord.md): a stream going live posts the card, live cards
 * are edited every 5 minutes, an offline stream is finalized after the grace period (a reconnect
 * within it edits the same card back to live). Every piece of work is due in the database and
 * claimed there, so restarts and several nodes neither lose nor double it.
 */
export class DiscordCardService {
  constructor(private readonly deps: DiscordCardDeps) {}

  private now(): number {
    return this.deps.clock.now();
  }

  async onEvent(event: ChannelEvent): Promise<void> {
    const { repo } = this.deps;
    switch (event.kind) {
      case 'stream':
        if (event.live) return this.onLive(event);
        await repo.markEnding(
          event.ownerId,
          new Date(this.now()),
          new Date(this.now() + this.deps.graceMs),
        );
        return;
      case 'follow':
        return repo.count(event.ownerId, 'follows', 1);
      case 'subscription':
        return repo.count(event.ownerId, 'subs', 1);
      case 'gift':
        return repo.count(event.ownerId, 'gifts', Math.max(1, event.giftees.length));
      default:
        return;
    }
  }

  private async onLive(event: Extract<ChannelEvent, { kind: 'stream' }>): Promise<void> {
    const { repo } = this.deps;
    const userId = event.ownerId;
    const stream = await this.deps.statsStream(event).catch((error: unknown) => {
      this.deps.log.warn({ err: error, userId }, 'discord card: no stats stream for the event');
      return null;
    });
    const open = await repo.openCard(userId);
    if (open) {
      const same = !stream || !open.statsStreamId || open.statsStreamId === stream.id;
      if (same) {
        // Back within the grace period: the same card reads live again, never a second post.
        if (open.state === 'ending') await repo.resume(open.id, new Date(this.now()));
        return this.work(open.id);
      }
      // Another stream (the stats say so: a demo sample followed by a real stream): the open
      // card is finalized with its own stream's numbers, and this stream gets its own card.
      await repo.close(open.id, new Date(this.now()));
      await this.work(open.id);
    }
    if (!(await repo.settings(userId)).enabled) return;
    if (!(await this.deps.webhookOf(userId))) return;
    const reading = await this.readingOf(userId);
    const card = await repo.create({
      userId,
      streamKey: event.startedAt !== null ? `start:${event.startedAt}` : `event:${event.id}`,
      channel: event.channelName,
      title: reading?.title ?? event.title,
      category: reading?.category ?? null,
      viewers: reading?.live ? reading.viewers : null,
      thumbnail: reading?.live ? reading.thumbnail : null,
      startedAt: new Date(event.startedAt ?? reading?.startedAt ?? event.at),
      statsStreamId: stream?.id ?? null,
      now: new Date(this.now()),
    });
    if (card) await this.work(card.id);
  }

  /** Does the work that is due (a scheduler job on one node; tests call it after moving time). */
  async tick(): Promise<number> {
    const ids = await this.deps.repo.dueIds(new Date(this.now()), BATCH);
    for (const id of ids) await this.work(id);
    return ids.length;
  }

  /** Claims one card's due work and does it; a claim another node holds is left alone. */
  async work(id: string): Promise<void> {
    const now = this.now();
    const claimed = await this.deps.repo.claim(id, new Date(now), new Date(now + CLAIM_MS));
    if (!claimed) return;
    const { row, token } = claimed;
    const finish: Finish = (result) => this.deps.repo.finish(id, token, result, new Date(now));
    try {
      await this.act(row, token, now, finish);
    } catch (error) {
      // Unexpected (the database): the claim lapses and the card is due again.
      this.deps.log.error({ err: error, cardId: id }, 'discord card: work failed');
    }
  }

  private async act(row: CardRow, token: string, now: number, finish: Finish): Promise<void> {
    const settings = await this.deps.repo.settings(row.userId);
    const base = {
      attempts: 0,
      nextLiveAt: settings.liveUpdates ? new Date(now + CARD_UPDATE_MS) : null,
    };
    const webhook = await this.deps.webhookOf(row.userId);
    if (!this.deps.discord || !webhook)
      return finish({ ...base, state: 'failed', outcome: 'failed', error: NOT_CONNECTED });
    const ending = row.state === 'ending' || row.state === 'closing';
    // Work claimed early (a retry due before the end of the grace): it waits for the grace.
    if (ending && row.finalizeAt && row.finalizeAt.getTime() > now)
      return finish({ ...base, outcome: null });
    if (!row.messageId) {
      // Offline before the card could be posted: there is nothing to finalize.
      if (ending) return finish({ ...base, state: 'done', outcome: null });
      if (row.postStartedAt)
        return finish({ ...base, state: 'failed', outcome: 'failed', error: INTERRUPTED });
      return this.post(row, token, settings, webhook, now, finish);
    }
    if (row.webhookId !== webhook.id)
      // Discord was connected again (a new webhook): the old one cannot edit its message.
      return finish({ ...base, state: 'done', outcome: 'left' });
    if (ending) return this.finalize(row, settings, webhook, now, finish);
    return this.edit(row, settings, webhook, now, finish, base.nextLiveAt);
  }

  private async post(
    row: CardRow,
    token: string,
    settings: DiscordCardSettings,
    webhook: Webhook,
    now: number,
    finish: Finish,
  ) {
    const stream = await this.streamOf(row);
    const language = await this.deps.languageOf(row.userId);
    if (!(await this.deps.repo.postStarting(row.id, token, new Date(now)))) return;
    const message = liveCardMessage(settings, stream, { now, pings: true, language });
    const base = { nextLiveAt: settings.liveUpdates ? new Date(now + CARD_UPDATE_MS) : null };
    try {
      const posted = await this.deps.discord!.executeWebhook(webhook.id, webhook.token, message, {
        retries: 0,
      });
      await finish({
        ...base,
        ...fieldsOf(stream),
        attempts: 0,
        outcome: 'posted',
        messageId: posted.id,
        webhookId: webhook.id,
        postStartedAt: null,
      });
    } catch (error) {
      await finish({
        ...(await this.failed(row, webhook, error, true, now, base.nextLiveAt, true)),
        postStartedAt: null,
      });
    }
  }

  private async edit(
    row: CardRow,
    settings: DiscordCardSettings,
    webhook: Webhook,
    now: number,
    finish: Finish,
    nextLiveAt: Date | null,
  ) {
    const stream = await this.streamOf(row);
    const language = await this.deps.languageOf(row.userId);
    const message = liveCardMessage(settings, stream, { now, pings: false, language, edit: true });
    try {
      await this.deps.discord!.editWebhookMessage(
        webhook.id,
        webhook.token,
        row.messageId!,
        message,
        {
          retries: 0,
        },
      );
      await finish({
        ...fieldsOf(stream),
        attempts: 0,
        nextLiveAt,
        outcome: row.resumed ? 'reconnected' : 'updated',
        ...(row.resumed ? { resumed: false as const } : {}),
      });
    } catch (error) {
      await finish(await this.failed(row, webhook, error, false, now, nextLiveAt, false));
    }
  }

  private async finalize(
    row: CardRow,
    settings: DiscordCardSettings,
    webhook: Webhook,
    now: number,
    finish: Finish,
  ) {
    const discord = this.deps.discord!;
    const done = (outcome: string) =>
      finish({ attempts: 0, nextLiveAt: null, state: 'done', outcome });
    try {
      if (settings.onEnd === 'leave') return await done('left');
      if (settings.onEnd === 'delete') {
        await discord.deleteWebhookMessage(webhook.id, webhook.token, row.messageId!, {
          retries: 0,
        });
        return await done('deleted');
      }
      const message = recapCardMessage(
        settings,
        streamFields(row),
        await this.recapOf(row, now),
        await this.deps.languageOf(row.userId),
      );
      await discord.editWebhookMessage(webhook.id, webhook.token, row.messageId!, message, {
        retries: 0,
      });
      return await done('recap');
    } catch (error) {
      await finish(await this.failed(row, webhook, error, true, now, null, false));
    }
  }

  /** The recap's numbers (card-content.ts): the stats of the card's stream when they know it. */
  private async recapOf(row: CardRow, now: number) {
    const stats = await this.deps.streamStats(row.userId, row.statsStreamId).catch(() => null);
    return recapOf(row, stats, now);
  }

  /** A failed Discord call: retried, or the card (or this step) failed with the reason. */
  private async failed(
    row: CardRow,
    webhook: Webhook,
    error: unknown,
    terminal: boolean,
    now: number,
    nextLiveAt: Date | null,
    post: boolean,
  ): Promise<CardResult> {
    const attempt = row.attempts + 1;
    const decision = decide(error, attempt, post);
    this.deps.log.warn(
      { err: error, cardId: row.id, decision },
      'discord card: Discord call failed',
    );
    if (decision.kind === 'webhook_gone') await this.deps.webhookDeleted(row.userId, webhook.id);
    return failureResult(row, decision, attempt, { terminal, now, nextLiveAt, post });
  }

  private async readingOf(userId: string): Promise<CardReading | null> {
    return this.deps.reading(userId).catch((error: unknown) => {
      this.deps.log.warn({ err: error, userId }, 'discord card: could not read the channel');
      return null;
    });
  }

  /** The stream as the card shows it now: Kick's fresh reading over what was stored. */
  private async streamOf(row: CardRow): Promise<DiscordCardStream> {
    return withReading(row, await this.readingOf(row.userId));
  }

  /** The last outcome of the streamer's newest card, for the status page. */
  async statusOf(userId: string): Promise<DiscordCardStatus | null> {
    const row = await this.deps.repo.latest(userId);
    if (!row?.lastOutcome || !row.lastOutcomeAt) return null;
    return {
      outcome: row.lastOutcome as DiscordCardStatus['outcome'],
      at: row.lastOutcomeAt.toISOString(),
      error: row.lastError,
      live: row.state === 'live' || row.state === 'ending',
      messageId: row.messageId,
    };
  }
}
