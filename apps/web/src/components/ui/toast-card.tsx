import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ToastData, ToastType } from './toast-types';

const looks: Record<ToastType, { icon: typeof Info; accent: string; bar: string }> = {
  success: { icon: CircleCheck, accent: 'text-brand-400', bar: 'bg-brand-500' },
  error: { icon: CircleX, accent: 'text-red-400', bar: 'bg-red-500' },
  warning: { icon: TriangleExclamationPoint, accent: 'text-amber-300', bar: 'bg-amber-400' },
  info: { icon: Info, accent: 'text-sky-400', bar: 'bg-sky-400' },
};

/**
 * The look of one toast: coloured edge and icon per type, the message, a close button. No role of
 * its own: sonner's list is already a polite live region, and a second one would read it twice.
 */
export function ToastCard({ toast, onClose }: { toast: ToastData; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const look = looks[toast.type];
  const Icon = look.icon;
  return (
    <div
      data-toast-type={toast.type}
      className="relative flex w-full items-start gap-3 overflow-hidden rounded-xl bg-surface-800 py-3.5 pr-3 pl-4 text-sm shadow-2xl shadow-black/50 ring-1 ring-surface-600 sm:w-[356px]"
    >
      <span aria-hidden className={cn('absolute inset-y-0 left-0 w-1', look.bar)} />
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', look.accent)} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{t(`toast.${toast.type}`)}</p>
        <p className="mt-0.5 break-words text-zinc-300">{toast.message}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('toast.close')}
        className="-mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-zinc-400 transition-colors hover:bg-surface-700 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
