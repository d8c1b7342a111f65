import { useCallback } from 'react';
import { successMessages } from '../../../shared/texts/success-messages';
import type { UploadProgress } from '@pro-portal/sdk';
import { isAbortError } from '../../../shared/api/errors';
import { useToast } from '../../../shared/toast';
import { useErrorToast } from '../../../shared/api/use-error-toast';
import { usePublishApp, type PublishValues } from '../api/publish';
import { useBackToList } from './use-back-to-list';

/** The upload's progress listener and cancel signal; `onAccepted` hears the server accept it (before the form closes). */
export interface UploadOptions {
  onProgress: (p: UploadProgress) => void;
  signal: AbortSignal;
  onAccepted?: () => void;
}

/**
 * Publishes (or updates) with progress: on acceptance the first success toast and back to the list;
 * a cancel returns to the form; a failure shows `failurePrefix` and the server's message.
 */
export function usePublishSubmit(failurePrefix: string) {
  const publish = usePublishApp();
  const toast = useToast();
  const showError = useErrorToast();
  const backToList = useBackToList();
  return useCallback(
    async (
      values: PublishValues,
      { onAccepted, ...progress }: UploadOptions,
    ): Promise<'done' | 'cancelled' | Error> => {
      try {
        const entry = await publish(values, progress);
        onAccepted?.();
        toast.success(successMessages.publishStarted(entry.name, entry.version, entry.category));
        backToList();
        return 'done';
      } catch (error) {
        if (isAbortError(error)) return 'cancelled';
        showError(error, { prefix: failurePrefix });
        return error instanceof Error ? error : new Error(String(error));
      }
    },
    [failurePrefix, backToList, publish, toast, showError],
  );
}
