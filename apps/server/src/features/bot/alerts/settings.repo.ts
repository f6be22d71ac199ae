import { eq } from 'drizzle-orm';
import { BUILTIN_COMMANDS, type BotSettings } from '@kyo/contracts';
import type { Db } from '../../../platform/db/database';
import { botAlerts, botSettings } from '../bot.schema';

/** The bot on, every built-in on (a built-in added later is on for everyone too). */
export const DEFAULT_SETTINGS: BotSettings = {
  enabled: true,
  builtins: Object.fromEntries(
    BUILTIN_COMMANDS.map((name) => [name, true]),
  ) as BotSettings['builtins'],
};

export type AlertRow = typeof botAlerts.$inferSelect;
/** Runs inside a save's transaction: the change's record. */
export type AfterSave = (tx: Db) => Promise<void>;
const nothing: AfterSave = async () => undefined;

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

  async saveSettings(
    userId: string,
    settings: BotSettings,
    now: Date,
    after = nothing,
  ): Promise<void> {
    const values = { enabled: settings.enabled, builtins: settings.builtins, updatedAt: now };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(botSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: botSettings.userId, set: values });
      await after(tx);
    });
  }

  async alerts(userId: string): Promise<AlertRow[]> {
    return this.db.select().from(botAlerts).where(eq(botAlerts.userId, userId));
  }

  async saveAlert(row: Omit<AlertRow, 'lastFiredAt'>, after = nothing): Promise<void> {
    const { userId: _u, type: _t, ...changes } = row;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(botAlerts)
        .values(row)
        .onConflictDoUpdate({ target: [botAlerts.userId, botAlerts.type], set: changes });
      await after(tx);
    });
  }
}
