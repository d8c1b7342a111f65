import { useMemo, type ReactNode } from 'react';
import type { VariantType } from 'notistack';
import { SNACKBAR_DURATIONS_MS, TOAST_AUTO_CLOSE_MS } from './timings';
import { useEnqueueToast } from './toast-context';

export interface ToastOptions {
  /** Use the library's short duration of the variant (success 3 s, info 4 s, warning/error 5 s) instead of 15 s. */
  short?: boolean;
  /** Extra content beside the message, e.g. a Launch button. */
  action?: ReactNode;
  /** The action the toast is about (e.g. 'save-user'): its success toast closes its earlier error toasts. */
  topic?: string;
}

export interface Toast {
  success: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
  warning: (message: string, options?: ToastOptions) => void;
  /** The red variant. Only useErrorToast (shared/api/use-error-toast.ts) calls it, having turned the failure into text. */
  error: (message: string, options?: ToastOptions) => void;
}

/**
 * Toasts of the portal's toast area (top right below the header, closing after 15 s, each with a close
 * button; Escape closes the newest). A failure is shown through useErrorToast, never by calling `error` here.
 */
export function useToast(): Toast {
  const enqueueSnackbar = useEnqueueToast();
  return useMemo(() => {
    const show = (message: string, variant: VariantType, options: ToastOptions = {}) =>
      enqueueSnackbar(message, {
        variant,
        action: options.action,
        topic: options.topic,
        autoHideDuration: options.short
          ? SNACKBAR_DURATIONS_MS[variant as keyof typeof SNACKBAR_DURATIONS_MS]
          : TOAST_AUTO_CLOSE_MS,
        style: { whiteSpace: 'pre-line' },
      });
    return {
      success: (message, options) => show(message, 'success', options),
      info: (message, options) => show(message, 'info', options),
      warning: (message, options) => show(message, 'warning', options),
      error: (message, options) => show(message, 'error', options),
    };
  }, [enqueueSnackbar]);
}
