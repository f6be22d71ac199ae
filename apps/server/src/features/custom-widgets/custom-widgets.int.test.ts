import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Widget } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const CODE = {
  html: '<p id="name"></p>',
  css: 'p { color: red; }',
  js: "window.addEventListener('onEventReceived', () => {});",
  fields: '{"title":{"type":"text","label":"Title","value":"Hi"}}',
};

describeEachDatabase('custom code widgets', (db) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(async () => {
    await app.close();
  });

  async function streamer() {
    const { token, user, username } = await signUp(app);
    const call = (method: Method, url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const create = async (payload: object) => {
      const response = await call('POST', '/api/widgets', payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Widget>();
    };
    return { token, userId: user.id, username, call, create };
  }

  /** An owner with a custom widget, and a moderator they added. */
  async function channel() {
    const owner = await streamer();
    const mod = await streamer();
    const widget = await owner.create({ type: 'custom', name: 'Mine', settings: CODE });
    const added = await owner.call('POST', '/api/user/moderators', { username: mod.username });
    expect(added.statusCode).toBe(201);
    return { owner, mod, widget };
  }

  describe('SE_API.counters', () => {
    it('reads the channel’s counter by the display’s key, read-only; null for no such counter', async () => {
      const { owner, widget } = await channel();
      const made = await owner.call('POST', '/api/bot/counters', { name: 'deaths', value: 4 });
      expect(made.statusCode, made.body).toBe(201);
      const read = (name: string) =>
        app.inject({ method: 'GET', url: `/api/overlay-counters/${widget.key}/${name}` });
      expect((await read('deaths')).json()).toEqual({ counter: 'deaths', value: 4 });
      expect((await read('DEATHS')).json()).toEqual({ counter: 'DEATHS', value: 4 });
      expect((await read('wins')).json()).toEqual({ counter: 'wins', value: null });
      expect(
        (await app.inject({ method: 'PUT', url: `/api/overlay-counters/${widget.key}/deaths` }))
          .statusCode,
      ).toBe(404);
      const stranger = await streamer();
      const chat = await stranger.create({ type: 'chat' });
      expect(
        (await app.inject({ url: `/api/overlay-counters/${chat.key}/deaths` })).statusCode,
      ).toBe(404);
    });
  });

  describe('saving code', () => {
    it('refuses Fields that are not JSON with a 400 naming settings.fields', async () => {
      const me = await streamer();
      const response = await me.call('POST', '/api/widgets', {
        type: 'custom',
        settings: { ...CODE, fields: '{"title": ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'settings.fields' });
      expect(response.json().message).toContain('Fields is not valid JSON');
    });

    it('refuses code over its limit, naming the part', async () => {
      const me = await streamer();
      const response = await me.call('POST', '/api/widgets', {
        type: 'custom',
        settings: { js: 'x'.repeat(100_001) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'settings.js' });
      expect(response.json().message).toContain('JavaScript is too long');
    });

    it('lets only the channel’s owner change the code; a moderator changes the values', async () => {
      const { owner, mod, widget } = await channel();
      for (const part of ['html', 'css', 'js', 'fields'] as const) {
        const changed = part === 'fields' ? '{}' : `${CODE[part]} `;
        const refused = await mod.call('PATCH', `/api/widgets/${widget.id}`, {
          settings: { [part]: changed },
        });
        expect(refused.statusCode, part).toBe(403);
        expect(refused.json().message).toBe(
          'Only the channel owner can change a custom widget’s code.',
        );
      }
      // The builder sends every setting: the same code with new values is the moderator's to save.
      const values = await mod.call('PATCH', `/api/widgets/${widget.id}`, {
        name: 'Renamed',
        settings: { ...widget.settings, fieldData: { title: 'Hello' } },
      });
      expect(values.statusCode, values.body).toBe(200);
      expect(values.json<Widget>().settings).toMatchObject({
        ...CODE,
        fieldData: { title: 'Hello' },
      });
      const mine = await owner.call('PATCH', `/api/widgets/${widget.id}`, {
        settings: { js: 'console.log(1)' },
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json<Widget>().settings.js).toBe('console.log(1)');
    });
  });

  describe('the frame document', () => {
    it('is served with its own policy: inline code, nothing fetched, media from safe places', async () => {
      const response = await app.inject({ url: '/custom-frame' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(
        /^default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob: https: http:\/\/localhost(:\d+)?;/,
      );
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain("'self'; ");
      expect(response.body).toContain('window.SE_API');
      expect(response.body).toContain("post({ type: 'hello' })");
    });
  });

  describe('SE_API.store', () => {
    const store = (key: string, name = '', query = '') =>
      `/api/overlay-store/${key}${name ? `/${name}` : ''}${query}`;
    const put = (url: string, value: unknown) =>
      app.inject({ method: 'PUT', url, payload: { value } });

    it('keeps values per widget, by its display key', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'custom', settings: CODE });
      const other = await me.create({ type: 'custom', settings: CODE });
      expect((await app.inject({ url: store(widget.key) })).json()).toEqual({ values: {} });
      expect((await put(store(widget.key, 'total'), { kicks: 500 })).statusCode).toBe(204);
      expect((await put(store(widget.key, 'total'), { kicks: 700 })).statusCode).toBe(204);
      expect((await put(store(widget.key, 'names'), ['a', 'b'])).statusCode).toBe(204);
      expect((await app.inject({ url: store(widget.key) })).json()).toEqual({
        values: { total: { kicks: 700 }, names: ['a', 'b'] },
      });
      expect((await app.inject({ url: store(other.key) })).json()).toEqual({ values: {} });
    });

    it('answers 404 for a key that is no custom widget’s, and 400 for a bad name or value', async () => {
      const me = await streamer();
      const chat = await me.create({ type: 'chat' });
      const widget = await me.create({ type: 'custom', settings: CODE });
      expect((await app.inject({ url: store(chat.key) })).statusCode).toBe(404);
      expect((await put(store(chat.key, 'a'), 1)).statusCode).toBe(404);
      expect((await app.inject({ url: store('x'.repeat(32)) })).statusCode).toBe(404);
      const big = await put(store(widget.key, 'big'), 'x'.repeat(10_000));
      expect(big.statusCode).toBe(400);
      expect(big.json().message).toContain('at most 10,000 characters of JSON');
      expect((await put(store(widget.key, 'bad name!'), 1)).statusCode).toBe(400);
    });

    it('holds at most 50 names per widget (413), and still replaces a kept one', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'custom', settings: CODE });
      for (let index = 0; index < 50; index++)
        expect((await put(store(widget.key, `k${index}`), index)).statusCode).toBe(204);
      const full = await put(store(widget.key, 'k50'), 50);
      expect(full.statusCode).toBe(413);
      expect(full.json()).toMatchObject({ error: 'store_full' });
      expect((await put(store(widget.key, 'k0'), 'again')).statusCode).toBe(204);
      const { values } = (await app.inject({ url: store(widget.key) })).json<{
        values: Record<string, unknown>;
      }>();
      expect(Object.keys(values)).toHaveLength(50);
      expect(values.k0).toBe('again');
    });

    it('reaches a scene layer’s custom widget through the scene’s key, only the owner’s', async () => {
      const me = await streamer();
      const stranger = await streamer();
      const widget = await me.create({ type: 'custom', settings: CODE });
      const theirs = await stranger.create({ type: 'custom', settings: CODE });
      const scene = await me.call('POST', '/api/scenes', { name: 'Main' });
      expect(scene.statusCode, scene.body).toBe(201);
      const sceneKey = scene.json<{ key: string }>().key;
      expect((await put(store(sceneKey, 'n', `?widget=${widget.id}`), 1)).statusCode).toBe(204);
      expect((await app.inject({ url: store(widget.key) })).json()).toEqual({ values: { n: 1 } });
      expect((await put(store(sceneKey, 'n', `?widget=${theirs.id}`), 1)).statusCode).toBe(404);
    });
  });
});
