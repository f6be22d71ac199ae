import { performance } from 'node:perf_hooks';
import { CLOSE_CODES, type ClientMessage } from '@kyo/contracts';
import { HttpError } from '../../platform/http/http-error';
import type { Connection } from './connection';
import { healthFrame, type Frame } from './frames';
import type { HealthTimes } from './widget-slots';

type DashboardHello = Extract<ClientMessage, { role: 'dashboard' }>;

export interface DashboardHubDeps {
  /** Resolves a dashboard's access token; throws a 401 HttpError for a bad one. */
  authenticateToken(token: string): Promise<{ userId: string; sessionId: string }>;
  /** How many dashboards one user may have open. */
  perUser: number;
  /** When a newly resolved socket gets its first ping. */
  firstPingAt(): number;
  /** The widgets whose health this user's dashboard shows. */
  widgetIdsOf(userId: string): Promise<string[]>;
  health(widgetId: string): HealthTimes & { connections: number };
  /** Minimum time between two pushes to one user. */
  intervalMs: number;
  onError(error: unknown): void;
}

interface DashboardUser {
  sockets: Set<Connection>;
  /** Null until the first lookup finished. */
  widgetIds: string[] | null;
  lastPushAt: number;
  timer: NodeJS.Timeout | undefined;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Dashboards connected per user (a hello's token resolved to its user and session), and their
 * `health` pushes: each change marks the user dirty and
 * one message (the whole list, serialized once for all of the user's dashboards) goes out at
 * most every `intervalMs`, so a busy chat does not flood the dashboard.
 */
export class DashboardHub {
  private readonly users = new Map<string, DashboardUser>();

  constructor(private readonly deps: DashboardHubDeps) {}

  count(userId: string): number {
    return this.users.get(userId)?.sockets.size ?? 0;
  }

  /** A dashboard's hello: its token signs it in (a bad one closes with 4401), then it is added. */
  async hello(connection: Connection, hello: DashboardHello): Promise<void> {
    let userId: string;
    let sessionId: string;
    try {
      ({ userId, sessionId } = await this.deps.authenticateToken(hello.token));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
      return connection.close(CLOSE_CODES.unauthorized, 'Sign in again');
    }
    if (!connection.open) return;
    if (this.count(userId) >= this.deps.perUser) {
      return connection.close(CLOSE_CODES.tooMany, 'Too many dashboards open');
    }
    connection.state = 'dashboard';
    connection.sessionId = sessionId;
    connection.nextPingAt = this.deps.firstPingAt();
    await this.add(userId, connection);
  }

  /** Adds a dashboard socket and sends it the current health of every widget of its user. */
  private async add(userId: string, connection: Connection): Promise<void> {
    let user = this.users.get(userId);
    if (!user) {
      user = { sockets: new Set(), widgetIds: null, lastPushAt: -Infinity, timer: undefined };
      this.users.set(userId, user);
    }
    user.sockets.add(connection);
    connection.userId = userId;
    if (user.widgetIds === null) await this.refresh(userId);
    else connection.send(this.frameOf(user.widgetIds));
  }

  remove(connection: Connection): void {
    const userId = connection.userId;
    const user = userId ? this.users.get(userId) : undefined;
    if (!user || !userId) return;
    user.sockets.delete(connection);
    if (user.sockets.size === 0) {
      clearTimeout(user.timer);
      this.users.delete(userId);
    }
  }

  /** Closes the user's dashboard sockets that match; answers how many. */
  closeWhere(
    userId: string,
    match: (connection: Connection) => boolean,
    code: number,
    reason: string,
  ): number {
    const user = this.users.get(userId);
    if (!user) return 0;
    const closing = [...user.sockets].filter(match);
    for (const connection of closing) connection.close(code, reason);
    return closing.length;
  }

  /** One frame to every dashboard of the user; answers how many got it. */
  send(userId: string, frame: Frame): number {
    const user = this.users.get(userId);
    for (const connection of user?.sockets ?? []) connection.send(frame);
    return user?.sockets.size ?? 0;
  }

  /** Health of one of the user's widgets changed. */
  changed(userId: string): void {
    const user = this.users.get(userId);
    if (!user || user.timer || user.widgetIds === null) return;
    const wait = Math.max(0, user.lastPushAt + this.deps.intervalMs - performance.now());
    user.timer = setTimeout(() => {
      user.timer = undefined;
      this.flush(user);
    }, wait);
    user.timer.unref();
  }

  /** The user's list of widgets changed (created, duplicated, deleted). */
  async widgetsChanged(userId: string): Promise<void> {
    if (this.users.has(userId)) await this.refresh(userId);
  }

  close(): void {
    for (const user of this.users.values()) clearTimeout(user.timer);
    this.users.clear();
  }

  private async refresh(userId: string): Promise<void> {
    let ids: string[];
    try {
      ids = await this.deps.widgetIdsOf(userId);
    } catch (error) {
      this.deps.onError(error);
      return;
    }
    const user = this.users.get(userId);
    if (!user) return;
    user.widgetIds = ids;
    clearTimeout(user.timer);
    user.timer = undefined;
    this.flush(user);
  }

  private flush(user: DashboardUser): void {
    if (user.widgetIds === null) return;
    const frame = this.frameOf(user.widgetIds);
    for (const connection of user.sockets) connection.send(frame);
    user.lastPushAt = performance.now();
  }

  private frameOf(widgetIds: string[]): Frame {
    return healthFrame(
      widgetIds.map((id) => {
        const health = this.deps.health(id);
        return {
          id,
          connections: health.connections,
          lastEventAt: iso(health.lastEventAt),
          lastSeenAt: iso(health.lastSeenAt),
        };
      }),
    );
  }
}
