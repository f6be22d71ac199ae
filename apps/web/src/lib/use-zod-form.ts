import { useEffect, useState } from 'react';
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
import { ApiRequestError } from './api-client';

/**
 * react-hook-form driven by a contract's zod schema: the browser checks exactly what the server
 * checks. Messages come from the schema (English) and are translated with the contracts'
 * message catalogue (`translateMessage`), the one the server answers with too.
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

type Translate = (message: string, language: 'en' | 'tr') => string;
let translate: Translate | undefined;
let loadingCatalogue: Promise<Translate> | undefined;

/** The contracts' message catalogue: only a page in Turkish needs it, so it loads then. */
function loadCatalogue(): Promise<Translate> {
  loadingCatalogue ??= import('@kyo/contracts/messages').then(
    (m) => (translate = m.translateMessage),
    (error: unknown) => {
      loadingCatalogue = undefined;
      throw error;
    },
  );
  return loadingCatalogue;
}

/**
 * A schema's (English) message in the page's language. English is the messages' own language;
 * for Turkish the contracts' catalogue (the one the server answers with too) loads when a form
 * shows, and until it is there a message stays English.
 */
export function useValidationMessage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  const [, catalogueLoaded] = useState(false);
  useEffect(() => {
    if (language === 'en' || translate) return;
    let live = true;
    loadCatalogue().then(
      () => live && catalogueLoaded(true),
      () => undefined, // the English message stays
    );
    return () => {
      live = false;
    };
  }, [language]);
  return (message: string | undefined) => {
    if (!message) return undefined;
    return language === 'en' || !translate ? message : translate(message, language);
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
