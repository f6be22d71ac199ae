import { translateMessage, type Language } from '@kyo/contracts';
import { HttpError } from '../../../../platform/http/http-error';

/** `!name rest of the line` → the trigger without `!` and the rest. */
export function splitTrigger(rest: string): { name: string; response: string } {
  const trimmed = rest.trim();
  const space = trimmed.search(/\s/);
  const first = space === -1 ? trimmed : trimmed.slice(0, space);
  return {
    name: first.replace(/^!/, '').toLowerCase(),
    response: space === -1 ? '' : trimmed.slice(space).trim(),
  };
}

/** What a moderator reads in chat when a change is refused: the API's own message, translated. */
export function refusal(error: unknown, language: Language = 'en'): string {
  if (error instanceof HttpError) return translateMessage(error.message, language);
  throw error;
}
