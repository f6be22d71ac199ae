import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage, useValidationMessage } from '../../../lib/use-zod-form';

/**
 * The text of a failed request for a toast: the server's message (translated through the
 * `validation` namespace, keyed by the English text), else the fallback.
 */
export function useErrorText() {
  const message = useValidationMessage();
  return (error: unknown, fallback: string) =>
    (error instanceof ApiRequestError ? message(serverMessage(error)) : undefined) ?? fallback;
}
