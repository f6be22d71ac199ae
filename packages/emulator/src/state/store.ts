import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSigningKeyPair } from '../crypto/signing';
import { seedState } from './seed';
import type { EmulatorState } from './state.types';

/** Long-lived lists are capped so a demo left running for weeks keeps a small state file. */
const CAPS = { chat: 2000, deliveries: 500, discordMessages: 500 };
const WRITE_DELAY_MS = 250;

/**
 * Holds the state and persists it to an optional JSON file. Writes are debounced (many changes
 * per second while chat flows) and flushed on close, so the tokens the app holds in demo mode
 * stay valid across restarts.
 */
export class Store {
  state: EmulatorState;
  private timer: NodeJS.Timeout | undefined;
  private dirty = false;
  private closed = false;

  constructor(
    private readonly file: string | undefined,
    private readonly now: () => number,
  ) {
    this.state = this.load() ?? seedState(now(), generateSigningKeyPair());
    if (this.file) this.changed();
  }

  /** Marks the state changed; it is written a moment later. */
  changed(): void {
    this.trim();
    if (!this.file || this.closed) return;
    this.dirty = true;
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
      this.timer.unref();
    }
  }

  /**
   * Back to the seed data. The signing key stays: the app caches it, as it would Kick's. With
   * `keepConnections`, OAuth grants and tokens, event subscriptions and Discord webhooks survive,
   * so a connected app stays connected.
   */
  reset(options: { keepConnections?: boolean } = {}): void {
    const old = this.state;
    this.state = seedState(this.now(), old.kick.keyPair);
    if (options.keepConnections) {
      this.state.oauth = old.oauth;
      this.state.kick.subscriptions = old.kick.subscriptions;
      this.state.discord.webhooks = old.discord.webhooks;
    }
    this.changed();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.file || !this.dirty) return;
    this.dirty = false;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
      // Write then rename, so a crash mid-write never leaves a truncated state file. It holds the
      // emulator's signing key and every token it issued: this user only (0600).
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(this.state), { mode: 0o600 });
      renameSync(temp, this.file);
    } catch (error) {
      console.warn(`[emulator] could not write ${this.file}:`, error);
    }
  }

  /** Writes what is pending; later changes (late webhook results) stay in memory only. */
  close(): void {
    this.flush();
    this.closed = true;
  }

  private load(): EmulatorState | undefined {
    if (!this.file) return undefined;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return undefined;
    }
    try {
      const parsed = JSON.parse(text) as Partial<EmulatorState>;
      if (parsed.version === 1 && parsed.kick?.keyPair) return parsed as EmulatorState;
    } catch {
      // Fall through: a corrupt file is replaced by fresh seed data.
    }
    console.warn(`[emulator] ignoring unreadable state file ${this.file}; starting from seed data`);
    return undefined;
  }

  private trim(): void {
    const { kick, discord } = this.state;
    if (kick.chat.length > CAPS.chat) kick.chat.splice(0, kick.chat.length - CAPS.chat);
    if (kick.deliveries.length > CAPS.deliveries) {
      kick.deliveries.splice(0, kick.deliveries.length - CAPS.deliveries);
    }
    if (discord.messages.length > CAPS.discordMessages) {
      discord.messages.splice(0, discord.messages.length - CAPS.discordMessages);
    }
  }
}
