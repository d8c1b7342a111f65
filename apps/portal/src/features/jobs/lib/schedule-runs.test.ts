import { Main, type Task } from '@pro-portal/sdk';
import { aTask } from '../testing/fixtures';
import { scheduleForQuery, zonedInstant } from './schedule';
import {
  addDays,
  expectedRunSeconds,
  MAX_RUNS_PER_TASK,
  MIN_RUN_SECONDS,
  nextRuns,
  scheduledRuns,
  scheduleWindow,
} from './schedule-runs';

const task = (id: string, scheduleFor: string | null, scheduleInterval: number | null = null, groupIndex = 0): Task =>
  Main.TaskFromJSON(aTask(id, 'queued', { scheduleFor, scheduleInterval, groupIndex }));
const oneMinute = () => MIN_RUN_SECONDS;

describe('the schedule window', () => {
  it('spans a day from midnight to midnight in the zone, across a change of daylight saving', () => {
    const day = scheduleWindow('2026-10-25', 'day', 'Europe/Amsterdam');
    expect(day.days).toEqual(['2026-10-25']);
    expect(day.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    // The clocks go back that night: the day lasts 25 hours.
    expect(day.end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('spans a week from Monday to Sunday around the day', () => {
    const week = scheduleWindow('2026-11-26', 'week', 'America/New_York');
    expect(week.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(week.start.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(scheduleWindow('2026-11-23', 'week').days[0]).toBe('2026-11-23');
    expect(scheduleWindow('2026-11-29', 'week').days[0]).toBe('2026-11-23');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads a wall-clock time in a zone as the moment it is, as the New task dialog sends it', () => {
    expect(zonedInstant('2026-07-01', '08:30', 'Europe/Amsterdam').toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(scheduleForQuery('2026-07-01', '08:30', 'Europe/Amsterdam')).toBe('2026-07-01 08:30 +02:00');
    expect(scheduleForQuery('2026-01-15', '08:30', 'Asia/Kolkata')).toBe('2026-01-15 08:30 +05:30');
  });
});

describe('the scheduled runs', () => {
  const day = scheduleWindow('2026-11-26', 'day', 'UTC');

  it('places a scheduled task at its moment and leaves out tasks without one or outside the window', () => {
    const { runs } = scheduledRuns(
      [task('a', '2026-11-26T09:00:00Z'), task('now', null), task('later', '2026-11-27T09:00:00Z')],
      day,
      oneMinute,
    );
    expect(runs.map((r) => [r.key, r.at.toISOString(), r.projected])).toEqual([
      ['a[0]', '2026-11-26T09:00:00.000Z', false],
    ]);
  });

  it("places a repeating task's later runs one interval apart, numbered on from its queued run", () => {
    const { runs } = scheduledRuns([task('r', '2026-11-26T18:00:00Z', 2 * 3600, 4)], day, oneMinute);
    expect(runs.map((r) => [r.key, r.at.toISOString().slice(11, 16), r.projected])).toEqual([
      ['r[4]', '18:00', false],
      ['r[5]', '20:00', true],
      ['r[6]', '22:00', true],
    ]);
  });

  it('starts a repeating task scheduled before the window at its first run inside it', () => {
    const { runs } = scheduledRuns([task('r', '2026-11-24T23:30:00Z', 6 * 3600)], day, oneMinute);
    expect(runs.map((r) => r.at.toISOString().slice(11, 16))).toEqual(['05:30', '11:30', '17:30', '23:30']);
    expect(runs[0].key).toBe('r[5]');
  });

  it('lists at most MAX_RUNS_PER_TASK runs of a task and counts the others', () => {
    const { runs, hidden } = scheduledRuns([task('fast', '2026-11-26T00:00:00Z', 60)], day, () => 1);
    expect(runs).toHaveLength(MAX_RUNS_PER_TASK);
    expect(runs.length + hidden).toBe(24 * 60);
  });

  it('marks runs expected to run at the same time, by the run time of the task last completed run', () => {
    const completed = [
      Main.TaskFromJSON(aTask('long', 'completed', { runTime: 5400 })),
      Main.TaskFromJSON(aTask('long', 'completed', { runTime: 10 })),
    ];
    const expected = expectedRunSeconds(completed);
    const { runs } = scheduledRuns(
      [task('long', '2026-11-26T10:00:00Z'), task('b', '2026-11-26T11:00:00Z'), task('c', '2026-11-26T12:00:00Z')],
      day,
      expected,
    );
    expect(Object.fromEntries(runs.map((r) => [r.key, r.overlaps]))).toEqual({
      'long[0]': ['b[0]'],
      'b[0]': ['long[0]'],
      'c[0]': [],
    });
    expect(expected(task('unknown', null))).toBe(MIN_RUN_SECONDS);
  });

  it('marks a repeating task whose runs take longer than its interval', () => {
    const completed = [Main.TaskFromJSON(aTask('slow', 'completed', { runTime: 3 * 3600 }))];
    const { runs } = scheduledRuns(
      [task('slow', '2026-11-26T00:00:00Z', 2 * 3600)],
      day,
      expectedRunSeconds(completed),
    );
    expect(runs[1].overlaps).toEqual(['slow[0]', 'slow[2]']);
  });

  it('gives the next runs of a task from its queued run on', () => {
    expect(nextRuns(task('r', '2026-11-26T18:00:00Z', 86400), 3).map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(nextRuns(task('once', '2026-11-26T18:00:00Z'), 3)).toHaveLength(1);
    expect(nextRuns(task('now', null), 3)).toEqual([]);
  });
});
