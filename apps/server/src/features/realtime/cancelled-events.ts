/**
 * Events cancelled after they were sent (a refunded redemption's alert and sound), by owner: a
 * kept frame that carries a cancelled `ref` is never replayed. Remembered as long as a replay
 * could still hold the frame.
 */
import type { Frame } from './frames';

const REF_KEY = Buffer.from('"ref":"');
/**
 * The `ref` of an event frame (what may cancel it), or null. A quote inside a JSON string is
 * escaped, so `"ref":"` unescaped is a key; only reward events have one.
 */
function refOf(frame: Frame): string | null {
  const at = frame.indexOf(REF_KEY);
  if (at === -1) return null;
  const start = at + REF_KEY.length;
  const end = frame.indexOf('"', start);
  return end === -1 ? null : frame.toString('utf8', start, end);
}

export class CancelledEvents {
  /** Cancelled refs by user, with when. */
  private readonly byUser = new Map<string, Map<string, number>>();

  add(userId: string, ref: string, now: number): void {
    let refs = this.byUser.get(userId);
    if (!refs) {
      refs = new Map();
      this.byUser.set(userId, refs);
    }
    refs.set(ref, now);
  }

  /** Whether a kept frame is an event of the user that was cancelled since. */
  has(userId: string, frame: Frame): boolean {
    const refs = this.byUser.get(userId);
    if (!refs) return false;
    const ref = refOf(frame);
    return ref !== null && refs.has(ref);
  }

  /** Forgets cancellations older than `cutoff` (no replay holds their frames any more). */
  expire(cutoff: number): void {
    for (const [userId, refs] of this.byUser) {
      for (const [ref, at] of refs) if (at < cutoff) refs.delete(ref);
      if (refs.size === 0) this.byUser.delete(userId);
    }
  }
}
