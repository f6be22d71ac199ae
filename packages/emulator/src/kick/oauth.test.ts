import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  REDIRECT,
  type TestEmulator,
  bearer,
  consent,
  form,
  kickAuthorizeUrl,
  kickCode,
  kickTokens,
  newVerifier,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const tokenUrl = () => `${emu.url}/kick/id/oauth/token`;

function exchange(fields: Record<string, string>) {
  return fetch(
    tokenUrl(),
    form({
      grant_type: 'authorization_code',
      client_id: 'kyo-kick',
      client_secret: 'kick-secret',
      redirect_uri: REDIRECT.kick,
      ...fields,
    }),
  );
}

describe('Kick OAuth authorize page', () => {
  it('shows the app name, the requested scopes and the accounts to sign in with', async () => {
    const response = await fetch(
      kickAuthorizeUrl(emu.url, { scopes: ['user:read', 'chat:write'], verifier: newVerifier() }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('data-testid="consent-app-name">Kyo<');
    expect(html).toContain('<code>chat:write</code>');
    expect(html).toContain('kyo_demo (streamer)');
    expect(html).toContain('data-testid="consent-authorize"');
  });

  it('speaks the streamer’s language (Accept-Language): Spanish, Brazilian Portuguese', async () => {
    const url = kickAuthorizeUrl(emu.url, { scopes: ['chat:write'], verifier: newVerifier() });
    const page = async (language: string) =>
      (await fetch(url, { headers: { 'accept-language': language } })).text();
    const spanish = await page('es-MX,es;q=0.9');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('quiere acceder a tu cuenta de Kick');
    expect(spanish).toContain('Enviar mensajes al chat y dejar que los bots escriban en tu chat');
    expect(spanish).toContain('>Autorizar</button>');
    const portuguese = await page('pt-BR');
    expect(portuguese).toContain('<html lang="pt-BR">');
    expect(portuguese).toContain('quer acessar sua conta Kick');
    expect(portuguese).toContain('<span>Entrar como</span>');
    expect(await page('fr-FR')).toContain('wants to access your Kick account');
  });

  it('answers 400 {"error":"Invalid request"} to a request without PKCE or with an unregistered redirect', async () => {
    const good = new URL(
      kickAuthorizeUrl(emu.url, { scopes: ['user:read'], verifier: newVerifier() }),
    );
    const noPkce = new URL(good);
    noPkce.searchParams.delete('code_challenge');
    const badRedirect = new URL(good);
    badRedirect.searchParams.set('redirect_uri', 'http://evil.example/callback');
    const badScope = new URL(good);
    badScope.searchParams.set('scope', 'user:read admin:everything');
    for (const url of [noPkce, badRedirect, badScope]) {
      const response = await fetch(url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid request' });
    }
  });

  it('redirects with the code and the state when the user authorizes', async () => {
    const login = await kickCode(emu.url, ['user:read']);
    expect(login.code).toMatch(/^[\w-]{20,}$/);
    expect(login.state).toBe('state-123');
  });

  it('redirects with error=access_denied and the state when the user denies', async () => {
    const location = await consent(
      kickAuthorizeUrl(emu.url, { scopes: ['user:read'], verifier: newVerifier() }),
      {},
      'deny',
    );
    expect(location.origin + location.pathname).toBe(REDIRECT.kick);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
  });
});

describe('Kick OAuth token endpoint', () => {
  it('exchanges a code with the right PKCE verifier for user tokens', async () => {
    const { code, verifier } = await kickCode(emu.url, ['user:read', 'chat:write']);
    const response = await exchange({ code, code_verifier: verifier });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 7200,
      scope: 'user:read chat:write',
    });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('rejects a wrong verifier, a wrong redirect_uri and a wrong client secret', async () => {
    const { code, verifier } = await kickCode(emu.url, ['user:read']);
    const wrongVerifier = await exchange({ code, code_verifier: newVerifier() });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const wrongRedirect = await exchange({
      code,
      code_verifier: verifier,
      redirect_uri: 'http://localhost:3000/other',
    });
    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });

    const wrongSecret = await exchange({ code, code_verifier: verifier, client_secret: 'nope' });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });

    // None of the failures consumed the code.
    expect((await exchange({ code, code_verifier: verifier })).status).toBe(200);
  });

  it('accepts a code once; replaying it fails and revokes what it issued', async () => {
    const { code, verifier } = await kickCode(emu.url, ['user:read']);
    const first = (await (await exchange({ code, code_verifier: verifier })).json()) as {
      access_token: string;
    };
    const replay = await exchange({ code, code_verifier: verifier });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    const users = await fetch(`${emu.url}/kick/api/public/v1/users`, bearer(first.access_token));
    expect(users.status).toBe(401);
  });

  it('refuses a code older than ten minutes', async () => {
    const { code, verifier } = await kickCode(emu.url, ['user:read']);
    emu.clock.advance(10 * 60_000 + 1);
    const response = await exchange({ code, code_verifier: verifier });
    expect(await response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Authorization code expired',
    });
  });

  it('insists on a form body', async () => {
    const response = await fetch(tokenUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refreshes: new tokens come back and the previous refresh token stays usable', async () => {
    const tokens = await kickTokens(emu.url, ['user:read']);
    const refresh = (token: string) =>
      fetch(
        tokenUrl(),
        form({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'kyo-kick',
          client_secret: 'kick-secret',
        }),
      );
    const response = await refresh(tokens.refresh_token);
    expect(response.status).toBe(200);
    const next = (await response.json()) as { access_token: string; refresh_token: string };
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    // Kick made refresh tokens reusable (docs/platforms/kick.md §2.4).
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    const bad = await refresh('not-a-token');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('issues an app token for client credentials, without refresh token', async () => {
    const response = await fetch(
      tokenUrl(),
      form({
        grant_type: 'client_credentials',
        client_id: 'kyo-kick',
        client_secret: 'kick-secret',
      }),
    );
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 5_184_000 });
    expect(body.refresh_token).toBeUndefined();
  });
});

describe('Kick OAuth revoke and introspect', () => {
  it('introspects a live token, then reports it inactive once revoked through the query string', async () => {
    const tokens = await kickTokens(emu.url, ['user:read', 'chat:write']);
    const introspect = () =>
      fetch(`${emu.url}/kick/id/oauth/token/introspect`, {
        method: 'POST',
        ...bearer(tokens.access_token),
      }).then((r) => r.json());
    expect(await introspect()).toEqual({
      data: {
        active: true,
        client_id: 'kyo-kick',
        token_type: 'user',
        scope: 'user:read chat:write',
        exp: Math.floor((emu.clock.now() + 7200_000) / 1000),
      },
      message: 'OK',
    });
    const revoke = await fetch(
      `${emu.url}/kick/id/oauth/revoke?token=${tokens.access_token}&token_hint_type=access_token`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(revoke.status).toBe(200);
    expect(await revoke.text()).toBe('OK');
    expect(await introspect()).toEqual({ data: { active: false }, message: 'OK' });
  });

  it('revoking a refresh token sent as a form ends the whole grant', async () => {
    const tokens = await kickTokens(emu.url, ['user:read']);
    await fetch(
      `${emu.url}/kick/id/oauth/revoke`,
      form({ token: tokens.refresh_token, token_hint_type: 'refresh_token' }),
    );
    const users = await fetch(`${emu.url}/kick/api/public/v1/users`, bearer(tokens.access_token));
    expect(users.status).toBe(401);
    const refresh = await fetch(
      tokenUrl(),
      form({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 'kyo-kick',
        client_secret: 'kick-secret',
      }),
    );
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs in as the account picked on the consent page', async () => {
    const viewer = emu.emulator.kick.accounts().find((a) => a.username === SEED.kick.bot.username)!;
    const tokens = await kickTokens(emu.url, ['user:read'], viewer.user_id);
    const users = (await (
      await fetch(`${emu.url}/kick/api/public/v1/users`, bearer(tokens.access_token))
    ).json()) as {
      data: { user_id: number; name: string }[];
    };
    expect(users.data[0]).toMatchObject({ user_id: SEED.kick.bot.userId, name: 'kyo_bot' });
  });
});
