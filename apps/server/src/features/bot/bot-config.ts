import type { BotSettings, Language } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { TtlCache } from '../../platform/ttl-cache';
import type { CommandRow, CommandsRepo } from './commands/commands.repo';
import type { AlertRow, SettingsRepo } from './alerts/settings.repo';

export interface ChannelConfig {
  settings: BotSettings;
  commands: CommandRow[];
  /** Name and aliases → command. */
  triggers: Map<string, CommandRow>;
  alerts: Map<string, AlertRow>;
  /** The channel owner's language: the default texts of alerts. */
  language: Language;
}

/**
 * A short-lived cache of each channel's settings, commands and alerts, so a chat line costs no
 * query. Writes through this node clear it at once; another node's writes show within the TTL.
 * A channel whose chat runs is read again in the last second of its copy's life while its lines
 * are answered from the copy, so a command waits for those four reads only after a quiet spell.
 */
export const CONFIG_TTL_MS = 5_000;
const CONFIG_REFRESH_AHEAD_MS = 1_000;

export class BotConfigCache {
  private readonly entries: TtlCache<string, ChannelConfig>;

  constructor(
    private readonly commands: CommandsRepo,
    private readonly settings: SettingsRepo,
    clock: Clock,
    private readonly languageOf: (userId: string) => Promise<Language>,
  ) {
    this.entries = new TtlCache(clock, () => CONFIG_TTL_MS, 10_000, CONFIG_REFRESH_AHEAD_MS);
  }

  get(userId: string): Promise<ChannelConfig> {
    return this.entries.get(userId, () => this.load(userId));
  }

  invalidate(userId: string): void {
    this.entries.delete(userId);
  }

  private async load(userId: string): Promise<ChannelConfig> {
    const [settings, commands, alerts, language] = await Promise.all([
      this.settings.settings(userId),
      this.commands.list(userId),
      this.settings.alerts(userId),
      this.languageOf(userId),
    ]);
    const triggers = new Map<string, CommandRow>();
    for (const command of commands)
      for (const trigger of [command.name, ...command.aliases]) triggers.set(trigger, command);
    return {
      settings,
      commands,
      triggers,
      alerts: new Map(alerts.map((a) => [a.type, a])),
      language,
    };
  }
}
