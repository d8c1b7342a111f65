import { invalidDateError } from './errors';

/**
 * Calendar dates (OpenAPI `format: date`, YYYY-MM-DD) travel as the caller's local day: a Date is
 * sent as its local year, month and day, and a received YYYY-MM-DD becomes local midnight of that
 * day, so the day chosen is the day sent and the day shown in every time zone.
 * @example
 * toDateString(new Date(2026, 11, 20)); // '2026-12-20', whatever the time zone
 * toDateString('2026-12-20'); // '2026-12-20'
 * fromDateString('2026-12-20').getDate(); // 20
 */
export function toDateString(date: Date | string): string {
  // A day given as text (from plain JavaScript, or the fetcher's `Date | string` days) is sent as it
  // is; the server answers 400 when it is not a YYYY-MM-DD day.
  if (typeof date === 'string') return date;
  if (Number.isNaN(date.getTime())) throw invalidDateError();
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** A moment (OpenAPI `format: date-time`) as ISO 8601 text in UTC; an invalid Date is refused before sending. */
export function toDateTimeString(date: Date): string {
  if (Number.isNaN(date.getTime())) throw invalidDateError();
  return date.toISOString();
}

/** Local midnight of a YYYY-MM-DD day; any other text is parsed as a date-time. */
export function fromDateString(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return new Date(value);
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1]));
  return date;
}
