import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '@pro-portal/rules';
import type { ScheduleRange } from '../lib/schedule-runs';

export type TasksView = 'table' | 'schedule';

export interface ScheduleParams {
  view: TasksView;
  range: ScheduleRange;
  /** The day shown (or whose week is shown), year-month-day; `today` when the address names none. */
  day: string;
}

/**
 * The Tasks tab's view, and the schedule's range and day, kept in the address (?view=schedule&range=week&day=…)
 * so that reloads, Back and links keep them; anything else in the address falls back to the default.
 */
export function useScheduleParams(today: string): [ScheduleParams, (next: Partial<ScheduleParams>) => void] {
  const [params, setParams] = useSearchParams();
  const day = params.get('day');
  const current: ScheduleParams = {
    view: params.get('view') === 'schedule' ? 'schedule' : 'table',
    range: params.get('range') === 'week' ? 'week' : 'day',
    day: isIsoDate(day) ? day : today,
  };
  const set = useCallback(
    (next: Partial<ScheduleParams>) =>
      setParams((old) => {
        const copy = new URLSearchParams(old);
        const put = (name: string, value: string | undefined, fallback: string) =>
          value === undefined ? undefined : value === fallback ? copy.delete(name) : copy.set(name, value);
        put('view', next.view, 'table');
        put('range', next.range, 'day');
        put('day', next.day, today);
        if (next.view === 'table') ['range', 'day'].forEach((name) => copy.delete(name));
        return copy;
      }),
    [setParams, today],
  );
  return [current, set];
}
