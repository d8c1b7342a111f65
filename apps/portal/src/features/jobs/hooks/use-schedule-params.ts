import { isIsoDate } from '@pro-portal/rules';
import { oneOf, useQueryState } from '../../../shared/hooks/use-query-state';
import type { ScheduleRange } from '../lib/schedule-runs';

export type TasksView = 'table' | 'schedule';

export interface ScheduleParams {
  view: TasksView;
  range: ScheduleRange;
  /** The day shown (or whose week is shown), year-month-day; `today` when the address names none. */
  day: string;
}

const aDay = (raw: string) => (isIsoDate(raw) ? raw : undefined);

/**
 * The Tasks tab's view, and the schedule's range and day, kept in the address (?view=schedule&range=week&day=…)
 * so that reloads, Back and links keep them; back to the table, the schedule's own parameters go.
 */
export function useScheduleParams(today: string): [ScheduleParams, (next: Partial<ScheduleParams>) => void] {
  const [view, setView] = useQueryState<TasksView>('view', 'table', oneOf(['table', 'schedule'] as const));
  const [range, setRange] = useQueryState<ScheduleRange>('range', 'day', oneOf(['day', 'week'] as const));
  const [day, setDay] = useQueryState('day', today, aDay);
  const set = (next: Partial<ScheduleParams>) => {
    if (next.view) setView(next.view, next.view === 'table' ? { reset: ['range', 'day'] } : {});
    if (next.range) setRange(next.range);
    if (next.day) setDay(next.day);
  };
  return [{ view, range, day }, set];
}
