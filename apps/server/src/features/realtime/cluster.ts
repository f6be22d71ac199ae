import { z } from 'zod';
import {
  liveActivitySchema,
  widgetEventSchema,
  type LiveActivity,
  type WidgetEvent,
} from '@kyo/contracts';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import { RealtimeGateway, type RealtimeGatewayDeps, type WidgetHealth } from './gateway';
import type { DisplayAlerts, ElsewhereHandlers, OverlayGrant } from '../../ports';
import { randomToken } from '../../platform/ids';

/** What one node tells the others about overlays and scenes (validated when heard). */
const clusterMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('userEvent'),
    userId: z.string(),
    event: widgetEventSchema,
    key: z.string(),
  }),
  z.object({
    kind: z.literal('widgetEvent'),
    widgetId: z.string(),
    event: widgetEventSchema,
    test: z.boolean(),
    key: z.string(),
  }),
  z.object({
    kind: z.literal('settings'),
    widgetId: z.string(),
    settings: z.record(z.string(), z.unknown()),
    version: z.number(),
  }),
  /** A channel's public API event (its envelope's JSON) for the tools on its event WebSocket. */
  z.object({
    kind: z.literal('streamEvent'),
    ownerId: z.string(),
    body: z.string(),
    key: z.string(),
  }),
  /** A revoked personal access token: its event sockets close on every node. */
  z.object({ kind: z.literal('endToken'), tokenId: z.string() }),
  /** Events carrying `ref` were cancelled (a refunded redemption): not replayed anywhere. */
  z.object({ kind: z.literal('cancel'), userId: z.string(), ref: z.string() }),
  z.object({ kind: z.literal('reload'), widgetId: z.string() }),
  z.object({ kind: z.literal('skip'), widgetId: z.string() }),
  z.object({
    kind: z.literal('alerts'),
    widgetId: z.string(),
    paused: z.boolean(),
    mutedUntil: z.number().nullable(),
    clear: z.boolean(),
  }),
  /** A row of a channel's activity feed for its owner's and moderators' dashboards on every node. */
  z.object({
    kind: z.literal('activity'),
    ownerId: z.string(),
    activity: liveActivitySchema,
    moderators: z.array(z.string()).default([]),
  }),
  z.object({ kind: z.literal('stateReset'), widgetId: z.string() }),
  z.object({ kind: z.literal('rotateKey'), widgetId: z.string(), key: z.string() }),
  z.object({ kind: z.literal('remove'), widgetId: z.string() }),
  z.object({ kind: z.literal('widgetsChanged'), userId: z.string() }),
  z.object({ kind: z.literal('sceneChanged'), sceneId: z.string() }),
  z.object({ kind: z.literal('rotateSceneKey'), sceneId: z.string(), key: z.string() }),
  z.object({ kind: z.literal('removeScene'), sceneId: z.string() }),
  /** A node's overlay figures: every widget it holds a stream for (the whole list each time). */
  z.object({
    kind: z.literal('health'),
    node: z.string(),
    widgets: z.array(
      z.object({
        widgetId: z.string(),
        userId: z.string(),
        connections: z.number(),
        lastEventAt: z.number().nullable(),
        lastSeenAt: z.number().nullable(),
      }),
    ),
  }),
]);

/** A node's figures are sent each second they change and every 10 s; gone after 30 s of silence. */
const HEALTH_FULL_EVERY_MS = 10_000;
const HEALTH_EXPIRES_MS = 30_000;
type PeerWidget = WidgetHealth & { userId: string };
type ClusterMessage = z.infer<typeof clusterMessageSchema>;

const isUserEvent = (raw: unknown): raw is { kind: 'userEvent'; userId: string } =>
  typeof raw === 'object' &&
  raw !== null &&
  (raw as { kind?: unknown }).kind === 'userEvent' &&
  typeof (raw as { userId?: unknown }).userId === 'string';

const isStreamEvent = (raw: unknown): raw is { kind: 'streamEvent'; ownerId: string } =>
  typeof raw === 'object' &&
  raw !== null &&
  (raw as { kind?: unknown }).kind === 'streamEvent' &&
  typeof (raw as { ownerId?: unknown }).ownerId === 'string';

const latest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.max(a, b);

/**
 * The gateway of one node among several: the events this node delivers (a Kick webhook it
 * received, a test button pressed on it) and every realtime effect of the widgets and scenes
 * APIs (settings saved, reload, key rotated, deleted, scene saved) are applied here and sent to
 * the other nodes through the cluster channel, which apply them to the sockets they hold. Events
 * carry one key everywhere, so each widget's shared stream (shared-streams.ts) numbers an event
 * once whichever nodes deliver it, and a source resumes on any node. After a Redis outage each
 * node reads again what it may have missed.
 */
export class ClusteredGateway extends RealtimeGateway {
  private readonly clock: () => number;

  constructor(
    deps: RealtimeGatewayDeps,
    private readonly channel: ClusterChannel,
  ) {
    super(deps);
    this.clock = () => deps.clock.now();
  }

  private elsewhere: ElsewhereHandlers | undefined;
  private readonly node = randomToken(9);
  /** Other nodes' overlay figures, by node, with when they were heard. */
  private readonly peers = new Map<string, { at: number; widgets: Map<string, PeerWidget> }>();
  private healthSent = { at: 0, text: '' };

  onElsewhere(handlers: ElsewhereHandlers): void {
    this.elsewhere = handlers;
  }

  /** Starts hearing the other nodes. */
  async listen(): Promise<void> {
    await this.channel.listen(
      (message) => this.apply(message),
      () => this.resync(),
    );
  }

  /** One name for the event on every node: each widget's shared stream numbers it once. */
  override publishToUser(userId: string, event: WidgetEvent): number {
    const key = randomToken(12);
    this.send({ kind: 'userEvent', userId, event, key });
    return super.publishToUser(userId, event, key);
  }

  override publishToWidget(
    widget: OverlayGrant | string,
    event: WidgetEvent,
    test: boolean,
  ): number | null {
    const widgetId = typeof widget === 'string' ? widget : widget.widgetId;
    const key = randomToken(12);
    this.send({ kind: 'widgetEvent', widgetId, event, test, key });
    return super.publishToWidget(widget, event, test, key);
  }

  /** Another node may hold it: the event goes on to Redis, where only holders keep it. */
  override mayHoldEventStream(): boolean {
    return true;
  }

  /** Numbered once in the shared stream by whichever nodes hold a socket of it. */
  override publishToStream(ownerId: string, body: string): number | null {
    const key = randomToken(12);
    this.send({ kind: 'streamEvent', ownerId, body, key });
    return super.publishToStream(ownerId, body, key);
  }

  override endToken(tokenId: string): number {
    this.send({ kind: 'endToken', tokenId });
    return super.endToken(tokenId);
  }

  override updateSettings(widgetId: string, settings: Record<string, unknown>, version: number) {
    super.updateSettings(widgetId, settings, version);
    this.send({ kind: 'settings', widgetId, settings, version });
  }

  override cancelEvents(userId: string, ref: string): void {
    this.send({ kind: 'cancel', userId, ref });
    super.cancelEvents(userId, ref);
  }

  override reload(widgetId: string): number {
    this.send({ kind: 'reload', widgetId });
    return super.reload(widgetId);
  }

  override stateReset(widgetId: string): void {
    this.send({ kind: 'stateReset', widgetId });
  }

  override skip(widgetId: string): number {
    this.send({ kind: 'skip', widgetId });
    return super.skip(widgetId);
  }

  override setAlerts(widgetId: string, alerts: DisplayAlerts, clear: boolean): number {
    this.send({ kind: 'alerts', widgetId, ...alerts, clear });
    return super.setAlerts(widgetId, alerts, clear);
  }

  override notifyActivity(
    ownerId: string,
    activity: LiveActivity,
    moderators: readonly string[] = [],
  ): number {
    this.send({ kind: 'activity', ownerId, activity, moderators: [...moderators] });
    return super.notifyActivity(ownerId, activity, moderators);
  }

  override rotateKey(widgetId: string, newKey: string): void {
    super.rotateKey(widgetId, newKey);
    this.send({ kind: 'rotateKey', widgetId, key: newKey });
  }

  override remove(widgetId: string): void {
    super.remove(widgetId);
    this.send({ kind: 'remove', widgetId });
  }

  override widgetsChanged(userId: string): void {
    super.widgetsChanged(userId);
    this.send({ kind: 'widgetsChanged', userId });
  }

  override sceneChanged(sceneId: string): void {
    super.sceneChanged(sceneId);
    this.send({ kind: 'sceneChanged', sceneId });
  }

  override rotateSceneKey(sceneId: string, newKey: string): void {
    super.rotateSceneKey(sceneId, newKey);
    this.send({ kind: 'rotateSceneKey', sceneId, key: newKey });
  }

  override removeScene(sceneId: string): void {
    super.removeScene(sceneId);
    this.send({ kind: 'removeScene', sceneId });
  }

  override tick(now = this.clock()): void {
    super.tick(now);
    const widgets = this.localHealth();
    const text = JSON.stringify(widgets);
    if (text !== this.healthSent.text || now - this.healthSent.at >= HEALTH_FULL_EVERY_MS) {
      this.healthSent = { at: now, text };
      this.send({ kind: 'health', node: this.node, widgets });
    }
    for (const [node, peer] of this.peers) {
      if (now - peer.at < HEALTH_EXPIRES_MS) continue;
      // A node that stopped talking (killed, cut off): its sources are not counted any more.
      this.peers.delete(node);
      for (const userId of new Set([...peer.widgets.values()].map((w) => w.userId)))
        this.healthChanged(userId);
    }
  }

  /** Overlay figures added up over this node and the others that spoke within 30 s. */
  protected override healthOf(widgetId: string): WidgetHealth {
    const total = { ...super.healthOf(widgetId) };
    for (const peer of this.peers.values()) {
      const figures = peer.widgets.get(widgetId);
      if (!figures) continue;
      total.connections += figures.connections;
      total.lastEventAt = latest(total.lastEventAt, figures.lastEventAt);
      total.lastSeenAt = latest(total.lastSeenAt, figures.lastSeenAt);
    }
    return total;
  }

  /**
   * Reads again what this node may have missed while it could not hear the others (a Redis
   * outage): each open widget's key, settings and existence, and each open scene.
   */
  private resync(): void {
    const { directory, log } = this.deps;
    const { widgets, scenes } = this.displayed();
    const byOwner = new Map<string, string[]>();
    for (const slot of widgets) {
      byOwner.set(slot.userId, [...(byOwner.get(slot.userId) ?? []), slot.widgetId]);
    }
    for (const [userId, ids] of byOwner) {
      void directory
        .widgetGrants(userId, ids, false)
        .then((grants) => {
          const now = new Map(grants.map((grant) => [grant.widgetId, grant]));
          for (const widgetId of ids) {
            const grant = now.get(widgetId);
            const slot = this.stream(widgetId);
            if (!slot) continue;
            if (!grant) this.remove(widgetId);
            else if (grant.key !== slot.key) this.rotateKey(widgetId, grant.key);
            else if (grant.version > slot.version)
              this.updateSettings(widgetId, grant.settings, grant.version);
          }
        })
        .catch((error: unknown) => log.error({ err: error }, 'realtime: resync'));
    }
    for (const [sceneId, room] of scenes) {
      void directory
        .sceneById(sceneId)
        .then((grant) => {
          if (!grant) this.removeScene(sceneId);
          else if (grant.key !== room.key) this.rotateSceneKey(sceneId, grant.key);
          else this.sceneChanged(sceneId);
        })
        .catch((error: unknown) => log.error({ err: error }, 'realtime: resync'));
    }
  }

  private servesUser(userId: string): boolean {
    return this.hasSourcesOf(userId) || (this.elsewhere?.holds(userId) ?? false);
  }

  private heardHealth(node: string, widgets: Array<PeerWidget & { widgetId: string }>): void {
    const before = this.peers.get(node)?.widgets ?? new Map<string, PeerWidget>();
    const after = new Map(widgets.map(({ widgetId, ...figures }) => [widgetId, figures]));
    this.peers.set(node, { at: this.clock(), widgets: after });
    const users = new Set<string>();
    for (const [widgetId, figures] of after) {
      if (JSON.stringify(before.get(widgetId)) !== JSON.stringify(figures))
        users.add(figures.userId);
    }
    for (const [widgetId, figures] of before) if (!after.has(widgetId)) users.add(figures.userId);
    for (const userId of users) this.healthChanged(userId);
  }

  private send(message: ClusterMessage): void {
    this.channel.publish(message);
  }

  /** Another node's message, applied to this node's sockets only (never sent on again). */
  private apply(raw: unknown): void {
    // Most messages are channel events: one for a user this node serves no source of and holds
    // no widget state for is dropped before it is checked in full (a busy chat on another node
    // costs this node a look at two fields).
    if (isUserEvent(raw) && !this.servesUser(raw.userId)) return;
    if (isStreamEvent(raw) && !this.hasEventStream(raw.ownerId)) return;
    const parsed = clusterMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.kind) {
      case 'userEvent':
        super.publishToUser(message.userId, message.event, message.key, true);
        return this.elsewhere?.event(message.userId, message.event);
      case 'widgetEvent':
        // Only a stream this node has open: an id never opens one.
        return void super.publishToWidget(
          message.widgetId,
          message.event,
          message.test,
          message.key,
        );
      case 'streamEvent':
        return void super.publishToStream(message.ownerId, message.body, message.key);
      case 'endToken':
        return void super.endToken(message.tokenId);
      case 'settings':
        return super.updateSettings(message.widgetId, message.settings, message.version);
      case 'cancel':
        return this.cancelHere(message.userId, message.ref);
      case 'reload':
        return void super.reload(message.widgetId);
      case 'skip':
        return void super.skip(message.widgetId);
      case 'alerts':
        return void super.setAlerts(
          message.widgetId,
          { paused: message.paused, mutedUntil: message.mutedUntil },
          message.clear,
        );
      case 'activity':
        return void super.notifyActivity(message.ownerId, message.activity, message.moderators);
      case 'stateReset':
        return this.elsewhere?.reset(message.widgetId);
      case 'rotateKey':
        return super.rotateKey(message.widgetId, message.key);
      case 'remove':
        super.remove(message.widgetId);
        return this.elsewhere?.removed(message.widgetId);
      case 'widgetsChanged':
        super.widgetsChanged(message.userId);
        return this.elsewhere?.widgetsChanged(message.userId);
      case 'sceneChanged':
        return super.sceneChanged(message.sceneId);
      case 'rotateSceneKey':
        return super.rotateSceneKey(message.sceneId, message.key);
      case 'removeScene':
        return super.removeScene(message.sceneId);
      case 'health':
        return this.heardHealth(message.node, message.widgets);
    }
  }
}
