import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSE_CODES,
  REALTIME_PATH,
  type Layer,
  type Scene,
  type SceneSummary,
  type Widget,
} from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { buildTestApp } from './app';
import { bearer, signUp } from './factories';
import { TestSocket } from './test-socket';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const box = { x: 100, y: 100, width: 400, height: 300, rotation: 0, opacity: 1 };
const flags = { visible: true, locked: false };
const widgetLayer = (widgetId: string, extra: Partial<Layer> = {}): Layer =>
  ({
    id: crypto.randomUUID(),
    kind: 'widget',
    name: 'Chat',
    widgetId,
    ...box,
    ...flags,
    ...extra,
  }) as Layer;
const textLayer = (text: string, extra: Partial<Layer> = {}): Layer =>
  ({
    id: crypto.randomUUID(),
    kind: 'text',
    name: 'Title',
    text,
    font: 'Inter',
    fontSize: 48,
    fontWeight: 700,
    italic: false,
    color: '#ffffff',
    align: 'left',
    lineHeight: 1.2,
    shadow: null,
    ...box,
    ...flags,
    ...extra,
  }) as Layer;

describeEachDatabase('scenes', (db) => {
  let app: FastifyInstance;
  let url: string;
  let sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await buildTestApp(db());
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
  });
  afterAll(() => app.close());
  afterEach(() => {
    sockets.forEach((socket) => socket.drop());
    sockets = [];
  });

  async function streamer() {
    const { token, user, username } = await signUp(app);
    const call = (method: Method, path: string, payload?: object) =>
      app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
    const widget = async (type = 'chat') => {
      const response = await call('POST', '/api/widgets', { type });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Widget>();
    };
    const scene = async (body: object = {}) => {
      const response = await call('POST', '/api/scenes', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Scene>();
    };
    return { token, userId: user.id, username, call, widget, scene };
  }

  async function display(key: string) {
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'scene', key });
    return socket;
  }

  describe('API', () => {
    it('creates, lists, saves, reads and deletes a scene, each save merged per layer', async () => {
      const me = await streamer();
      const created = await me.scene({ name: 'Main' });
      expect(created).toMatchObject({
        name: 'Main',
        width: 1920,
        height: 1080,
        rev: 0,
        layers: [],
      });
      expect(created.overlayUrl).toMatch(new RegExp(`/scene/${created.key}$`));
      expect(created.key.length).toBeGreaterThanOrEqual(32);

      const chat = await me.widget('chat');
      const first = widgetLayer(chat.id);
      const title = textLayer('<b>Live</b> now');
      let saved = await me.call('PATCH', `/api/scenes/${created.id}`, { upsert: [first, title] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Scene>()).toMatchObject({
        rev: 1,
        layers: [
          { id: first.id, rev: 1 },
          { id: title.id, rev: 1, text: '<b>Live</b> now' },
        ],
      });
      // Another tab moves the text while this one changes the chat: both edits stay.
      await me.call('PATCH', `/api/scenes/${created.id}`, { upsert: [{ ...title, x: 500 }] });
      saved = await me.call('PATCH', `/api/scenes/${created.id}`, {
        upsert: [{ ...first, opacity: 0.5 }],
        order: [title.id, first.id],
      });
      expect(saved.json<Scene>().layers).toMatchObject([
        { id: title.id, x: 500, rev: 2 },
        { id: first.id, opacity: 0.5, rev: 3 },
      ]);
      const list = (await me.call('GET', '/api/scenes')).json<{ scenes: SceneSummary[] }>();
      expect(list.scenes).toEqual([expect.objectContaining({ id: created.id, layerCount: 2 })]);
      expect((await me.call('GET', `/api/scenes/${created.id}`)).json<Scene>().rev).toBe(3);

      saved = await me.call('PATCH', `/api/scenes/${created.id}`, { remove: [first.id] });
      expect(saved.json<Scene>().layers.map((l) => l.id)).toEqual([title.id]);
      expect((await me.call('DELETE', `/api/scenes/${created.id}`)).statusCode).toBe(204);
      expect((await me.call('GET', `/api/scenes/${created.id}`)).statusCode).toBe(404);
    });

    it('names a scene created without a name in the channel owner’s language', async () => {
      const me = await streamer();
      expect((await me.scene()).name).toBe('Scene 1');
      const saved = await me.call('PATCH', '/api/user/settings', { language: 'tr' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await me.scene()).name).toBe('Sahne 2');
    });

    it('refuses bad saves with a 400 naming the field, and writes nothing of them', async () => {
      const me = await streamer();
      const other = await streamer();
      const scene = await me.scene();
      const mine = await me.widget();
      const theirs = await other.widget();
      const good = textLayer('kept');
      const save = (body: object) => me.call('PATCH', `/api/scenes/${scene.id}`, body);
      const cases: Array<[object, string]> = [
        [{ upsert: [good, textLayer('x', { x: 5000 })] }, 'upsert.1.x'],
        [{ upsert: [good, textLayer('x', { x: -900, width: 400 })] }, 'upsert.1.x'],
        [{ upsert: [textLayer('x', { width: 0 })] }, 'upsert.0.width'],
        [{ upsert: [textLayer('x', { height: -5 })] }, 'upsert.0.height'],
        [{ upsert: [good, widgetLayer(crypto.randomUUID())] }, 'upsert.1.widgetId'],
        [{ upsert: [good, widgetLayer(theirs.id)] }, 'upsert.1.widgetId'],
        [{ upsert: [good, good] }, 'upsert.1.id'],
        [{ upsert: [textLayer('bad\u0000text')] }, 'upsert.0.text'],
        [{ name: 'a\ud800b' }, 'name'],
        [{ upsert: [{ ...good, kind: 'html' }] }, 'upsert.0.kind'],
        [{ upsert: [{ ...good, color: null }] }, 'upsert.0.color'],
        [{ width: 0 }, 'width'],
        [{ upsert: Array.from({ length: 101 }, () => textLayer('x')) }, 'upsert'],
      ];
      for (const [body, field] of cases) {
        const response = await save(body);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        expect(response.json<{ field?: string }>().field, response.body).toBe(field);
      }
      // Thousands of layers never reach the parser whole.
      const huge = await save({ upsert: Array.from({ length: 3000 }, () => textLayer('x')) });
      expect([400, 413]).toContain(huge.statusCode);
      // 100 layers in two saves: the second one's merge would make 101.
      const fifty = () => Array.from({ length: 50 }, () => textLayer('x'));
      expect((await save({ upsert: fifty() })).statusCode).toBe(200);
      expect((await save({ upsert: fifty() })).statusCode).toBe(200);
      const over = await save({ upsert: [textLayer('x')] });
      expect(over.statusCode).toBe(400);
      expect(over.json<{ field?: string }>().field).toBe('upsert');
      const stored = (await me.call('GET', `/api/scenes/${scene.id}`)).json<Scene>();
      expect(stored.layers).toHaveLength(100);
      expect(stored.rev).toBe(2);
      expect(stored.layers.some((l) => l.kind === 'widget')).toBe(false);
      void mine;
    });

    it('lets moderators edit a channel’s scenes, not delete them or rotate their key; others get 404', async () => {
      const owner = await streamer();
      const mod = await streamer();
      const stranger = await streamer();
      expect(
        (await owner.call('POST', '/api/user/moderators', { username: mod.username })).statusCode,
      ).toBe(201);
      const scene = await owner.scene();
      const chat = await owner.widget();
      // The moderator makes one for the channel and places the owner's widget in it.
      const made = await mod.call('POST', '/api/scenes', { owner: owner.userId, name: 'By mod' });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json<Scene>().ownerId).toBe(owner.userId);
      const edit = await mod.call('PATCH', `/api/scenes/${scene.id}`, {
        upsert: [widgetLayer(chat.id)],
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const listed = await mod.call('GET', `/api/scenes?owner=${owner.userId}`);
      expect(listed.json<{ scenes: SceneSummary[] }>().scenes).toHaveLength(2);
      expect((await mod.call('DELETE', `/api/scenes/${scene.id}`)).statusCode).toBe(403);
      expect((await mod.call('POST', `/api/scenes/${scene.id}/rotate-key`)).statusCode).toBe(403);
      for (const [method, path] of [
        ['GET', `/api/scenes/${scene.id}`],
        ['PATCH', `/api/scenes/${scene.id}`],
        ['DELETE', `/api/scenes/${scene.id}`],
        ['POST', `/api/scenes/${scene.id}/rotate-key`],
      ] as const) {
        const response = await stranger.call(method, path, method === 'PATCH' ? {} : undefined);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
      expect((await stranger.call('GET', `/api/scenes?owner=${owner.userId}`)).statusCode).toBe(
        403,
      );
      expect((await stranger.call('POST', '/api/scenes', { owner: owner.userId })).statusCode).toBe(
        403,
      );
    });
  });

  describe('images', () => {
    // The smallest PNG: an 8-byte signature and a 1×1 image.
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (me: Awaited<ReturnType<typeof streamer>>, body: object) =>
      me.call('POST', '/api/scenes/images', body);

    it('stores an uploaded image once, serves it to displays, and lets image layers use it', async () => {
      const me = await streamer();
      const body = { contentType: 'image/png', data: PNG.toString('base64') };
      const first = await upload(me, body);
      expect(first.statusCode, first.body).toBe(201);
      const image = first.json<{ sha256: string; url: string; size: number }>();
      expect(image).toMatchObject({
        size: PNG.length,
        url: `/api/scene-images/${me.userId}/${image.sha256}`,
      });
      expect((await upload(me, body)).json<{ sha256: string }>().sha256).toBe(image.sha256);
      const served = await app.inject({ url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);

      const scene = await me.scene();
      const layer = {
        id: crypto.randomUUID(),
        kind: 'image',
        name: 'Logo',
        source: { type: 'upload', sha256: image.sha256 },
        fit: 'contain',
        ...box,
        ...flags,
      };
      const unknown = {
        ...layer,
        id: crypto.randomUUID(),
        source: { type: 'upload', sha256: 'a'.repeat(64) },
      };
      const refused = await me.call('PATCH', `/api/scenes/${scene.id}`, {
        upsert: [layer, unknown],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ field: string }>().field).toBe('upsert.1.source');
      expect(
        (await me.call('PATCH', `/api/scenes/${scene.id}`, { upsert: [layer] })).statusCode,
      ).toBe(200);
      const socket = await display(scene.key);
      const shown = await socket.next('scene');
      expect((shown.scene as { layers: Array<{ src?: string }> }).layers[0]!.src).toBe(image.url);
    });

    it('refuses what is not an image, lies about its type, or is too large', async () => {
      const me = await streamer();
      const stranger = await streamer();
      const cases: Array<[object, number, string]> = [
        [
          {
            contentType: 'image/png',
            data: Buffer.from('<svg onload=alert(1)>').toString('base64'),
          },
          400,
          'data',
        ],
        [{ contentType: 'image/jpeg', data: PNG.toString('base64') }, 400, 'contentType'],
        [{ contentType: 'image/svg+xml', data: PNG.toString('base64') }, 400, 'contentType'],
        [{ contentType: 'image/png', data: 'not base64!' }, 400, 'data'],
        [
          {
            contentType: 'image/png',
            data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64'),
          },
          413,
          'data',
        ],
      ];
      for (const [body, status, field] of cases) {
        const response = await upload(me, body);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json<{ field?: string }>().field).toBe(field);
      }
      const huge = await upload(me, {
        contentType: 'image/png',
        data: 'A'.repeat(4 * 1024 * 1024),
      });
      expect(huge.statusCode).toBe(413);
      const forOther = await upload(stranger, {
        contentType: 'image/png',
        data: PNG.toString('base64'),
        owner: me.userId,
      });
      expect(forOther.statusCode).toBe(403);
      expect(
        (await app.inject({ url: `/api/scene-images/${me.userId}/${'b'.repeat(64)}` })).statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ url: `/api/scene-images/${me.userId}/..%2f..%2fetc` })).statusCode,
      ).toBe(400);
    });
  });

  describe('display', () => {
    it('shows the whole scene over one socket, follows saves at once, and carries each widget’s events', async () => {
      const me = await streamer();
      const chat = await me.widget('chat');
      const alert = await me.widget('follower-alert');
      const scene = await me.scene();
      const chatLayer = widgetLayer(chat.id);
      await me.call('PATCH', `/api/scenes/${scene.id}`, { upsert: [chatLayer, textLayer('Hi')] });

      const socket = await display(scene.key);
      const first = await socket.next('scene');
      expect(first.scene).toMatchObject({ id: scene.id, rev: 1, width: 1920 });
      const snapshot = await socket.next('layer');
      expect(snapshot).toMatchObject({
        widgetId: chat.id,
        message: { type: 'snapshot', widget: { id: chat.id, type: 'chat' }, seq: 0 },
      });
      expect(app.realtime.health(chat.id).connections).toBe(1);

      // A layer moved and a widget added in the editor: the open display gets both at once.
      await me.call('PATCH', `/api/scenes/${scene.id}`, {
        upsert: [{ ...chatLayer, x: 640 }, widgetLayer(alert.id, { name: 'Alert' })],
      });
      const moved = await socket.next('scene');
      expect(moved.scene).toMatchObject({ rev: 2, layers: [{ id: chatLayer.id, x: 640 }, {}, {}] });
      const added = await socket.next('layer');
      expect(added).toMatchObject({ widgetId: alert.id, message: { type: 'snapshot' } });

      // Each widget's events arrive tagged with it.
      const sent = await me.call('POST', `/api/widgets/${chat.id}/test-event`, {
        kind: 'chat.message',
      });
      expect(sent.statusCode).toBe(200);
      const event = await socket.next('layer');
      expect(event).toMatchObject({
        widgetId: chat.id,
        message: { type: 'event', seq: 1, event: { kind: 'chat.message' } },
      });
      const follow = await me.call('POST', `/api/widgets/${alert.id}/test-event`, {
        kind: 'follow',
      });
      expect(follow.statusCode).toBe(200);
      expect(await socket.next('layer')).toMatchObject({
        widgetId: alert.id,
        message: { type: 'event', event: { kind: 'follow' } },
      });
      // The widget's key rotating does not concern the scene; its deletion does.
      await me.call('POST', `/api/widgets/${chat.id}/rotate-key`);
      await me.call('DELETE', `/api/widgets/${alert.id}`);
      expect(await socket.next('layer')).toMatchObject({
        widgetId: alert.id,
        message: { type: 'error', code: 'widget_gone' },
      });
      expect(app.realtime.health(chat.id).connections).toBe(1);
    });

    it('resumes each widget layer from where it was after a reconnect', async () => {
      const me = await streamer();
      const chat = await me.widget('chat');
      const scene = await me.scene();
      await me.call('PATCH', `/api/scenes/${scene.id}`, { upsert: [widgetLayer(chat.id)] });
      const socket = await display(scene.key);
      await socket.next('scene');
      const snapshot = await socket.next('layer');
      const epoch = (snapshot.message as { epoch: string }).epoch;
      socket.drop();
      for (let i = 0; i < 3; i++) {
        await me.call('POST', `/api/widgets/${chat.id}/test-event`, { kind: 'chat.message' });
      }
      const again = await TestSocket.open(url);
      sockets.push(again);
      again.send({
        type: 'hello',
        role: 'scene',
        key: scene.key,
        resume: { [chat.id]: { epoch, lastSeq: 1 } },
      });
      await again.next('scene');
      expect(await again.next('layer')).toMatchObject({
        message: { type: 'snapshot', resumed: true, seq: 3 },
      });
      const replayed = [await again.next('layer'), await again.next('layer')];
      expect(replayed.map((m) => (m.message as { seq: number }).seq)).toEqual([2, 3]);
    });

    it('cuts the old URL off when the key is rotated, and a deleted scene’s display', async () => {
      const me = await streamer();
      const scene = await me.scene();
      const socket = await display(scene.key);
      await socket.next('scene');
      const rotated = await me.call('POST', `/api/scenes/${scene.id}/rotate-key`);
      expect(rotated.statusCode).toBe(200);
      const newKey = rotated.json<Scene>().key;
      expect(newKey).not.toBe(scene.key);
      expect((await socket.closed).code).toBe(CLOSE_CODES.keyRotated);
      const old = await display(scene.key);
      expect((await old.closed).code).toBe(CLOSE_CODES.notFound);
      const fresh = await display(newKey);
      await fresh.next('scene');
      await me.call('DELETE', `/api/scenes/${scene.id}`);
      expect((await fresh.closed).code).toBe(CLOSE_CODES.notFound);
    });
  });
});
