import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetContracts, type Widget } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp, fakeWebRoot } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';
import { uuidv7 } from '../../platform/ids';
import { widgets } from './widgets.schema';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describeEachDatabase('widgets API', (db) => {
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

  /** Every route on one widget, with a valid body where it needs one. */
  const routes = (id: string): [Method, string, object?][] => [
    ['GET', `/api/widgets/${id}`],
    ['PATCH', `/api/widgets/${id}`, { name: 'Mine now' }],
    ['DELETE', `/api/widgets/${id}`],
    ['POST', `/api/widgets/${id}/duplicate`],
    ['POST', `/api/widgets/${id}/rotate-key`],
    ['POST', `/api/widgets/${id}/test-event`, { kind: 'chat.message' }],
    ['POST', `/api/widgets/${id}/reload`],
  ];

  describe('creating', () => {
    it('creates a widget named after its type, with default settings and an unguessable key', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'chat' });
      expect(widget).toMatchObject({
        type: 'chat',
        name: 'Chat box',
        settings: widgetContracts.chat.settings.parse({}),
        health: { connections: 0, lastEventAt: null, lastSeenAt: null },
      });
      expect(widget.key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(widget.key, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(widget.overlayUrl).toBe(`http://localhost:3000/widget/${widget.key}`);
    });

    it('names a widget created without a name in its owner’s language', async () => {
      const me = await streamer();
      const saved = await me.call('PATCH', '/api/user/settings', { language: 'tr' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await me.create({ type: 'chat' })).name).toBe('Sohbet kutusu');
      expect((await me.create({ type: 'subscribe' })).name).toBe('Abone ve Kicks bildirimi');
      expect((await me.create({ type: 'chat', name: 'Main chat' })).name).toBe('Main chat');
    });

    it('keeps the given name and settings, completed with defaults', async () => {
      const me = await streamer();
      const widget = await me.create({
        type: 'follower-alert',
        name: 'Big follow alert',
        settings: { fontSize: 60, messageTemplate: '{name} is here!' },
      });
      expect(widget.name).toBe('Big follow alert');
      expect(widget.settings).toMatchObject({
        fontSize: 60,
        messageTemplate: '{name} is here!',
        durationSeconds: 6,
      });
    });

    it('gives every widget its own key', async () => {
      const me = await streamer();
      const keys = new Set<string>();
      for (let i = 0; i < 5; i++) keys.add((await me.create({ type: 'chat' })).key);
      expect(keys.size).toBe(5);
    });

    it.each([
      [{ fontSize: 500 }, 'settings.fontSize'],
      [{ textColor: 'red' }, 'settings.textColor'],
      [{ hiddenUsers: ['ok', ''] }, 'settings.hiddenUsers.1'],
    ])('answers 400 naming the field for bad settings %j', async (settings, field) => {
      const me = await streamer();
      const response = await me.call('POST', '/api/widgets', { type: 'chat', settings });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', field });
      expect(response.json().message).toContain(`body.${field}`);
    });

    it('refuses a media URL that is not http(s), naming the nested field', async () => {
      const me = await streamer();
      const response = await me.call('POST', '/api/widgets', {
        type: 'follower-alert',
        settings: { media: { type: 'image', url: 'javascript:alert(1)' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('settings.media.url');
    });

    it('answers 400 for an unknown type', async () => {
      const me = await streamer();
      const response = await me.call('POST', '/api/widgets', { type: 'donation-goal' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'type' });
    });

    it.each([
      ['chat-leaderboard', { topN: 0 }, 'settings.topN'],
      ['chat-leaderboard', { topN: 26 }, 'settings.topN'],
      ['chat-leaderboard', { metric: 'watch-time' }, 'settings.metric'],
      ['chat-leaderboard', { window: 'year' }, 'settings.window'],
      ['chat-leaderboard', { timeZone: 'Mars/Olympus' }, 'settings.timeZone'],
      ['chat-leaderboard', { excludedNames: null }, 'settings.excludedNames'],
      ['emote-streak', { gapSeconds: -1 }, 'settings.gapSeconds'],
      ['emote-streak', { threshold: 1 }, 'settings.threshold'],
      ['emote-streak', { milestones: [5, 0] }, 'settings.milestones.1'],
    ])('answers 400 naming the field for a bad %s setting %j', async (type, settings, field) => {
      const me = await streamer();
      const response = await me.call('POST', '/api/widgets', { type, settings });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', field });
    });

    it.each([
      ['live-viewer', { fontSize: 500 }, 'settings.fontSize'],
      ['live-viewer', { whenOffline: 'blink' }, 'settings.whenOffline'],
      ['spotify', { hideAfterSeconds: -1 }, 'settings.hideAfterSeconds'],
      ['spotify', { layout: null }, 'settings.layout'],
    ])('answers 400 naming the field for a bad %s setting %j', async (type, settings, field) => {
      const me = await streamer();
      const response = await me.call('POST', '/api/widgets', { type, settings });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', field });
    });

    it('answers 400 for an empty name and for a field the contract does not know', async () => {
      const me = await streamer();
      const empty = await me.call('POST', '/api/widgets', { type: 'chat', name: '  ' });
      expect(empty.json()).toMatchObject({ error: 'validation_error', field: 'name' });
      const unknown = await me.call('POST', '/api/widgets', { type: 'chat', owner: 'x' });
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe('reading', () => {
    it('lists only the signed-in user’s widgets, oldest first', async () => {
      const me = await streamer();
      const other = await streamer();
      const first = await me.create({ type: 'chat' });
      const second = await me.create({ type: 'subscribe' });
      await other.create({ type: 'chat' });
      const response = await me.call('GET', '/api/widgets');
      expect(response.json<{ widgets: Widget[] }>().widgets.map((w) => w.id)).toEqual([
        first.id,
        second.id,
      ]);
    });

    it('gets one widget', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'subscribe' });
      const response = await me.call('GET', `/api/widgets/${widget.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(widget);
    });

    it('reads settings saved by an older version with the newer defaults filled in', async () => {
      const me = await streamer();
      const id = uuidv7();
      await db()
        .db.insert(widgets)
        .values({
          id,
          userId: me.userId,
          type: 'chat',
          name: 'Old chat',
          // maxMessages 1000 was allowed once; the schema now stops at 100.
          settings: { fontSize: 22, maxMessages: 1000, removedSetting: true },
          key: 'an-old-key-of-an-old-widget-0001',
        });
      const widget = (await me.call('GET', `/api/widgets/${id}`)).json<Widget>();
      expect(widget.settings).toEqual({
        ...widgetContracts.chat.settings.parse({}),
        fontSize: 22,
      });
    });
  });

  describe('changing', () => {
    it('renames a widget and merges new settings over the saved ones', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'chat', settings: { fontSize: 30 } });
      const response = await me.call('PATCH', `/api/widgets/${widget.id}`, {
        name: 'Main chat',
        settings: { textShadow: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Main chat',
        settings: { fontSize: 30, textShadow: false },
        key: widget.key,
      });
      const saved = (await me.call('GET', `/api/widgets/${widget.id}`)).json<Widget>();
      expect(saved.settings).toMatchObject({ fontSize: 30, textShadow: false });
    });

    it('answers 400 naming the field for a bad setting and changes nothing', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'chat' });
      const response = await me.call('PATCH', `/api/widgets/${widget.id}`, {
        name: 'Renamed',
        settings: { maxMessages: 0 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('settings.maxMessages');
      expect((await me.call('GET', `/api/widgets/${widget.id}`)).json()).toEqual(widget);
    });

    it('deletes a widget', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'chat' });
      expect((await me.call('DELETE', `/api/widgets/${widget.id}`)).statusCode).toBe(204);
      expect((await me.call('GET', `/api/widgets/${widget.id}`)).statusCode).toBe(404);
      expect((await me.call('GET', '/api/widgets')).json().widgets).toEqual([]);
    });

    it('duplicates a widget with its settings, a new key and a “(copy)” name', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'chat', name: 'Chat', settings: { fontSize: 28 } });
      const response = await me.call('POST', `/api/widgets/${widget.id}/duplicate`);
      expect(response.statusCode).toBe(201);
      const copy = response.json<Widget>();
      expect(copy).toMatchObject({ type: 'chat', name: 'Chat (copy)', settings: widget.settings });
      expect(copy.id).not.toBe(widget.id);
      expect(copy.key).not.toBe(widget.key);
    });

    it('rotates the key: a new key and overlay URL, the rest unchanged', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'subscribe' });
      const response = await me.call('POST', `/api/widgets/${widget.id}/rotate-key`);
      expect(response.statusCode).toBe(200);
      const rotated = response.json<Widget>();
      expect(rotated.key).not.toBe(widget.key);
      expect(rotated.overlayUrl).toBe(`http://localhost:3000/widget/${rotated.key}`);
      expect(rotated).toMatchObject({
        id: widget.id,
        name: widget.name,
        settings: widget.settings,
      });
    });
  });

  describe('test events and reload', () => {
    it('sends a test event and answers its sequence number', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'subscribe' });
      const first = await me.call('POST', `/api/widgets/${widget.id}/test-event`, {
        kind: 'gifted',
      });
      const second = await me.call('POST', `/api/widgets/${widget.id}/test-event`, {
        kind: 'resubscription',
      });
      expect([first.json(), second.json()]).toEqual([
        { seq: 1, events: [expect.objectContaining({ kind: 'gifted' })] },
        { seq: 2, events: [expect.objectContaining({ kind: 'subscription', renewal: true })] },
      ]);
    });

    it('answers 400 for a test event the widget does not show', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'chat' });
      const response = await me.call('POST', `/api/widgets/${widget.id}/test-event`, {
        kind: 'follow',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('kind');
    });

    it('answers how many sources were told to reload', async () => {
      const me = await streamer();
      const widget = await me.create({ type: 'chat' });
      const response = await me.call('POST', `/api/widgets/${widget.id}/reload`);
      expect(response.json()).toEqual({ reloaded: 0 });
    });
  });

  describe('access', () => {
    it('answers 404 for another user’s widget on every route, and leaves it untouched', async () => {
      const owner = await streamer();
      const intruder = await streamer();
      const widget = await owner.create({ type: 'chat' });
      for (const [method, url, payload] of routes(widget.id)) {
        const response = await intruder.call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await owner.call('GET', `/api/widgets/${widget.id}`)).json()).toEqual(widget);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const me = await streamer();
      for (const [method, url, payload] of routes(uuidv7())) {
        expect((await me.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      const malformed = await me.call('GET', '/api/widgets/not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().field).toBe('id');
    });

    it('answers 401 without a session on every route', async () => {
      const all: [Method, string, object?][] = [
        ['GET', '/api/widgets'],
        ['POST', '/api/widgets', { type: 'chat' }],
        ...routes(uuidv7()),
      ];
      for (const [method, url, payload] of all) {
        const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('moderators', () => {
    /** An owner with a chat widget, and a moderator they added. */
    async function channel() {
      const owner = await streamer();
      const mod = await streamer();
      const widget = await owner.create({ type: 'chat', name: 'Main chat' });
      const added = await owner.call('POST', '/api/user/moderators', { username: mod.username });
      expect(added.statusCode).toBe(201);
      return { owner, mod, widget };
    }

    it('says whose widget it is', async () => {
      const { owner, widget } = await channel();
      expect(widget.ownerId).toBe(owner.userId);
    });

    it('lets a moderator list the owner’s widgets, and no one else', async () => {
      const { owner, mod, widget } = await channel();
      await mod.create({ type: 'subscribe' });
      const listed = await mod.call('GET', `/api/widgets?owner=${owner.userId}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ widgets: Widget[] }>().widgets).toEqual([widget]);
      const own = (await mod.call('GET', `/api/widgets?owner=${mod.userId}`)).json();
      expect(own.widgets.map((w: Widget) => w.type)).toEqual(['subscribe']);

      const stranger = await streamer();
      const refused = await stranger.call('GET', `/api/widgets?owner=${owner.userId}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'forbidden',
        message: 'You do not manage this channel.',
      });
      // Moderation goes one way: the owner does not see the moderator's widgets.
      expect((await owner.call('GET', `/api/widgets?owner=${mod.userId}`)).statusCode).toBe(403);
    });

    it('answers 400 naming the field for a malformed owner and for an unknown query field', async () => {
      const { mod } = await channel();
      const malformed = await mod.call('GET', '/api/widgets?owner=someone');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: 'validation_error', field: 'owner' });
      expect((await mod.call('GET', '/api/widgets?channel=x')).statusCode).toBe(400);
    });

    it('lets a moderator read, change, test and reload the owner’s widget, with its OBS URL', async () => {
      const { owner, mod, widget } = await channel();
      const read = await mod.call('GET', `/api/widgets/${widget.id}`);
      expect(read.json()).toEqual(widget);
      expect(read.json().overlayUrl).toBe(widget.overlayUrl);

      const changed = await mod.call('PATCH', `/api/widgets/${widget.id}`, {
        name: 'Chat by the mods',
        settings: { fontSize: 30 },
      });
      expect(changed.statusCode).toBe(200);
      const saved = (await owner.call('GET', `/api/widgets/${widget.id}`)).json<Widget>();
      expect(saved).toMatchObject({ name: 'Chat by the mods', settings: { fontSize: 30 } });
      expect(saved.key).toBe(widget.key);

      const tested = await mod.call('POST', `/api/widgets/${widget.id}/test-event`, {
        kind: 'chat.message',
      });
      expect(tested.json()).toMatchObject({ seq: 1 });
      const reloaded = await mod.call('POST', `/api/widgets/${widget.id}/reload`);
      expect(reloaded.json()).toEqual({ reloaded: 0 });
    });

    it('gives the owner the copy a moderator makes', async () => {
      const { owner, mod, widget } = await channel();
      const response = await mod.call('POST', `/api/widgets/${widget.id}/duplicate`);
      expect(response.statusCode).toBe(201);
      const copy = response.json<Widget>();
      expect(copy).toMatchObject({ ownerId: owner.userId, name: 'Main chat (copy)' });
      const ownerList = (await owner.call('GET', '/api/widgets')).json<{ widgets: Widget[] }>();
      expect(ownerList.widgets.map((w) => w.id)).toEqual([widget.id, copy.id]);
      expect((await mod.call('GET', '/api/widgets')).json().widgets).toEqual([]);
    });

    it('keeps deleting a widget and making a new OBS URL with the owner', async () => {
      const { owner, mod, widget } = await channel();
      const deleted = await mod.call('DELETE', `/api/widgets/${widget.id}`);
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json()).toEqual({
        error: 'forbidden',
        message: 'Only the channel owner can delete a widget.',
      });
      const rotated = await mod.call('POST', `/api/widgets/${widget.id}/rotate-key`);
      expect(rotated.statusCode).toBe(403);
      expect(rotated.json().message).toBe('Only the channel owner can make a new OBS URL.');
      expect((await owner.call('GET', `/api/widgets/${widget.id}`)).json()).toEqual(widget);
    });

    it('cuts a removed moderator off on their next request', async () => {
      const { owner, mod, widget } = await channel();
      expect((await mod.call('GET', `/api/widgets/${widget.id}`)).statusCode).toBe(200);
      const removed = await owner.call('DELETE', `/api/user/moderators/${mod.userId}`);
      expect(removed.statusCode).toBe(204);
      expect((await mod.call('GET', `/api/widgets?owner=${owner.userId}`)).statusCode).toBe(403);
      for (const [method, url, payload] of routes(widget.id)) {
        const response = await mod.call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    });

    it('cuts a moderator who stepped down off at once', async () => {
      const { owner, mod, widget } = await channel();
      const stepped = await mod.call('DELETE', `/api/user/moderating/${owner.userId}`);
      expect(stepped.statusCode).toBe(204);
      expect((await mod.call('PATCH', `/api/widgets/${widget.id}`, { name: 'x' })).statusCode).toBe(
        404,
      );
    });
  });
});

describeEachDatabase('overlay display page', (db) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const webRoot = fakeWebRoot();
    writeFileSync(path.join(webRoot, 'overlay.html'), '<!doctype html><title>Overlay</title>');
    app = await buildTestApp(db(), { webRoot });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the overlay entry at /widget/{key}', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/widget/AbC-123_xyz0123456789abcdefgh',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Overlay</title>');
  });

  it.each([
    '/widget',
    '/widget/edit',
    '/widget/edit/0190f5a0-0000-7000-8000-000000000000',
    '/widget/chat',
    '/widget/subscribe',
    '/widget/obs-alpha-video-test',
  ])('serves the dashboard at %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.body).toContain('<title>Kyo</title>');
  });
});
