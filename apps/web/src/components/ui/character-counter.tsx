import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** `12/50` under a field; turns amber near the limit and red at it. */
export function CharacterCounter({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation('ui');
  const ratio = count / max;
  return (
    <span
      className={cn(
        'shrink-0 text-xs tabular-nums',
        ratio >= 1 ? 'text-red-400' : ratio >= 0.9 ? 'text-amber-300' : 'text-zinc-400',
      )}
    >
      <span aria-hidden>
        {count}/{max}
      </span>
      <span className="sr-only">{t('field.counter', { count, max })}</span>
    </span>
  );
}
