import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_LIMITS, type ModerationView } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';
import { uuidv7 } from '../../platform/ids';
import { serverRoot } from '../../platform/paths';
import { moderationLog, moderationSettings } from './moderation.schema';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** The moderation API: validation (a 400 naming the field, nothing written), access, the log. */
describeEachDatabase('moderation API', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db(), {});
  });
  afterAll(async () => app.close());

  async function account() {
    const { token, user, username } = await signUp(app);
    const call = (method: Method, url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { id: user.id, username, call };
  }

  describe('validation', () => {
    const refused = async (url: string, body: unknown, field: string) => {
      const owner = await account();
      const before = (await owner.call('GET', '/api/moderation')).json<ModerationView>();
      const response = await owner.call(
        url.startsWith('/esc') ? 'PUT' : 'PATCH',
        `/api/moderation${url}`,
        body,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
      // Nothing was written.
      expect((await owner.call('GET', '/api/moderation')).json<ModerationView>()).toEqual(before);
      return response.json<{ message: string }>().message;
    };

    it('names the field of a bad rule setting', async () => {
      await refused(
        '/rules/long_message',
        { enabled: true, settings: { maxLength: 5 } },
        'settings.maxLength',
      );
      await refused('/rules/caps', { settings: { percent: 101 } }, 'settings.percent');
      await refused('/rules/links', { settings: { allow: ['not a domain'] } }, 'settings.allow.0');
      await refused('/rules/links', { settings: { allow: null } }, 'settings.allow');
      await refused('/rules/caps', { settings: { unknown: 1 } }, 'settings');
      await refused('/rules/caps', { timeoutMinutes: 0 }, 'timeoutMinutes');
      await refused('/rules/caps', { timeoutMinutes: 10_081 }, 'timeoutMinutes');
      await refused('/rules/caps', { action: 'shout' }, 'action');
      await refused('/rules/caps', { dryRun: null }, 'dryRun');
      await refused('/rules/caps', { exempt: { users: ['no spaces please'] } }, 'exempt.users.0');
      // An unknown key: the platform's route helper names the body, and the key in its message.
      expect(await refused('/rules/caps', { surprise: true }, 'body')).toContain('surprise');
    });

    it('refuses an unknown rule', async () => {
      const owner = await account();
      const response = await owner.call('PATCH', '/api/moderation/rules/everything', {
        enabled: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field).toBe('rule');
    });

    it('refuses an expression that could backtrack without bound, naming it', async () => {
      const message = await refused(
        '/rules/banned_words',
        {
          settings: {
            terms: [
              { text: 'fine', mode: 'word' },
              { text: '(a+)+$', mode: 'regex' },
            ],
          },
        },
        'settings.terms.1.text',
      );
      expect(message).toContain('(a+)+$');
      await refused(
        '/rules/banned_words',
        { settings: { terms: [{ text: '(?<=x)y', mode: 'regex' }] } },
        'settings.terms.0.text',
      );
      await refused(
        '/rules/banned_words',
        { settings: { terms: [{ text: '[', mode: 'regex' }] } },
        'settings.terms.0.text',
      );
    });

    it('refuses NUL characters, lone surrogates, long terms and long lists', async () => {
      await refused(
        '/rules/banned_words',
        { settings: { terms: [{ text: 'bad\u0000word' }] } },
        'settings.terms.0.text',
      );
      await refused(
        '/rules/banned_words',
        { settings: { terms: [{ text: 'bad\ud800' }] } },
        'settings.terms.0.text',
      );
      await refused(
        '/rules/banned_words',
        { settings: { terms: [{ text: 'x'.repeat(201) }] } },
        'settings.terms.0.text',
      );
      const many = Array.from({ length: MODERATION_LIMITS.terms + 1 }, (_, i) => ({
        text: `word${i}`,
      }));
      await refused('/rules/banned_words', { settings: { terms: many } }, 'settings.terms');
      const expressions = Array.from({ length: MODERATION_LIMITS.expressions + 1 }, (_, i) => ({
        text: `x${i}`,
        mode: 'regex',
      }));
      await refused('/rules/banned_words', { settings: { terms: expressions } }, 'settings.terms');
    });

    it('checks the escalation and the warning’s variables', async () => {
      await refused('/escalation', { steps: [], decayMinutes: 10, warning: null }, 'steps');
      await refused('/escalation', { steps: [1, 2, 3, 4, 5, 6] }, 'steps');
      await refused('/escalation', { steps: [0] }, 'steps.0');
      await refused('/escalation', { warning: 'Hey {viewer}!' }, 'warning');
    });

    it('saves a full set of 1,000 terms and answers it back', async () => {
      const owner = await account();
      const terms = Array.from({ length: MODERATION_LIMITS.terms }, (_, i) => ({
        text: `term${i}`,
        mode: i % 50 === 0 ? ('regex' as const) : ('word' as const),
      }));
      const response = await owner.call('PATCH', '/api/moderation/rules/banned_words', {
        enabled: true,
        settings: { terms },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ModerationView>().rules.banned_words.settings.terms).toHaveLength(1000);
    });

    it('keeps what two saves of different rules changed', async () => {
      const owner = await account();
      await Promise.all([
        owner.call('PATCH', '/api/moderation/rules/caps', { enabled: true }),
        owner.call('PATCH', '/api/moderation/rules/links', { enabled: true }),
        owner.call('PUT', '/api/moderation/escalation', { steps: [5] }),
      ]);
      const view = (await owner.call('GET', '/api/moderation')).json<ModerationView>();
      expect([view.rules.caps.enabled, view.rules.links.enabled, view.escalation.steps]).toEqual([
        true,
        true,
        [5],
      ]);
    });
  });

  describe('access', () => {
    it('lets the channel’s moderators manage it with ?owner=, and nobody else', async () => {
      const owner = await account();
      const mod = await account();
      const stranger = await account();
      expect(
        (await owner.call('POST', '/api/user/moderators', { username: mod.username })).statusCode,
      ).toBe(201);
      const q = `?owner=${owner.id}`;
      const saved = await mod.call('PATCH', `/api/moderation/rules/caps${q}`, { enabled: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(
        (await owner.call('GET', '/api/moderation')).json<ModerationView>().rules.caps.enabled,
      ).toBe(true);
      for (const path of ['', '/log']) {
        expect((await stranger.call('GET', `/api/moderation${path}${q}`)).statusCode).toBe(403);
        expect((await mod.call('GET', `/api/moderation${path}${q}`)).statusCode).toBe(200);
      }
      expect(
        (await stranger.call('PATCH', `/api/moderation/rules/caps${q}`, { enabled: false }))
          .statusCode,
      ).toBe(403);
      expect(
        (await owner.call('GET', '/api/moderation?owner=nope')).json<{ field: string }>().field,
      ).toBe('owner');
      expect((await app.inject({ method: 'GET', url: '/api/moderation' })).statusCode).toBe(401);
    });
  });

  describe('the log', () => {
    it('pages newest first and refuses to undo what cannot be undone', async () => {
      const owner = await account();
      const base = Date.UTC(2026, 10, 21, 12);
      const rows = Array.from({ length: 5 }, (_, i) => ({
        id: uuidv7(base + i * 1000),
        userId: owner.id,
        messageId: `m${i}`,
        broadcasterUserId: 1,
        viewerId: 7,
        viewerName: 'pixel_pat',
        rule: 'caps',
        excerpt: `line ${i}`,
        action: 'delete' as const,
        dryRun: false,
        outcome: 'done' as const,
        at: new Date(base + i * 1000),
      }));
      await db().db.insert(moderationLog).values(rows);
      const first = (await owner.call('GET', '/api/moderation/log?limit=2')).json<{
        entries: Array<{ id: string; excerpt: string }>;
        next: string;
      }>();
      expect(first.entries.map((e) => e.excerpt)).toEqual(['line 4', 'line 3']);
      const second = (
        await owner.call('GET', `/api/moderation/log?limit=2&before=${first.next}`)
      ).json<{
        entries: Array<{ excerpt: string }>;
        next: string | null;
      }>();
      expect(second.entries.map((e) => e.excerpt)).toEqual(['line 2', 'line 1']);
      const undo = await owner.call('POST', `/api/moderation/log/${rows[0]!.id}/undo`);
      expect(undo.statusCode).toBe(409);
      expect(
        (await owner.call('POST', `/api/moderation/log/${uuidv7(base)}/undo`)).statusCode,
      ).toBe(404);
      expect(
        (await owner.call('GET', '/api/moderation/log?limit=500')).json<{ field: string }>().field,
      ).toBe('limit');
      // Another channel's entry is not found from this one.
      const other = await account();
      expect((await other.call('POST', `/api/moderation/log/${rows[1]!.id}/undo`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('migration 0021', () => {
    it('gives the new copy-paste defaults to a rule that is off and still at the old ones, nothing else', async () => {
      const [off, on, chosen] = [await account(), await account(), await account()];
      const rules = (copy: object) => ({
        rules: { copy_paste: copy, links: { enabled: true } },
      });
      const old = { minViewers: 5, seconds: 30, minLength: 15 };
      const rows = [
        [off.id, rules({ enabled: false, settings: old })],
        [on.id, rules({ enabled: true, settings: old })],
        [chosen.id, rules({ enabled: false, settings: { ...old, minViewers: 6 } })],
      ] as const;
      for (const [userId, settings] of rows)
        await db().db.insert(moderationSettings).values({ userId, settings, active: true });
      // The migration's data statement, as the server ran it at start.
      const statement = readFileSync(
        path.join(serverRoot, 'drizzle/0021_moderation_raids.sql'),
        'utf8',
      ).split('--> statement-breakpoint')[1]!;
      await db().db.execute(sql.raw(statement));
      const copyPaste = async (owner: typeof off) =>
        (await owner.call('GET', '/api/moderation')).json<ModerationView>().rules.copy_paste
          .settings;
      expect(await copyPaste(off)).toEqual({
        minViewers: 10,
        seconds: 30,
        minLength: 20,
        ignoreCommon: true,
      });
      expect(await copyPaste(on)).toEqual({ ...old, ignoreCommon: true });
      expect(await copyPaste(chosen)).toEqual({ ...old, minViewers: 6, ignoreCommon: true });
    });
  });
});
