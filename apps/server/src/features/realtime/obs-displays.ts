import { randomBytes } from 'node:crypto';
import { OBS_SCENE_LEVEL, REALTIME, type ClientMessage, type ObsDisplay } from '@kyo/contracts';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import type { Frame } from './frames';

type ObsReport = Extract<ClientMessage, { type: 'obs' }>;
type ObsResult = Extract<ClientMessage, { type: 'obs.result' }>;

/** A socket of a display (a widget's or a scene's) as the OBS bridge needs it. */
export interface DisplaySocket {
  ownerId: string | undefined;
  kind: 'widget' | 'scene';
  widgetType: string | null;
  send(frame: Frame): void;
}

interface Reported {
  level: number;
  scenes: string[];
  current: string | null;
  since: number;
}

export type SwitchResult = { ok: true; note: string } | { ok: false; reason: string };

/** How long a scene switch waits for a display to say it was done. */
export const SWITCH_TIMEOUT_MS = 5_000;
/** With several nodes, how long a list of displays waits for the other nodes' answers. */
const LIST_WAIT_MS = 400;

const ADVANCED_HINT =
  'In OBS, open the browser source’s properties and set “Page permissions” to “Advanced access to OBS”.';

type Peer =
  | { kind: 'switch'; request: string; ownerId: string; scene: string }
  | { kind: 'switched'; request: string; result: SwitchResult; seen: number }
  | { kind: 'list'; request: string; ownerId: string }
  | { kind: 'listed'; request: string; displays: ObsDisplay[] };

/**
 * The displays running inside OBS (overlays and scene displays), each with the control level its
 * browser source allows (`window.obsstudio.getControlLevel`), and the scene switches they run:
 * `setCurrentScene` needs Advanced access, and no password. Several nodes ask each other.
 */
export class ObsDisplays {
  private readonly byOwner = new Map<string, Map<DisplaySocket, Reported>>();
  private readonly waiting = new Map<string, (result: { ok: boolean; error?: string }) => void>();
  private readonly asked = new Map<string, (message: Peer) => void>();

  constructor(
    private readonly deps: {
      now: () => number;
      channel?: ClusterChannel;
      timeoutMs?: number;
    },
  ) {}

  async listen(): Promise<void> {
    await this.deps.channel?.listen(
      (message) => void this.fromPeer(message as Peer),
      () => undefined,
    );
  }

  report(socket: DisplaySocket, message: ObsReport): void {
    if (!socket.ownerId) return;
    let mine = this.byOwner.get(socket.ownerId);
    if (!mine) {
      mine = new Map();
      this.byOwner.set(socket.ownerId, mine);
    }
    const previous = mine.get(socket);
    mine.set(socket, {
      level: message.level,
      scenes: message.scenes ?? previous?.scenes ?? [],
      current: message.current === undefined ? (previous?.current ?? null) : message.current,
      since: previous?.since ?? this.deps.now(),
    });
  }

  result(_socket: DisplaySocket, message: ObsResult): void {
    this.waiting.get(message.id)?.({
      ok: message.ok,
      ...(message.error ? { error: message.error } : {}),
    });
  }

  remove(socket: DisplaySocket): void {
    if (!socket.ownerId) return;
    const mine = this.byOwner.get(socket.ownerId);
    mine?.delete(socket);
    if (mine?.size === 0) this.byOwner.delete(socket.ownerId);
  }

  /** The owner's displays in OBS, on every node. */
  async displays(ownerId: string): Promise<ObsDisplay[]> {
    const local = this.localDisplays(ownerId);
    if (!this.deps.channel) return local;
    const remote: ObsDisplay[] = [];
    await this.ask({ kind: 'list', ownerId }, LIST_WAIT_MS, (message) => {
      if (message.kind === 'listed') remote.push(...message.displays);
      return false;
    });
    return [...local, ...remote];
  }

  /** Switches OBS to `scene` through every display with Advanced access (any one doing it is enough). */
  async switchScene(ownerId: string, scene: string): Promise<SwitchResult> {
    const timeoutMs = this.deps.timeoutMs ?? SWITCH_TIMEOUT_MS;
    const local = this.switchLocal(ownerId, scene, timeoutMs);
    if (!this.deps.channel) return (await local).result;
    let remoteOk: SwitchResult | undefined;
    const remoteFailures: SwitchResult[] = [];
    let remoteSeen = 0;
    const remote = this.ask({ kind: 'switch', ownerId, scene }, timeoutMs + 500, (message) => {
      if (message.kind !== 'switched') return false;
      remoteSeen += message.seen;
      if (message.result.ok) remoteOk = message.result;
      else if (message.seen > 0) remoteFailures.push(message.result);
      return message.result.ok;
    });
    const mine = await local;
    if (mine.result.ok) return mine.result;
    await remote;
    if (remoteOk) return remoteOk;
    if (mine.seen === 0 && remoteSeen === 0) return mine.result;
    return mine.seen > 0 ? mine.result : (remoteFailures[0] ?? mine.result);
  }

  private localDisplays(ownerId: string): ObsDisplay[] {
    return [...(this.byOwner.get(ownerId) ?? [])].map(([socket, reported]) => ({
      kind: socket.kind,
      widgetType: socket.widgetType,
      level: reported.level,
      scenes: reported.scenes,
      current: reported.current,
      connectedAt: new Date(reported.since).toISOString(),
    }));
  }

  /** This node's part: `seen` counts the displays in OBS it has for the owner. */
  private async switchLocal(
    ownerId: string,
    scene: string,
    timeoutMs: number,
  ): Promise<{ result: SwitchResult; seen: number }> {
    const mine = [...(this.byOwner.get(ownerId) ?? [])];
    if (mine.length === 0)
      return {
        seen: 0,
        result: {
          ok: false,
          reason:
            'No Kyo display is open in OBS: add an alert widget or a scene as a browser source.',
        },
      };
    const able = mine.filter(([, r]) => r.level >= OBS_SCENE_LEVEL);
    if (able.length === 0)
      return {
        seen: mine.length,
        result: {
          ok: false,
          reason: `The Kyo display in OBS may not switch scenes. ${ADVANCED_HINT}`,
        },
      };
    const known = able.filter(([, r]) => r.scenes.length > 0);
    if (known.length === able.length && !known.some(([, r]) => r.scenes.includes(scene)))
      return {
        seen: mine.length,
        result: {
          ok: false,
          reason: `OBS has no scene named “${scene}” (it has ${known[0]![1].scenes.map((s) => `“${s}”`).join(', ')}).`,
        },
      };
    const id = randomBytes(9).toString('base64url');
    const frame = Buffer.from(JSON.stringify({ type: REALTIME.obsScene, id, scene }));
    const result = await new Promise<SwitchResult>((resolve) => {
      let answers = 0;
      let firstError: string | undefined;
      const done = (value: SwitchResult) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(value);
      };
      const timer = setTimeout(
        () =>
          done({
            ok: false,
            reason: firstError ?? 'The Kyo display in OBS did not answer in time.',
          }),
        timeoutMs,
      );
      timer.unref();
      this.waiting.set(id, (answer) => {
        answers += 1;
        if (answer.ok) return done({ ok: true, note: `OBS switched to “${scene}”` });
        firstError ??= answer.error ?? 'OBS did not switch scenes.';
        if (answers >= able.length) done({ ok: false, reason: firstError });
      });
      for (const [socket] of able) socket.send(frame);
    });
    return { result, seen: mine.length };
  }

  /** Asks the other nodes; `onAnswer` true ends the wait early. */
  private async ask(
    question:
      { kind: 'switch'; ownerId: string; scene: string } | { kind: 'list'; ownerId: string },
    waitMs: number,
    onAnswer: (message: Peer) => boolean,
  ): Promise<void> {
    const request = randomBytes(9).toString('base64url');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(finish, waitMs);
      timer.unref();
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.asked.set(request, (message) => {
        if (onAnswer(message)) finish();
      });
      this.deps.channel!.publish({ ...question, request });
    });
    this.asked.delete(request);
  }

  private async fromPeer(message: Peer): Promise<void> {
    if (message.kind === 'switched' || message.kind === 'listed') {
      this.asked.get(message.request)?.(message);
      return;
    }
    if (!this.byOwner.has(message.ownerId)) {
      // Nothing here for this owner: a switch still answers, so the asker learns it sooner.
      if (message.kind === 'switch')
        this.deps.channel?.publish({
          kind: 'switched',
          request: message.request,
          seen: 0,
          result: { ok: false, reason: 'none here' },
        });
      return;
    }
    if (message.kind === 'list') {
      this.deps.channel?.publish({
        kind: 'listed',
        request: message.request,
        displays: this.localDisplays(message.ownerId),
      });
      return;
    }
    const { result, seen } = await this.switchLocal(
      message.ownerId,
      message.scene,
      this.deps.timeoutMs ?? SWITCH_TIMEOUT_MS,
    );
    this.deps.channel?.publish({ kind: 'switched', request: message.request, result, seen });
  }
}
