import {
  LIVE_LIMITS,
  type LiveCategory,
  type LiveHistoryEntry,
  type LivePreset,
  type LivePresetInput,
  type LiveSettings,
  type LiveSettingsInput,
  type StreamInfo,
  type StreamInfoInput,
  type StreamInfoReading,
  type StreamInfoSaved,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../platform/db/errors';
import { HttpError, conflict, notFound } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
import type { RateLimiter } from '../../platform/rate-limit';
import { TtlCache } from '../../platform/ttl-cache';
import type { KickStreamInfoChange } from '../../providers/kick/kick-stream-info-api';
import type { KickStreamInfo } from './kick-stream-info';
import type { LiveRepo } from './live.repo';

/** Changes sent to Kick per channel per minute, counted on every node (Redis). */
export const KICK_WRITES_PER_MINUTE = 5;
/** How long a category search's answer is kept (per node). */
export const CATEGORY_CACHE_MS = 5 * 60_000;
const SEARCH_LIMIT = 20;

export type ChangeVia = LiveHistoryEntry['via'];

export interface LiveServiceDeps {
  repo: LiveRepo;
  kick: KickStreamInfo;
  clock: Clock;
  limiter: RateLimiter;
}

const DEFAULT_SETTINGS: LiveSettings = { titleCommand: true, gameCommand: true, aliases: [] };

/** Stream info on Kick (title, category, tags), presets, history, aliases (docs/live.md). */
export class LiveService {
  private readonly searches: TtlCache<string, LiveCategory[]>;
  private readonly byId: TtlCache<number, LiveCategory | null>;

  constructor(private readonly deps: LiveServiceDeps) {
    this.searches = new TtlCache(deps.clock, () => CATEGORY_CACHE_MS, 2_000);
    this.byId = new TtlCache(deps.clock, (found) => (found ? CATEGORY_CACHE_MS : 30_000), 5_000);
  }

  /** What Kick has now, or why it cannot be read. */
  async read(ownerId: string): Promise<StreamInfoReading> {
    try {
      const info = await this.current(ownerId);
      return { info, kick: 'ok', message: null };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const kick =
        error.code === 'kick_not_connected'
          ? 'not_connected'
          : error.code === 'kick_needs_reconnect'
            ? 'needs_reconnect'
            : error.code === 'kick_missing_scope'
              ? 'missing_scope'
              : 'unavailable';
      return { info: null, kick, message: error.message };
    }
  }

  async current(ownerId: string): Promise<StreamInfo> {
    const info = await this.deps.kick.call(ownerId, (api, token, id) => api.read(token, id));
    if (!info) throw new HttpError(409, 'kick_not_connected', 'Kick does not know this channel.');
    return info;
  }

  /** Kick's categories whose name holds `q` (cached briefly; an empty `q` lists the first). */
  searchCategories(ownerId: string, q: string): Promise<LiveCategory[]> {
    const name = q.trim().toLowerCase();
    return this.searches.get(name, () =>
      this.deps.kick.call(ownerId, (api, token) =>
        api.categories(token, { ...(name ? { name } : {}), limit: SEARCH_LIMIT }),
      ),
    );
  }

  /** One category by id, null when Kick has none. */
  category(ownerId: string, id: number): Promise<LiveCategory | null> {
    return this.byId.get(id, async () => {
      const found = await this.deps.kick.call(ownerId, (api, token) =>
        api.categories(token, { ids: [id], limit: 1 }),
      );
      return found.find((c) => c.id === id) ?? null;
    });
  }

  /**
   * Sends a change to Kick. The category is looked up first (an unknown id is a 404 and
   * nothing is sent); at most KICK_WRITES_PER_MINUTE a channel on every node (429); what Kick
   * accepted goes into the history.
   */
  async save(
    ownerId: string,
    input: StreamInfoInput,
    by: { name: string; via: ChangeVia },
  ): Promise<StreamInfoSaved> {
    let category: LiveCategory | null = null;
    if (input.categoryId !== undefined) {
      category = await this.category(ownerId, input.categoryId);
      if (!category) throw notFound('Kick has no category with this id', 'categoryId');
    }
    const change: KickStreamInfoChange = {
      ...(input.title !== undefined ? { stream_title: input.title } : {}),
      ...(input.categoryId !== undefined ? { category_id: input.categoryId } : {}),
      ...(input.tags !== undefined ? { custom_tags: input.tags } : {}),
    };
    await this.deps.limiter.hitShared('live:kick-write', ownerId, {
      limit: KICK_WRITES_PER_MINUTE,
      windowMs: 60_000,
    });
    await this.deps.kick.call(ownerId, (api, token) => api.update(token, change), { write: true });
    // Kick answers 204 without a body: the info is what we sent over what it had.
    const info = await this.current(ownerId).catch(() => null);
    const saved: StreamInfo = info ?? {
      title: input.title ?? '',
      category,
      tags: input.tags ?? [],
    };
    await this.deps.repo.record({
      id: uuidv7(this.deps.clock.now()),
      userId: ownerId,
      title: saved.title,
      categoryId: saved.category?.id ?? null,
      categoryName: saved.category?.name ?? null,
      tags: saved.tags,
      byName: by.name,
      via: by.via,
      changedAt: new Date(this.deps.clock.now()),
    });
    return { info: saved, message: 'Kick accepted the change.' };
  }

  presets(ownerId: string): Promise<LivePreset[]> {
    return this.deps.repo.presets(ownerId);
  }

  async createPreset(ownerId: string, input: LivePresetInput): Promise<LivePreset> {
    const existing = await this.deps.repo.presets(ownerId);
    if (existing.length >= LIVE_LIMITS.presets)
      throw conflict(`At most ${LIVE_LIMITS.presets} presets`);
    let category: LiveCategory | null = null;
    if (input.categoryId != null) {
      category = await this.category(ownerId, input.categoryId);
      if (!category) throw notFound('Kick has no category with this id', 'categoryId');
    }
    try {
      return await this.deps.repo.addPreset({
        id: uuidv7(this.deps.clock.now()),
        userId: ownerId,
        name: input.name,
        title: input.title ?? null,
        categoryId: category?.id ?? null,
        categoryName: category?.name ?? null,
        tags: input.tags ?? null,
        createdAt: new Date(this.deps.clock.now()),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A preset has this name already', 'name');
      throw error;
    }
  }

  async removePreset(ownerId: string, id: string): Promise<void> {
    if (!(await this.deps.repo.removePreset(ownerId, id))) throw notFound('No such preset');
  }

  async applyPreset(ownerId: string, id: string, by: string): Promise<StreamInfoSaved> {
    const preset = await this.deps.repo.preset(ownerId, id);
    if (!preset) throw notFound('No such preset');
    return this.save(
      ownerId,
      {
        ...(preset.title !== null ? { title: preset.title } : {}),
        ...(preset.category ? { categoryId: preset.category.id } : {}),
        ...(preset.tags !== null ? { tags: preset.tags } : {}),
      },
      { name: by, via: 'preset' },
    );
  }

  history(ownerId: string): Promise<LiveHistoryEntry[]> {
    return this.deps.repo.history(ownerId);
  }

  async settings(ownerId: string): Promise<LiveSettings> {
    const row = await this.deps.repo.settings(ownerId);
    return row
      ? { titleCommand: row.titleCommand, gameCommand: row.gameCommand, aliases: row.aliases }
      : DEFAULT_SETTINGS;
  }

  /** Saves the switches and aliases; each alias's category must exist on Kick (else 404). */
  async saveSettings(ownerId: string, input: LiveSettingsInput): Promise<LiveSettings> {
    const before = await this.settings(ownerId);
    let aliases = before.aliases;
    if (input.aliases) {
      aliases = [];
      for (const alias of input.aliases) {
        const known = before.aliases.find((a) => a.categoryId === alias.categoryId);
        const category = known
          ? { name: known.categoryName }
          : await this.category(ownerId, alias.categoryId);
        if (!category)
          throw notFound(`Kick has no category with the id ${alias.categoryId}`, 'aliases');
        aliases.push({
          alias: alias.alias,
          categoryId: alias.categoryId,
          categoryName: category.name,
        });
      }
    }
    const next: LiveSettings = {
      titleCommand: input.titleCommand ?? before.titleCommand,
      gameCommand: input.gameCommand ?? before.gameCommand,
      aliases,
    };
    await this.deps.repo.saveSettings(ownerId, next, new Date(this.deps.clock.now()));
    return next;
  }
}
