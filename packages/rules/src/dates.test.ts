import { describe, expect, it } from '@jest/globals';
import { addYears, isIsoDate, toIsoDate } from './dates';

describe('calendar dates', () => {
  it('accept only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
  });

  it('add years, moving 29 February to the 28th', () => {
    expect(addYears('2026-11-22', 1)).toBe('2027-11-22');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('give the date in a time zone', () => {
    const late = new Date('2026-11-22T23:30:00Z');
    expect(toIsoDate(late, 'UTC')).toBe('2026-11-22');
    expect(toIsoDate(late, 'Europe/Amsterdam')).toBe('2026-11-23');
  });
});
