import { useState } from 'react';
import { usePortalContext } from '../../../shared/portal-context';
import { oneOf, useQueryState } from '../../../shared/hooks/use-query-state';
import { useQueryText } from '../../../shared/hooks/use-query-text';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import type { AppStatsParams } from '../api/app-stats';
import { addDays, DEFAULT_RANGE_DAYS, isoDay, parseDay } from '../lib/stats-dates';
import { STATS_KINDS, STATS_RESOLUTIONS, type StatsKind } from '../lib/stats-view';

const USER_TYPING_MS = 400;

/**
 * What the App Stats page shows, kept in the address (?kind=, ?resolution=, ?from=, ?to=, ?user=) so a
 * link shows the same view: the WebUI tab, auto resolution and the last 30 days unless it says
 * otherwise. The user filter is an admin's only; anyone else's address value is ignored. `params` is
 * null while the begin date is after the end date, and `rangeError` says why.
 */
export function useStatsView() {
  const { isAdmin } = usePortalContext();
  // Today is read once per visit, so the default range does not move under an open page at midnight.
  const [today] = useState(() => isoDay(new Date()));
  const [kind, setKind] = useQueryState<StatsKind>('kind', 'webui', oneOf(STATS_KINDS.map((k) => k.kind)));
  const [resolution, setResolution] = useQueryState('resolution', 'auto', oneOf(STATS_RESOLUTIONS));
  const [from, setFrom] = useQueryState('from', addDays(today, 1 - DEFAULT_RANGE_DAYS), parseDay);
  const [to, setTo] = useQueryState('to', today, parseDay);
  const [userText, setUserText] = useQueryText('user');
  const user = useDebouncedValue(isAdmin ? userText.trim() : '', USER_TYPING_MS);
  const rangeError = from > to ? 'The begin date must not be after the end date.' : '';
  const params: AppStatsParams | null = rangeError
    ? null
    : // The end date is a whole day: the server's `to` is the moment it ends.
      { kind, resolution, from, to: addDays(to, 1), user };
  return {
    view: { kind, resolution, from, to, userText },
    isAdmin,
    params,
    rangeError,
    setKind: (next: StatsKind) => setKind(next),
    setResolution: (next: (typeof STATS_RESOLUTIONS)[number]) => setResolution(next),
    setFrom: (next: string) => parseDay(next) && setFrom(next, { replace: true }),
    setTo: (next: string) => parseDay(next) && setTo(next, { replace: true }),
    setUserText,
  };
}
