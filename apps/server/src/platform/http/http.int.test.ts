import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { route } from './route';

describeEachDatabase('HTTP platform', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports health with version, database kind and status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      mode: 'demo',
      database: { kind: db().kind, status: 'ok' },
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('tells browsers and proxies to keep no copy of API answers (tokens, personal data)', async () => {
    const { signUp } = await import('../../../test/factories');
    const user = await signUp(app);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const page = await app.inject({ method: 'GET', url: '/bot' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('sends a page opened at another loopback address to PUBLIC_URL first, and no one else', async () => {
    const at = (host: string, url = '/auth/kick/connect?x=1') =>
      app.inject({ method: 'GET', url, headers: { host } });
    const other = await at('127.0.0.1:3000');
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('http://localhost:3000/auth/kick/connect?x=1');
    expect((await at('[::1]:3000')).headers.location).toBe(
      'http://localhost:3000/auth/kick/connect?x=1',
    );
    expect((await at('localhost:3000')).statusCode).toBe(200);
    // A Host header from outside never chooses a redirect, and the API is never redirected.
    expect((await at('evil.example')).statusCode).toBe(200);
    expect((await at('127.0.0.1:3000', '/api/health')).statusCode).toBe(200);
  });

  it('sends emote images to Kick’s CDN, or in demo mode to the emulator that draws them', async () => {
    const emote = await app.inject({ method: 'GET', url: '/api/emotes/37226/fullsize' });
    expect(emote.statusCode).toBe(302);
    expect(emote.headers.location).toBe('/emulator/kick/files/emotes/37226/fullsize');
    const image = await app.inject({ method: 'GET', url: emote.headers.location as string });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('KEKW');
    expect((await app.inject({ method: 'GET', url: '/api/emotes/kekw/fullsize' })).statusCode).toBe(
      400,
    );
  });

  it('answers 400 for an emote id Kick cannot have, without sending anyone to its CDN', async () => {
    for (const id of [
      '0',
      '00',
      '007',
      '-1',
      '1.5',
      '1e3',
      '9'.repeat(19),
      '12345678901234567890',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/emotes/${id}/fullsize` });
      expect(response.statusCode, id).toBe(400);
      expect(response.headers.location, id).toBeUndefined();
      expect(response.json(), id).toMatchObject({ error: 'validation_error', field: 'id' });
    }
    for (const id of ['1', '39275', '999999999999999999'])
      expect(
        (await app.inject({ method: 'GET', url: `/api/emotes/${id}/fullsize` })).statusCode,
      ).toBe(302);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'not_found', message: 'No route for GET /api/nope' });
  });

  it('serves index.html for unknown browser paths (SPA fallback)', async () => {
    const response = await app.inject({ method: 'GET', url: '/bot/timed?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves built assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a built file that is not there (an old chunk after a deploy), not the app', async () => {
    for (const url of [
      '/assets/app-old999.js',
      '/assets/page-old999.css',
      '/assets/nested/gone.js?v=1',
      '/chunk-gone.js',
      '/app.js.map',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // A page whose name merely has a dot still gets the app (a username, a widget key).
    expect((await app.inject({ method: 'GET', url: '/u/kyo.demo' })).statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('request validation from contracts', () => {
  const echo = endpoint({
    method: 'POST',
    path: '/api/test/echo/:id',
    auth: 'none',
    params: z.object({ id: z.coerce.number().int() }),
    body: z.strictObject({
      name: z.string().min(1).max(10),
      tags: z.array(z.string()).max(2).optional(),
    }),
    response: z.object({ id: z.number(), name: z.string() }),
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    const { createTestDatabase } = await import('../../../test/db');
    const database = await createTestDatabase('pglite');
    app = await buildTestApp(database);
    await app.close();
    // A fresh instance with one extra route (Fastify cannot add routes after ready()).
    const { buildApp } = await import('../../app');
    const { testConfig, fakeWebRoot } = await import('../../../test/app');
    app = await buildApp({ config: testConfig(), database, logger: false, webRoot: fakeWebRoot() });
    route(app, echo).handle(
      async ({ params, body }) => ({ id: params.id, name: body.name, secret: 'x' }) as never,
    );
    app.addHook('onClose', () => database.close());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('passes a valid request and strips fields the response contract does not name', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      payload: { name: 'kyo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: 'kyo' });
  });

  it('answers 400 naming the field for a wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      payload: { name: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', field: 'name' });
    expect(response.json().message).toContain('body.name');
  });

  it('answers 400 for unknown fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      payload: { name: 'a', admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('admin');
  });

  it('answers 400 for a bad path parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/abc',
      payload: { name: 'a' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('params');
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_json' });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      payload: { name: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      headers: { 'content-type': 'text/xml' },
      payload: '<name/>',
    });
    expect(response.statusCode).toBe(415);
  });
});
