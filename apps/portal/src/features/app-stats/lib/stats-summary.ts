import type { SessionManager } from '@pro-portal/sdk';
import { bucketLabel } from './stats-dates';
import type { StatsMeasure } from './stats-view';

const amount = (value: number, unit: string) => `${Math.round(value * 10) / 10}${unit && ` ${unit}`}`;

/**
 * A graph in words, for those who cannot see it: how many periods are above zero, the highest and
 * when, and the average over those periods.
 * @example summarize(buckets, RUN, 'day') // 'Run time in seconds: 2 of 31 periods above zero; highest 3600 s at 4 Mar 2024, average of those 2700 s.'
 */
export function summarize(buckets: SessionManager.StatsBucket[], measure: StatsMeasure, resolution: string): string {
  const valued = buckets.flatMap((b) => {
    const value = measure.value(b);
    return value === null ? [] : [{ start: b.start, value }];
  });
  const nonZero = valued.filter((v) => v.value > 0);
  if (nonZero.length === 0) return `${measure.title}: no value above zero in the ${buckets.length} periods shown.`;
  const highest = nonZero.reduce((top, v) => (v.value > top.value ? v : top));
  const average = nonZero.reduce((sum, v) => sum + v.value, 0) / nonZero.length;
  return (
    `${measure.title}: ${nonZero.length} of ${buckets.length} periods above zero; ` +
    `highest ${amount(highest.value, measure.unit)} at ${bucketLabel(highest.start, resolution)}, ` +
    `average of those ${amount(average, measure.unit)}.`
  );
}
