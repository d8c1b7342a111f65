import { describe, expect, it } from '@jest/globals';
import { addYears, isIsoDate, toIsoDate, todayAnywhere } from './dates';

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

describe('today anywhere', () => {
  it('spans the date in UTC-12 to the date in UTC+14', () => {
    // 2026-11-29 06:00 UTC: still the 28th in UTC-12, already the 29th in UTC+14.
    expect(todayAnywhere(new Date('2026-11-29T06:00:00Z'))).toEqual({ earliest: '2026-11-28', latest: '2026-11-29' });
    // 2026-11-29 13:00 UTC: the 29th in UTC-12, the 30th in UTC+14.
    expect(todayAnywhere(new Date('2026-11-29T13:00:00Z'))).toEqual({ earliest: '2026-11-29', latest: '2026-11-30' });
  });
});
