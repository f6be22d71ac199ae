import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProviderError, form, parseJson, providerRequest } from './http';
import { undiciFetch } from './transport';

/** The platforms' HTTP client against a real local server: what providerRequest relies on. */
describe('undiciFetch', () => {
  let server: http.Server;
  let base: string;
  const seen: { method: string; type: string | undefined; body: string; auth?: string }[] = [];
  const sockets = new Set<unknown>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      sockets.add(req.socket);
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          type: req.headers['content-type'],
          body,
          ...(req.headers.authorization ? { auth: req.headers.authorization } : {}),
        });
        const url = req.url ?? '';
        if (url === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
        if (url === '/busy') {
          res.writeHead(429, { 'Retry-After': '7', 'content-type': 'application/json' });
          return void res.end('{"message":"slow down"}');
        }
        if (url === '/html') return void res.end('<html>not json</html>');
        if (url === '/empty') {
          res.writeHead(204);
          return void res.end();
        }
        res.writeHead(200, { 'content-type': 'application/json', 'X-Thing': 'yes' });
        res.end(JSON.stringify({ data: { echo: body } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the method, headers and a JSON body, and reads status, headers and JSON back', async () => {
    const response = await undiciFetch(`${base}/chat`, {
      method: 'POST',
      headers: { authorization: 'Bearer t0k', 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'hé 👋' }),
    });
    expect(response.ok).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-thing')).toBe('yes');
    expect(response.headers.get('X-Thing')).toBe('yes');
    expect(response.headers.get('absent')).toBeNull();
    expect(await response.json()).toEqual({ data: { echo: '{"content":"hé 👋"}' } });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      type: 'application/json',
      body: '{"content":"hé 👋"}',
      auth: 'Bearer t0k',
    });
  });

  it('sends a form as fetch does, with its content type unless the caller set one', async () => {
    await undiciFetch(`${base}/token`, { method: 'POST', body: form({ a: '1 2', b: 'x&y' }) });
    expect(seen.at(-1)).toMatchObject({
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'a=1+2&b=x%26y',
    });
    await undiciFetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ a: '1' }),
    });
    expect(seen.at(-1)).toMatchObject({ type: 'application/x-www-form-urlencoded', body: 'a=1' });
  });

  it('reuses its connections whether or not the caller reads the answer', async () => {
    sockets.clear();
    for (let i = 0; i < 20; i++) await undiciFetch(`${base}/x`, {});
    // Unread answers that held their sockets would take 20; the pool may open a second.
    expect(sockets.size).toBeLessThanOrEqual(2);
    const empty = await undiciFetch(`${base}/empty`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('maps a 429 with Retry-After, a timeout, a refused port and a body that is not JSON', async () => {
    const busy = await providerRequest('kick', `${base}/busy`, {}, { timeoutMs: 1_000 }).catch(
      (e: unknown) => e,
    );
    expect(busy).toBeInstanceOf(ProviderError);
    expect(busy).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 7_000 });
    expect((busy as Error).message).toBe('slow down');

    const slow = await providerRequest('kick', `${base}/slow`, {}, { timeoutMs: 100 }).catch(
      (e: unknown) => e,
    );
    expect(slow).toMatchObject({ kind: 'timeout' });

    const cancelled = new AbortController();
    const call = providerRequest(
      'spotify',
      `${base}/slow`,
      { signal: cancelled.signal },
      { timeoutMs: 5_000 },
    ).catch((e: unknown) => e);
    setTimeout(() => cancelled.abort(), 50);
    expect(await call).toMatchObject({
      kind: 'network',
      message: 'the call to spotify was cancelled',
    });

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await providerRequest(
      'discord',
      `http://127.0.0.1:${port}/`,
      {},
      { timeoutMs: 1_000 },
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'network', message: 'discord could not be reached' });

    const html = await providerRequest('kick', `${base}/html`, {}, { timeoutMs: 1_000 });
    const parsed = await parseJson('kick', html, z.object({})).catch((e: unknown) => e);
    expect(parsed).toMatchObject({ kind: 'bad_response' });
  });
});
