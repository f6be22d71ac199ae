import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MEDIA_LIMITS,
  MEDIA_UPLOAD_MAX_BYTES,
  REALTIME_PATH,
  type MediaItem,
  type Widget,
} from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { bearer, signUp } from './factories';
import { postMedia } from './post-media';
import {
  startIngestWorld,
  type IngestWorld,
} from '../src/features/kick-events/kick-events.test-helper';
import { TestSocket } from './test-socket';
import { FakeTtsEngine } from '../src/features/tts/fake-tts-engine.test-helper';
import { TtsError } from '../src/features/tts/tts-engine';

const CHANNEL = 1001;
/** An MP3 as its first bytes say (an ID3 tag), padded to a size. */
const mp3 = (size = 2000, fill = 1) =>
  Buffer.concat([Buffer.from('ID3\u0004\u0000', 'latin1'), Buffer.alloc(size - 5, fill)]);
const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(200, 7)]);
/** A WebM as its first bytes say (an EBML header of doc type webm), padded to a size. */
const webm = (size: number) => {
  const header = Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x82,
    0x84,
    ...Buffer.from('webm'),
  ]);
  return Buffer.concat([header, Buffer.alloc(size - header.length, 3)]);
};

describeEachDatabase('alert media and text-to-speech', (db) => {
  let world: IngestWorld;
  let app: FastifyInstance;
  let url: string;
  const engine = new FakeTtsEngine();
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    world = await startIngestWorld(db(), { ttsEngine: engine });
    app = world.app;
    url = world.webhookUrl.replace(/\/api\/.*$/, '');
  }, 60_000);
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.close());
    engine.spoken.length = 0;
    await world.reset();
  });
  afterAll(async () => world.close());

  async function setUp(subscribe = true) {
    const me = await world.streamer({ subscribe });
    const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
      app.inject({ method, url: path, headers: bearer(me.token), ...(payload ? { payload } : {}) });
    // The file's bytes are the body, its name in the query.
    const upload = (name: string, data: Buffer, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/media?name=${encodeURIComponent(name)}`,
        headers: { ...bearer(me.token), 'content-type': 'application/octet-stream', ...headers },
        payload: data,
      });
    const create = async (type: string, settings: object = {}) => {
      const response = await call('POST', '/api/widgets', { type, settings });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Widget>();
    };
    return { ...me, call, upload, create };
  }

  /** Another streamer (without Kick: the emulator's one channel is the first one's). */
  async function stranger() {
    const { token } = await signUp(app);
    const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
      app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
    const create = async (type: string, settings: object = {}) =>
      (await call('POST', '/api/widgets', { type, settings })).json<Widget>();
    return { call, create };
  }

  describe('uploads', () => {
    it('stores a sound by its content, lists it, and serves it to the owner’s display by key', async () => {
      const me = await setUp(false);
      const response = await me.upload('ding.mp3', mp3());
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json<MediaItem>();
      expect(item).toMatchObject({ kind: 'sound', contentType: 'audio/mpeg', name: 'ding.mp3' });
      expect(item.ref).toBe(`media:${item.sha256}`);
      // The same file again is stored once.
      expect((await me.upload('again.mp3', mp3())).json<MediaItem>().sha256).toBe(item.sha256);
      const list = (await me.call('GET', '/api/media')).json<{
        items: MediaItem[];
        usage: object;
      }>();
      expect(list.items).toHaveLength(1);
      expect(list.usage).toEqual({ bytes: 2000, files: 1 });

      const alert = await me.create('follower-alert', { sound: { url: item.ref, volume: 50 } });
      const served = await app.inject({ url: `/api/overlay-media/${alert.key}/${item.sha256}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('audio/mpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(mp3())).toBe(true);
      const again = await app.inject({
        url: `/api/overlay-media/${alert.key}/${item.sha256}`,
        headers: { 'if-none-match': served.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      const mine = await me.call('GET', `/api/media/${item.sha256}/content`);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toContain('private');
    });

    it('refuses a file by its content, whatever its name says, and one past its kind’s cap', async () => {
      const me = await setUp(false);
      const html = await me.upload('song.mp3', Buffer.from('<html><script>alert(1)</script>'));
      expect(html.statusCode).toBe(400);
      expect(html.json()).toMatchObject({ field: 'data' });
      const big = await me.upload('long.mp3', mp3(MEDIA_LIMITS.bytes.sound + 1));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ field: 'data' });
      expect((await me.upload('pic.gif', gif)).json<MediaItem>()).toMatchObject({
        kind: 'image',
        contentType: 'image/gif',
      });
    });

    it('refuses NUL and control characters in names, a missing name, an empty file and JSON, naming the field', async () => {
      const me = await setUp(false);
      // (A lone surrogate cannot be written in a URL: its UTF-8 decodes to U+FFFD.)
      for (const name of ['a\u0000b.mp3', 'line\nbreak.mp3', 'tab\tname.mp3', ' ']) {
        const response = await me.upload(name, mp3());
        expect(response.statusCode, name).toBe(400);
        expect(response.json()).toMatchObject({ field: 'name' });
      }
      const nameless = await app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...bearer(me.token), 'content-type': 'audio/mpeg' },
        payload: mp3(),
      });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json()).toMatchObject({ field: 'name' });
      const empty = await me.upload('empty.mp3', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      // The old form (base64 in JSON) is bytes like any other, and not a file Kyo takes.
      const json = await me.call('POST', '/api/media?name=x.mp3', {
        name: 'x.mp3',
        data: mp3().toString('base64'),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({
        field: 'data',
        message: expect.stringMatching(/^This file is not/),
      });
      expect((await me.call('GET', '/api/media')).json<{ items: unknown[] }>().items).toEqual([]);
    });

    it('takes a 5 MB video as raw bytes with its type, and answers a JSON 413 naming the limit above it', async () => {
      const me = await setUp(false);
      const video = webm(MEDIA_LIMITS.bytes.video);
      const stored = await me.upload('clip.webm', video, { 'content-type': 'video/webm' });
      expect(stored.statusCode, stored.body).toBe(201);
      expect(stored.json<MediaItem>()).toMatchObject({ kind: 'video', size: video.length });
      const over = await me.upload('long.webm', webm(MEDIA_UPLOAD_MAX_BYTES + 1));
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        error: 'payload_too_large',
        message: 'A file can be at most 5 MB',
        field: 'data',
      });
      // A body without a declared length is cut off as soon as it passes the limit.
      const chunked = await postMedia(url, me.token, {
        chunks: [webm(MEDIA_UPLOAD_MAX_BYTES), Buffer.alloc(1024)],
      });
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body)).toMatchObject({ message: 'A file can be at most 5 MB' });
      // Three bodies of 5 MB, one stored in the database: 20 s ran out on loaded runs.
    }, 60_000);

    it('serves a display only its owner’s files, and deletes', async () => {
      const me = await setUp(false);
      const other = await stranger();
      const item = (await me.upload('ding.mp3', mp3())).json<MediaItem>();
      const theirs = await other.create('follower-alert');
      expect(
        (await app.inject({ url: `/api/overlay-media/${theirs.key}/${item.sha256}` })).statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ url: `/api/overlay-media/${'x'.repeat(32)}/${item.sha256}` }))
          .statusCode,
      ).toBe(404);
      expect((await other.call('GET', `/api/media/${item.sha256}/content`)).statusCode).toBe(404);
      expect((await other.call('GET', `/api/media?owner=${me.userId}`)).statusCode).toBe(403);
      expect((await me.call('DELETE', `/api/media/${item.sha256}`)).statusCode).toBe(204);
      expect((await me.call('DELETE', `/api/media/${item.sha256}`)).statusCode).toBe(404);
    });
  });

  describe('who may upload, before the body is read', () => {
    it('answers 401 to a stranger’s upload whose body never finishes', async () => {
      // Declared 7 MB or 4 MB, 64 KB sent, the rest never: only an answer given before the body
      // is read can come back.
      for (const length of [7 * 1024 * 1024, 4 * 1024 * 1024]) {
        const answer = await postMedia(url, null, {
          length,
          chunks: [Buffer.alloc(64 * 1024, 1)],
          unfinished: true,
        });
        expect(answer.status, `${length}`).toBe(401);
        expect(JSON.parse(answer.body)).toMatchObject({ error: 'unauthorized' });
      }
      const mine = await setUp(false);
      const declared = await postMedia(url, mine.token, {
        length: 7 * 1024 * 1024,
        chunks: [Buffer.alloc(64 * 1024, 1)],
        unfinished: true,
      });
      expect(declared.status).toBe(413);
    });
  });

  describe('speech', () => {
    async function overlay(key: string) {
      const socket = await TestSocket.open(`${url.replace('http', 'ws')}${REALTIME_PATH}`);
      sockets.push(socket);
      socket.send({ type: 'hello', role: 'overlay', key });
      await socket.next('snapshot');
      return socket;
    }
    async function kicks(amount: number, message: string) {
      world.platforms.server.emulator.kick.giftKicks({
        broadcasterUserId: CHANNEL,
        username: 'pixel_pat',
        amount,
        message,
      });
      await world.platforms.server.emulator.whenIdle();
      await app.services.bus.drain();
    }

    it('speaks a Kicks message on the server for the display that shows it, once per clip', async () => {
      const me = await setUp();
      const alert = await me.create('subscribe', {
        tts: { enabled: true, minAmount: 100, voice: 'tr', rate: 1.5 },
      });
      const socket = await overlay(alert.key);
      await kicks(1000, 'gg https://spam.example.com [emote:37226:KEKW] thanks');
      const event = (await socket.next('event')).event as { speech: string };
      expect(event).toMatchObject({ kind: 'kicks', amount: 1000, speech: expect.any(String) });
      const speech = `/api/overlay-speech/${alert.key}?t=${event.speech}`;
      const first = await app.inject({ url: speech });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('audio/wav');
      expect(first.rawPayload.toString('utf8')).toContain('tr|1.5|gg thanks');
      expect((await app.inject({ url: speech })).statusCode).toBe(200);
      expect(engine.spoken).toHaveLength(1);

      // Another owner's display, a forged token and a widget that does not speak get nothing.
      const other = await stranger();
      const theirs = await other.create('subscribe', { tts: { enabled: true, minAmount: 0 } });
      expect(
        (await app.inject({ url: `/api/overlay-speech/${theirs.key}?t=${event.speech}` }))
          .statusCode,
      ).toBe(404);
      const [payload] = event.speech.split('.');
      expect(
        (await app.inject({ url: `/api/overlay-speech/${alert.key}?t=${payload}.forged` }))
          .statusCode,
      ).toBe(404);
      const quiet = await me.create('subscribe');
      expect(
        (await app.inject({ url: `/api/overlay-speech/${quiet.key}?t=${event.speech}` }))
          .statusCode,
      ).toBe(404);
    });

    it('does not speak gifts below the minimum, and runs messages through the filter first', async () => {
      const me = await setUp();
      const alert = await me.create('subscribe', { tts: { enabled: true, minAmount: 500 } });
      const socket = await overlay(alert.key);
      await kicks(100, 'small one');
      const small = (await socket.next('event')).event as { speech: string };
      expect(
        (await app.inject({ url: `/api/overlay-speech/${alert.key}?t=${small.speech}` }))
          .statusCode,
      ).toBe(404);

      app.widgets.setAlertHooks({
        filterMessage: async (_owner, text) => (text.includes('badword') ? null : text),
      });
      try {
        await kicks(1000, 'you badword');
        await kicks(1000, 'nice stream');
        const dropped = (await socket.next('event')).event;
        expect(dropped).toMatchObject({ kind: 'kicks', amount: 1000 });
        expect(dropped).not.toHaveProperty('message');
        expect(dropped).not.toHaveProperty('speech');
        expect((await socket.next('event')).event).toMatchObject({ message: 'nice stream' });
      } finally {
        app.widgets.setAlertHooks({ filterMessage: (_owner, text) => text });
      }
      expect(engine.spoken).toEqual([]);
    });

    it('answers 503, not 500, when the engine fails, and offers its voices to the builder', async () => {
      const me = await setUp(false);
      const voices = await me.call('GET', '/api/tts/voices');
      expect(voices.json()).toMatchObject({ engine: 'fake', voices: expect.any(Array) });
      const preview = await me.call('POST', '/api/tts/preview', {
        text: 'Thanks for the Kicks!',
        voice: 'en-us',
        rate: 1,
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.toString('utf8')).toContain('Thanks for the Kicks!');
      const nul = await me.call('POST', '/api/tts/preview', {
        text: 'a\u0000',
        voice: 'en',
        rate: 1,
      });
      expect(nul.statusCode).toBe(400);
      const failing = vi
        .spyOn(engine, 'synthesize')
        .mockRejectedValue(new TtsError('failed', 'boom'));
      try {
        const broken = await me.call('POST', '/api/tts/preview', {
          text: 'x',
          voice: 'en',
          rate: 1,
        });
        expect(broken.statusCode).toBe(503);
      } finally {
        failing.mockRestore();
      }
    });
  });
});
