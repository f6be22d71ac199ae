import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, checkedAddress, RefusedAddress } from './ssrf-guard';
import { signatureHeader, verifySignature } from './signature';
import { postWebhook, type PostOptions } from './webhook-http';

describe('the SSRF guard', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and reserved addresses, and IPv6 forms that carry them', () => {
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:0a00:0001::1',
      '2001::1',
      'ff02::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses every IPv6 form that carries a private, loopback or link-local IPv4 address', () => {
    const forms: Record<string, string[]> = {
      // ::a.b.c.d (RFC 4291, deprecated): refused whatever it carries, written either way.
      'IPv4-compatible': ['::127.0.0.1', '::7f00:1', '::10.11.12.13', '::a9fe:a9fe', '::8.8.8.8'],
      'IPv4-mapped': ['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:a9fe:a9fe'],
      'IPv4-translated': ['::ffff:0:127.0.0.1', '::ffff:0:c0a8:101'],
      'NAT64 well-known': ['64:ff9b::127.0.0.1', '64:ff9b::a0b:c0d', '64:ff9b::169.254.169.254'],
      // The local-use prefix may hold the IPv4 part anywhere: refused whatever it carries.
      'NAT64 local-use': ['64:ff9b:1::a00:1', '64:ff9b:1:7f00:1::', '64:ff9b:1::808:808'],
      '6to4': ['2002:7f00:1::1', '2002:a0b:c0d::', '2002:a9fe:a9fe:1::1', '2002:c0a8:101::1'],
      // The client's address is obfuscated in it: refused whatever it carries.
      Teredo: ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::1'],
    };
    for (const [form, addresses] of Object.entries(forms))
      for (const address of addresses)
        expect(isPublicAddress(address), `${form}: ${address}`).toBe(false);
  });

  it('refuses a URL whose host is such a form, as the URL parser writes it, before connecting', async () => {
    const resolve = async () => {
      throw new Error('a literal address is not looked up');
    };
    for (const url of [
      'http://[::127.0.0.1]:8080/',
      'http://[::7f00:1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[2002:7f00:1::1]/',
    ])
      await expect(
        checkedAddress(new URL(url), { allowPrivate: false, resolve }),
        url,
      ).rejects.toBeInstanceOf(RefusedAddress);
  });

  it('lets public addresses through, IPv4 ones carried by NAT64 and 6to4 too', () => {
    for (const address of [
      '1.1.1.1',
      '93.184.216.34',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('checks every address a name resolves to, and answers the one it checked', async () => {
    const resolve = async (host: string) =>
      ({ 'ok.example': ['8.8.8.8'], 'mixed.example': ['8.8.8.8', '10.0.0.5'] })[host] ?? [];
    await expect(
      checkedAddress(new URL('https://ok.example/x'), { allowPrivate: false, resolve }),
    ).resolves.toEqual({ address: '8.8.8.8', family: 4 });
    // Refused without saying where the name points.
    const refused = checkedAddress(new URL('https://mixed.example/x'), {
      allowPrivate: false,
      resolve,
    });
    await expect(refused).rejects.toThrow(
      'mixed.example is not a public address: Kyo does not deliver to private or local networks (WEBHOOKS_ALLOW_PRIVATE)',
    );
    await expect(refused).rejects.not.toThrow(/10\.0\.0\.5/);
    await expect(
      checkedAddress(new URL('https://none.example/x'), { allowPrivate: false, resolve }),
    ).rejects.toBeInstanceOf(RefusedAddress);
    await expect(
      checkedAddress(new URL('http://[::1]:8080/x'), { allowPrivate: false, resolve }),
    ).rejects.toBeInstanceOf(RefusedAddress);
    await expect(
      checkedAddress(new URL('https://mixed.example/x'), { allowPrivate: true, resolve }),
    ).resolves.toEqual({ address: '8.8.8.8', family: 4 });
  });
});

describe('the signature', () => {
  const body = '{"id":"1","type":"kyo.test"}';
  it('is an HMAC-SHA256 of "<t>.<body>" that a receiver checks within the window', () => {
    const header = signatureHeader('whsec_secret', body, 1_800_000_000);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_secret', body, header, 1_800_000_000)).toBe(true);
    expect(verifySignature('whsec_secret', body, header, 1_800_000_300)).toBe(true);
    // replayed later than the window, or made for the future
    expect(verifySignature('whsec_secret', body, header, 1_800_000_301)).toBe(false);
    expect(verifySignature('whsec_secret', body, header, 1_799_999_699)).toBe(false);
    // another secret, another body, a forged t
    expect(verifySignature('whsec_other', body, header, 1_800_000_000)).toBe(false);
    expect(verifySignature('whsec_secret', `${body} `, header, 1_800_000_000)).toBe(false);
    const forged = header.replace('t=1800000000', 't=1800000100');
    expect(verifySignature('whsec_secret', body, forged, 1_800_000_100)).toBe(false);
    expect(verifySignature('whsec_secret', body, 'garbage', 1_800_000_000)).toBe(false);
  });
});

describe('posting a webhook', () => {
  let server: Server;
  let port: number;
  const seen: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> = [];
  const handlers: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/ok': (_req, res) => res.writeHead(200).end('thanks'),
    '/fail': (_req, res) => res.writeHead(503).end('down for maintenance'),
    '/redirect': (_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
    '/huge': (_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 1000 && res.write(chunk)) sent += 1;
        if (sent < 1000) res.once('drain', pump);
        else res.end();
      };
      pump();
    },
    '/slow': () => undefined,
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', headers: req.headers, body });
        (handlers[req.url ?? ''] ?? handlers['/ok']!)(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  let lookups = 0;
  const options = (overrides: Partial<PostOptions> = {}): PostOptions => ({
    allowPrivate: true,
    // A name only this resolver knows: the connection can only reach it through the pinned answer.
    resolve: async (host) => {
      lookups += 1;
      return host === 'tools.streamer.test' ? ['127.0.0.1'] : [];
    },
    timeoutMs: 2_000,
    maxBytes: 64 * 1024,
    ...overrides,
  });
  const url = (path: string) => `http://tools.streamer.test:${port}${path}`;
  const post = (path: string, overrides: Partial<PostOptions> = {}) =>
    postWebhook(url(path), { 'kyo-signature': 't=1,v1=x' }, '{"a":1}', options(overrides), () =>
      Date.now(),
    );

  it('connects to the address it checked, with one lookup, and sends the body and headers', async () => {
    lookups = 0;
    const result = await post('/ok');
    expect(result).toMatchObject({ ok: true, status: 200, error: null, excerpt: 'thanks' });
    expect(lookups).toBe(1);
    const last = seen.at(-1)!;
    expect(last.body).toBe('{"a":1}');
    expect(last.headers['kyo-signature']).toBe('t=1,v1=x');
    expect(last.headers.host).toBe(`tools.streamer.test:${port}`);
  });

  it('refuses a name that resolves inside unless private addresses are allowed, sending nothing', async () => {
    const before = seen.length;
    const result = await post('/ok', { allowPrivate: false });
    expect(result.ok).toBe(false);
    expect(result.status).toBeNull();
    expect(result.error).toMatch(/tools\.streamer\.test is not a public address/);
    // What the name resolves to is not said: the log must not map a network it cannot see.
    expect(result.error).not.toContain('127.0.0.1');
    const literal = await postWebhook(
      `http://127.0.0.1:${port}/ok`,
      {},
      '{}',
      options({ allowPrivate: false }),
      () => Date.now(),
    );
    expect(literal.ok).toBe(false);
    expect(seen.length).toBe(before);
  });

  it('follows no redirect, and says where it pointed', async () => {
    const before = seen.length;
    const result = await post('/redirect');
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(result.error).toContain('169.254.169.254');
    expect(seen.length).toBe(before + 1);
  });

  it('fails on an error status with an excerpt, on a timeout, and caps a huge answer', async () => {
    const failed = await post('/fail');
    expect(failed).toMatchObject({ ok: false, status: 503, error: 'The receiver answered 503' });
    expect(failed.excerpt).toBe('down for maintenance');

    const started = Date.now();
    const slow = await post('/slow', { timeoutMs: 300 });
    expect(slow).toMatchObject({ ok: false, status: null });
    expect(slow.error).toMatch(/No answer within/);
    expect(Date.now() - started).toBeLessThan(5_000);

    const huge = await post('/huge', { maxBytes: 32 * 1024 });
    expect(huge.status).toBe(200);
    expect(huge.error).toMatch(/cut at 32768 bytes/);
    expect(huge.excerpt!.length).toBeLessThanOrEqual(2048);
  });

  it('reports a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await postWebhook(
      `http://tools.streamer.test:${freePort}/`,
      {},
      '{}',
      options(),
      () => Date.now(),
    );
    expect(result).toMatchObject({ ok: false, status: null, error: 'The connection was refused' });
  });
});
