import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { RichText } from './rich-text';

/** The long-text column: comfortable size, line height and spacing between blocks. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('space-y-4 text-[0.975rem] leading-7 text-zinc-300', className)}>
      {children}
    </div>
  );
}

/** A paragraph from the `docs` catalogue. */
export function P({ k, values }: { k: string; values?: Record<string, unknown> }) {
  return (
    <p>
      <RichText i18nKey={k} values={values} />
    </p>
  );
}

/** How many items the array under `key` has (0 when it is missing). */
export function useListLength(key: string): number {
  const { t } = useTranslation('docs');
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? value.length : 0;
}

/** A bulleted or numbered list whose items are the array under `k` in the catalogue. */
export function List({ k, ordered = false }: { k: string; ordered?: boolean }) {
  const length = useListLength(k);
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={cn('space-y-2 pl-6', ordered ? 'list-decimal' : 'list-disc')}>
      {Array.from({ length }, (_, index) => (
        <li key={index} className="pl-1.5 marker:font-semibold marker:text-brand-500">
          <RichText i18nKey={`${k}.${index}`} />
        </li>
      ))}
    </Tag>
  );
}

/** A section heading with an anchor and a link to it that shows on hover and focus. */
export function AnchorHeading({
  id,
  level = 2,
  children,
  className,
}: {
  id: string;
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('docs');
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <div className="group flex items-center gap-2">
      <Tag
        id={id}
        className={cn(
          'scroll-mt-24 font-semibold tracking-tight text-white',
          level === 2 ? 'text-xl sm:text-2xl' : 'text-lg',
          className,
        )}
      >
        {children}
      </Tag>
      <a
        href={`#${id}`}
        aria-label={t('anchor')}
        className="rounded text-zinc-400 opacity-0 transition-opacity group-hover:opacity-100 hover:text-brand-400 focus-visible:opacity-100"
      >
        <Link2 size={16} aria-hidden="true" />
      </a>
    </div>
  );
}
