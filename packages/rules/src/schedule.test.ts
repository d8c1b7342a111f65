import { describe, expect, it } from '@jest/globals';
import {
  durationProblem,
  formatDurationText,
  parseDuration,
  parseScheduleFor,
  readSchedule,
  scheduleForPassed,
  scheduleLabels,
  scheduleMeanings,
  scheduleMessages,
  scheduleParameters,
  scheduleProblems,
} from './schedule';

describe('scheduleFor in the documented form YYYY-MM-DD hh:mm[:ss[.ms]] [±HH:MM]', () => {
  it.each([
    ['2026-03-01', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01 10:15', '2026-03-01T10:15:00.000Z'],
    ['2026-03-01 10:15:30', '2026-03-01T10:15:30.000Z'],
    ['2026-03-01 10:15:30.5', '2026-03-01T10:15:30.500Z'],
    ['2026-03-01 10:15:30.250 +02:00', '2026-03-01T08:15:30.250Z'],
    ['2026-03-01 10:15 -05:30', '2026-03-01T15:45:00.000Z'],
    ['2026-03-01 10:15  02:00', '2026-03-01T08:15:00.000Z'],
    ['2026-03-01T10:15:00Z', '2026-03-01T10:15:00.000Z'],
  ])('reads %s as %s (UTC without an offset)', (text, iso) => {
    expect(parseScheduleFor(text)?.toISOString()).toBe(iso);
  });

  it.each(['tomorrow', '2026-02-30', '2026-03-01 25:00', '2026-03-01 10', '01-03-2026 10:00', '2026-03-01 10:00 +2'])(
    'refuses %s',
    (text) => expect(parseScheduleFor(text)).toBeNull(),
  );
});

describe('scheduleIn and scheduleInterval as ISO 8601 or human-readable durations', () => {
  it.each([
    ['P1DT2H3M4S', 93_784],
    ['PT90M', 5400],
    ['P2W', 1_209_600],
    ['1 day', 86_400],
    ['2 weeks', 1_209_600],
    ['1 hour 30 minutes', 5400],
    ['1h 30m', 5400],
    ['2 days, 3 hours and 4 seconds', 183_604],
    ['90', 90],
  ])('reads %s as %i seconds', (text, seconds) => expect(parseDuration(text)).toBe(seconds));

  it.each(['', 'P', 'PT', 'soon', '1 day abc', '-1 day', '1 fortnight', 'P1X'])('refuses %j', (text) =>
    expect(parseDuration(text)).toBeNull(),
  );

  it('writes seconds back as a human-readable duration', () => {
    expect(formatDurationText(86_400)).toBe('1 day');
    expect(formatDurationText(9000)).toBe('2 hours 30 minutes');
  });
});

describe('a scheduleFor already passed', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10 11:59 +00:00', true],
    ['2026-03-10 12:30 +00:00', false],
    ['2026-03-10 13:30 +02:00', true],
    ['2026-03-08', true],
    // A day alone is today somewhere until it has ended in the last time zone.
    ['2026-03-09', false],
    ['2026-03-10', false],
    ['2030-01-01', false],
    ['not a moment', false],
    ['', false],
  ])('%j is passed: %s', (text, passed) => {
    expect(scheduleForPassed(text, now)).toBe(passed);
  });
});

describe('what is wrong with a scheduleIn or scheduleInterval, in the same words for the dialog and the server', () => {
  it.each([
    ['', 0, undefined],
    ['  ', 1, undefined],
    ['2 hours', 0, undefined],
    ['0', 0, undefined],
    ['-5', 0, 'Schedule in cannot be negative.'],
    [
      'soon',
      0,
      'Schedule in must be a duration such as 2 hours, 1 day, 2 weeks or PT30M (ISO 8601), or a number of seconds.',
    ],
    ['0', 1, 'Schedule in must be at least 1 second.'],
    ['PT1S', 2, 'Schedule in must be at least 2 seconds.'],
    ['2147483648', 0, 'Schedule in must be at most 2147483647 seconds (about 68 years).'],
    ['2147483647', 0, undefined],
  ])("'%s' (at least %d s): %s", (text, min, problem) => {
    expect(durationProblem('Schedule in', text, min)).toBe(problem);
  });

  it('names either field when both moments are given', () => {
    expect(scheduleMessages.forAndIn('scheduleFor', 'scheduleIn')).toBe(
      'Choose either scheduleFor or scheduleIn, not both.',
    );
  });
});

describe('the whole schedule, as the dialog checks it and the server reads it', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('takes a blank field as not given, so a blank scheduleIn beside scheduleFor is no conflict', () => {
    expect(
      scheduleProblems({ scheduleFor: '2026-04-01', scheduleIn: '  ', scheduleInterval: ' ' }, scheduleLabels, now),
    ).toEqual({});
    expect(readSchedule({ scheduleFor: ' ', scheduleIn: '', scheduleInterval: '  ' }, now)).toEqual({
      startAt: null,
      intervalSeconds: null,
    });
  });

  it("names each problem as the reader knows the field: the dialog's label or the query parameter", () => {
    const input = { scheduleFor: '2026-03-01 10:00', scheduleIn: 'soon', scheduleInterval: '0' };
    expect(scheduleProblems(input, scheduleLabels, now)).toEqual({
      scheduleFor:
        'The moment in Schedule for has already passed. Choose a later one, or leave it empty to run the task at once.',
      scheduleIn:
        'Schedule in must be a duration such as 2 hours, 1 day, 2 weeks or PT30M (ISO 8601), or a number of seconds.',
      scheduleInterval: 'Schedule interval must be at least 1 second.',
    });
    expect(scheduleProblems(input, scheduleParameters, now)).toEqual({
      scheduleFor:
        'The moment in scheduleFor has already passed. Choose a later one, or leave it empty to run the task at once.',
      scheduleIn:
        'scheduleIn must be a duration such as 2 hours, 1 day, 2 weeks or PT30M (ISO 8601), or a number of seconds.',
      scheduleInterval: 'scheduleInterval must be at least 1 second.',
    });
  });

  it('refuses a scheduleFor in no accepted form, and scheduleFor with scheduleIn (on scheduleIn)', () => {
    expect(scheduleProblems({ scheduleFor: 'next monday' }, scheduleParameters, now)).toEqual({
      scheduleFor:
        'scheduleFor must be a moment YYYY-MM-DD hh:mm[:ss[.ms]] [±HH:MM] (UTC without an offset) or a day YYYY-MM-DD.',
    });
    expect(scheduleProblems({ scheduleFor: '2026-04-01', scheduleIn: '0' }, scheduleLabels, now)).toEqual({
      scheduleIn: 'Choose either Schedule for or Schedule in, not both.',
    });
  });

  it('reads the first problem in the order scheduleFor, scheduleIn, scheduleInterval', () => {
    expect(readSchedule({ scheduleIn: '-1', scheduleInterval: 'x', scheduleFor: 'y' }, now)).toEqual({
      problem: scheduleMessages.moment('scheduleFor'),
    });
    expect(readSchedule({ scheduleIn: '-1', scheduleInterval: 'x' }, now)).toEqual({
      problem: 'scheduleIn cannot be negative.',
    });
  });

  it('reads when the task first runs and how often it repeats', () => {
    expect(readSchedule({ scheduleFor: '2026-04-01 08:30 +01:00', scheduleInterval: '1 day' }, now)).toEqual({
      startAt: new Date('2026-04-01T07:30:00Z'),
      intervalSeconds: 86_400,
    });
    expect(readSchedule({ scheduleIn: 'PT90M' }, now)).toEqual({
      startAt: new Date('2026-03-10T13:30:00Z'),
      intervalSeconds: null,
    });
  });

  it('states the limits in the meanings the contract and the SDK README repeat', () => {
    expect(scheduleMeanings.scheduleIn).toContain('from 0 to 2147483647 seconds');
    expect(scheduleMeanings.scheduleInterval).toContain('from 1 to 2147483647 seconds');
    expect(parseScheduleFor('2026-03-01T07:30:00Z')?.toISOString()).toBe('2026-03-01T07:30:00.000Z');
  });
});
