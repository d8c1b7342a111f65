/**
 * Year-month-day values (API key expiry, the tasks' before/after filters, scheduleFor) are calendar
 * dates: the day the caller chose is the day sent and the day shown, in every time zone. The time
 * zone of a process is fixed when it starts, so date-probe.ts runs once per zone in its own process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { beforeAllValue } from '@pro-portal/test-harness';
import { fromDateString, toDateString } from '../src';

const ZONES = [
  'UTC',
  'Pacific/Auckland',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

/** The date probe bundled into a scratch folder, run once per time zone below. */
const built = beforeAllValue(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-dates-'));
  const probe = join(dir, 'probe.cjs');
  buildSync({
    entryPoints: [join(__dirname, 'date-probe.ts')],
    bundle: true,
    platform: 'node',
    outfile: probe,
    logLevel: 'error',
  });
  return { dir, probe };
});
afterAll(() => rmSync(built.dir, { recursive: true, force: true }));

describe.each(ZONES)('calendar dates in %s', (zone) => {
  /** What the probe sent and read in this time zone. */
  const result = beforeAllValue(async () => {
    const out = execFileSync(process.execPath, [built.probe], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
    return JSON.parse(out) as Record<string, unknown>;
  });

  it('runs in that time zone', () => expect(result.zone).toBe(zone));

  it('sends scheduleFor made by toDateString from a local Date for 20 December as 2026-12-20', () => {
    expect(result.scheduleFor).toBe('2026-12-20');
  });

  it('sends the before and after filters of the task list as the chosen days', () => {
    expect([result.after, result.before]).toEqual(['2026-01-01', '2026-12-31']);
  });

  it('sends an API key expiry as the chosen day and shows the answer as that day', () => {
    expect(result.expirySent).toBe('2026-12-20');
    expect(result.expiryShown).toBe('12/20/2026');
  });

  it('sends a day given as its YYYY-MM-DD text (plain JavaScript) as it is, in a body and in a query', () => {
    expect(result.textDaySent).toEqual(['2026-12-20', '2026-12-20']);
  });

  it('shows a received 2026-12-20 as 20 December and writes it back unchanged', () => {
    expect(result.readShown).toBe('12/20/2026');
    expect(result.writtenBack).toBe('2026-12-20');
  });

  it('round-trips every day of a year, including the days clocks change', () => {
    expect(result.badDays).toEqual([]);
  });
});

describe('calendar date helpers', () => {
  it('pads years, months and days', () => {
    expect(toDateString(fromDateString('0999-01-02'))).toBe('0999-01-02');
  });

  it('reads a date-time text as that instant', () => {
    expect(fromDateString('2026-12-20T10:00:00Z').toISOString()).toBe('2026-12-20T10:00:00.000Z');
  });
});
