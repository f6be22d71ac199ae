import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../../../test/db';
import { buildTestApp } from '../../../../../test/app';
import { signUp } from '../../../../../test/factories';
import { FakeClock } from '../../../../platform/clock';
import { SettingsRepo } from '../../alerts/settings.repo';
import { BotConfigCache } from '../../bot-config';
import { ChangeLog } from '../../changes/change-log';
import { commandManagement } from '../command-management';
import { CommandsRepo } from '../commands.repo';
import { CommandsService } from '../commands.service';
import { CooldownGate } from '../cooldowns';
import { addcomBuiltin } from './addcom.builtin';
import { delcomBuiltin } from './delcom.builtin';
import { editcomBuiltin } from './editcom.builtin';
import { builtinContext } from './test-context';

/**
 * !addcom, !editcom and !delcom through the real commands service on a real database: the
 * rules a command made in chat obeys are the API's own (name clashes, limits, the contract).
 */
describeEachDatabase('moderator commands in chat', (db) => {
  let app: FastifyInstance;
  let service: CommandsService;
  let changes: ChangeLog;
  let userId: string;
  beforeAll(async () => {
    app = await buildTestApp(db());
    const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));
    const repo = new CommandsRepo(db().db);
    const cache = new BotConfigCache(repo, new SettingsRepo(db().db), clock, async () => 'en');
    changes = new ChangeLog(db().db);
    service = new CommandsService(repo, cache, new CooldownGate(clock), clock, changes);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    userId = (await signUp(app)).user.id;
  });

  const chat = (rest: string, dryRun = false) =>
    builtinContext({
      rest,
      manage: commandManagement(service, userId, dryRun, { kind: 'chat', username: 'mod_mira' }),
    });

  it('adds a command and confirms in chat', async () => {
    expect(await addcomBuiltin.run(chat('!discord Join us at discord.gg/kyo'))).toBe(
      '@mod_mira Added !discord.',
    );
    expect(await service.list(userId)).toMatchObject([
      { name: 'discord', responses: ['Join us at discord.gg/kyo'] },
    ]);
  });

  it('explains the usage when the response is missing', async () => {
    expect(await addcomBuiltin.run(chat('!discord'))).toBe(
      '@mod_mira Usage: !addcom !name response',
    );
  });

  it('reports the service’s refusal in chat, and writes nothing', async () => {
    await addcomBuiltin.run(chat('!hello Hi'));
    expect(await addcomBuiltin.run(chat('!hello again'))).toBe(
      '@mod_mira Could not add !hello: !hello is already used by !hello',
    );
    expect(await addcomBuiltin.run(chat('!commands mine'))).toBe(
      '@mod_mira Could not add !commands: !commands is a built-in command',
    );
    expect((await service.list(userId)).map((c) => c.responses)).toEqual([['Hi']]);
  });

  it('replaces a response, or says there is no such command', async () => {
    await addcomBuiltin.run(chat('!hello Hi'));
    expect(await editcomBuiltin.run(chat('!hello Hi {user}!'))).toBe('@mod_mira Updated !hello.');
    expect((await service.list(userId))[0]!.responses).toEqual(['Hi {user}!']);
    expect(await editcomBuiltin.run(chat('!nope text'))).toBe(
      '@mod_mira There is no command !nope.',
    );
  });

  it('deletes a command, or says there is no such command', async () => {
    await addcomBuiltin.run(chat('!hello Hi'));
    expect(await delcomBuiltin.run(chat('!hello'))).toBe('@mod_mira Deleted !hello.');
    expect(await service.list(userId)).toEqual([]);
    expect(await delcomBuiltin.run(chat('!hello'))).toBe('@mod_mira There is no command !hello.');
    expect(await delcomBuiltin.run(chat(''))).toBe('@mod_mira Usage: !delcom !name');
  });

  it('changes nothing in a dry run (the playground)', async () => {
    expect(await addcomBuiltin.run(chat('!discord link', true))).toBe('@mod_mira Added !discord.');
    expect(await service.list(userId)).toEqual([]);
    expect(await changes.recent(userId, 10)).toEqual([]);
  });

  it('records each change with the Kick moderator who made it in chat', async () => {
    await addcomBuiltin.run(chat('!hello Hi'));
    await editcomBuiltin.run(chat('!hello Hi {user}!'));
    await delcomBuiltin.run(chat('!hello'));
    const recorded = await changes.recent(userId, 10);
    expect(recorded.map((c) => c.action).sort()).toEqual(
      ['command.created', 'command.deleted', 'command.updated'].sort(),
    );
    for (const change of recorded) {
      expect(change.subject).toBe('!hello');
      expect(change.actor).toEqual({ id: null, username: 'mod_mira', via: 'chat' });
    }
  });

  describe('who may use them', () => {
    it('is for moderators and up, and cannot be turned off', () => {
      for (const builtin of [addcomBuiltin, editcomBuiltin, delcomBuiltin]) {
        expect(builtin.permission).toBe('moderator');
        expect(builtin.setting).toBeNull();
      }
    });
  });
});
