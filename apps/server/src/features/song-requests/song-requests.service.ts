import {
  parseSongQuery,
  storedSongRequestSettingsSchema,
  type SongRequest,
  type SongRequestSettings,
  type SongTrack,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../platform/db/errors';
import { conflict, notFound } from '../../platform/http/http-error';
import type { HandOver } from './handover';
import { PlayerFailure, type SongRequestsDeps } from './ports';
import { minutesUntil, toSongRequest } from './queue-view';
import {
  audienceAllows,
  isStaff,
  queueLimits,
  trackRefusal,
  viewerLimits,
  type Asker,
  type Refusal,
} from './rules';
import type { SkipOutcome, SongSkips } from './skips';
import { songTexts, type SongTexts } from './chat-texts';
import {
  ACTIVE,
  type QueueSnapshot,
  type RequestRow,
  type SongRequestsRepo,
} from './song-requests.repo';

/** Who asks: a chatter (with role and badges), a reward's redeemer, or the dashboard. */
export interface Requester extends Asker {
  /** Kick user id (as text); null when unknown. */
  id: string | null;
  name: string;
}

export type RequestOutcome =
  | { ok: true; request: SongRequest; reply: string }
  | {
      ok: false;
      reply: string;
      refusal:
        | Refusal
        | { reason: 'unreadable' | 'not_found' }
        | { reason: 'spotify'; problem: PlayerFailure['problem'] };
    };

export interface SongRequestsServiceDeps extends Pick<
  SongRequestsDeps,
  'player' | 'followed' | 'languageOf'
> {
  repo: SongRequestsRepo;
  skips: SongSkips;
  clock: Clock;
  handover: HandOver;
  changed(ownerId: string): void;
  /** The channel's song requests were saved on or off (the in-memory switch, every node). */
  switched?(ownerId: string, on: boolean): void;
  /** A request was taken (queued at `position`, or waiting for approval: null). */
  requested(ownerId: string, request: SongRequest, position: number | null): void;
}

/** The rules and the queue (docs/song-requests.md); the hand-over plays what it holds. */
export class SongRequestsService {
  constructor(private readonly deps: SongRequestsServiceDeps) {}

  async settings(ownerId: string): Promise<SongRequestSettings> {
    const row = await this.deps.repo.channel(ownerId);
    const parsed = storedSongRequestSettingsSchema.safeParse(row?.settings ?? {});
    return parsed.success ? parsed.data : storedSongRequestSettingsSchema.parse({});
  }

  async saveSettings(ownerId: string, settings: SongRequestSettings): Promise<SongRequestSettings> {
    await this.deps.repo.saveSettings(ownerId, settings, new Date(this.deps.clock.now()));
    this.deps.switched?.(ownerId, settings.enabled);
    return settings;
  }

  async texts(ownerId: string): Promise<SongTexts> {
    return songTexts(await this.deps.languageOf(ownerId).catch(() => 'en' as const));
  }

  /**
   * A request from chat (`!sr`), a channel-point reward (its text) or the dashboard. Chat obeys
   * every rule; a reward was paid for, so who-may-request and cooldowns do not apply; the
   * dashboard is the streamer's own choice and skips the rules.
   */
  async request(
    ownerId: string,
    requester: Requester,
    text: string,
    source: 'chat' | 'reward' | 'dashboard',
  ): Promise<RequestOutcome> {
    const { repo, clock } = this.deps;
    const t = await this.texts(ownerId);
    const settings = await this.settings(ownerId);
    const name = requester.name;
    const refuse = (refusal: Refusal): RequestOutcome => ({
      ok: false,
      refusal,
      reply: t.refused(name, refusal),
    });
    const ruled = source !== 'dashboard';
    if (ruled && !settings.enabled) return refuse({ reason: 'off' });
    const query = parseSongQuery(text);
    if (query.kind === 'refused')
      return {
        ok: false,
        refusal: { reason: 'unreadable' },
        reply: t.unreadable(name, query.reason),
      };
    const chat = source === 'chat' && !isStaff(requester);
    if (chat) {
      const followed = () =>
        requester.id ? this.deps.followed(ownerId, requester.id) : Promise.resolve(false);
      if (!(await audienceAllows(settings, requester, followed)))
        return refuse({ reason: 'audience', audience: settings.audience });
    }
    // A first look before Spotify is searched (a refused viewer costs no call); the limits are
    // decided again below, on the locked queue.
    const early = viewerLimits(
      settings,
      requester,
      source,
      await repo.snapshot(ownerId, requester.id),
      clock.now(),
    );
    if (early) return refuse(early);
    let track: SongTrack | null;
    try {
      track =
        query.kind === 'track'
          ? await this.deps.player.track(ownerId, query.id)
          : await this.deps.player.search(ownerId, query.text);
    } catch (error) {
      if (!(error instanceof PlayerFailure)) throw error;
      const missing = error.problem === 'not_connected' || error.problem === 'needs_reconnect';
      return {
        ok: false,
        refusal: { reason: 'spotify', problem: error.problem },
        reply: missing ? t.spotifyMissing(name) : t.spotifyDown(name),
      };
    }
    if (!track)
      return {
        ok: false,
        refusal: { reason: 'not_found' },
        reply: t.notFound(name, query.kind === 'search' ? query.text : text.trim()),
      };
    if (ruled) {
      const refusal = trackRefusal(settings, track);
      if (refusal) return refuse(refusal);
    }

    const approval = settings.approval && source !== 'dashboard' && !isStaff(requester);
    const limits = (queue: QueueSnapshot) =>
      viewerLimits(settings, requester, source, queue, clock.now()) ??
      queueLimits(settings, source, track, queue);
    let admitted: Awaited<ReturnType<typeof repo.admit<Refusal>>>;
    try {
      admitted = await repo.admit(
        {
          ownerId,
          track,
          requester: { id: requester.id, name },
          source,
          status: approval ? 'pending' : 'queued',
          at: new Date(clock.now()),
        },
        limits,
      );
    } catch (error) {
      // The track's unique index: a request approved meanwhile (outside the lock) holds it.
      if (!isUniqueViolation(error)) throw error;
      const queue = await repo.snapshot(ownerId, null);
      return refuse(
        queueLimits(settings, source, track, queue) ?? {
          reason: 'duplicate',
          position: queue.waiting.length,
        },
      );
    }
    if ('refused' in admitted) return refuse(admitted.refused);
    const { row, before } = admitted;
    this.deps.changed(ownerId);
    const request = toSongRequest(row);
    if (approval) {
      this.deps.requested(ownerId, request, null);
      return { ok: true, request, reply: t.awaitingApproval({ name, title: track.title }) };
    }
    const waiting = before.waiting;
    const position = waiting.length + 1;
    this.deps.requested(ownerId, request, position);
    const minutes = minutesUntil(
      waiting,
      waiting.length,
      this.deps.handover.playerNow(ownerId),
      clock.now(),
    );
    return { ok: true, request, reply: t.queued({ name, title: track.title, position, minutes }) };
  }

  /** `!wrongsong`: the viewer's latest request leaves (skipped when Spotify already has it). */
  async wrongSong(ownerId: string, viewer: { id: string; name: string }): Promise<string> {
    const t = await this.texts(ownerId);
    const own = await this.deps.repo.ofRequester(ownerId, viewer.id);
    const last = own.find(
      (r) => [...ACTIVE, 'playing'].includes(r.status as never) && !r.skipOnStart,
    );
    if (!last) return t.nothingOfYours(viewer.name);
    const outcome = await this.remove(ownerId, last);
    if (outcome === 'later') return t.removedSkipLater(viewer.name, last.title);
    return t.removed(viewer.name, last.title);
  }

  /**
   * Takes a request out: waiting ones leave at once, the one Spotify already has is skipped as
   * it starts, the one playing is skipped now.
   */
  async remove(ownerId: string, row: RequestRow): Promise<'removed' | 'later' | 'skipped'> {
    const { repo, clock } = this.deps;
    const at = new Date(clock.now());
    let outcome: 'removed' | 'later' | 'skipped' = 'removed';
    if (row.status === 'handed') {
      const marked = await repo.transition(ownerId, row.id, ['handed'], { skipOnStart: true });
      if (!marked) throw conflict('That request just changed; look again.');
      outcome = 'later';
    } else if (row.status === 'playing') {
      // One skip per play, whoever asks (this, `!skip`, the votes); skip() tells the widgets.
      await this.skip(ownerId, row);
      return 'skipped';
    } else {
      const done = await repo.transition(ownerId, row.id, ['pending', 'queued'], {
        status: row.status === 'pending' ? 'rejected' : 'removed',
        endedAt: at,
      });
      if (!done) throw conflict('That request just changed; look again.');
    }
    this.deps.changed(ownerId);
    return outcome;
  }

  async find(ownerId: string, id: string): Promise<RequestRow> {
    const row = await this.deps.repo.find(ownerId, id);
    if (!row) throw notFound('No such song request');
    return row;
  }

  /** The dashboard's or a moderator's removal of one request. */
  async removeById(ownerId: string, id: string): Promise<SongRequest> {
    const row = await this.find(ownerId, id);
    if (!['pending', 'queued', 'handed', 'playing'].includes(row.status))
      throw conflict('That request is not waiting or playing any more.');
    await this.remove(ownerId, row);
    return toSongRequest((await this.deps.repo.find(ownerId, id))!);
  }

  async approve(ownerId: string, id: string, approve: boolean): Promise<SongRequest> {
    await this.find(ownerId, id);
    const at = new Date(this.deps.clock.now());
    const row = await this.deps.repo
      .transition(
        ownerId,
        id,
        ['pending'],
        approve
          ? { status: 'queued', position: (await this.deps.repo.frontPosition(ownerId)) + 1e6 }
          : { status: 'rejected', endedAt: at },
      )
      .catch(alreadyWaiting);
    if (!row) throw conflict('That request is not waiting for approval.');
    this.deps.changed(ownerId);
    return toSongRequest(row);
  }

  async playNext(ownerId: string, id: string): Promise<SongRequest> {
    await this.find(ownerId, id);
    const position = (await this.deps.repo.frontPosition(ownerId)) - 1;
    const row = await this.deps.repo
      .transition(ownerId, id, ['queued', 'pending'], { status: 'queued', position })
      .catch(alreadyWaiting);
    if (!row) throw conflict('Only a waiting request can play next.');
    this.deps.changed(ownerId);
    return toSongRequest(row);
  }

  /** The queue in a new order: every queued request, each once. */
  async reorder(ownerId: string, ids: string[]): Promise<void> {
    const queued = await this.deps.repo.withStatus(ownerId, ['queued']);
    const known = new Set(queued.map((r) => r.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== known.size ||
      !ids.every((id) => known.has(id))
    )
      throw conflict('The queue changed meanwhile: reload it and try again.', 'ids');
    await this.deps.repo.reorder(ownerId, ids);
    this.deps.changed(ownerId);
  }

  async clear(ownerId: string): Promise<{ removed: number; handedStays: boolean }> {
    const removed = await this.deps.repo.removeAllWaiting(ownerId, new Date(this.deps.clock.now()));
    const handed = await this.deps.repo.withStatus(ownerId, ['handed']);
    this.deps.changed(ownerId);
    return { removed, handedStays: handed.some((r) => !r.skipOnStart) };
  }

  /** Skips what plays, once per play across nodes (skips.ts); `only`: that request alone. */
  skip(ownerId: string, only?: RequestRow): Promise<SkipOutcome> {
    return this.deps.skips.skip(ownerId, only);
  }
}

/** The track's unique index refused a second waiting request of that song. */
function alreadyWaiting(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('That song is already in the queue.');
  throw error;
}
