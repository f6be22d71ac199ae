import { eq } from 'drizzle-orm';
import type { BotSettings } from '@kyo/contracts';
import type { Db } from '../../../platform/db/database';
import { botAlerts, botSettings } from '../bot.schema';

export const DEFAULT_SETTINGS: BotSettings = {
  enabled: true,
  builtins: { commands: true, uptime: true, song: true, top: true, followage: true },
};

export type AlertRow = typeof botAlerts.$inferSelect;

/** The bot switch, the built-ins and the chat alerts the streamer changed. */
export class SettingsRepo {
  constructor(private readonly db: Db) {}

  async settings(userId: string): Promise<BotSettings> {
    const [row] = await this.db
      .select()
      .from(botSettings)
      .where(eq(botSettings.userId, userId))
      .limit(1);
    if (!row) return structuredClone(DEFAULT_SETTINGS);
    return {
      enabled: row.enabled,
      builtins: { ...DEFAULT_SETTINGS.builtins, ...row.builtins },
    };
  }

  async saveSettings(userId: string, settings: BotSettings, now: Date): Promise<void> {
    const values = { enabled: settings.enabled, builtins: settings.builtins, updatedAt: now };
    await this.db
      .insert(botSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: botSettings.userId, set: values });
  }

  async alerts(userId: string): Promise<AlertRow[]> {
    return this.db.select().from(botAlerts).where(eq(botAlerts.userId, userId));
  }

  async saveAlert(row: Omit<AlertRow, 'lastFiredAt'>): Promise<void> {
    const { userId: _u, type: _t, ...changes } = row;
    await this.db
      .insert(botAlerts)
      .values(row)
      .onConflictDoUpdate({ target: [botAlerts.userId, botAlerts.type], set: changes });
  }
}
