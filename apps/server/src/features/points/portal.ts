import { sql } from 'drizzle-orm';
import {
  PORTAL_LEADERBOARD_SIZE,
  PORTAL_SESSION_SECONDS,
  type PortalBuyResult,
  type PortalPage,
  type PortalViewer,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { decrypt, deriveKey, encrypt } from '../../platform/crypto';
import type { Db } from '../../platform/db/database';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from '../../platform/http/http-error';
import { randomToken } from '../../platform/ids';
import type { KickApi } from '../../providers/kick/kick-api';
import type { KickOAuth } from '../../providers/kick/kick-oauth';
import { createPkcePair } from '../../providers/pkce';
import type { PointsRepo } from './points.repo';
import type { PointsService } from './points.service';
import type { StoreRepo } from './store.repo';
import type { StoreService } from './store.service';

/** A sign-in in progress (the sealed cookie): which channel, its state and PKCE verifier. */
interface SignInState {
  ownerId: string;
  channel: string;
  state: string;
  verifier: string;
  exp: number;
}

/** A signed-in viewer (the sealed cookie): of one channel, for a few hours. Not a Kyo account. */
export interface ViewerToken {
  ownerId: string;
  channel: string;
  kickUserId: number;
  name: string;
  exp: number;
}

export const SIGN_IN_SECONDS = 10 * 60;

export interface PortalDeps {
  db: Db;
  clock: Clock;
  secret: string;
  service: PointsService;
  repo: PointsRepo;
  store: StoreService;
  storeRepo: StoreRepo;
  /** Kick with the portal's redirect URI and `user:read` only; absent when Kick is not set up. */
  kick?: { oauth: KickOAuth; api: KickApi };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The viewer portal (docs/points.md "Viewer portal"). Nothing of it is kept on the server: the
 * sign-in's state and verifier and the viewer's token are sealed (AES-GCM, a key derived from the
 * app secret) in HttpOnly cookies, so any node answers any step. A purchase is the store's, its
 * key `portal:<purchase id>` (the page makes the id once per purchase).
 */
export class Portal {
  private readonly key: Buffer;
  constructor(private readonly deps: PortalDeps) {
    this.key = deriveKey(deps.secret, 'points-portal');
  }

  /** The channel with points on, by its Kick name (404 otherwise: off looks like absent). */
  async channel(name: string): Promise<{ ownerId: string; channel: string }> {
    const [row] = rowsOf<{ user_id: string; username: string }>(
      await this.deps.db.execute(sql`
        select user_id, username from provider_connections
        where provider = 'kick' and lower(username) = ${name.toLowerCase()} limit 1`),
    );
    if (!row || !(await this.deps.service.settings(row.user_id)).enabled)
      throw notFound('This channel has no points', 'channel');
    return { ownerId: row.user_id, channel: row.username };
  }

  async page(name: string, viewer: ViewerToken | null): Promise<PortalPage> {
    const { ownerId, channel } = await this.channel(name);
    const [settings, top, items] = await Promise.all([
      this.deps.service.settings(ownerId),
      this.deps.repo.top(ownerId, PORTAL_LEADERBOARD_SIZE),
      this.deps.store.items(ownerId),
    ]);
    let rank = 0;
    let previous = Number.NaN;
    const leaderboard = top.map((row, index) => {
      if (row.balance !== previous) rank = index + 1;
      previous = row.balance;
      return { rank, name: row.name, balance: row.balance };
    });
    return {
      channel,
      currencyName: settings.currencyName,
      leaderboard,
      items: items
        .filter((item) => item.enabled)
        .map((item) => ({
          id: item.id,
          name: item.name,
          price: item.price,
          stock: item.stock,
          inputPrompt: item.inputPrompt,
        })),
      viewer: viewer?.ownerId === ownerId ? await this.viewerOf(ownerId, viewer) : null,
    };
  }

  private async viewerOf(ownerId: string, viewer: ViewerToken): Promise<PortalViewer> {
    const row = await this.deps.repo.viewer(ownerId, viewer.name.toLowerCase());
    return row
      ? { name: row.name, balance: row.balance, rank: row.balance > 0 ? row.rank : null }
      : { name: viewer.name, balance: 0, rank: null };
  }

  private kick() {
    if (!this.deps.kick)
      throw new HttpError(503, 'provider_not_configured', 'Kick is not configured on this server');
    return this.deps.kick;
  }

  /** Starts a sign-in: Kick's authorize URL and the sealed state for the cookie. */
  async startSignIn(name: string): Promise<{ url: string; cookie: string }> {
    const { oauth } = this.kick();
    const { ownerId, channel } = await this.channel(name);
    const { verifier, challenge } = createPkcePair();
    const state = randomToken(24);
    const exp = this.deps.clock.now() + SIGN_IN_SECONDS * 1000;
    const cookie = this.seal<SignInState>('state', { ownerId, channel, state, verifier, exp });
    return { url: oauth.authorizeUrl(state, challenge), cookie };
  }

  /** The channel a sign-in cookie is for (to send the viewer back), or null. */
  signInOf(cookie: string | undefined): SignInState | null {
    return this.open<SignInState>('state', cookie);
  }

  /**
   * Kick sent the viewer back: the state must be the cookie's, the code is exchanged with its
   * verifier, the token asked who it is (then dropped); answers the sealed viewer token.
   */
  async finishSignIn(
    pending: SignInState,
    query: { code?: string; state?: string },
  ): Promise<{ cookie: string; viewer: ViewerToken }> {
    const { oauth, api } = this.kick();
    if (!query.state || query.state !== pending.state)
      throw badRequest('This sign-in expired or was already used. Sign in again.', 'state');
    if (!query.code) throw badRequest('Kick did not allow the sign-in', 'code');
    const tokens = await oauth.exchangeCode(query.code, pending.verifier);
    const user = await api.me(tokens.accessToken);
    const viewer: ViewerToken = {
      ownerId: pending.ownerId,
      channel: pending.channel,
      kickUserId: user.user_id,
      name: user.name,
      exp: this.deps.clock.now() + PORTAL_SESSION_SECONDS * 1000,
    };
    return { cookie: this.seal('viewer', viewer), viewer };
  }

  viewerOfCookie(cookie: string | undefined): ViewerToken | null {
    return this.open<ViewerToken>('viewer', cookie);
  }

  /** Buys an item for the signed-in viewer: `!buy`'s path, once per purchase id. */
  async buy(
    name: string,
    viewer: ViewerToken | null,
    body: { item: string; input: string; purchaseId: string },
  ): Promise<PortalBuyResult> {
    if (!viewer) throw unauthorized('Sign in with Kick to buy');
    const { ownerId } = await this.channel(name);
    if (viewer.ownerId !== ownerId)
      throw forbidden('You signed in on another channel’s page: sign in here');
    const item = await this.deps.storeRepo.item(ownerId, body.item);
    if (!item || !item.enabled) throw notFound('No such item in this store', 'item');
    const result = await this.deps.store.buy(ownerId, {
      item: item.name,
      buyer: { login: viewer.name.toLowerCase(), name: viewer.name, kickUserId: viewer.kickUserId },
      text: body.input,
      source: `portal:${body.purchaseId}`,
    });
    if ('reason' in result) {
      switch (result.reason) {
        case 'unknown':
        case 'disabled':
          throw notFound('No such item in this store', 'item');
        case 'input':
          throw badRequest('This item needs a text', 'input');
        case 'sold_out':
          throw conflict('This item is sold out', 'item');
        case 'cooldown':
          throw conflict(`This item can be bought again in ${result.seconds} s`, 'item');
        case 'viewer_cooldown':
          throw conflict(`You can buy this item again in ${result.seconds} s`, 'item');
        case 'limit':
          throw conflict(`You can buy this item at most ${result.limit} times`, 'item');
        case 'points':
          throw conflict(`Not enough points: you have ${result.balance}`, 'item');
        case 'duplicate':
          throw conflict('This purchase was made already', 'purchaseId');
      }
    }
    return {
      status: result.status,
      reason: result.purchase.reason,
      viewer: await this.viewerOf(ownerId, viewer),
    };
  }

  private seal<T>(purpose: string, value: T): string {
    return encrypt(this.key, JSON.stringify(value), purpose);
  }

  private open<T extends { exp: number }>(purpose: string, sealed: string | undefined): T | null {
    if (!sealed) return null;
    try {
      const value = JSON.parse(decrypt(this.key, sealed, purpose)) as T;
      return value.exp > this.deps.clock.now() ? value : null;
    } catch {
      return null;
    }
  }
}
