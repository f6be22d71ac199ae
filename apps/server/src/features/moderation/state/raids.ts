/**
 * Copy-paste raids under way, per channel and line (the folded text), in this node's memory. A
 * raid is one event: the hit that starts it takes down the lines already shown and may post the
 * one notice; every later line of the same text is part of it until the text has been quiet for
 * the rule's window. A raid another node started is heard over pub/sub (moderation.module.ts).
 */
const MAX_RAIDS = 10_000;

export class Raids {
  /** `owner\ntext` → when the raid ends unless another of its lines comes. */
  private readonly until = new Map<string, number>();

  /**
   * A line of `text` a raid takes: answers true when it starts the raid (none under way), and
   * keeps the raid under way for `windowMs` from now.
   */
  hit(ownerId: string, text: string, now: number, windowMs: number): boolean {
    const key = `${ownerId}\n${text}`;
    const started = !this.isOn(key, now);
    this.keep(key, now + windowMs);
    return started;
  }

  /** Whether a raid of `text` is under way (its next line is part of it, whatever the count). */
  has(ownerId: string, text: string, now: number): boolean {
    return this.isOn(`${ownerId}\n${text}`, now);
  }

  /** Another node started one: answers true when this node did not know of it. */
  heard(ownerId: string, text: string, until: number, now: number): boolean {
    const key = `${ownerId}\n${text}`;
    const known = this.isOn(key, now);
    this.keep(key, Math.max(until, this.until.get(key) ?? 0));
    return !known;
  }

  sweep(now: number): void {
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
  }

  private isOn(key: string, now: number): boolean {
    const until = this.until.get(key);
    return until !== undefined && until > now;
  }

  private keep(key: string, until: number): void {
    this.until.delete(key);
    this.until.set(key, until);
    if (this.until.size > MAX_RAIDS) this.until.delete(this.until.keys().next().value!);
  }
}
