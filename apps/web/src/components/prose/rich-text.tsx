import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

export const linkClass =
  'font-medium text-brand-400 underline decoration-brand-500/40 underline-offset-2 transition-colors hover:text-brand-300 hover:decoration-brand-300';

export const codeClass =
  'rounded-md bg-surface-800 px-1.5 py-0.5 font-mono text-[0.875em] text-brand-300 ring-1 ring-inset ring-surface-700';

/** A named link a translation may use as a tag: `<faq>the FAQ</faq>`. */
export const linkTo = (path: string) => <Link to={path} className={linkClass} />;

/**
 * The tags every long-text translation may use; a feature adds its named links. Anything else in
 * a catalogue is shown as text, so a translation can never inject markup.
 */
export const baseTags: Record<string, ReactElement> = {
  code: <code className={codeClass} />,
  strong: <strong className="font-semibold text-zinc-100" />,
  em: <em className="italic" />,
  kbd: (
    <kbd className="rounded border border-surface-600 bg-surface-800 px-1.5 py-px font-sans text-[0.8em] font-semibold text-zinc-200 shadow-[inset_0_-1px_0_var(--color-surface-600)]" />
  ),
};

/** A `RichText` component for one namespace and its allowed tags. */
export function createRichText(namespace: string, tags: Record<string, ReactElement>) {
  const components = { ...baseTags, ...tags };
  return function RichText({
    i18nKey,
    values,
  }: {
    i18nKey: string;
    values?: Record<string, unknown>;
  }) {
    const { t } = useTranslation(namespace);
    return <Trans t={t} i18nKey={i18nKey} values={values} components={components} />;
  };
}

/** The text of a translation without its tags (for searching). */
export function plainText(text: string): string {
  return text.replace(/<\/?[a-z]+>/g, '');
}
