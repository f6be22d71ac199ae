import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { messageMatcher } from '@kyo/contracts/messages/match';
import { MESSAGES_NAMESPACE } from '../app/i18n';
import { ApiRequestError } from './api-client';

/**
 * react-hook-form driven by a contract's zod schema: the browser checks exactly what the server
 * checks. Messages come from the schema (English) and are translated with the contracts'
 * message catalogue (the i18next namespace `messages`), the one the server answers with too.
 *
 * The schema may come as a loader (`() => import(...)`): a page shown at start (sign-in) then
 * renders without zod, which loads once the form shows (a first check waits for it if it must).
 * The resolver itself (it imports zod) always loads that way.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S | (() => Promise<S>),
  defaultValues?: DefaultValues<z.input<S>>,
) {
  const load = () =>
    Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]);
  // Fetched as soon as the form shows, so the first check rarely waits for it.
  useEffect(() => void load(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const [{ zodResolver }, resolved] = await load();
    // The resolver's generics cannot follow a generic schema; the schema's own types are the truth.
    const check = zodResolver(resolved as never) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >;
    return check(values, context, options);
  };
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    mode: 'onTouched',
    ...(defaultValues ? { defaultValues } : {}),
  });
}

/** Catalogue keys are English sentences: no namespace or nesting in them. */
const asKey = { keySeparator: false, nsSeparator: false } as const;
const matchers = new WeakMap<object, ReturnType<typeof messageMatcher>>();

/**
 * A schema's (English) message in the page's language, through i18next like every text: the
 * contracts' catalogue is the `messages` namespace (app/i18n.ts), which a Turkish page loads when
 * a form shows; until it is there a message stays English. A message with values ("At most 10
 * aliases") is its template's entry with the values put in, each translated too when it is a
 * message itself.
 */
export function useValidationMessage() {
  const { t, i18n } = useTranslation(MESSAGES_NAMESPACE, { useSuspense: false });
  const bundle: unknown = i18n.getResourceBundle(i18n.resolvedLanguage ?? 'en', MESSAGES_NAMESPACE);
  return (message: string | undefined) => {
    if (!message || !bundle || typeof bundle !== 'object') return message || undefined;
    let match = matchers.get(bundle);
    if (!match) matchers.set(bundle, (match = messageMatcher(Object.keys(bundle))));
    const found = match(message);
    if (!found) return message;
    const values = Object.fromEntries(
      Object.entries(found.values).map(([name, value]) => [
        name,
        !value.includes('{') && Object.hasOwn(bundle, value) ? t(value, asKey) : value,
      ]),
    );
    return t(found.key, { ...values, ...asKey });
  };
}

/** The server's message without the `body.responses.1: ` location the contract check adds. */
export function serverMessage(error: ApiRequestError): string {
  const first = error.message.split('; ')[0] ?? error.message;
  return first.replace(/^(?:body|params|query)\.[\w.,]+:\s*/, '');
}

/**
 * Puts a server 400/409 that names a field next to that field, on the whole path: `responses.1`
 * lands on the second response, not on the list. Answers true when it did, so the caller shows a
 * toast only for errors that belong to no field.
 */
export function applyServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.field) return false;
  const root = error.field.split('.')[0]!;
  if (!(root in form.getValues())) return false;
  form.setError(
    error.field as Path<T>,
    { type: 'server', message: serverMessage(error) },
    { shouldFocus: true },
  );
  return true;
}
