import { Script } from 'node:vm';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, createEmulator } from './emulator';
import { emulatorPlugin } from './plugin';
import { CLIENTS, type TestEmulator, startTestEmulator } from './test/harness';
import { emulatorUrls } from './urls';

describe('control page', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.close());

  it('serves the page as HTML with only an external script and stable test ids', async () => {
    const response = await fetch(`${emu.url}/`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<script src="/assets/control.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+="/); // no inline handlers either
    for (const id of [
      'channel-select',
      'chat-log',
      'chat-username',
      'chat-content',
      'chat-send',
      'badge-moderator',
      'go-live',
      'event-follow',
      'spotify-stop',
      'faults-list',
      'deliveries-list',
      'tokens-list',
    ]) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(html).toContain('<label class="field field--narrow"><span>Viewer</span>');
  });

  it('serves the script and the stylesheet with their content types, and the script parses', async () => {
    const script = await fetch(`${emu.url}/assets/control.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    expect(() => new Script(code)).not.toThrow(); // a syntax error would break the whole page
    expect(code).toContain('`/kick/channels/${ui.channelId}/chat?limit=200`');
    const css = await fetch(`${emu.url}/assets/emulator.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.chat-line--bot');
  });

  it('serves generated images for avatars and album art', async () => {
    const image = await fetch(`${emu.url}/images/kyo-demo.svg?size=64`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('>KD</text>');
  });
});

describe('emulator plugin inside a host server', () => {
  let host: FastifyInstance;
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = createEmulator({ publicUrl: 'http://localhost:3000/emulator', clients: CLIENTS });
    host = Fastify({ logger: false });
    // The host's own choices must not leak into the emulator.
    host.setValidatorCompiler(() => () => {
      throw new Error('host validator must not run for emulator routes');
    });
    host.setErrorHandler((_error, _request, reply) => reply.status(418).send({ host: true }));
    await host.register(formbody);
    await host.register(emulatorPlugin, { prefix: '/emulator', emulator });
    host.get('/api/health', async () => ({ ok: true }));
  });
  afterAll(() => host.close());

  it('mounts under the prefix with prefixed asset and control paths', async () => {
    const page = await host.inject({ url: '/emulator/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/emulator/assets/control.js"');
    expect(page.body).toContain('data-control-path="/emulator/control"');
    expect((await host.inject({ url: '/emulator/assets/emulator.css' })).statusCode).toBe(200);
    expect((await host.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
  });

  it('answers errors in the provider’s shape, not the host’s', async () => {
    const token = await host.inject({
      method: 'POST',
      url: '/emulator/kick/id/oauth/token',
      payload:
        'grant_type=refresh_token&client_id=kyo-kick&client_secret=kick-secret&refresh_token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.json()).toMatchObject({ error: 'invalid_grant' });
    const api = await host.inject({ url: '/emulator/kick/api/public/v1/users' });
    expect(api.json()).toEqual({ data: {}, message: 'Unauthorized' });
    const badJson = await host.inject({
      method: 'POST',
      url: '/emulator/kick/api/public/v1/chat',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ data: {}, message: expect.any(String) });
    const missing = await host.inject({ url: '/emulator/kick/api/public/v1/nothing' });
    expect(missing.json()).toEqual({ data: {}, message: 'Not Found' });
    const control = await host.inject({
      method: 'PUT',
      url: '/emulator/control/kick/channels/1001/viewers',
      payload: { count: 'many' },
    });
    expect(control.json()).toMatchObject({ error: 'validation_failed', field: 'count' });
  });

  it('hands out URLs under the public URL', () => {
    expect(emulator.urls).toEqual(emulatorUrls('http://localhost:3000/emulator'));
    expect(emulator.urls.kickAuth).toBe('http://localhost:3000/emulator/kick/id');
    expect(emulator.urls.discordApi).toBe('http://localhost:3000/emulator/discord/api');
  });
});
