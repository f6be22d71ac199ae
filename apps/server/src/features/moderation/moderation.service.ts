import {
  type CommandLinks,
  DEFAULT_WARNING,
  type Escalation,
  formatMessage,
  type Language,
  type ModerationLogEntry,
  type ModerationRuleId,
  type ModerationSettings,
  type ModerationView,
  type RuleUpdate,
  moderationSettingsSchema,
  ruleSettingsSchemas,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http/http-error';
import { termProblems } from './filters/banned-words';
import { type CompiledChannel, compileChannel } from './filters/line-reading';
import { BAN_SCOPE, DELETE_SCOPE, type KickAnswer } from './kick-moderation';
import type { LogRow, ModerationRepo } from './moderation.repo';

export interface ModerationServiceDeps {
  repo: ModerationRepo;
  clock: Clock;
  languageOf(ownerId: string): Promise<Language>;
  kickConnection(ownerId: string): Promise<{
    status: 'connected' | 'needs_reconnect' | 'missing';
    scopes: string[] | null;
  }>;
  /** Links other features' commands carry (the Links rule lets them through), for the page. */
  commandLinks(ownerId: string): CommandLinks[];
  /** This node's compiled rules changed (and the other nodes must hear it). */
  changed(ownerId: string, channel: CompiledChannel | null): void;
  lift(ownerId: string, target: { broadcasterUserId: number; userId: number }): Promise<KickAnswer>;
}

/** Reads stored settings; a row from an older version gets today's defaults. */
export function readSettings(stored: unknown): ModerationSettings {
  const parsed = moderationSettingsSchema.safeParse(stored ?? { rules: {} });
  return parsed.success ? parsed.data : moderationSettingsSchema.parse({ rules: {} });
}

const active = (settings: ModerationSettings) =>
  Object.values(settings.rules).some((rule) => rule.enabled);

/** The moderation API's rules: settings with their validation, the log and Undo. */
export class ModerationService {
  constructor(private readonly deps: ModerationServiceDeps) {}

  async view(ownerId: string): Promise<ModerationView> {
    const settings = readSettings(await this.deps.repo.settingsOf(ownerId));
    return this.viewOf(ownerId, settings);
  }

  async updateRule(
    ownerId: string,
    rule: ModerationRuleId,
    update: RuleUpdate,
  ): Promise<ModerationView> {
    const settings = await this.deps.repo.changeSettings(ownerId, (stored) => {
      const current = readSettings(stored);
      const { settings: ruleSettings, exempt, ...flags } = update;
      const next = {
        ...current.rules[rule],
        ...flags,
        ...(exempt ? { exempt } : {}),
        ...(ruleSettings ? { settings: parseRuleSettings(rule, ruleSettings) } : {}),
      };
      const changed = moderationSettingsSchema.parse({
        ...current,
        rules: { ...current.rules, [rule]: next },
      });
      return { settings: changed, active: active(changed), result: changed };
    });
    this.deps.changed(ownerId, compileChannel(settings));
    return this.viewOf(ownerId, settings);
  }

  async updateEscalation(ownerId: string, escalation: Escalation): Promise<ModerationView> {
    const settings = await this.deps.repo.changeSettings(ownerId, (stored) => {
      const changed = { ...readSettings(stored), escalation };
      return { settings: changed, active: active(changed), result: changed };
    });
    this.deps.changed(ownerId, compileChannel(settings));
    return this.viewOf(ownerId, settings);
  }

  async log(ownerId: string, limit: number, before?: string) {
    const rows = await this.deps.repo.log(ownerId, limit + 1, before);
    const page = rows.slice(0, limit);
    return {
      entries: page.map(entryOf),
      next: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }

  async undo(ownerId: string, id: string, actorId: string): Promise<ModerationLogEntry> {
    const entry = await this.deps.repo.entry(ownerId, id);
    if (!entry) throw notFound('No such log entry', 'id');
    if (entry.undoneAt) throw conflict('This was already undone', 'id');
    if (!entry.restricted || entry.viewerId === null)
      throw conflict('Only a timeout or ban that Kick applied can be undone', 'id');
    const answer = await this.deps.lift(ownerId, {
      broadcasterUserId: entry.broadcasterUserId,
      userId: entry.viewerId,
    });
    if (!answer.ok)
      throw new HttpError(502, 'kick_error', `Kick did not lift it (${reasonOf(answer)})`);
    await this.deps.repo.markUndone(id, actorId, new Date(this.deps.clock.now()));
    return entryOf((await this.deps.repo.entry(ownerId, id)) ?? entry);
  }

  private async viewOf(ownerId: string, settings: ModerationSettings): Promise<ModerationView> {
    const [language, kick] = await Promise.all([
      this.deps.languageOf(ownerId),
      this.deps.kickConnection(ownerId),
    ]);
    const needed = [BAN_SCOPE, DELETE_SCOPE];
    return {
      ...settings,
      defaultWarning: formatMessage(DEFAULT_WARNING, {}, language),
      commandLinks: this.deps.commandLinks(ownerId),
      kick: {
        status: kick.status,
        missingScopes:
          kick.status === 'connected' && kick.scopes
            ? needed.filter((s) => !kick.scopes!.includes(s))
            : [],
      },
    };
  }
}

const reasonOf = (answer: KickAnswer) =>
  `${answer.problem ?? 'error'}${answer.status ? `, ${answer.status}` : ''}`;

/** A rule's own settings through its schema; a bad one is a 400 naming `settings.<path>`. */
function parseRuleSettings(rule: ModerationRuleId, input: Record<string, unknown>) {
  const parsed = (ruleSettingsSchemas[rule] as z.ZodType).safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ['settings', ...issue.path.map(String)].join('.');
    throw badRequest(`${field}: ${issue.message}`, field);
  }
  if (rule === 'banned_words') {
    const terms = (
      parsed.data as { terms: Array<{ text: string; mode: 'word' | 'wildcard' | 'regex' }> }
    ).terms;
    const [problem] = termProblems(terms);
    if (problem) {
      const field = `settings.terms.${problem.index}.text`;
      const term = terms[problem.index]!.text;
      throw badRequest(`${field}: ${problem.reason} (${term})`, field);
    }
  }
  return parsed.data as ModerationSettings['rules'][typeof rule]['settings'];
}

export function entryOf(row: LogRow): ModerationLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    viewer: { id: row.viewerId, name: row.viewerName },
    rule: row.rule as ModerationRuleId,
    excerpt: row.excerpt,
    action: row.action,
    minutes: row.minutes,
    dryRun: row.dryRun,
    outcome: row.outcome,
    problem: (row.problem as ModerationLogEntry['problem']) ?? null,
    httpStatus: row.httpStatus,
    warned: row.warned,
    warningHeld: row.warningHeld,
    undoable: row.restricted && row.undoneAt === null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}
