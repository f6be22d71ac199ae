import {
  formatMessage,
  kickSlugSchema,
  shoutoutSettingsSchema,
  type Language,
  type Shoutout,
  type ShoutoutSettings,
  type ShoutoutSettingsInput,
  type ShoutoutSource,
  type ShoutoutTarget,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/http/http-error';
import { LookupFailed, type LookupFailure } from './kick-lookup';
import type { ShoutoutsRepo } from './shoutouts.repo';

/** How long a node trusts its copy of a channel's auto list (saving on this node renews it). */
const AUTO_CACHE_MS = 30_000;

/** A shoutout that did not happen, and why (each said plainly in chat and on the page). */
export class ShoutoutRefused extends Error {
  constructor(
    readonly reason: LookupFailure | 'cooldown',
    readonly slug: string,
    readonly retrySeconds = 0,
  ) {
    super(`shoutout refused: ${reason}`);
  }
}

/** The chat line of a shoutout, in the channel's language. */
export function shoutoutLine(target: ShoutoutTarget, language: Language): string {
  const values = {
    name: target.slug,
    category: target.category ?? '',
    title: target.title ?? '',
    link: target.url,
  };
  if (!target.category || !target.title)
    return formatMessage('Go follow {name}! {link}', values, language);
  return target.live
    ? formatMessage('Go follow {name}, live now in {category}: “{title}” {link}', values, language)
    : formatMessage(
        'Go follow {name}! Last seen in {category}: “{title}” {link}',
        values,
        language,
      );
}

/** Why a shoutout did not happen, as chat says it. */
export function refusalLine(refused: ShoutoutRefused, language: Language): string {
  switch (refused.reason) {
    case 'not_found':
      return formatMessage('{name} is not a Kick channel.', { name: refused.slug }, language);
    case 'cooldown':
      return formatMessage(
        '{name} was shouted out a moment ago: again in {seconds} s.',
        { name: refused.slug, seconds: refused.retrySeconds },
        language,
      );
    case 'busy':
      return formatMessage('Kick is busy right now: try again in a minute.', {}, language);
    case 'reconnect':
    case 'not_connected':
      return formatMessage(
        'Kick needs a reconnect: Kyo cannot look up channels until the streamer connects Kick again.',
        {},
        language,
      );
  }
}

/** The same refusal as the page and the API answer it. */
export function refusalError(refused: ShoutoutRefused): HttpError {
  const message = refusalLine(refused, 'en');
  switch (refused.reason) {
    case 'not_found':
      return new HttpError(404, 'channel_not_found', message, { field: 'channel' });
    case 'cooldown':
      return new HttpError(429, 'cooldown', message, {
        headers: { 'retry-after': String(Math.max(1, refused.retrySeconds)) },
      });
    case 'busy':
      return new HttpError(503, 'kick_unavailable', message);
    case 'reconnect':
      return new HttpError(409, 'kick_needs_reconnect', message);
    case 'not_connected':
      return new HttpError(409, 'kick_not_connected', 'Connect Kick to look up channels.');
  }
}

export interface ShoutoutDeps {
  repo: ShoutoutsRepo;
  clock: Clock;
  lookup(ownerId: string, slug: string): Promise<ShoutoutTarget>;
  /** A shoutout was given: the Shoutout cards on every node, the API's `shoutout.sent`. */
  announce(ownerId: string, shoutout: Shoutout): void;
  /** The bot says a line in the channel (once per key). */
  say(ownerId: string, key: string, line: (language: Language) => string): void;
}

/**
 * Shoutouts (docs/shoutouts-markers.md): one per target and cooldown, on any node (the cooldown's
 * row is claimed with a conditional upsert before Kick is asked, and given back when Kick could not
 * describe the channel); the auto list once per stream (shoutout_auto_claims).
 */
export class ShoutoutService {
  private readonly autoLists = new Map<string, { list: Set<string> | null; until: number }>();

  constructor(private readonly deps: ShoutoutDeps) {}

  settings(ownerId: string): Promise<ShoutoutSettings> {
    return this.deps.repo.settings(ownerId);
  }

  async saveSettings(ownerId: string, input: ShoutoutSettingsInput): Promise<ShoutoutSettings> {
    const next = shoutoutSettingsSchema.parse({ ...(await this.settings(ownerId)), ...input });
    await this.deps.repo.saveSettings(ownerId, next, new Date(this.deps.clock.now()));
    this.remember(ownerId, next);
    return next;
  }

  recent(ownerId: string): Promise<Shoutout[]> {
    return this.deps.repo.recent(ownerId);
  }

  /** Shouts a channel out: its card, the API event, and (but from chat) the bot's line. */
  async shout(
    ownerId: string,
    slug: string,
    source: ShoutoutSource,
    by: string | null,
  ): Promise<Shoutout> {
    const settings = await this.settings(ownerId);
    const now = this.deps.clock.now();
    const until = new Date(now + settings.cooldownSeconds * 1000);
    const running = await this.deps.repo.claimCooldown(ownerId, slug, new Date(now), until);
    if (running)
      throw new ShoutoutRefused('cooldown', slug, Math.ceil((running.getTime() - now) / 1000));
    let target: ShoutoutTarget;
    try {
      target = await this.deps.lookup(ownerId, slug);
    } catch (error) {
      await this.deps.repo.releaseCooldown(ownerId, slug, until);
      if (error instanceof LookupFailed) throw new ShoutoutRefused(error.reason, slug);
      throw error;
    }
    const shoutout = await this.deps.repo.insert(ownerId, target, source, by, now);
    this.deps.announce(ownerId, shoutout);
    if (source !== 'chat')
      this.deps.say(ownerId, `shoutout:${shoutout.id}`, (language) =>
        shoutoutLine(target, language),
      );
    return shoutout;
  }

  /**
   * A chat line: a chatter on the auto list, on their first line of this stream, is shouted out
   * (once per stream on every node). Costs a map lookup for everyone else.
   */
  async onChat(ownerId: string, chatter: string | null): Promise<void> {
    if (!chatter) return;
    const list = await this.autoList(ownerId);
    const slug = chatter.toLowerCase();
    if (!list?.has(slug)) return;
    const stream = await this.deps.repo.openStream(ownerId);
    if (!stream) return;
    if (!(await this.deps.repo.claimAuto(ownerId, stream, slug))) return;
    await this.shout(ownerId, slug, 'auto', null).catch((error: unknown) => {
      if (!(error instanceof ShoutoutRefused)) throw error;
    });
  }

  /** Whether a slug is valid to shout out (chat: `@Name`, a link). */
  static slugOf(text: string): string | null {
    const parsed = kickSlugSchema.safeParse(text.split(/\s+/)[0] ?? '');
    return parsed.success ? parsed.data : null;
  }

  private remember(ownerId: string, settings: ShoutoutSettings): void {
    this.autoLists.set(ownerId, {
      list:
        settings.autoEnabled && settings.autoChannels.length > 0
          ? new Set(settings.autoChannels)
          : null,
      until: this.deps.clock.now() + AUTO_CACHE_MS,
    });
  }

  private async autoList(ownerId: string): Promise<Set<string> | null> {
    const held = this.autoLists.get(ownerId);
    if (held && held.until > this.deps.clock.now()) return held.list;
    this.remember(ownerId, await this.settings(ownerId));
    return this.autoLists.get(ownerId)!.list;
  }
}
