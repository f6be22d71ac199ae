import type { Language } from '@kyo/contracts';

/**
 * How long points' chat replies take a channel's language as read (the bot's own commands keep
 * it as long: their channel settings are read again every 5 s).
 */
export const LANGUAGE_TTL_MS = 5_000;

interface Known {
  language: Language;
  readAt: number;
  reading: boolean;
}

/**
 * Each channel's language for points' chat replies, in memory. Only the first reply of a channel
 * waits for the read; past LANGUAGE_TTL_MS a reply takes the language it has and the channel's
 * is read again behind it, so a change shows within that time and one read. (A reply that
 * waited for the database here was queued behind the chat's writes: `!points` at 2,000 ev/s.)
 */
export class ChannelLanguages {
  private readonly known = new Map<string, Known>();
  private readonly first = new Map<string, Promise<Language>>();

  constructor(
    private readonly read: (ownerId: string) => Promise<Language>,
    private readonly now: () => number,
    private readonly ttlMs = LANGUAGE_TTL_MS,
  ) {}

  of(ownerId: string): Promise<Language> {
    const known = this.known.get(ownerId);
    if (!known) return this.readFirst(ownerId);
    if (!known.reading && this.now() - known.readAt >= this.ttlMs) {
      known.reading = true;
      const readAt = this.now();
      this.read(ownerId).then(
        (language) => this.known.set(ownerId, { language, readAt, reading: false }),
        () => {
          known.reading = false;
        },
      );
    }
    return Promise.resolve(known.language);
  }

  private readFirst(ownerId: string): Promise<Language> {
    const waiting = this.first.get(ownerId);
    if (waiting) return waiting;
    const readAt = this.now();
    const reading = this.read(ownerId)
      .then((language) => {
        this.known.set(ownerId, { language, readAt, reading: false });
        return language;
      })
      .finally(() => this.first.delete(ownerId));
    this.first.set(ownerId, reading);
    return reading;
  }
}
