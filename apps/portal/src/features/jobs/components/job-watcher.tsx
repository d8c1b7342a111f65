import { useCallback } from 'react';
import { useHref, useNavigate } from 'react-router';
import { ToastLink } from '../../../shared/components/toast-link';
import { usePortalContext } from '../../../shared/portal-context';
import { jobWatchTexts } from '../../../shared/texts/job-watch-texts';
import { useToast, type Toast } from '../../../shared/toast';
import { useJobWatchPoll } from '../api/use-job-watch-poll';
import { notifyInBackground } from '../lib/browser-notification';
import { endingsKey, watchesKey } from '../lib/job-watch-key';
import { JOB_TAB, jobLabel, jobRef, recordEndings, type JobEnding } from '../lib/job-watches';

/** A job that did its work ends green, one that broke orange, one that was stopped or timed out blue. */
const VARIANT: Record<string, keyof Omit<Toast, 'error'>> = {
  completed: 'success',
  finished: 'success',
  failed: 'warning',
  error: 'warning',
  crashed: 'warning',
};

/**
 * Watches the jobs this person asked to be told about, wherever they are in the portal: each ending
 * goes to the bell's list, shows a toast linking to the job's tab and, while the tab is in the
 * background and the person allowed it, a browser notification.
 */
export function JobWatcher() {
  const { environmentName, username } = usePortalContext();
  const toast = useToast();
  const navigate = useNavigate();
  const root = useHref('/');
  const storedEndings = endingsKey(environmentName, username);
  const tell = useCallback(
    (endings: JobEnding[]) => {
      recordEndings(storedEndings, endings);
      for (const ending of endings) {
        const label = jobLabel(ending);
        const message = jobWatchTexts.ended(label, ending.state);
        const path = JOB_TAB[ending.kind];
        const go = () => void navigate(path);
        toast[VARIANT[ending.state] ?? 'info'](message, {
          action: (
            <ToastLink
              href={`${root.replace(/\/$/, '')}${path}`}
              onFollow={go}
              label={`${jobWatchTexts.open} ${label}`}
            >
              {jobWatchTexts.open}
            </ToastLink>
          ),
        });
        notifyInBackground(jobWatchTexts.notificationTitle, message, jobRef(ending), go);
      }
    },
    [storedEndings, toast, navigate, root],
  );
  useJobWatchPoll(watchesKey(environmentName, username), tell);
  return null;
}
