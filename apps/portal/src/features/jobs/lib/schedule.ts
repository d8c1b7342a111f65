import { string } from 'yup';
import { scheduleLabels, scheduleProblems, timeZoneOffsetMinutes, type ScheduleField } from '@pro-portal/rules';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The moment a wall-clock time `hhmm` of `day` (year-month-day) is in `timeZone` (default: the
 * browser's): the zone's offset is the one it has at that moment, daylight saving included.
 */
export function zonedInstant(day: string, hhmm: string, timeZone?: string): Date {
  const asUtc = new Date(`${day}T${hhmm}:00Z`);
  const guess = timeZoneOffsetMinutes(asUtc, timeZone);
  const offset = timeZoneOffsetMinutes(new Date(asUtc.getTime() - guess * 60_000), timeZone);
  return new Date(asUtc.getTime() - offset * 60_000);
}

/**
 * The scheduleFor the dialog sends: a day alone as year-month-day (10 characters, as every date query is sent), a day with a
 * time in the platform's documented form 'YYYY-MM-DD hh:mm ±HH:MM', at the offset `timeZone`
 * (default: the browser's) has on that day, the zone the jobs tables show times in.
 */
export function scheduleForQuery(day: string, time: string, timeZone?: string): string | undefined {
  if (!day) return undefined;
  if (!time) return day;
  const hhmm = time.slice(0, 5);
  const offset = timeZoneOffsetMinutes(zonedInstant(day, hhmm, timeZone), timeZone);
  const abs = Math.abs(offset);
  return `${day} ${hhmm} ${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The dialog's values a schedule is made of: the day and time of Schedule for, and the two durations. */
interface ScheduleValues {
  scheduleFor?: string;
  scheduleTime?: string;
  scheduleIn?: string;
  scheduleInterval?: string;
}

/**
 * A schedule field of the New task dialog, checked by the rules' scheduling rule (the server's) on
 * the schedule the dialog would send, with the problem in the field's label.
 */
export const scheduleField = (field: ScheduleField, timeZone?: string) =>
  string().test(field, function () {
    const values = this.parent as ScheduleValues;
    const problem = scheduleProblems(
      {
        scheduleFor: scheduleForQuery(values.scheduleFor ?? '', values.scheduleTime ?? '', timeZone),
        scheduleIn: values.scheduleIn,
        scheduleInterval: values.scheduleInterval,
      },
      scheduleLabels,
    )[field];
    return problem ? this.createError({ message: problem }) : true;
  });

/** The New task dialog's own messages (the scheduling rules' words are the rules package's scheduleMessages). */
export const taskFormMessages = {
  timeWithoutDay: 'Choose the day for this time.',
  notJson: 'This file is not valid JSON. Choose a file that holds a JSON object or array.',
  notObject: 'The request data must be a JSON object or array.',
} as const;
