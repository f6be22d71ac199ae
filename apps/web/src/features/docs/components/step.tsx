import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorHeading } from './prose';

/** One numbered step of a guide, with the line that joins it to the next one. */
export function Step({
  id,
  number,
  title,
  last = false,
  children,
}: {
  id: string;
  number: number;
  title: string;
  last?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('docs');
  return (
    <section aria-labelledby={id} className="relative pb-12 pl-12 sm:pl-14">
      <span
        aria-hidden="true"
        className="absolute left-0 top-0 flex h-9 w-9 items-center justify-center rounded-full bg-brand-500/10 text-sm font-bold text-brand-400 ring-1 ring-brand-500/40"
      >
        {number}
      </span>
      {!last && (
        <span
          aria-hidden="true"
          className="absolute bottom-2 left-[17.5px] top-11 w-px bg-gradient-to-b from-surface-600 to-surface-800"
        />
      )}
      <AnchorHeading id={id} className="pt-0.5">
        <span className="sr-only">{t('start.stepLabel', { number })} </span>
        {title}
      </AnchorHeading>
      <div className="mt-4">{children}</div>
    </section>
  );
}
