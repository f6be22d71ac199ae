import type { CommandsRepo } from './commands.repo';

/**
 * Uses of commands that need no compare-and-set (no cooldown, no {count}, random responses),
 * counted in memory and added to `usage_count` every few seconds: such a reply costs no
 * statement of its own.
 */
export class CommandUsage {
  private pending = new Map<string, number>();

  constructor(private readonly repo: CommandsRepo) {}

  add(commandId: string): void {
    this.pending.set(commandId, (this.pending.get(commandId) ?? 0) + 1);
  }

  unflushed(commandId: string): number {
    return this.pending.get(commandId) ?? 0;
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.repo.addUses([...batch].map(([commandId, uses]) => ({ commandId, uses })));
    } catch (error) {
      for (const [commandId, uses] of batch)
        this.pending.set(commandId, (this.pending.get(commandId) ?? 0) + uses);
      throw error;
    }
  }
}
