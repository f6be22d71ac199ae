import { backoffDelay } from '@kyo/contracts';
import { ProviderError } from '../../providers/http';
import type { CardResult, CardRow } from './discord-card.repo';

/** Tries of one piece of work (a post, an edit, the recap) before the card says it failed. */
export const MAX_ATTEMPTS = 5;
/** A Retry-After longer than this is not waited for: the card says it failed. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

export const WEBHOOK_DELETED = 'Discord webhook deleted — reconnect Discord';
export const MESSAGE_DELETED = 'The card was deleted in Discord';
export const NOT_CONNECTED = 'Discord is not connected';
export const INTERRUPTED =
  'Posting was interrupted; it was not posted again so that it cannot appear twice';
export const NO_ANSWER =
  'Discord did not answer in time; it was not posted again so that it cannot appear twice';

/** What to do after a Discord call failed. */
export type FailureDecision =
  | { kind: 'webhook_gone' }
  | { kind: 'message_gone' }
  | { kind: 'retry'; afterMs: number; reason: string }
  | { kind: 'fail'; reason: string };

/** Backoff for 5xx and network failures: 5 s, 10 s, 20 s, 40 s … */
const backoff = (attempt: number) => backoffDelay(attempt, { baseMs: 5_000 });

/**
 * docs/platforms/discord.md B4: a 404 means the webhook was deleted (stop using it), unless it
 * is the message that is unknown (10008: someone deleted the card); a 429 is retried after its
 * Retry-After; a 5xx with backoff. `attempt` counts this one (1 for the first try). A post whose
 * answer never came (a timeout) may have been made: it is not sent again.
 */
export function decide(error: unknown, attempt: number, post: boolean): FailureDecision {
  if (!(error instanceof ProviderError)) throw error;
  const last = attempt >= MAX_ATTEMPTS;
  switch (error.kind) {
    case 'not_found':
      return error.message === 'Unknown Message'
        ? { kind: 'message_gone' }
        : { kind: 'webhook_gone' };
    case 'unauthorized':
      return { kind: 'webhook_gone' };
    case 'rate_limited': {
      const wait = Math.max(error.retryAfterMs ?? 1_000, 1_000);
      const reason = `Discord kept rate limiting the webhook (${attempt} tries)`;
      if (last || wait > MAX_RETRY_AFTER_MS) return { kind: 'fail', reason };
      return { kind: 'retry', afterMs: wait, reason: 'Discord is rate limiting the webhook' };
    }
    case 'timeout':
      if (post) return { kind: 'fail', reason: NO_ANSWER };
      return transient(attempt, last);
    case 'unavailable':
    case 'network':
    case 'bad_response':
      return transient(attempt, last);
    default:
      return { kind: 'fail', reason: `Discord refused the card: ${error.message}` };
  }
}

function transient(attempt: number, last: boolean): FailureDecision {
  if (last) return { kind: 'fail', reason: `Discord is not answering (${attempt} tries)` };
  return { kind: 'retry', afterMs: backoff(attempt), reason: 'Discord is not answering' };
}

/**
 * What a failed Discord call writes back: the webhook or the message gone, a retry, or the card
 * (or, for a live edit that is not `terminal`, this step) failed with the reason. `attempt`
 * counts this call; `post` is a first post (its message cannot be gone).
 */
export function failureResult(
  row: Pick<CardRow, 'state'>,
  decision: FailureDecision,
  attempt: number,
  step: { terminal: boolean; now: number; nextLiveAt: Date | null; post: boolean },
): CardResult {
  switch (decision.kind) {
    case 'webhook_gone':
      return {
        attempts: attempt,
        nextLiveAt: null,
        state: 'failed',
        outcome: 'failed',
        error: WEBHOOK_DELETED,
      };
    case 'message_gone':
      if ((row.state === 'ending' || row.state === 'closing') && !step.post)
        return { attempts: attempt, nextLiveAt: null, state: 'done', outcome: 'deleted' };
      return {
        attempts: attempt,
        nextLiveAt: null,
        state: 'done',
        outcome: 'failed',
        error: MESSAGE_DELETED,
      };
    case 'retry':
      return {
        attempts: attempt,
        nextLiveAt: step.nextLiveAt,
        outcome: 'retrying',
        error: decision.reason,
        retryAt: new Date(step.now + decision.afterMs),
      };
    case 'fail':
      return step.terminal
        ? {
            attempts: attempt,
            nextLiveAt: null,
            state: 'failed',
            outcome: 'failed',
            error: decision.reason,
          }
        : { attempts: 0, nextLiveAt: step.nextLiveAt, outcome: 'failed', error: decision.reason };
  }
}
