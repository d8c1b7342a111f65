import { toIsoDate } from '@pro-portal/rules';
import type { ApiKey } from '@pro-portal/sdk';

/** A key that expires within this many days (today included) is marked and told at sign-in. */
export const EXPIRY_WARNING_DAYS = 14;

const DAY_MS = 86_400_000;
const utcDay = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

/** Calendar days from `from` to `to` (both YYYY-MM-DD): 0 on the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);

/** The calendar date `days` after `isoDate` (YYYY-MM-DD). */
export const addDays = (isoDate: string, days: number): string =>
  new Date(utcDay(isoDate) + days * DAY_MS).toISOString().slice(0, 10);

/** Days left before the key expires on `today` (YYYY-MM-DD); negative once it has expired. */
export const daysLeft = (key: ApiKey, today: string): number => daysBetween(today, toIsoDate(key.expirationDate));

/** Does the key expire within the warning window (or has it already expired)? */
export const expiresSoon = (key: ApiKey, today: string): boolean => daysLeft(key, today) <= EXPIRY_WARNING_DAYS;

/** The keys that expire soonest first, only those within the warning window. */
export const expiringKeys = (keys: readonly ApiKey[], today: string): ApiKey[] =>
  keys.filter((key) => expiresSoon(key, today)).sort((a, b) => daysLeft(a, today) - daysLeft(b, today));
