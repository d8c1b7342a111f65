import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { successMessages } from '@pro-portal/rules';
import type { UploadProgress } from '@pro-portal/sdk';
import { isAbortError } from '../../../shared/api/errors';
import { PATHS } from '../../../shared/paths';
import { useToast } from '../../../shared/toast';
import { usePublishApp, type PublishValues } from '../api/publish';

/**
 * Publishes (or updates) with progress: on acceptance the first success toast and back to the list;
 * a cancel returns to the form; a failure shows `failurePrefix` and the server's message.
 */
export function usePublishSubmit(failurePrefix: string) {
  const publish = usePublishApp();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    async (
      values: PublishValues,
      progress: { onProgress: (p: UploadProgress) => void; signal: AbortSignal },
    ): Promise<'done' | 'cancelled' | Error> => {
      try {
        const entry = await publish(values, progress);
        toast.success(successMessages.publishStarted(entry.name, entry.version, entry.category));
        navigate(PATHS.APPLICATIONS);
        return 'done';
      } catch (error) {
        if (isAbortError(error)) return 'cancelled';
        toast.error(error, { prefix: failurePrefix });
        return error instanceof Error ? error : new Error(String(error));
      }
    },
    [failurePrefix, navigate, publish, toast],
  );
}
