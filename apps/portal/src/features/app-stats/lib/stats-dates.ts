const DAY_MS = 24 * 3600_000;

/** The range a page opens with: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** A calendar date (UTC) as the date inputs and the address hold it: YYYY-MM-DD. */
export const isoDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** `day` moved by `days` (negative for earlier). */
export const addDays = (day: string, days: number): string => isoDay(new Date(Date.parse(day) + days * DAY_MS));

/** A real calendar date written YYYY-MM-DD, or undefined: the address's value then falls back to the default. */
export const parseDay = (raw: string): string | undefined =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) && isoDay(new Date(raw)) === raw ? raw : undefined;

const formats = {
  hour: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
  day: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** How a bucket's start reads: with the hour for hours, the month alone for months (UTC, as the server groups). */
export function bucketLabel(start: Date, resolution: string): string {
  if (resolution === 'hour') return formats.hour.format(start);
  if (resolution === 'month') return formats.month.format(start);
  return formats.day.format(start);
}
