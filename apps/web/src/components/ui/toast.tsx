import { toast as sonner, Toaster as SonnerToaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import { ToastCard } from './toast-card';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** A notification as the product describes it (seed-spec §3): id, type, message, timeout. */
export interface ToastData {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds before it closes itself; 0 keeps it until the user closes it. */
  timeout: number;
}

export interface ToastOptions {
  /** Default 5000 ms; 0 means the toast stays until closed. */
  timeout?: number;
  /** Reusing an id replaces that toast instead of stacking a new one. */
  id?: string;
}

export const DEFAULT_TOAST_TIMEOUT = 5000;

let counter = 0;

function show(type: ToastType, message: string, options: ToastOptions = {}): string {
  const data: ToastData = {
    id: options.id ?? `toast-${++counter}`,
    type,
    message,
    timeout: options.timeout ?? DEFAULT_TOAST_TIMEOUT,
  };
  // sonner reads a duration of 0 as "use the default", so "stay until closed" is Infinity.
  sonner.custom((sonnerId) => <ToastCard toast={data} onClose={() => sonner.dismiss(sonnerId)} />, {
    id: data.id,
    duration: data.timeout === 0 ? Infinity : data.timeout,
  });
  return data.id;
}

/** Our toast API; sonner underneath is an implementation detail. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  show,
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => {
    sonner.dismiss(id);
    return id;
  },
};

/** Mount once (AppProviders does): where toasts appear, stacked bottom-right. */
export function Toaster() {
  const { t } = useTranslation('ui');
  return (
    <SonnerToaster
      theme="dark"
      position="bottom-right"
      visibleToasts={5}
      gap={10}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ unstyled: true, className: 'w-full' }}
    />
  );
}
