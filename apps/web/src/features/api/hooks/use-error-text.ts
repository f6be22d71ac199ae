import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage, useValidationMessage } from '../../../lib/use-zod-form';

/** The text of a failed request: the server's message (in the user's language), else the fallback. */
export function useErrorText() {
  const message = useValidationMessage();
  return (error: unknown, fallback: string) =>
    (error instanceof ApiRequestError ? message(serverMessage(error)) : undefined) ?? fallback;
}
