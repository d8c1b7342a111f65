import { badRequest } from '../errors.js';

export type Resolution = 'hour' | 'day' | 'week' | 'month';

/** The most buckets one statistics answer holds; a longer series needs a coarser resolution or a shorter range. */
export const MAX_BUCKETS = 1000;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Auto resolution: hours up to two days, days up to 62 days, weeks up to 366 days, months beyond. */
export function autoResolution(from: Date, to: Date): Resolution {
  const span = to.getTime() - from.getTime();
  if (span <= 2 * DAY) return 'hour';
  if (span <= 62 * DAY) return 'day';
  if (span <= 366 * DAY) return 'week';
  return 'month';
}

/** The start (UTC) of the bucket holding `t`: weeks start on Monday, as ISO weeks. */
export function bucketStart(t: Date, resolution: Resolution): Date {
  const d = new Date(t);
  d.setUTCMinutes(0, 0, 0);
  if (resolution === 'hour') return d;
  d.setUTCHours(0);
  if (resolution === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (resolution === 'month') d.setUTCDate(1);
  return d;
}

function next(start: Date, resolution: Resolution): Date {
  const d = new Date(start);
  if (resolution === 'hour') d.setUTCHours(d.getUTCHours() + 1);
  else if (resolution === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (resolution === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

/** The buckets covering [from, to): the first starts at or before `from`, the last ends at or after `to`. */
export function bucketsOf(from: Date, to: Date, resolution: Resolution): { start: Date; stop: Date }[] {
  const buckets: { start: Date; stop: Date }[] = [];
  for (let start = bucketStart(from, resolution); start < to; start = next(start, resolution)) {
    if (buckets.length === MAX_BUCKETS) {
      throw badRequest(`More than ${MAX_BUCKETS} buckets: choose a coarser resolution or a shorter range.`);
    }
    buckets.push({ start, stop: next(start, resolution) });
  }
  return buckets;
}
