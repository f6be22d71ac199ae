import { useEffect } from 'react';
import { toast as sonner, Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import { ToastCard } from './toast-card';
import type { ToastData } from './toast-types';

/** toast.tsx's implementation, loaded lazily with sonner. */
export function showToast(data: ToastData): void {
  // sonner reads a duration of 0 as "use the default", so "stay until closed" is Infinity.
  sonner.custom((sonnerId) => <ToastCard toast={data} onClose={() => sonner.dismiss(sonnerId)} />, {
    id: data.id,
    duration: data.timeout === 0 ? Infinity : data.timeout,
  });
}

export function dismissToast(id?: string): void {
  sonner.dismiss(id);
}

export function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  const { t } = useTranslation('ui');
  // Runs after sonner's Toaster subscribed to its toasts (a child's effects run first).
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      visibleToasts={5}
      gap={10}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ unstyled: true, className: 'w-full' }}
    />
  );
}
