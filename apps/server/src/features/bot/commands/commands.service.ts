import {
  RESERVED_TRIGGERS,
  type Command,
  type commandInputSchema,
  type commandPatchSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { pgErrorOf } from '../../../platform/db/errors';
import { badRequest, notFound } from '../../../platform/http/http-error';
import { uuidv7 } from '../../../platform/ids';
import type { BotConfigCache } from '../bot-config';
import type { ChangeActor, ChangeLog } from '../changes/change-log';
import type { CommandUsage } from './command-usage';
import type { CooldownGate } from './cooldowns';
import type { AfterWrite, CommandRow, CommandsRepo } from './commands.repo';

export type CommandCreate = z.output<typeof commandInputSchema>;
export type CommandPatch = z.output<typeof commandPatchSchema>;

export function toCommand(row: CommandRow): Command {
  return {
    id: row.id,
    name: row.name,
    aliases: row.aliases,
    responses: row.responses,
    responseMode: row.responseMode,
    permission: row.permission,
    globalCooldownSeconds: row.globalCooldownSeconds,
    userCooldownSeconds: row.userCooldownSeconds,
    enabled: row.enabled,
    replyToMessage: row.replyToMessage,
    liveOnly: row.liveOnly,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Custom commands: create, change, delete, with the rules the API and the chat's !addcom share.
 * A trigger (name or alias) is unique per channel and may not take a built-in's name; a clash is
 * a 400 naming the field (`name`, `aliases.1`).
 */
export class CommandsService {
  constructor(
    private readonly repo: CommandsRepo,
    private readonly cache: BotConfigCache,
    private readonly cooldowns: CooldownGate,
    private readonly clock: Clock,
    private readonly changes: ChangeLog,
    private readonly usage?: CommandUsage,
  ) {}

  /** The record of a write by `actor`, made in the write's transaction. */
  private recordAs(actor: ChangeActor, action: 'created' | 'updated' | 'deleted'): AfterWrite {
    return (tx, row) =>
      this.changes.record(tx, {
        ownerId: row.userId,
        actor,
        action: `command.${action}`,
        subject: `!${row.name}`,
        at: new Date(this.clock.now()),
      });
  }

  async list(userId: string): Promise<Command[]> {
    return (await this.repo.list(userId)).map((row) =>
      toCommand({ ...row, usageCount: row.usageCount + (this.usage?.unflushed(row.id) ?? 0) }),
    );
  }

  async findByTrigger(userId: string, trigger: string): Promise<CommandRow | undefined> {
    const name = trigger.replace(/^!/, '').toLowerCase();
    return (await this.repo.list(userId)).find((c) => c.name === name || c.aliases.includes(name));
  }

  /** The checks of `create` without saving (the playground's !addcom). */
  async validate(userId: string, input: CommandCreate): Promise<Command> {
    await this.checkTriggers(userId, null, input.name, input.aliases);
    const now = new Date(this.clock.now());
    return toCommand({
      id: 'preview',
      userId,
      ...input,
      usageCount: 0,
      responseCursor: 0,
      lastUsedAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  async create(userId: string, input: CommandCreate, actor: ChangeActor): Promise<Command> {
    await this.checkTriggers(userId, null, input.name, input.aliases);
    const now = new Date(this.clock.now());
    const row = await this.write(() =>
      this.repo.create(
        {
          id: uuidv7(now.getTime()),
          userId,
          ...input,
          createdAt: now,
          updatedAt: now,
        },
        this.recordAs(actor, 'created'),
      ),
    );
    this.cache.invalidate(userId);
    return toCommand(row);
  }

  async update(
    userId: string,
    id: string,
    patch: CommandPatch,
    actor: ChangeActor,
  ): Promise<Command> {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound('No such command');
    if (patch.name !== undefined || patch.aliases !== undefined)
      await this.checkTriggers(
        userId,
        id,
        patch.name ?? current.name,
        patch.aliases ?? current.aliases,
      );
    const row = await this.write(() =>
      this.repo.update(
        userId,
        id,
        { ...patch, updatedAt: new Date(this.clock.now()) },
        this.recordAs(actor, 'updated'),
      ),
    );
    if (!row) throw notFound('No such command');
    this.cache.invalidate(userId);
    if (patch.globalCooldownSeconds !== undefined || patch.userCooldownSeconds !== undefined) {
      this.cooldowns.forget(`global:${id}`);
      this.cooldowns.forget(`user:${id}:`);
    }
    return toCommand(row);
  }

  async remove(userId: string, id: string, actor: ChangeActor): Promise<void> {
    if (!(await this.repo.delete(userId, id, this.recordAs(actor, 'deleted'))))
      throw notFound('No such command');
    this.cache.invalidate(userId);
  }

  private async checkTriggers(
    userId: string,
    ownId: string | null,
    name: string,
    aliases: string[],
  ): Promise<void> {
    const taken = new Map<string, string>();
    for (const command of await this.repo.list(userId)) {
      if (command.id === ownId) continue;
      for (const trigger of [command.name, ...command.aliases]) taken.set(trigger, command.name);
    }
    const problem = (trigger: string): string | null => {
      if (RESERVED_TRIGGERS.includes(trigger)) return `!${trigger} is a built-in command`;
      const owner = taken.get(trigger);
      if (owner) return `!${trigger} is already used by !${owner}`;
      return null;
    };
    const nameProblem = problem(name);
    if (nameProblem) throw badRequest(nameProblem, 'name');
    const seen = new Set([name]);
    for (const [index, alias] of aliases.entries()) {
      const field = `aliases.${index}`;
      if (seen.has(alias))
        throw badRequest(`!${alias} is already a trigger of this command`, field);
      const aliasProblem = problem(alias);
      if (aliasProblem) throw badRequest(aliasProblem, field);
      seen.add(alias);
    }
  }

  /** A save that lost a race with another one taking the same trigger is still a clean 400. */
  private async write<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.code === '23505') {
        const field = pg.constraint === 'bot_commands_user_name_unique' ? 'name' : 'aliases';
        throw badRequest('A trigger of this command was just taken by another command', field);
      }
      throw error;
    }
  }
}
