/** A month of the calendar: its first and last day (YYYY-MM-DD) and its name, e.g. 'December 2026'. */
export interface Month {
  first: string;
  last: string;
  name: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const LOCALE = 'en-GB';

/** The month that holds `day`. */
export function monthOf(day: string): Month {
  const date = utc(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return {
    first: `${pad(year, 4)}-${pad(month + 1)}-01`,
    last: iso(new Date(Date.UTC(year, month + 1, 0))),
    name: date.toLocaleDateString(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

/** The same day `months` later (or earlier), kept inside the target month (31 January + 1 → 28 or 29 February). */
export function shiftMonth(day: string, months: number): string {
  const date = utc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return iso(target);
}

/** The weeks (Monday to Sunday) that show `month`, each as seven days YYYY-MM-DD. */
export function monthGrid(month: Month): string[][] {
  const first = utc(month.first);
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const weeks: string[][] = [];
  for (let cursor = start; iso(cursor) <= month.last;) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(iso(cursor));
      cursor = new Date(cursor.getTime() + 86_400_000);
    }
    weeks.push(week);
  }
  return weeks;
}

/** A day as a screen reader says it, e.g. 'Tuesday 1 December 2026' (the same words in every browser). */
export function spokenDate(day: string): string {
  const date = utc(day);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString(LOCALE, { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })} ${date.getUTCDate()} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
}

/** The weekdays from Monday, short ('Mo') and long ('Monday'). */
export function weekdayNames(): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const long = new Date(Date.UTC(2024, 0, 1 + i)).toLocaleDateString(LOCALE, { weekday: 'long', timeZone: 'UTC' });
    return { short: long.slice(0, 2), long };
  });
}
