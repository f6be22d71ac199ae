import {
  OBS_LEVELS,
  actorName,
  channelToWidgetEvent,
  type AlertControl,
  type AlertControlInput,
  type ChannelEvent,
  type LiveActivity,
  type LiveActivityKind,
  type WidgetEvent,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/http-error';
import { randomToken } from '../../platform/ids';
import type { DisplayAlerts } from '../../ports';
import { activityOf, type ActivityInsert, type LiveCockpitRepo } from './live-cockpit.repo';

/** The dock key's size: an overlay key's (≥128 random bits). */
const DOCK_KEY_BYTES = 24;
/** A channel's feed is trimmed to its newest rows every this many events it records (per node). */
const PRUNE_EVERY = 25;

/** What the cockpit drives in the widgets and the realtime gateway (live.module.ts binds them). */
export interface CockpitPorts {
  replay(ownerId: string, event: WidgetEvent): Promise<number>;
  skip(ownerId: string): Promise<number>;
  setAlerts(ownerId: string, alerts: DisplayAlerts, clear: boolean): Promise<number>;
  /** A new feed row to the dashboards of the owner and the channel's moderators (every node). */
  notify(ownerId: string, activity: LiveActivity): Promise<void>;
  /** The channel's displays in OBS (the realtime gateway's, on every node). */
  obsDisplays(
    ownerId: string,
  ): Promise<Array<{ level: number; scenes: string[]; current: string | null }>>;
  switchScene(
    ownerId: string,
    scene: string,
  ): Promise<{ ok: true; note: string } | { ok: false; reason: string }>;
  /** The channel's timed messages (the bot's). */
  timers(ownerId: string): Promise<Array<{ id: string; name: string }>>;
  /** Posts one now, out of turn, once across nodes (the bot decides: its channel timer gap). */
  runTimer(ownerId: string, timerId: string): Promise<{ ok: boolean; message: string }>;
}

/** OBS's "Advanced access": a display at it (or above) may switch scenes (obs-bridge). */
const OBS_ADVANCED = OBS_LEVELS.indexOf('advanced');

/** A channel event as a feed row, or null for kinds the feed does not show. */
export function activityRowOf(event: ChannelEvent): ActivityInsert | null {
  const base = { userId: event.ownerId, id: event.id, at: new Date(event.at) };
  const stored = event as unknown as Record<string, unknown>;
  switch (event.kind) {
    case 'follow':
      return { ...base, kind: 'follow', name: actorName(event.follower, 'Someone'), event: stored };
    case 'subscription':
      return {
        ...base,
        kind: event.renewal ? 'renewal' : 'subscription',
        name: actorName(event.subscriber, 'Someone'),
        amount: event.months,
        event: stored,
      };
    case 'gift':
      return {
        ...base,
        kind: 'gift',
        name: actorName(event.gifter),
        amount: event.giftees.length,
        event: stored,
      };
    case 'kicks':
      return {
        ...base,
        kind: 'kicks',
        name: actorName(event.sender),
        amount: event.amount,
        message: event.message,
        detail: event.giftName,
        event: stored,
      };
    case 'redemption':
      // Kick announces each status of a redemption: the feed shows the redemption once.
      return {
        ...base,
        id: `redemption:${event.redemptionId}`,
        kind: 'redemption',
        name: actorName(event.redeemer),
        amount: event.reward.cost,
        message: event.input || null,
        detail: event.reward.title,
        event: stored,
      };
    default:
      return null;
  }
}

/** The alert a recorded event shows again (`at` now: a replay is news on the displays). */
export function replayEventOf(event: ChannelEvent, now: number): WidgetEvent | null {
  if (event.kind === 'redemption')
    return {
      kind: 'reward.redemption',
      name: actorName(event.redeemer),
      reward: event.reward.title,
      cost: event.reward.cost,
      input: event.input,
      at: now,
    };
  const mapped = channelToWidgetEvent(event);
  return mapped ? { ...mapped, at: now } : null;
}

const controlOf = (
  row: { paused: boolean; mutedUntil: Date | null } | null,
  now: number,
): AlertControl => ({
  paused: row?.paused ?? false,
  mutedUntil:
    row?.mutedUntil && row.mutedUntil.getTime() > now ? row.mutedUntil.toISOString() : null,
});

/**
 * The live cockpit's activity feed, alert-queue controls and OBS dock (docs/live.md): events
 * recorded once by the node that received them, shown again on the displays on Replay, the
 * displays' queue paused or muted in the database (so every node and a restart keep it), and
 * the dock's key kept and rotated as an overlay's is.
 */
export class LiveCockpit {
  private readonly recorded = new Map<string, number>();

  constructor(
    private readonly deps: {
      repo: LiveCockpitRepo;
      ports: CockpitPorts;
      clock: Clock;
      publicUrl: string;
      onError: (error: unknown) => void;
    },
  ) {}

  /**
   * The chat pipeline's consumer: a follow, sub, gift, Kicks or redemption joins the feed (once
   * per id) and reaches the owner's open pages. Never throws: a failure is logged.
   */
  async record(event: ChannelEvent): Promise<void> {
    const row = activityRowOf(event);
    if (!row) return;
    const { repo, ports } = this.deps;
    try {
      if (!(await repo.addActivity(row))) return;
      const { amount = null, message = null, detail = null } = row;
      await ports.notify(row.userId, activityOf({ ...row, amount, message, detail }));
      const count = (this.recorded.get(row.userId) ?? 0) + 1;
      this.recorded.set(row.userId, count % PRUNE_EVERY);
      if (count >= PRUNE_EVERY) await repo.pruneActivity(row.userId);
    } catch (error) {
      this.deps.onError(error);
    }
  }

  activity(ownerId: string, kind?: LiveActivityKind): Promise<LiveActivity[]> {
    return this.deps.repo.activity(ownerId, kind);
  }

  /** Shows the channel's event again on its alert displays; another channel's: 404. */
  async replay(ownerId: string, id: string): Promise<{ widgets: number }> {
    const row = await this.deps.repo.activityEvent(ownerId, id);
    const event = row && replayEventOf(row.event as unknown as ChannelEvent, this.deps.clock.now());
    if (!event) throw notFound('No such event in the feed', 'id');
    return { widgets: await this.deps.ports.replay(ownerId, event) };
  }

  async alerts(ownerId: string): Promise<AlertControl> {
    return controlOf(await this.deps.repo.alerts(ownerId), this.deps.clock.now());
  }

  /** What a connecting alert display is told (the widgets read it with its grant). */
  async displayAlerts(ownerId: string): Promise<DisplayAlerts | null> {
    const row = await this.deps.repo.alerts(ownerId);
    if (!row) return null;
    return { paused: row.paused, mutedUntil: row.mutedUntil?.getTime() ?? null };
  }

  /** Pauses or resumes alerts, mutes their sounds for a while: stored, then sent to displays. */
  async setAlerts(ownerId: string, input: AlertControlInput): Promise<AlertControl> {
    const now = this.deps.clock.now();
    const values: { alertsPaused?: boolean; alertsMutedUntil?: Date | null } = {};
    if (input.paused !== undefined) values.alertsPaused = input.paused;
    if (input.muteMinutes !== undefined)
      values.alertsMutedUntil =
        input.muteMinutes === 0 ? null : new Date(now + input.muteMinutes * 60_000);
    const row =
      Object.keys(values).length > 0
        ? await this.deps.repo.saveAlerts(ownerId, values, new Date(now))
        : await this.deps.repo.alerts(ownerId);
    await this.deps.ports.setAlerts(ownerId, this.displayOf(row), false);
    return controlOf(row, now);
  }

  skip(ownerId: string): Promise<number> {
    return this.deps.ports.skip(ownerId);
  }

  /** Drops the alerts waiting on the displays and ends the one on screen. */
  async clear(ownerId: string): Promise<number> {
    const row = await this.deps.repo.alerts(ownerId);
    return this.deps.ports.setAlerts(ownerId, this.displayOf(row), true);
  }

  /** OBS's scenes as the channel's displays report them. */
  async obs(
    ownerId: string,
  ): Promise<{ scenes: string[]; current: string | null; canSwitch: boolean }> {
    const displays = await this.deps.ports.obsDisplays(ownerId);
    const scenes = [...new Set(displays.flatMap((display) => display.scenes))];
    return {
      scenes,
      current: displays.find((display) => display.current)?.current ?? null,
      canSwitch: displays.some((display) => display.level >= OBS_ADVANCED),
    };
  }

  /** Switches OBS's scene through the displays, as a channel-points action does. */
  async switchScene(ownerId: string, scene: string): Promise<{ ok: boolean; message: string }> {
    const result = await this.deps.ports.switchScene(ownerId, scene);
    return result.ok ? { ok: true, message: result.note } : { ok: false, message: result.reason };
  }

  /** The channel's timed messages, each one a "run now" button. */
  async timers(ownerId: string): Promise<Array<{ id: string; name: string }>> {
    return (await this.deps.ports.timers(ownerId)).map(({ id, name }) => ({ id, name }));
  }

  runTimer(ownerId: string, timerId: string): Promise<{ ok: boolean; message: string }> {
    return this.deps.ports.runTimer(ownerId, timerId);
  }

  async dock(ownerId: string): Promise<{ url: string | null }> {
    return { url: this.urlOf(await this.deps.repo.dockKey(ownerId)) };
  }

  /** A new dock key: the old URL stops working at once. */
  async rotateDock(ownerId: string): Promise<{ url: string | null }> {
    const key = randomToken(DOCK_KEY_BYTES);
    await this.deps.repo.setDockKey(ownerId, key, new Date(this.deps.clock.now()));
    return { url: this.urlOf(key) };
  }

  async revokeDock(ownerId: string): Promise<{ url: string | null }> {
    await this.deps.repo.setDockKey(ownerId, null, new Date(this.deps.clock.now()));
    return { url: null };
  }

  /** The channel a dock key opens; an unknown, rotated or revoked key: 404. */
  async ownerOfDock(key: string): Promise<string> {
    const owner = await this.deps.repo.ownerOfDock(key);
    if (!owner) throw notFound('This dock link was revoked or replaced');
    return owner;
  }

  private displayOf(row: { paused: boolean; mutedUntil: Date | null } | null): DisplayAlerts {
    return { paused: row?.paused ?? false, mutedUntil: row?.mutedUntil?.getTime() ?? null };
  }

  private urlOf(key: string | null): string | null {
    return key ? `${this.deps.publicUrl}/dock/live/${key}` : null;
  }
}
