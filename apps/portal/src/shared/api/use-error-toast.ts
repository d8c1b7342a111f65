import { useCallback } from 'react';
import { errorMessage, errorMessageWithPrefix } from '@pro-portal/sdk';
import { isApiErrorWith } from './errors';
import { useToast, type ToastOptions } from '../toast';

/** A line naming what failed, shown above the error's own message, and the toast's other options. */
export type ErrorToastOptions = ToastOptions & { prefix?: string };

/**
 * The one place a failure becomes an error toast (a 401 never does): its text is the SDK's errorMessage of it (the
 * server's message, the error's own, a plain string, else 'Unknown error.'), after an optional prefix
 * line. useMutation shows a failed mutation with it; code whose failure is not a mutation's uses it
 * directly: a list that could not be read, a refusal found before anything is sent, a message handed
 * to the login page.
 * @example const showError = useErrorToast(); showError(err, { prefix: errorMessages.createTask });
 */
export function useErrorToast(): (error: unknown, options?: ErrorToastOptions) => void {
  const toast = useToast();
  return useCallback(
    (error, options = {}) => {
      // A 401 shows nothing: the unauthorized event takes the person to sign in (the login page lists
      // its own failures in the form).
      if (isApiErrorWith(error, { status: 401 })) return;
      toast.error(options.prefix ? errorMessageWithPrefix(options.prefix, error) : errorMessage(error), options);
    },
    [toast],
  );
}
