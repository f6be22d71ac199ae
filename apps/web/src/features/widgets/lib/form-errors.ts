import { useTranslation } from 'react-i18next';

interface IssueLike {
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * zod's per-parse error map for the builder forms: short codes (`required`, `tooLong:300`) that
 * the form translates. Messages a contract writes itself (a hex colour, a URL) win over this map
 * and are translated by their English text below.
 */
export function builderErrorMap(issue: IssueLike): string {
  const { code, origin } = issue;
  if (code === 'too_small' && origin === 'string')
    return issue.minimum === 1 ? 'required' : 'invalid';
  if (code === 'too_big' && origin === 'string') return `tooLong:${String(issue.maximum)}`;
  if (code === 'too_small' && origin === 'number') return `min:${String(issue.minimum)}`;
  if (code === 'too_big' && origin === 'number') return `max:${String(issue.maximum)}`;
  if (code === 'too_big' && origin === 'array') return `tooMany:${String(issue.maximum)}`;
  if (code === 'invalid_type') return 'required';
  return 'invalid';
}

/** The contracts' own messages, by their English text. */
const CONTRACT_MESSAGES: Record<string, string> = {
  'Use a hex colour like #53fc18 or #00000080': 'color',
  'Use an http(s) URL': 'url',
  'URL is too long': 'tooLong:2000',
  'Name is required': 'required',
  'Name must be at most 80 characters': 'tooLong:80',
};

/** Turns a form error (a code from builderErrorMap or a contract message) into UI text. */
export function useFormErrorText() {
  const { t } = useTranslation('widgets');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const code = CONTRACT_MESSAGES[message] ?? message;
    const [key, value] = code.split(':');
    const known = ['required', 'invalid', 'tooLong', 'min', 'max', 'tooMany', 'color', 'url'];
    return known.includes(key!) ? t(`errors.${key}`, { value }) : message;
  };
}

/**
 * A server error the builder form can show next to its field: the name, or one setting. An error
 * about the settings object as a whole has no field to sit next to, so it goes to a toast.
 */
export function fieldOfServerError(error: unknown): boolean {
  const field = (error as { field?: unknown } | null)?.field;
  return typeof field === 'string' && (field === 'name' || field.startsWith('settings.'));
}
