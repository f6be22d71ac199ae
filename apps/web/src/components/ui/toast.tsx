import { lazy, Suspense } from 'react';

import type { ToastData, ToastOptions, ToastType } from './toast-types';

export type { ToastData, ToastOptions, ToastType } from './toast-types';

export const DEFAULT_TOAST_TIMEOUT = 5000;

/**
 * sonner and the toast's look load after the first page (the Toaster is lazy), not with it.
 * sonner drops a toast shown before its Toaster subscribed, so every call waits until the Toaster
 * has mounted; calls run in the order they were made.
 */
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const implementation = () => import('./toast-sonner');
let ready: Promise<Awaited<ReturnType<typeof implementation>>> | undefined;

function whenReady(action: (sonner: Awaited<ReturnType<typeof implementation>>) => void): void {
  ready ??= Promise.all([implementation(), mounted]).then(([sonner]) => sonner);
  void ready.then(action);
}

/** Resolves once the Toaster has mounted and every toast call made so far reached sonner. */
export function toasterReady(): Promise<void> {
  return new Promise((resolve) => whenReady(() => resolve()));
}

let counter = 0;

function show(type: ToastType, message: string, options: ToastOptions = {}): string {
  const data: ToastData = {
    id: options.id ?? `toast-${++counter}`,
    type,
    message,
    timeout: options.timeout ?? DEFAULT_TOAST_TIMEOUT,
  };
  whenReady((sonner) => sonner.showToast(data));
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
    whenReady((sonner) => sonner.dismissToast(id));
    return id;
  },
};

const SonnerToaster = lazy(() =>
  implementation().then(({ SonnerToaster: Loaded }) => ({
    default: function LoadedToaster() {
      return <Loaded onMounted={markMounted} />;
    },
  })),
);

/** Mount once (AppProviders does): where toasts appear, stacked bottom-right. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
