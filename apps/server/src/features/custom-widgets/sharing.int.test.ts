import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, Scene, Widget } from '@kyo/contracts';
import type { ShareDocument, ShareImportResult } from '@kyo/contracts/widgets/share';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** An MP3 as its first bytes say (an ID3 tag). */
const mp3 = Buffer.concat([Buffer.from('ID3\u0004\u0000', 'latin1'), Buffer.alloc(3000, 1)]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 2),
]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const box = { x: 10, y: 10, width: 400, height: 300, rotation: 0, opacity: 1 };
const shown = { visible: true, locked: false };
const layerId = (n: number) => `01900000-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`;

describeEachDatabase('sharing widgets and scenes as files', (db) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(async () => {
    await app.close();
  });

  async function streamer() {
    const { token, user } = await signUp(app);
    const call = (method: Method, url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const upload = async (name: string, data: Buffer) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/media?name=${name}`,
        headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
        payload: data,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<MediaItem>();
    };
    const create = async (payload: object) => {
      const response = await call('POST', '/api/widgets', payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Widget>();
    };
    const widgets = async () =>
      (await call('GET', '/api/widgets')).json<{ widgets: Widget[] }>().widgets;
    const scenes = async () =>
      (await call('GET', '/api/scenes')).json<{ scenes: { id: string }[] }>().scenes;
    const media = async () =>
      (await call('GET', '/api/media')).json<{ items: MediaItem[] }>().items;
    return { token, userId: user.id, call, upload, create, widgets, scenes, media };
  }

  /** A streamer's scene: a custom widget whose sound is an upload, a chat, a text and an image. */
  async function sceneOf(owner: Awaited<ReturnType<typeof streamer>>) {
    const sound = await owner.upload('ding.mp3', mp3);
    const custom = await owner.create({
      type: 'custom',
      name: 'Neon',
      settings: {
        html: '<p id="x">{{title}}</p>',
        fields: '{"title":{"type":"text","value":"Hi"},"ding":{"type":"sound-input"}}',
        fieldData: { title: 'Hello', ding: sound.ref },
      },
    });
    const chat = await owner.create({ type: 'chat', name: 'Chat' });
    const image = await owner.call('POST', '/api/scenes/images', {
      contentType: 'image/png',
      data: png.toString('base64'),
    });
    expect(image.statusCode, image.body).toBe(201);
    const created = await owner.call('POST', '/api/scenes', { name: 'Main' });
    const scene = created.json<Scene>();
    const saved = await owner.call('PATCH', `/api/scenes/${scene.id}`, {
      upsert: [
        { id: layerId(1), name: 'Neon', kind: 'widget', widgetId: custom.id, ...box, ...shown },
        { id: layerId(2), name: 'Chat', kind: 'widget', widgetId: chat.id, ...box, ...shown },
        {
          id: layerId(3),
          name: 'Logo',
          kind: 'image',
          source: { type: 'upload', sha256: sha(png) },
          fit: 'contain',
          ...box,
          ...shown,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { scene, custom, chat, sound };
  }

  describe('export and import into another account', () => {
    it('copies one widget with its upload into the importer’s account', async () => {
      const alice = await streamer();
      const bob = await streamer();
      const { custom, sound } = await sceneOf(alice);

      const exported = await alice.call('GET', `/api/widgets/${custom.id}/export`);
      expect(exported.statusCode, exported.body).toBe(200);
      const file = exported.json<ShareDocument>();
      expect(file).toMatchObject({ format: 'kyo-share', version: 1, scene: null, missing: [] });
      expect(file.files).toEqual([
        expect.objectContaining({ sha256: sound.sha256, data: mp3.toString('base64') }),
      ]);
      // The exporter's own copy stays theirs: another account cannot export it.
      expect((await bob.call('GET', `/api/widgets/${custom.id}/export`)).statusCode).toBe(404);

      const imported = await bob.call('POST', '/api/share/import', file);
      expect(imported.statusCode, imported.body).toBe(201);
      const result = imported.json<ShareImportResult>();
      expect(result).toMatchObject({ scene: null, skipped: [] });
      const [copy] = await bob.widgets();
      expect(copy).toMatchObject({ id: result.widgets[0]!.id, type: 'custom', name: 'Neon' });
      expect(copy!.id).not.toBe(custom.id);
      expect(copy!.key).not.toBe(custom.key);
      expect(copy!.settings).toMatchObject({ fieldData: { title: 'Hello', ding: sound.ref } });
      expect((await bob.media()).map((item) => item.sha256)).toEqual([sound.sha256]);
    });

    it('copies a scene with its widgets, layers pointing at the copies', async () => {
      const alice = await streamer();
      const bob = await streamer();
      const { scene } = await sceneOf(alice);
      const file = (
        await alice.call('GET', `/api/scenes/${scene.id}/export`)
      ).json<ShareDocument>();
      expect(file.widgets.map((widget) => widget.type)).toEqual(['custom', 'chat']);
      expect(file.files.map((entry) => entry.sha256).sort()).toEqual([sha(mp3), sha(png)].sort());

      const result = (await bob.call('POST', '/api/share/import', file)).json<ShareImportResult>();
      const copy = (await bob.call('GET', `/api/scenes/${result.scene!.id}`)).json<Scene>();
      const mine = await bob.widgets();
      expect(copy.name).toBe('Main');
      expect(copy.key).not.toBe(scene.key);
      expect(copy.layers.map((layer) => layer.kind)).toEqual(['widget', 'widget', 'image']);
      const widgetIds = copy.layers.flatMap((layer) =>
        layer.kind === 'widget' ? [layer.widgetId] : [],
      );
      expect(widgetIds.sort()).toEqual(mine.map((widget) => widget.id).sort());
      // The image layer's upload came too: Bob's displays serve it.
      const image = await app.inject({ url: `/api/scene-images/${bob.userId}/${sha(png)}` });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(png)).toBe(true);
    });

    it('reports an upload the file does not carry and imports the rest', async () => {
      const alice = await streamer();
      const bob = await streamer();
      const { scene } = await sceneOf(alice);
      const file = (
        await alice.call('GET', `/api/scenes/${scene.id}/export`)
      ).json<ShareDocument>();
      const result = (
        await bob.call('POST', '/api/share/import', { ...file, files: [] })
      ).json<ShareImportResult>();
      expect(result.skipped).toEqual(
        expect.arrayContaining([
          { kind: 'file', name: sha(mp3).slice(0, 12), reason: 'not_in_file' },
          { kind: 'layer', name: 'Logo', reason: 'not_in_file' },
        ]),
      );
      const custom = (await bob.widgets()).find((widget) => widget.type === 'custom');
      expect(custom!.settings).toMatchObject({ fieldData: { ding: '' } });
      expect(await bob.media()).toEqual([]);
    });
  });

  describe('bad files', () => {
    async function fileOfOneWidget() {
      const alice = await streamer();
      const widget = await alice.create({ type: 'chat', name: 'Chat' });
      return (await alice.call('GET', `/api/widgets/${widget.id}/export`)).json<ShareDocument>();
    }

    it('answers a 400 for a body that is not JSON', async () => {
      const bob = await streamer();
      const { statusCode, body } = await app.inject({
        method: 'POST',
        url: '/api/share/import',
        headers: { ...bearer(bob.token), 'content-type': 'application/json' },
        payload: '{"format": "kyo-share", ',
      });
      expect(statusCode).toBe(400);
      expect(JSON.parse(body)).toMatchObject({ error: 'invalid_json' });
    });

    it('names another version, an unknown type and a bad file, and writes nothing', async () => {
      const file = await fileOfOneWidget();
      const bob = await streamer();
      const cases: [object, number, string][] = [
        [{ ...file, version: 3 }, 400, 'version 3 of Kyo’s file format'],
        [
          { ...file, widgets: [{ ...file.widgets[0], type: 'hologram' }] },
          400,
          'Kyo has no widget type “hologram”',
        ],
        [
          {
            ...file,
            widgets: [...file.widgets, { ...file.widgets[0], id: layerId(9), type: 'poll' }],
            files: [
              {
                sha256: sha(mp3),
                name: 'x.mp3',
                contentType: 'audio/mpeg',
                data: png.toString('base64'),
              },
            ],
          },
          400,
          'does not match its sha256',
        ],
      ];
      for (const [payload, status, message] of cases) {
        const response = await bob.call('POST', '/api/share/import', payload);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().message).toContain(message);
      }
      expect(await bob.widgets()).toEqual([]);
      expect(await bob.media()).toEqual([]);
    });

    it('writes nothing when the account cannot hold all of it (one transaction)', async () => {
      const alice = await streamer();
      const bob = await streamer();
      const { scene } = await sceneOf(alice);
      const file = (
        await alice.call('GET', `/api/scenes/${scene.id}/export`)
      ).json<ShareDocument>();
      // Bob has room for one more widget, the file brings two.
      for (let i = 0; i < 99; i++) await bob.create({ type: 'chat', name: `Chat ${i}` });
      const response = await bob.call('POST', '/api/share/import', file);
      expect(response.statusCode, response.body).toBe(409);
      expect((await bob.widgets()).length).toBe(99);
      expect(await bob.scenes()).toEqual([]);
      expect(await bob.media()).toEqual([]);
    }, 60_000);
  });
});
