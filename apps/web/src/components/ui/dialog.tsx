import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Description,
} from '@headlessui/react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (Cancel, Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the × in the corner when the footer has the only way out. */
  hideClose?: boolean;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A modal dialog (Headless UI): focus stays inside while it is open, Escape and a click on the
 * backdrop close it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose,
}: DialogProps) {
  const { t } = useTranslation('ui');
  return (
    // The dialog element itself covers the viewport, so it has a box like any visible element.
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/70 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          transition
          className={cn(
            'relative w-full rounded-2xl bg-surface-900 p-6 shadow-2xl shadow-black/60 ring-1 ring-surface-700',
            'transition duration-200 ease-out data-closed:translate-y-2 data-closed:scale-[0.98] data-closed:opacity-0',
            widths[size],
          )}
        >
          <div className="pr-8">
            <DialogTitle className="text-lg font-semibold text-white">{title}</DialogTitle>
            {description && (
              <Description className="mt-1.5 text-sm text-zinc-400">{description}</Description>
            )}
          </div>
          {!hideClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('dialog.close')}
              className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-lg text-zinc-400 transition-colors hover:bg-surface-800 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
          {children && <div className="mt-5 text-sm text-zinc-300">{children}</div>}
          {footer && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
