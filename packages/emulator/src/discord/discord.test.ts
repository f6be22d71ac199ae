/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  REDIRECT,
  type TestEmulator,
  bearer,
  consent,
  form,
  json,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

interface DiscordTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  webhook?: {
    id: string;
    token: string;
    url: string;
    channel_id: string;
    guild_id: string;
    name: string;
    type: number;
    application_id: string;
  };
}

function authorizeUrl(scope: string) {
  const query = new URLSearchParams({
    client_id: 'kyo-discord',
    response_type: 'code',
    redirect_uri: REDIRECT.discord,
    scope,
    state: 'd1',
  });
  return `${emu.url}/discord/oauth2/authorize?${query}`;
}

async function connect(
  scope = 'identify webhook.incoming',
  channel = `${SEED.discord.guildId}:${SEED.discord.alertsChannelId}`,
) {
  const location = await consent(authorizeUrl(scope), { webhook_channel: channel });
  const response = await fetch(`${emu.url}/discord/api/oauth2/token`, {
    ...form({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code')!,
      redirect_uri: REDIRECT.discord,
    }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('kyo-discord:discord-secret').toString('base64')}`,
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DiscordTokens;
}

describe('Discord OAuth', () => {
  it('lets the user pick a server channel and returns a new webhook pointing at the emulator', async () => {
    const page = await (await fetch(authorizeUrl('identify webhook.incoming'))).text();
    expect(page).toContain('Kyo Demo › #stream-alerts');
    expect(page).toContain('data-testid="consent-webhook-channel"');

    const first = await connect();
    expect(first).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604_800,
      scope: 'identify webhook.incoming',
    });
    expect(first.webhook).toEqual({
      id: expect.stringMatching(/^\d{17,20}$/),
      token: expect.any(String),
      url: `${emu.url}/discord/api/webhooks/${first.webhook!.id}/${first.webhook!.token}`,
      channel_id: SEED.discord.alertsChannelId,
      guild_id: SEED.discord.guildId,
      name: 'Kyo Alerts',
      type: 1,
      avatar: null,
      application_id: 'kyo-discord',
    });
    const second = await connect();
    expect(second.webhook!.id).not.toBe(first.webhook!.id);
  });

  it('accepts client credentials in the body and returns the user from /users/@me and /oauth2/@me', async () => {
    const location = await consent(authorizeUrl('identify email'));
    const response = await fetch(
      `${emu.url}/discord/api/v10/oauth2/token`,
      form({
        grant_type: 'authorization_code',
        code: location.searchParams.get('code')!,
        redirect_uri: REDIRECT.discord,
        client_id: 'kyo-discord',
        client_secret: 'discord-secret',
      }),
    );
    const tokens = (await response.json()) as DiscordTokens;
    expect(tokens.webhook).toBeUndefined();
    const me = await (
      await fetch(`${emu.url}/discord/api/v10/users/@me`, bearer(tokens.access_token))
    ).json();
    expect(me).toMatchObject({
      id: SEED.discord.userId,
      username: 'kyo_demo',
      global_name: 'Kyo Demo',
      discriminator: '0',
      email: 'kyo_demo@example.com',
    });
    const auth = (await (
      await fetch(`${emu.url}/discord/api/oauth2/@me`, bearer(tokens.access_token))
    ).json()) as Record<string, any>;
    expect(auth).toMatchObject({
      application: { id: 'kyo-discord' },
      scopes: ['identify', 'email'],
      user: { id: SEED.discord.userId },
    });
  });

  it('revoking one token revokes the whole authorization', async () => {
    const tokens = await connect('identify');
    const revoke = await fetch(
      `${emu.url}/discord/api/oauth2/token/revoke`,
      form({
        token: tokens.refresh_token,
        client_id: 'kyo-discord',
        client_secret: 'discord-secret',
      }),
    );
    expect(revoke.status).toBe(200);
    const me = await fetch(`${emu.url}/discord/api/v10/users/@me`, bearer(tokens.access_token));
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: '401: Unauthorized', code: 0 });
  });

  it('refuses a JSON token request', async () => {
    const response = await fetch(
      `${emu.url}/discord/api/oauth2/token`,
      json('POST', { grant_type: 'authorization_code' }),
    );
    expect(response.status).toBe(400);
  });
});

describe('Discord incoming webhooks', () => {
  it('records an executed message: 204 by default, 200 with the message object when ?wait=true', async () => {
    const { webhook } = await connect();
    const plain = await fetch(webhook!.url, json('POST', { content: 'We are live!' }));
    expect(plain.status).toBe(204);
    expect(await plain.text()).toBe('');
    const waited = await fetch(
      `${emu.url}/discord/api/v10/webhooks/${webhook!.id}/${webhook!.token}?wait=true`,
      json('POST', {
        content: '@here going live',
        embeds: [
          {
            title: 'Speedrun night',
            url: 'https://kick.com/kyo_demo',
            color: 0x53fc18,
            fields: [{ name: 'Category', value: 'Minecraft', inline: true }],
          },
        ],
      }),
    );
    expect(waited.status).toBe(200);
    const message = (await waited.json()) as Record<string, any>;
    expect(message).toMatchObject({
      content: '@here going live',
      channel_id: SEED.discord.alertsChannelId,
      webhook_id: webhook!.id,
      author: { bot: true, username: 'Kyo Alerts' },
    });
    expect(message.embeds[0]).toMatchObject({ title: 'Speedrun night', type: 'rich' });
    const recorded = emu.emulator.discord.messages({ channelId: SEED.discord.alertsChannelId });
    expect(recorded.slice(0, 2).map((m) => m.content)).toEqual([
      '@here going live',
      'We are live!',
    ]);
    expect(recorded[0]!.channel).toBe('Kyo Demo #stream-alerts');
  });

  it('answers 400 Invalid Form Body for content over 2000 characters and more than 10 embeds', async () => {
    const { webhook } = await connect();
    const long = await fetch(webhook!.url, json('POST', { content: 'x'.repeat(2001) }));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        content: {
          _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }],
        },
      },
    });
    const many = await fetch(
      webhook!.url,
      json('POST', { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }),
    );
    expect(((await many.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty(
      'embeds',
    );
    const empty = await fetch(webhook!.url, json('POST', {}));
    expect(await empty.json()).toEqual({ code: 50006, message: 'Cannot send an empty message' });
  });

  it('answers 404 Unknown Webhook after the webhook is deleted', async () => {
    const { webhook } = await connect();
    const deleted = await fetch(webhook!.url, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const after = await fetch(webhook!.url, json('POST', { content: 'still there?' }));
    expect(after.status).toBe(404);
    expect(await after.json()).toEqual({ message: 'Unknown Webhook', code: 10015 });
  });

  it('answers 401 Invalid Webhook Token for a wrong token', async () => {
    const { webhook } = await connect();
    const response = await fetch(
      `${emu.url}/discord/api/webhooks/${webhook!.id}/wrong`,
      json('POST', { content: 'hi' }),
    );
    expect(await response.json()).toEqual({ message: 'Invalid Webhook Token', code: 50027 });
  });
});

describe('Discord CDN stand-in', () => {
  it('serves avatars and default avatars as images, so a demo loads nothing from Discord', async () => {
    for (const path of [
      '/embed/avatars/3.png',
      '/avatars/80351110224678912/a_1269e74af4df7417b13759eae50c83dc.gif',
    ]) {
      const response = await fetch(`${emu.url}/discord/cdn${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('image/svg+xml');
      expect(await response.text(), path).toContain('<svg');
    }
    for (const path of [
      '/embed/avatars/9.png',
      '/avatars/x/y.png',
      '/avatars/1/..%2F..%2Fsecret.png',
    ]) {
      expect((await fetch(`${emu.url}/discord/cdn${path}`)).status, path).toBe(404);
    }
  });
});
