import { monthGrid, monthOf, shiftMonth, spokenDate, weekdayNames } from './calendar';
import { addDays, daysBetween } from './expiry';

describe('the calendar of the expiration date', () => {
  it('knows a month by its first and last day and its name', () => {
    expect(monthOf('2028-02-17')).toEqual({ first: '2028-02-01', last: '2028-02-29', name: 'February 2028' });
    expect(monthOf('2026-12-31')).toEqual({ first: '2026-12-01', last: '2026-12-31', name: 'December 2026' });
  });

  it('draws whole weeks from Monday', () => {
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthGrid(monthOf('2027-02-10')).map((week) => [week[0], week[6]])).toEqual([
      ['2027-02-01', '2027-02-07'],
      ['2027-02-08', '2027-02-14'],
      ['2027-02-15', '2027-02-21'],
      ['2027-02-22', '2027-02-28'],
    ]);
    // 1 November 2026 is a Sunday: its week starts in October; 30 November is a Monday.
    const november = monthGrid(monthOf('2026-11-26'));
    expect(november[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(november.at(-1)?.[0]).toBe('2026-11-30');
    expect(november).toHaveLength(6);
  });

  it('moves by months keeping the day inside the month', () => {
    expect(shiftMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonth('2028-03-31', -1)).toBe('2028-02-29');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftMonth('2027-11-26', -12)).toBe('2026-11-26');
  });

  it('names days and weekdays as a screen reader says them', () => {
    expect(spokenDate('2026-12-01')).toBe('Tuesday 1 December 2026');
    expect(weekdayNames().map((d) => d.short)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdayNames()[6]).toEqual({ short: 'Su', long: 'Sunday' });
  });

  it('counts calendar days, across month and year ends', () => {
    expect(daysBetween('2026-12-25', '2027-01-08')).toBe(14);
    expect(daysBetween('2026-11-26', '2026-11-24')).toBe(-2);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
