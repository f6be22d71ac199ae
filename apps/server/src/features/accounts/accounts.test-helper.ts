/**
 * The accounts' integration suites (accounts, sessions, e-mail and password) each run on an app of
 * their own: a memory mailer, a fake clock, and the calls they all make.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from '../../../test/app';
import type { TestDatabase } from '../../../test/db';
import { bearer } from '../../../test/factories';
import { createMemoryMailer } from '../../../test/mail';
import { FakeClock } from '../../platform/clock';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** What the web app sends with each call (cookie endpoints require it). */
export const CLIENT = { 'x-kyo-client': '1' };

/** Builds the suite's app before its tests and closes it after. */
export function accountsApp(db: () => TestDatabase) {
  const mailer = createMemoryMailer();
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));
  let current: FastifyInstance | undefined;
  beforeAll(async () => {
    current = await buildTestApp(db(), { mailer, clock });
  });
  afterAll(async () => {
    await current?.close();
  });
  const app = () => current!;
  return {
    mailer,
    clock,
    /** The app, once built (in a `beforeAll`). */
    app,
    me: (token: string) =>
      app().inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) }),
    post: (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      app().inject({ method: 'POST', url, payload: payload as object, headers }),
  };
}
