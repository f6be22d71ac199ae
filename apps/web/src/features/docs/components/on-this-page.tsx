import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';

export interface TocEntry {
  id: string;
  label: string;
  number?: number;
}

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="mt-3 space-y-1 text-sm xl:border-l xl:border-surface-700">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="-ml-px flex gap-2 rounded-md py-1 text-zinc-400 transition-colors hover:text-white xl:rounded-none xl:border-l xl:border-transparent xl:pl-4 xl:hover:border-zinc-400"
          >
            {entry.number !== undefined && (
              <span className="w-4 shrink-0 tabular-nums">{entry.number}.</span>
            )}
            <span>{entry.label}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The page's table of contents: `wide` is the sticky side column of extra-wide screens,
 * `compact` the disclosure shown above the text on narrower ones.
 */
export function OnThisPage({
  entries,
  id,
  variant,
}: {
  entries: TocEntry[];
  id: string;
  variant: 'wide' | 'compact';
}) {
  const { t } = useTranslation('docs');
  if (variant === 'wide') {
    return (
      <nav aria-labelledby={`${id}-wide`} className="hidden xl:sticky xl:top-24 xl:block xl:h-fit">
        <h2
          id={`${id}-wide`}
          className="text-xs font-semibold uppercase tracking-wider text-zinc-400"
        >
          {t('onThisPage')}
        </h2>
        <Entries entries={entries} />
      </nav>
    );
  }
  return (
    <details className="group rounded-xl border border-surface-700 bg-surface-900 xl:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-zinc-200 [&::-webkit-details-marker]:hidden">
        {t('onThisPage')}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className="text-zinc-400 transition-transform group-open:rotate-180"
        />
      </summary>
      <nav aria-label={t('onThisPage')} className="px-4 pb-4">
        <Entries entries={entries} />
      </nav>
    </details>
  );
}
