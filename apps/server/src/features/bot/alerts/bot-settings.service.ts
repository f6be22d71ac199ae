import {
  ALERT_VARIABLES,
  GREETING_ALERTS,
  type AlertType,
  type BotSettings,
  type ChatAlert,
  type botSettingsInputSchema,
  type chatAlertInputSchema,
  unknownVariables,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { badRequest } from '../../../platform/http/http-error';
import { alertOf, alertsWithDefaults } from './alerts';
import type { BotConfigCache } from '../bot-config';
import type { SettingsRepo } from './settings.repo';

/** The bot switch, the built-ins' switches and the chat alerts. */
export class BotSettingsService {
  constructor(
    private readonly repo: SettingsRepo,
    private readonly cache: BotConfigCache,
    private readonly clock: Clock,
  ) {}

  settings(userId: string): Promise<BotSettings> {
    return this.repo.settings(userId);
  }

  async updateSettings(
    userId: string,
    input: z.output<typeof botSettingsInputSchema>,
  ): Promise<BotSettings> {
    const current = await this.repo.settings(userId);
    const next: BotSettings = {
      enabled: input.enabled ?? current.enabled,
      builtins: { ...current.builtins, ...input.builtins },
    };
    await this.repo.saveSettings(userId, next, new Date(this.clock.now()));
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
    await this.repo.saveAlert(next);
    this.cache.invalidate(userId);
    return alertOf(type, next, language);
  }
}
