/** Calendar dates as 'YYYY-MM-DD' strings (10 characters), which compare correctly as text. */
import { API_KEY_EXPIRY, ISO_DATE_REGEX } from './constants';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export const isIsoDate = (value: string | null | undefined): value is string => {
  if (!value || !ISO_DATE_REGEX.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/** The date `years` later; 29 February becomes 28 February in a year without it. */
export const addYears = (isoDate: string, years: number): string => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = year + years;
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(target, month)))}`;
};

/** The calendar date of `date` in `timeZone` (default: the runtime's zone). */
export const toIsoDate = (date: Date, timeZone?: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

/**
 * Today's date in the time zones where it began last (UTC-12) and first (UTC+14): a server that takes
 * a day from anyone accepts any date that is today somewhere.
 */
export const todayAnywhere = (now = new Date()): { earliest: string; latest: string } => ({
  earliest: toIsoDate(now, 'Etc/GMT+12'),
  latest: toIsoDate(now, 'Etc/GMT-14'),
});

/** Default API key expiry: one year from `today`. */
export const defaultApiKeyExpiration = (today: string): string => addYears(today, API_KEY_EXPIRY.defaultYearsAhead);

/** Latest allowed API key expiry. */
export const maxApiKeyExpiration = (today: string): string => addYears(today, API_KEY_EXPIRY.maxYearsAhead);
