/**
 * run.ts's app around the load: its database (PGlite on disk or a throwaway PostgreSQL), the
 * streamers with Kick connected, and the widgets of the 'widgets' scenario.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { consent } from '@kyo/emulator/testing';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';
import { bearer, signUp } from '../../apps/server/test/factories';
import { findPostgresBin, startThrowawayCluster } from '../../apps/server/test/postgres-cluster';
import { ask } from './harness';

export async function openBenchDatabase(kind: 'pglite' | 'postgres') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-'));
  if (kind === 'pglite') {
    // On disk, as `npm start` runs it in demo mode.
    const database = await openDatabase(
      process.env.BENCH_PGLITE_MEMORY ? {} : { dataDir: path.join(dir, 'db') },
    );
    await database.migrate(migrationsFolder);
    return {
      database,
      close: async () => (await database.close(), rmSync(dir, { recursive: true })),
    };
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (initdb, pg_ctl)');
  const cluster = await startThrowawayCluster(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE kyo_bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/kyo_bench';
  const database = await openDatabase({ url: url.toString() });
  await database.migrate(migrationsFolder);
  return {
    database,
    close: async () => {
      await database.close();
      cluster.stop();
      rmSync(dir, { recursive: true });
    },
  };
}

/** Kyo users with Kick connected (OAuth with PKCE through the app) and a `!hello` command. */
export async function setupStreamers(app: FastifyInstance, worker: Worker, count: number) {
  const userTokens: string[] = [];
  const { accounts } = await ask<{ accounts: Array<{ userId: number; username: string }> }>(
    worker,
    { type: 'create-streamers', count },
  );
  for (const account of accounts) {
    const user = await signUp(app);
    userTokens.push(user.token);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
    const start = (await call('GET', '/api/kick/oauth')).json<{ url: string; verifier: string }>();
    const back = await consent(start.url, { account: String(account.userId) });
    const tokens = (
      await call('POST', '/api/kick/token', {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: start.verifier,
      })
    ).json<{ access_token: string; refresh_token: string; expires_in: number; scope: string }>();
    const saved = await call('POST', '/api/user/connections/kick', {
      username: account.username,
      providerId: String(account.userId),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    });
    if (saved.statusCode !== 200) throw new Error(`connect failed: ${saved.body}`);
    const command = await call('POST', '/api/bot/commands', {
      name: 'hello',
      responses: ['{1}'],
      globalCooldownSeconds: 0,
    });
    if (command.statusCode !== 201) throw new Error(`command failed: ${command.body}`);
  }
  return { accounts, tokens: userTokens };
}

/**
 * The 'widgets' scenario: every channel gets a chat leaderboard and an emote streak (created
 * before the run, deleted after), so runs with and without them alternate on the same app.
 */
export async function withWidgets(app: FastifyInstance, tokens: string[]) {
  const ids: Array<{ token: string; id: string }> = [];
  for (const token of tokens) {
    for (const type of ['chat-leaderboard', 'emote-streak']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/widgets',
        headers: bearer(token),
        payload: { type },
      });
      if (created.statusCode !== 201) throw new Error(`widget failed: ${created.body}`);
      ids.push({ token, id: created.json<{ id: string }>().id });
    }
  }
  return async () => {
    for (const { token, id } of ids)
      await app.inject({ method: 'DELETE', url: `/api/widgets/${id}`, headers: bearer(token) });
  };
}
