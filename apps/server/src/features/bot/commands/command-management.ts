import { commandInputSchema, commandPatchSchema } from '@kyo/contracts';
import { badRequest } from '../../../platform/http/http-error';
import type { ChangeActor } from '../changes/change-log';
import type { CommandManagement } from './builtins/builtin';
import type { CommandsService } from './commands.service';
import { toCommand } from './commands.service';

/**
 * What `!addcom`, `!editcom` and `!delcom` do to a channel's commands: the same service and the
 * same contract checks as the API, so a command made in chat obeys every rule a command made in
 * the dashboard does, and is recorded with who made it (`actor`, the Kick moderator). A dry run
 * (the playground) checks without writing.
 */
export function commandManagement(
  commands: CommandsService,
  userId: string,
  dryRun: boolean,
  actor: ChangeActor,
): CommandManagement {
  const firstIssue = (error: { issues: Array<{ message: string }> }) =>
    badRequest(error.issues[0]?.message ?? 'Invalid command');
  return {
    add: async (name, response) => {
      const parsed = commandInputSchema.safeParse({ name, responses: [response] });
      if (!parsed.success) throw firstIssue(parsed.error);
      return dryRun
        ? commands.validate(userId, parsed.data)
        : commands.create(userId, parsed.data, actor);
    },
    edit: async (name, response) => {
      const parsed = commandPatchSchema.safeParse({ responses: [response] });
      if (!parsed.success) throw firstIssue(parsed.error);
      const row = await commands.findByTrigger(userId, name);
      if (!row) return null;
      if (dryRun) return toCommand({ ...row, responses: parsed.data.responses! });
      return commands.update(userId, row.id, parsed.data, actor);
    },
    remove: async (name) => {
      const row = await commands.findByTrigger(userId, name);
      if (!row) return false;
      if (!dryRun) await commands.remove(userId, row.id, actor);
      return true;
    },
  };
}
