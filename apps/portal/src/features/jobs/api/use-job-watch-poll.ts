import { useEffect, useRef } from 'react';
import type { JobKind } from '@pro-portal/rules';
import { JOB_WATCH_POLL_MS } from '../../../shared/timings';
import { usePortalContext } from '../../../shared/portal-context';
import { useSdk } from '../../../shared/sdk-provider';
import { jobRef, readWatches, unwatchJobs, type JobEnding } from '../lib/job-watches';
import { nextKind, settle } from '../lib/watch-poll';
import { listWatchedJobs } from './list-watched-jobs';

/**
 * Looks at the watched jobs kept under `storageKey` at once and then every `intervalMs`, with ONE list
 * call each time whatever their number: the kinds with watched jobs take turns. A job seen in a final
 * state, or gone, stops being watched; `onEnded` hears the endings this tab was first to see. A failed
 * look is silent (a courtesy, not the page's work) and tried again at the next interval. It keeps
 * looking while the tab is in the background: that is when a browser notification helps most.
 */
export function useJobWatchPoll(
  storageKey: string,
  onEnded: (endings: JobEnding[]) => void,
  intervalMs: number = JOB_WATCH_POLL_MS,
): void {
  const client = useSdk();
  const { isAdmin } = usePortalContext();
  const told = useRef(onEnded);
  useEffect(() => {
    told.current = onEnded;
  }, [onEnded]);
  useEffect(() => {
    let stopped = false;
    let previous: JobKind | undefined;
    const offsets: Partial<Record<JobKind, number>> = {};
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const watches = readWatches(storageKey);
      const kind = nextKind(watches, previous);
      if (!kind) return;
      previous = kind;
      const mine = watches.filter((watch) => watch.kind === kind);
      const offset = offsets[kind] ?? 0;
      const answer = await listWatchedJobs(client, {
        kind,
        watches: mine,
        offset,
        listAll: isAdmin,
        signal: controller.signal,
      });
      if (stopped) return;
      const { ended, gone, nextOffset } = settle(mine, answer, offset);
      offsets[kind] = nextOffset;
      const firstToSee = unwatchJobs(storageKey, [...ended, ...gone]);
      const endings = ended.filter((ending) => firstToSee.has(jobRef(ending)));
      if (endings.length > 0) told.current(endings);
    };
    const loop = () => {
      look()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) timer = setTimeout(loop, intervalMs);
        });
    };
    loop();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, storageKey, isAdmin, intervalMs]);
}
