import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export type ChipVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const variants: Record<ChipVariant, string> = {
  neutral: 'bg-surface-700 text-zinc-200 ring-surface-600',
  brand: 'bg-brand-500/15 text-brand-300 ring-brand-500/30',
  success: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  warning: 'bg-amber-500/15 text-amber-200 ring-amber-500/30',
  danger: 'bg-red-500/15 text-red-300 ring-red-500/30',
  info: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
};

export interface ChipProps {
  children: ReactNode;
  variant?: ChipVariant;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  /** Shows a × button; its accessible name is "Remove {label}". */
  onRemove?: () => void;
  /** The name used in "Remove …" when children is not plain text. */
  removeLabel?: string;
  className?: string;
}

/** A small label: a status, a tag, a filter that can be removed. */
export function Chip({
  children,
  variant = 'neutral',
  size = 'md',
  icon,
  onRemove,
  removeLabel,
  className,
}: ChipProps) {
  const { t } = useTranslation('ui');
  const name = removeLabel ?? (typeof children === 'string' ? children : '');
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full font-medium whitespace-nowrap ring-1 ring-inset',
        size === 'sm' ? 'h-5 px-2 text-[11px]' : 'h-6 px-2.5 text-xs',
        onRemove && (size === 'sm' ? 'pr-0.5' : 'pr-1'),
        variants[variant],
        className,
      )}
    >
      {icon && (
        <span aria-hidden className="flex shrink-0 [&_svg]:size-3.5">
          {icon}
        </span>
      )}
      <span className="truncate">{children}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('chip.remove', { label: name }).trim()}
          className="inline-flex size-4 shrink-0 items-center justify-center rounded-full opacity-70 transition hover:bg-white/15 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-current"
        >
          <X aria-hidden className="size-3" strokeWidth={2.5} />
        </button>
      )}
    </span>
  );
}
