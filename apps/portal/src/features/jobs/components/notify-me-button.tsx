import { useSyncExternalStore } from 'react';
import { Button } from '@mui/material';
import { isFinalState, type JobKind } from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import { jobWatchTexts } from '../../../shared/texts/job-watch-texts';
import { useToast } from '../../../shared/toast';
import { subscribeJobWatches, watchesKey } from '../lib/job-watch-key';
import { isWatched, jobLabel, parseWatches, unwatchJobs, watchJobs, type WatchedJob } from '../lib/job-watches';

interface NotifyMeButtonProps<T> {
  kind: JobKind;
  selected: readonly T[];
  stateOf: (row: T) => string;
  toWatch: (row: T) => WatchedJob;
}

/**
 * 'Notify me (n)' for the selected jobs that can still end and are not watched yet; once all of them
 * are, 'Stop notifying (n)'. Jobs that have ended already are not offered.
 */
export function NotifyMeButton<T>({ kind, selected, stateOf, toWatch }: NotifyMeButtonProps<T>) {
  const { environmentName, username } = usePortalContext();
  const toast = useToast();
  const key = watchesKey(environmentName, username);
  const raw = useSyncExternalStore(subscribeJobWatches, () => window.localStorage.getItem(key));
  const jobs = selected.filter((row) => !isFinalState(kind, stateOf(row))).map(toWatch);
  if (jobs.length === 0) return null;
  const watches = parseWatches(raw);
  const unwatched = jobs.filter((job) => !isWatched(watches, job));
  if (unwatched.length === 0) {
    return (
      <Button variant="outlined" size="small" onClick={() => unwatchJobs(key, jobs)}>
        {`${jobWatchTexts.stopNotifying} (${jobs.length})`}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => {
        watchJobs(key, unwatched);
        toast.info(jobWatchTexts.willTell(unwatched.map(jobLabel)), { short: true });
      }}
    >
      {`${jobWatchTexts.notifyMe} (${unwatched.length})`}
    </Button>
  );
}
