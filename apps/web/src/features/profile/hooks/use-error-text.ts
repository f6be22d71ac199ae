import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage, useValidationMessage } from '../../../lib/use-zod-form';

/**
 * The text of a failed request for a toast: the server's message (already in the user's
 * language; translated again if it is not), else the fallback.
 */
export function useErrorText() {
  const message = useValidationMessage();
  return (error: unknown, fallback: string) =>
    (error instanceof ApiRequestError ? message(serverMessage(error)) : undefined) ?? fallback;
}
