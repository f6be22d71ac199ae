/** The toasts' shapes, shared by the API (toast.tsx) and its lazy look (toast-sonner, toast-card). */
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
