import {
  ALERT_VARIABLES,
  GREETING_ALERTS,
  ERROR_CODES,
  OWNER_ONLY_BOT_SETTINGS,
  type AlertType,
  type BotSettings,
  type ChatAlert,
  type botSettingsInputSchema,
  type chatAlertInputSchema,
  unknownVariables,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { badRequest, HttpError } from '../../../platform/http/http-error';
import { alertOf, alertsWithDefaults } from './alerts';
import type { BotConfigCache } from '../bot-config';
import type { ChangeActor, ChangeLog } from '../changes/change-log';
import type { SettingsRepo } from './settings.repo';

type SettingsInput = z.output<typeof botSettingsInputSchema>;

/** Why a moderator may not change an owner-only setting (OWNER_ONLY_BOT_SETTINGS). */
const OWNER_ONLY_MESSAGES: Record<(typeof OWNER_ONLY_BOT_SETTINGS)[number], string> = {
  enabled: 'Only the channel owner can turn the bot on or off.',
};

const isOwner = (actor: ChangeActor, ownerId: string) =>
  actor.kind === 'account' && actor.userId === ownerId;

/** The settings a save changes, as `enabled` and `builtins.song`, for the change's record. */
function changedFields(current: BotSettings, next: BotSettings): string[] {
  const fields: string[] = [];
  if (current.enabled !== next.enabled) fields.push('enabled');
  for (const [name, on] of Object.entries(next.builtins))
    if (current.builtins[name as keyof BotSettings['builtins']] !== on)
      fields.push(`builtins.${name}`);
  return fields;
}

/** The bot switch, the built-ins' switches and the chat alerts. */
export class BotSettingsService {
  constructor(
    private readonly repo: SettingsRepo,
    private readonly cache: BotConfigCache,
    private readonly clock: Clock,
    private readonly changes: ChangeLog,
  ) {}

  settings(userId: string): Promise<BotSettings> {
    return this.repo.settings(userId);
  }

  /** A moderator naming an owner-only setting is refused before anything is written. */
  async updateSettings(
    userId: string,
    input: SettingsInput,
    actor: ChangeActor,
  ): Promise<BotSettings> {
    if (!isOwner(actor, userId)) {
      const field = OWNER_ONLY_BOT_SETTINGS.find((name) => input[name] !== undefined);
      if (field)
        throw new HttpError(403, ERROR_CODES.forbidden, OWNER_ONLY_MESSAGES[field], { field });
    }
    const current = await this.repo.settings(userId);
    const next: BotSettings = {
      enabled: input.enabled ?? current.enabled,
      builtins: { ...current.builtins, ...input.builtins },
    };
    const changed = changedFields(current, next);
    const now = new Date(this.clock.now());
    await this.repo.saveSettings(userId, next, now, async (tx) => {
      if (changed.length === 0) return;
      await this.changes.record(tx, {
        ownerId: userId,
        actor,
        action: 'settings.updated',
        subject: changed.join(', '),
        at: now,
      });
    });
    this.cache.invalidate(userId);
    return next;
  }

  async alerts(userId: string): Promise<ChatAlert[]> {
    const [rows, { language }] = await Promise.all([
      this.repo.alerts(userId),
      this.cache.get(userId),
    ]);
    return alertsWithDefaults(new Map(rows.map((r) => [r.type, r])), language);
  }

  async updateAlert(
    userId: string,
    type: AlertType,
    input: z.output<typeof chatAlertInputSchema>,
    actor: ChangeActor,
  ): Promise<ChatAlert> {
    if (input.cooldownSeconds !== undefined && !GREETING_ALERTS.includes(type))
      throw badRequest('Only greetings have a cooldown', 'cooldownSeconds');
    // Tiers pick a text by Kicks amount: no other alert has an amount.
    if (input.tiers !== undefined && type !== 'kicks_gifted')
      throw badRequest('Only the Kicks alert has tiers', 'tiers');
    if (input.template !== undefined) {
      const unknown = unknownVariables(input.template, ALERT_VARIABLES[type]);
      if (unknown.length > 0)
        throw badRequest(
          `Unknown variable for this alert: ${unknown.map((v) => `{${v}}`).join(', ')}`,
          'template',
        );
    }
    const { language } = await this.cache.get(userId);
    const current = alertOf(
      type,
      (await this.repo.alerts(userId)).find((a) => a.type === type),
      language,
    );
    const next = {
      userId,
      type,
      enabled: input.enabled ?? current.enabled,
      template: input.template ?? current.template,
      cooldownSeconds: GREETING_ALERTS.includes(type)
        ? (input.cooldownSeconds ?? current.cooldownSeconds)
        : null,
      tiers: input.tiers ?? current.tiers,
      updatedAt: new Date(this.clock.now()),
    };
    await this.repo.saveAlert(next, (tx) =>
      this.changes.record(tx, {
        ownerId: userId,
        actor,
        action: 'alert.updated',
        subject: type,
        at: next.updatedAt,
      }),
    );
    this.cache.invalidate(userId);
    return alertOf(type, next, language);
  }
}
