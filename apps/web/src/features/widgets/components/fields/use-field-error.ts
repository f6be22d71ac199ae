import { get, useFormState } from 'react-hook-form';
import { useFormErrorText } from '../../lib/form-errors';

/** The translated error of one form field, or undefined. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const text = useFormErrorText();
  const error: unknown = get(errors, name);
  const message =
    error && typeof error === 'object' && 'message' in error ? error.message : undefined;
  return text(typeof message === 'string' ? message : undefined);
}
