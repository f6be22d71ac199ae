import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiV1Routes, type CreatedApiToken, type Widget } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp, testConfig } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';
import { FakeClock } from '../../platform/clock';
import { apiTokens } from './public-api.schema';

const T0 = Date.UTC(2026, 10, 27, 6, 0, 0);
const DAY = 86_400_000;

describeEachDatabase('public API: tokens, scopes and tenants', (db) => {
  let clock: FakeClock;
  let app: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    clock = new FakeClock(T0);
    // Two nodes on one database: revocation must hold on the other at once.
    app = await buildTestApp(db(), { clock });
    other = await buildTestApp(db(), { clock, config: testConfig() });
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
  });
  beforeEach(async () => {
    clock.set(T0);
  });

  const makeToken = async (
    session: string,
    scopes: string[],
    expiresInDays: number | null = 30,
    name = 'Stream Deck',
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/api-tokens',
      headers: bearer(session),
      payload: { name, scopes, expiresInDays },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedApiToken>();
  };
  const makeWidget = async (session: string, name = 'Follows') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/widgets',
      headers: bearer(session),
      payload: { type: 'follower-alert', name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Widget>();
  };
  const get = (node: FastifyInstance, url: string, token: string) =>
    node.inject({ method: 'GET', url, headers: bearer(token) });

  it('makes a token shown once and stored hashed, which reads its owner’s widgets with rate-limit headers', async () => {
    const a = await signUp(app);
    const widget = await makeWidget(a.token);
    const created = await makeToken(a.token, ['widgets:read']);
    expect(created.secret).toMatch(/^kyo_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.token.hint).toBe(created.secret.slice(0, 12));
    const rows = await db().db.select().from(apiTokens);
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(8));
    const listed = await app.inject({
      method: 'GET',
      url: '/api/user/api-tokens',
      headers: bearer(a.token),
    });
    expect(listed.body).not.toContain(created.secret);

    const read = await get(app, '/api/v1/widgets', created.secret);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().widgets.map((w: Widget) => w.id)).toEqual([widget.id]);
    expect(read.headers['ratelimit-limit']).toBeDefined();
    expect(Number(read.headers['ratelimit-remaining'])).toBeLessThan(
      Number(read.headers['ratelimit-limit']),
    );
    // The last use is shown on the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await app.inject({
      method: 'GET',
      url: '/api/user/api-tokens',
      headers: bearer(a.token),
    });
    expect(after.json().tokens[0].lastUsedAt).toBe(new Date(T0).toISOString());
  });

  it('keeps a token within its scopes: read is not write, one area is not another', async () => {
    const a = await signUp(app);
    const widget = await makeWidget(a.token);
    const { secret } = await makeToken(a.token, ['widgets:read', 'stats:read']);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/v1/widgets/${widget.id}`,
      headers: bearer(secret),
      payload: { name: 'Changed' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ error: 'insufficient_scope' });
    expect((await get(app, '/api/v1/bot/commands', secret)).statusCode).toBe(403);
    expect((await get(app, '/api/v1/stats/streams', secret)).statusCode).toBe(200);

    const writer = await makeToken(a.token, ['widgets:write']);
    // write includes read
    expect((await get(app, '/api/v1/widgets', writer.secret)).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/widgets/${widget.id}`,
      headers: bearer(writer.secret),
      payload: { name: 'Changed' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().name).toBe('Changed');
  });

  it('never lets a token of A reach B', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const bWidget = await makeWidget(b.token, 'B only');
    const { secret } = await makeToken(a.token, ['widgets:write', 'bot:write', 'stats:read']);
    const list = await get(app, `/api/v1/widgets?owner=${b.user.id}`, secret);
    expect(list.statusCode).toBe(403);
    expect((await get(app, `/api/v1/widgets/${bWidget.id}`, secret)).statusCode).toBe(404);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/v1/widgets/${bWidget.id}`,
      headers: bearer(secret),
      payload: { name: 'Taken' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await get(app, `/api/v1/bot/commands?owner=${b.user.id}`, secret)).statusCode).toBe(
      403,
    );
    expect((await get(app, `/api/v1/stats/streams?owner=${b.user.id}`, secret)).statusCode).toBe(
      403,
    );
    const own = await get(app, '/api/v1/widgets', secret);
    expect(own.json().widgets).toEqual([]);
    // B's widget is unchanged.
    const bRead = await app.inject({
      method: 'GET',
      url: `/api/widgets/${bWidget.id}`,
      headers: bearer(b.token),
    });
    expect(bRead.json().name).toBe('B only');
    // A token never manages tokens (only a signed-in session does).
    const tokens = await get(app, '/api/user/api-tokens', secret);
    expect(tokens.statusCode).toBe(401);
  });

  it('lets a moderator’s token reach the channel they moderate, and no further', async () => {
    const owner = await signUp(app);
    const mod = await signUp(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/moderators',
      headers: bearer(owner.token),
      payload: { username: mod.username },
    });
    expect(added.statusCode, added.body).toBe(201);
    const widget = await makeWidget(owner.token);
    const { secret } = await makeToken(mod.token, ['widgets:read']);
    const read = await get(app, `/api/v1/widgets?owner=${owner.user.id}`, secret);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().widgets.map((w: Widget) => w.id)).toEqual([widget.id]);
    const me = await get(app, '/api/v1/me', secret);
    expect(me.json().channels).toEqual([
      { id: mod.user.id, username: mod.username, role: 'owner' },
      { id: owner.user.id, username: owner.username, role: 'moderator' },
    ]);
    // Once the owner takes the access away, the token no longer reaches the channel.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user/moderators/${mod.user.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(other, `/api/v1/widgets?owner=${owner.user.id}`, secret)).statusCode).toBe(
      403,
    );
  });

  it('refuses a revoked token at once on every node, and an expired one', async () => {
    const a = await signUp(app);
    const created = await makeToken(a.token, ['widgets:read'], 7);
    expect((await get(other, '/api/v1/widgets', created.secret)).statusCode).toBe(200);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/user/api-tokens/${created.token.id}`,
      headers: bearer(a.token),
    });
    expect(revoked.statusCode).toBe(204);
    for (const node of [app, other]) {
      const response = await get(node, '/api/v1/widgets', created.secret);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }

    const expiring = await makeToken(a.token, ['widgets:read'], 7);
    clock.set(T0 + 7 * DAY - 1);
    expect((await get(other, '/api/v1/widgets', expiring.secret)).statusCode).toBe(200);
    clock.set(T0 + 7 * DAY);
    expect((await get(other, '/api/v1/widgets', expiring.secret)).statusCode).toBe(401);
    expect((await get(app, '/api/v1/widgets', expiring.secret)).statusCode).toBe(401);
  });

  it('answers bad tokens and bad input as the rest of the API does', async () => {
    const a = await signUp(app);
    expect((await app.inject({ method: 'GET', url: '/api/v1/widgets' })).statusCode).toBe(401);
    for (const token of ['nope', 'kyo_pat_', `kyo_pat_${'x'.repeat(200)}`, a.token]) {
      const response = await get(app, '/api/v1/widgets', token);
      expect(response.statusCode, token.slice(0, 12)).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    }
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/user/api-tokens',
        headers: bearer(a.token),
        payload: payload as object,
      });
    const cases: Array<[unknown, string]> = [
      [{ name: 'x', scopes: ['widgets:admin'], expiresInDays: 30 }, 'scopes.0'],
      [{ name: 'x', scopes: [], expiresInDays: 30 }, 'scopes'],
      [{ name: 'x', scopes: ['stats:write'], expiresInDays: 30 }, 'scopes.0'],
      [{ name: '', scopes: ['widgets:read'], expiresInDays: 30 }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['widgets:read'], expiresInDays: 30 }, 'name'],
      [{ name: 'x', scopes: ['widgets:read'], expiresInDays: 12 }, 'expiresInDays'],
      [{ name: 'x', scopes: ['widgets:read', 'widgets:read'], expiresInDays: 30 }, 'scopes'],
      [{ name: 'x', scopes: ['widgets:read'], expiresInDays: 30, admin: true }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
    const nul = await post({ name: 'a\u0000b', scopes: ['widgets:read'], expiresInDays: 30 });
    expect(nul.statusCode).toBe(400);
    expect((await db().db.select().from(apiTokens)).some((r) => r.name.includes('\u0000'))).toBe(
      false,
    );
    // A token's own inputs are checked after the token: a bad id is a 400 naming it.
    const { secret } = await makeToken(a.token, ['widgets:read']);
    const badId = await get(app, '/api/v1/widgets/not-an-id', secret);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
    const badOwner = await get(app, '/api/v1/widgets?owner=%00', secret);
    expect(badOwner.statusCode).toBe(400);
  });

  it('describes every /api/v1 route in the OpenAPI document, and every described route answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\.1/);
    const described = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths))
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        described.add(`${method.toUpperCase()} ${url}`);
        expect(app.hasRoute({ method: method.toUpperCase(), url }), url).toBe(true);
      }
    const contracts = apiV1Routes();
    expect(contracts.length).toBeGreaterThan(20);
    for (const { endpoint } of contracts) {
      expect(described, endpoint.path).toContain(`${endpoint.method} ${endpoint.path}`);
      expect(app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(
        true,
      );
    }
    // The reference page is Redoc served from here, under a policy that loads nothing elsewhere.
    const page = await app.inject({ method: 'GET', url: '/documentation/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await app.inject({
      method: 'GET',
      url: '/api/v1/reference/redoc.standalone.js',
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    // Nothing it shows comes from Redocly's CDN (its footer logo did, refused by the policy).
    expect(bundle.body).not.toContain('cdn.redoc.ly');
  });
});

describeEachDatabase('public API: the per-token rate limit', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // 120 a minute × 0.05: six requests a minute per token.
    app = await buildTestApp(db(), { config: testConfig({ RATE_LIMIT_FACTOR: '0.05' }) });
  });
  afterAll(async () => app?.close());

  it('counts a token’s requests, with the headers, and answers 429 with Retry-After past it', async () => {
    const a = await signUp(app);
    const make = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/api-tokens',
          headers: bearer(a.token),
          payload: { name: 'x', scopes: ['widgets:read'], expiresInDays: 7 },
        })
      ).json<CreatedApiToken>().secret;
    // (Making tokens is limited too: one in ten minutes at this factor.)
    const first = await make();
    const remaining: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({ url: '/api/v1/widgets', headers: bearer(first) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('6');
      remaining.push(Number(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual([5, 4, 3, 2, 1, 0]);
    const over = await app.inject({ url: '/api/v1/widgets', headers: bearer(first) });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(over.json()).toMatchObject({ error: 'rate_limited' });
    // Every route of every area draws on the same token's budget (counted before the scope).
    const stats = await app.inject({ url: '/api/v1/stats/streams', headers: bearer(first) });
    expect(stats.statusCode).toBe(429);
  });
});
