import { useCallback, useRef } from 'react';
import { useErrorToast, type ErrorToastOptions } from './use-error-toast';

export interface MutationOptions<A extends unknown[], R> {
  /** Runs after the mutation succeeded, with its result and arguments (a success toast, closing a dialog). */
  onSuccess?: (result: R, ...args: A) => void;
  /** Replaces the default error toast (to send field errors into a form, or to stay silent). */
  onError?: (error: unknown, ...args: A) => void;
  /** Errors that show nothing, being handled elsewhere (a wrong password shown on its field). */
  quietWhen?: (error: unknown) => boolean;
  /** Runs after any failure, once shown, kept quiet or handed to onError: to close a dialog that cannot go on. */
  afterError?: (error: unknown, ...args: A) => void;
  /** Options of the default error toast (a prefix naming what failed, a topic), or a function of the arguments giving them. */
  errorToast?: ErrorToastOptions | ((...args: A) => ErrorToastOptions);
}

/**
 * Wraps a mutation of a feature's api so that a failure shows the error toast unless `onError` is given.
 * The returned function resolves to the mutation's result, or to undefined after a failure; it never throws.
 * @example const remove = useMutation(deleteTunnel, { onSuccess: onClose }); await remove(tunnel.id);
 */
export function useMutation<A extends unknown[], R>(
  mutation: (...args: A) => Promise<R>,
  options: MutationOptions<A, R> = {},
): (...args: A) => Promise<R | undefined> {
  const showError = useErrorToast();
  const latest = useRef({ mutation, options });
  latest.current = { mutation, options };
  return useCallback(
    async (...args: A) => {
      const { mutation: run, options: current } = latest.current;
      let result: R;
      try {
        result = await run(...args);
      } catch (err) {
        if (current.onError) current.onError(err, ...args);
        else if (!current.quietWhen?.(err)) {
          const { errorToast } = current;
          showError(err, typeof errorToast === 'function' ? errorToast(...args) : errorToast);
        }
        current.afterError?.(err, ...args);
        return undefined;
      }
      current.onSuccess?.(result, ...args);
      return result;
    },
    [showError],
  );
}
