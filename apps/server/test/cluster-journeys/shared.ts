import { expect } from 'vitest';
import { REALTIME_PATH } from '@kyo/contracts';
import { consent } from '../emulator';
import { makeSignup } from '../factories';
import type { startCluster } from '../cluster';
import { TestSocket } from '../test-socket';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** One HTTP call to a node or the proxy, its JSON answer read loosely. */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: object,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- loosely read API answers
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { html: text };
  }
  return { status: response.status, json };
}

export const health = async (base: string) =>
  (await call(base, 'GET', '/api/health')).json as {
    status: string;
    redis: { status: string; leases?: string[] };
  };

/** An overlay socket on a node (or the proxy), hello sent. The caller drops it. */
export async function overlay(base: string, hello: object) {
  const socket = await TestSocket.open(`${base.replace('http', 'ws')}${REALTIME_PATH}`);
  socket.send({ type: 'hello', role: 'overlay', ...hello });
  return socket;
}

/** Signs up and connects the emulator's streamer channel, all through the proxy. */
export async function connectStreamer(cluster: Cluster) {
  const base = cluster.proxyUrl;
  const signup = makeSignup();
  const registered = await call(base, 'POST', '/api/user/register', undefined, signup);
  expect(registered.status).toBe(201);
  const token = registered.json.token as string;
  const start = (await call(base, 'GET', '/api/kick/oauth', token)).json;
  const back = await consent(start.url);
  const tokens = (
    await call(base, 'POST', '/api/kick/token', token, {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      verifier: start.verifier,
    })
  ).json;
  const profile = (await call(base, 'GET', '/api/kick/users', tokens.access_token)).json.data[0];
  const saved = await call(base, 'POST', '/api/user/connections/kick', token, {
    username: profile.name,
    providerId: String(profile.user_id),
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresIn: tokens.expires_in,
    scope: tokens.scope,
  });
  expect(saved.status).toBe(200);
  const subscribed = await call(
    base,
    'GET',
    `/api/events/subscribe/${registered.json.user.id}`,
    token,
  );
  expect(subscribed.status).toBe(200);
  return { token, userId: registered.json.user.id as string, ...signup };
}
export type ClusterStreamer = Awaited<ReturnType<typeof connectStreamer>>;

/** What each journey module of multi-node-features.int.test.ts is handed (ready in its tests). */
export interface ClusterWorld {
  cluster(): Cluster;
  streamer(): ClusterStreamer;
}
