import { useTranslation } from 'react-i18next';
import { Minus, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import type { Counter } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { intlLocale } from '../../../app/i18n';

/** One counter: its command, label and value, with − and + and its edit and delete buttons. */
export function CounterCard({
  counter,
  busy,
  onAdjust,
  onEdit,
  onDelete,
}: {
  counter: Counter;
  busy: boolean;
  onAdjust: (by: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const name = counter.name;
  return (
    <li
      className="flex flex-col rounded-2xl border border-surface-700 bg-surface-900 p-5"
      data-testid="counter-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-white">{counter.label || name}</p>
          <p className="font-mono text-xs text-brand-300">!{name}</p>
        </div>
        <div className="-mr-2 -mt-1 flex shrink-0">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('counters.edit', { name })}
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={onEdit}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('counters.delete', { name })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={onDelete}
          />
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          aria-label={t('counters.subtract', { name })}
          icon={<Minus aria-hidden className="size-4" />}
          disabled={busy}
          onClick={() => onAdjust(-1)}
        />
        <output
          aria-live="polite"
          aria-label={counter.label || name}
          className="text-4xl font-extrabold tabular-nums text-white"
          data-testid="counter-value"
        >
          {counter.value.toLocaleString(intlLocale(i18n.resolvedLanguage))}
        </output>
        <Button
          aria-label={t('counters.add', { name })}
          icon={<Plus aria-hidden className="size-4" />}
          disabled={busy}
          onClick={() => onAdjust(1)}
        />
      </div>
      {counter.resetPerStream && (
        <Chip
          size="sm"
          variant="info"
          className="mt-4 self-start"
          icon={<RotateCcw aria-hidden className="size-3" />}
        >
          {t('counters.resets')}
        </Chip>
      )}
    </li>
  );
}
