import {
  QUOTE_TEXT_MAX,
  parseCounterCommand,
  parseQuoteCommand,
  type Language,
  type Role,
} from '@kyo/contracts';
import type { SharedCooldowns } from '../../../platform/shared-cooldowns';
import { HttpError } from '../../../platform/http/http-error';
import type { ChatGames, GameCommandLine } from '../../../ports';
import { GAME_TEXTS } from '../chat-texts';
import type { CountersService } from '../counters/counters.service';
import type { QuotesService } from '../quotes/quotes.service';

export interface GameCommandsDeps {
  counters: CountersService;
  quotes: QuotesService;
  /** The shows' cooldowns (shared by the nodes with Redis). */
  cooldowns: SharedCooldowns;
  languageOf(ownerId: string): Promise<Language>;
  /** Whether a poll is open in the channel (its votes: `!vote 2`). */
  pollOpen(ownerId: string): Promise<boolean>;
}

/** A counter's value or a quote shown at most this often per channel (changes: always). */
export const SHOW_COOLDOWN_MS = 5_000;
const MANAGERS: readonly Role[] = ['moderator', 'broadcaster'];

/**
 * The games' chat commands, answered through the bot's command engine (which posts the reply):
 * a counter by its name (`!deaths`; moderators `+`, `-`, `set 5`, `reset`) and `!quote`.
 */
export class GameCommands implements ChatGames {
  constructor(private readonly deps: GameCommandsDeps) {}

  async command(line: GameCommandLine): Promise<string | null | undefined> {
    if (line.trigger === 'quote') return this.quote(line);
    const counter = await this.deps.counters.byName(line.ownerId, line.trigger);
    if (!counter) return undefined;
    const texts = GAME_TEXTS[await this.deps.languageOf(line.ownerId)];
    const command = parseCounterCommand(line.args);
    const manager = MANAGERS.includes(line.sender.role);
    if (!command) return manager ? texts.counterUsage(counter.name) : null;
    if (command.op === 'show') {
      if (!(await this.ready(`${line.ownerId}:counter:${counter.name}`))) return null;
      return texts.counter(counter.label || counter.name, counter.value);
    }
    if (!manager) return null;
    const change =
      command.op === 'add'
        ? { by: command.amount }
        : { to: command.op === 'set' ? command.value : 0 };
    const row = await this.deps.counters.change(
      line.ownerId,
      counter.name,
      change,
      `chat:${line.eventId}`,
    );
    return row ? texts.counter(row.label || row.name, row.value) : null;
  }

  /**
   * What a viewer can type here now, for `!commands`: every counter's name (it shows the value),
   * `!quote` once there are quotes, `!vote` while a poll is open.
   */
  async listed(ownerId: string): Promise<string[]> {
    const [counters, quotes, poll] = await Promise.all([
      this.deps.counters.list(ownerId),
      this.deps.quotes.list(ownerId, undefined, 1),
      this.deps.pollOpen(ownerId),
    ]);
    return [
      ...counters.map((c) => c.name),
      ...(quotes.total > 0 ? ['quote'] : []),
      ...(poll ? ['vote'] : []),
    ];
  }

  async counterValue(ownerId: string, name: string): Promise<number | null> {
    return (await this.deps.counters.byName(ownerId, name))?.value ?? null;
  }

  private async quote(line: GameCommandLine): Promise<string | null> {
    const { quotes } = this.deps;
    const texts = GAME_TEXTS[await this.deps.languageOf(line.ownerId)];
    const command = parseQuoteCommand(line.rest);
    if (command.op === 'add') {
      if (!MANAGERS.includes(line.sender.role)) return null;
      try {
        const added = await quotes.add(
          line.ownerId,
          { text: command.text.slice(0, QUOTE_TEXT_MAX) },
          line.sender.username,
          `chat:${line.eventId}`,
        );
        return added ? texts.quoteAdded(added.number) : null;
      } catch (error) {
        // The channel's quote limit: say so in chat rather than fail silently.
        if (error instanceof HttpError && error.statusCode === 409) return error.message;
        throw error;
      }
    }
    if (!(await this.ready(`${line.ownerId}:quote`))) return null;
    if (command.op === 'number') {
      const quote = await quotes.byNumber(line.ownerId, command.number);
      return quote ? texts.quote(quote) : texts.noQuote(command.number);
    }
    if (command.op === 'search' && !command.words) return texts.quoteUsage;
    const quote = await quotes.random(line.ownerId, command.op === 'search' ? command.words : '');
    if (quote) return texts.quote(quote);
    return command.op === 'search' ? texts.noQuoteMatch(command.words) : texts.noQuotes;
  }

  /** Whether a show may answer now (then it takes the cooldown, on every node with Redis). */
  private ready(key: string): Promise<boolean> {
    return this.deps.cooldowns.take(`game:${key}`, SHOW_COOLDOWN_MS);
  }
}
