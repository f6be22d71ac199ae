import type { Role, SilenceReason } from '@kyo/contracts';

/** A chat line that names a command, as a feature's command sees it. */
export interface ChatCommandLine {
  /** The channel's owner (the Kyo account). */
  ownerId: string;
  /** The channel's Kick name. */
  channel: string;
  /** The chat line's event id (absent in the playground): a change it makes is made once. */
  eventId?: string;
  sender: { kickUserId: string; username: string; role: Role; badges: string[] };
  /** Lower case, without `!`. */
  trigger: string;
  args: string[];
  /** Everything after the trigger, as typed. */
  rest: string;
  now: number;
  /** The playground: answer as chat would, change nothing. */
  dryRun: boolean;
  /** Chatters seen in the last `minutes` (every node's, with Redis). */
  activeChatters(minutes: number): Promise<number>;
}

/** What a command answers: a reply, none, or none that the status page should explain. */
export type ChatCommandReply = string | null | { silent: SilenceReason };

/**
 * A chat command a feature adds (its manifest's `commands`): the bot's command engine checks the
 * role and the cooldown (shared between nodes with Redis) before `run`, and posts the reply.
 */
export interface ChatCommand {
  name: string;
  aliases: readonly string[];
  permission: Role;
  cooldownSeconds: number;
  description: string;
  /** Whether the command answers in this channel now (its feature switched on). */
  enabled(ownerId: string): Promise<boolean>;
  run(line: ChatCommandLine): Promise<ChatCommandReply>;
  /**
   * Links its arguments carry legitimately (`!sr` with a Spotify link): moderation's Links rule
   * lets links to these sites through after the command while `on(ownerId)` is true. `on` is
   * asked on the chat line's path, so it answers from memory (a flag its feature keeps current).
   */
  carriesLinks?: CarriedLinks;
}

export interface CarriedLinks {
  /** The feature the command belongs to (the moderation page names it). */
  feature: string;
  /** Sites as the Links rule's allow list writes them: `open.spotify.com`, `*.example.com`. */
  sites: readonly string[];
  on(ownerId: string): boolean;
}

/** What a feature adds to chat: commands by name, and what the bot's own texts may ask it. */
export interface ChatCommandSource {
  commands?: readonly ChatCommand[];
  /**
   * Triggers only the feature knows (a counter's name): answers the reply, null when the trigger
   * is its own but silent, undefined when it is not its own. Asked after every named command.
   */
  dynamic?(line: ChatCommandLine): Promise<string | null | undefined>;
  /** `{count name}` in templates: a counter's value, null when there is none of that name. */
  counter?(ownerId: string, name: string): Promise<number | null>;
  /** Its `dynamic` triggers that answer viewers in this channel now (`!commands` lists them). */
  listed?(ownerId: string): Promise<string[]>;
  /** Who requested the track with this title, if it is the request playing now (`!song`). */
  requesterOf?(ownerId: string, title: string): Promise<string | null>;
  /**
   * Whether a whole line (its text without emotes) is one the feature acts on now, a giveaway's
   * keyword while it is open: a chat that types it together is entering, not raiding, so
   * moderation's copy-paste rule does not count it. Asked on the chat line's path: from memory.
   */
  entryLine?(ownerId: string, text: string): boolean;
}

/**
 * Every feature's chat commands, filled by the composition root as each feature registers; the
 * bot reads it when a line comes (so a feature registered after the bot still adds commands).
 */
export class ChatCommandRegistry {
  private readonly byTrigger = new Map<string, ChatCommand>();
  private readonly sources: ChatCommandSource[] = [];

  add(source: ChatCommandSource): void {
    for (const command of source.commands ?? []) {
      for (const trigger of [command.name, ...command.aliases]) {
        if (this.byTrigger.has(trigger)) throw new Error(`two chat commands answer !${trigger}`);
        this.byTrigger.set(trigger, command);
      }
    }
    this.sources.push(source);
  }

  /** The command a trigger names, if a feature added one. */
  get(trigger: string): ChatCommand | undefined {
    return this.byTrigger.get(trigger);
  }

  /** Every added command once (for `!commands` and the docs). */
  list(): ChatCommand[] {
    return [...new Set(this.byTrigger.values())];
  }

  /** Every feature's `dynamic` triggers that answer viewers in the channel now. */
  async listed(ownerId: string): Promise<string[]> {
    const lists = await Promise.all(
      this.sources.map((source) =>
        source.listed ? source.listed(ownerId).catch((): string[] => []) : Promise.resolve([]),
      ),
    );
    return lists.flat();
  }

  /** Asks each feature's `dynamic` in turn; undefined when none owns the trigger. */
  async dynamic(line: ChatCommandLine): Promise<string | null | undefined> {
    for (const source of this.sources) {
      if (!source.dynamic) continue;
      const reply = await source.dynamic(line);
      if (reply !== undefined) return reply;
    }
    return undefined;
  }

  async counter(ownerId: string, name: string): Promise<number | null> {
    for (const source of this.sources) {
      const value = source.counter ? await source.counter(ownerId, name) : null;
      if (value !== null) return value;
    }
    return null;
  }

  async requesterOf(ownerId: string, title: string): Promise<string | null> {
    for (const source of this.sources) {
      const name = source.requesterOf ? await source.requesterOf(ownerId, title) : null;
      if (name) return name;
    }
    return null;
  }

  /** Whether some feature acts on this whole line now (`entryLine`). */
  entryLine(ownerId: string, text: string): boolean {
    return this.sources.some((source) => source.entryLine?.(ownerId, text) === true);
  }

  /** Whether any source may answer `dynamic` (the games are composed in). */
  get hasDynamic(): boolean {
    return this.sources.some((source) => source.dynamic !== undefined);
  }
}
