import type { EmulatorContext } from '../context';
import type { FaultRule } from '../faults/faults.service';
import { PROVIDERS, type Provider } from '../options';
import { notFound } from '../shared/control-error';
import { iso } from '../shared/time';
import { parseOrThrow } from '../shared/validation';
import type { OAuthToken, TokenLifetimes } from '../state/state.types';
import * as schemas from './control.schemas';

export interface TokenView {
  token: string;
  kind: OAuthToken['kind'];
  issuedAt: string;
  expiresAt: string | null;
  status: 'active' | 'expired' | 'revoked';
}

export interface GrantView {
  provider: Provider;
  grantId: string;
  clientId: string;
  userId: string | null;
  /** Display name of the account that authorized (the Kick username, …). */
  account: string;
  scopes: string[];
  createdAt: string;
  revoked: boolean;
  tokens: TokenView[];
}

export interface TokenControl {
  /** Every authorization with its tokens, newest first. */
  list(filter?: { provider?: Provider }): GrantView[];
  expire(input: schemas.ExpireTokensInput): { expired: number };
  revoke(input: schemas.RevokeInput): { revoked: number };
  lifetimes(): Record<Provider, TokenLifetimes>;
  setLifetimes(input: schemas.LifetimesInput): TokenLifetimes;
}

function accountName(ctx: EmulatorContext, provider: Provider, userId: string | null): string {
  if (userId === null) return '(app token)';
  if (provider === 'kick') return ctx.kick.account(Number(userId))?.username ?? userId;
  if (provider === 'spotify') return ctx.spotify.user(userId)?.display_name ?? userId;
  return ctx.discord.user(userId)?.username ?? userId;
}

export function createTokenControl(ctx: EmulatorContext): TokenControl {
  const view = (provider: Provider) =>
    ctx.oauth[provider]
      .grants()
      .map((grant): GrantView => ({
        provider,
        grantId: grant.id,
        clientId: grant.client_id,
        userId: grant.user_id,
        account: accountName(ctx, provider, grant.user_id),
        scopes: grant.scopes,
        createdAt: iso(grant.created_at),
        revoked: grant.revoked_at !== null,
        tokens: ctx.oauth[provider].tokensOf(grant.id).map((t) => ({
          token: t.token,
          kind: t.kind,
          issuedAt: iso(t.issued_at),
          expiresAt: t.expires_at === null ? null : iso(t.expires_at),
          status: (() => {
            if (t.revoked_at !== null || grant.revoked_at !== null) return 'revoked';
            return t.expires_at !== null && t.expires_at <= ctx.now() ? 'expired' : 'active';
          })(),
        })),
      }))
      .reverse();
  return {
    list: (filter = {}) => {
      const { provider } = parseOrThrow(schemas.providerFilterInput, filter);
      return (provider ? [provider] : [...PROVIDERS]).flatMap(view);
    },
    expire: (raw) => {
      const input = parseOrThrow(schemas.expireTokensInput, raw);
      return { expired: ctx.oauth[input.provider].expire(input.kind, input) };
    },
    revoke: (raw) => {
      const input = parseOrThrow(schemas.revokeInput, raw);
      const oauth = ctx.oauth[input.provider];
      if (input.grantId) {
        if (!oauth.revokeGrant(input.grantId)) throw notFound(`grant ${input.grantId}`, 'grantId');
        return { revoked: 1 };
      }
      if (!oauth.revokeToken(input.token!, { wholeGrant: true })) throw notFound('token', 'token');
      return { revoked: 1 };
    },
    lifetimes: () => ({
      kick: ctx.oauth.kick.lifetimes,
      spotify: ctx.oauth.spotify.lifetimes,
      discord: ctx.oauth.discord.lifetimes,
    }),
    setLifetimes: (raw) => {
      const { provider, ...patch } = parseOrThrow(schemas.lifetimesInput, raw);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      return ctx.oauth[provider].setLifetimes(defined);
    },
  };
}

export interface FaultControl {
  list(): FaultRule[];
  add(input: schemas.FaultInput): FaultRule;
  remove(id: string): { removed: true };
  /** Removes every fault and lets requests held by timeouts through. */
  clear(): { cleared: true };
  /** Lets requests held by timeout faults continue to their normal answer. */
  release(): { released: number };
}

export function createFaultControl(ctx: EmulatorContext): FaultControl {
  return {
    list: () => ctx.faults.list(),
    add: (raw) => ctx.faults.add(parseOrThrow(schemas.faultInput, raw)),
    remove: (id) => {
      if (!ctx.faults.remove(id)) throw notFound(`fault ${id}`, 'id');
      return { removed: true };
    },
    clear: () => {
      ctx.faults.clear();
      return { cleared: true };
    },
    release: () => ({ released: ctx.faults.release() }),
  };
}
