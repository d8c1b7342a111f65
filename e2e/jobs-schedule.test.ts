import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, signIn } from './portal';
import { signedInClient } from './pro-api';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
const APP = { appName: 'Transport Optimizer', appVersion: '1.2', serviceName: 'solve' };
const ZONE = 'America/New_York';
const HOUR = 3_600_000;

/** Wall-clock parts of a moment in ZONE, as the portal shows them. */
function inZone(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    offset: parts.timeZoneName,
  };
}

/** The runs the schedule lists (their task labels), in the order shown. */
const runLabels = (page: Page) =>
  page.locator('[data-run]').evaluateAll((items) => items.map((i) => i.getAttribute('data-run')));

// greg's three tasks: one run, one a minute after it (they overlap), and a daily one two hours later.
const runs = beforeAllValue(async () => {
  const greg = await signedInClient(e2e.sandbox.origin, 'Demo', 'greg', DEMO_PASSWORD);
  // Two days ahead on a whole hour (a day the sandbox's jobs never reach while the test runs), between
  // 08:00 and 20:00 in ZONE, so that the runs two hours apart fall on one day there whenever it runs.
  let at = new Date(Math.ceil((Date.now() + 2 * 24 * HOUR) / HOUR) * HOUR);
  while (Number(inZone(at).time.slice(0, 2)) < 8 || Number(inZone(at).time.slice(0, 2)) >= 20) {
    at = new Date(at.getTime() + HOUR);
  }
  const create = (scheduleFor: Date, scheduleInterval?: string) =>
    greg.main.tasks.createTask({
      ...APP,
      scheduleFor: scheduleFor.toISOString(),
      scheduleInterval,
      requestData: { n: 1 },
    });
  const once = { id: (await create(at)).id, at };
  const clash = { id: (await create(new Date(at.getTime() + 30_000))).id };
  const dailyAt = new Date(at.getTime() + 2 * HOUR);
  const daily = { id: (await create(dailyAt, '1 day')).id, at: dailyAt };
  return { once, clash, daily };
});

async function openSchedule(options: { width?: number; dark?: boolean } = {}) {
  const { context, page, pageErrors } = await e2e.openPage(
    { width: options.width ?? 1280, height: 900 },
    { timezoneId: ZONE, colorScheme: options.dark ? 'dark' : 'light' },
  );
  await signIn(page, { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD });
  await page.goto('/sessions/task');
  await page.getByRole('grid', { name: 'Tasks' }).waitFor();
  return { context, page, pageErrors };
}

describe('the schedule view of the Tasks tab', () => {
  it("places each run at its time in the person's zone with the offset named, marks overlaps, and opens a run's task", async () => {
    const { once, clash, daily } = runs;
    const { context, page, pageErrors } = await openSchedule();
    await page.getByRole('group', { name: 'Tasks view' }).getByRole('button', { name: 'Schedule' }).click();
    expect(new URL(page.url()).searchParams.get('view')).toBe('schedule');
    const { day, time, offset } = inZone(once.at);
    // Today's schedule first; then the day of the runs, from the address.
    await page.getByText(`Times in ${ZONE} (`).waitFor();
    await page.goto(`/sessions/task?view=schedule&day=${day}`);
    await page.getByText(`Times in ${ZONE} (${offset})`).waitFor();
    const dayList = page.locator(`[data-day="${day}"]`);
    await dayList.locator(`[data-run="${once.id}[0]"]`).waitFor();
    expect(await runLabels(page)).toEqual([`${once.id}[0]`, `${clash.id}[0]`, `${daily.id}[0]`]);
    expect(await dayList.locator(`[data-run="${once.id}[0]"]`).innerText()).toContain(`${time}\nTask ${once.id}[0]`);
    expect(await dayList.locator(`[data-run="${daily.id}[0]"]`).innerText()).toContain(inZone(daily.at).time);
    expect(await dayList.locator(`[data-run="${daily.id}[0]"]`).innerText()).toContain('Repeats every 24:00:00');

    // The two runs a minute apart overlap (a run is expected to take at least a minute); the daily one does not.
    expect(await dayList.locator(`[data-run="${once.id}[0]"] [data-overlap]`).innerText()).toBe(
      `Overlaps ${clash.id}[0]`,
    );
    expect(await dayList.locator(`[data-run="${clash.id}[0]"] [data-overlap]`).innerText()).toBe(
      `Overlaps ${once.id}[0]`,
    );
    expect(await dayList.locator(`[data-run="${daily.id}[0]"] [data-overlap]`).count()).toBe(0);
    expect(await everyViolation(page)).toEqual([]);

    // The week: the daily task's later runs on every following day of the week, marked as later runs.
    await page.getByRole('group', { name: 'Schedule range' }).getByRole('button', { name: 'Week' }).click();
    expect(new URL(page.url()).searchParams.get('range')).toBe('week');
    const dayHeadings = page.locator('[data-day] h2');
    await page.waitForFunction(() => document.querySelectorAll('[data-day]').length === 7);
    const days = await page.locator('[data-day]').evaluateAll((items) => items.map((i) => i.getAttribute('data-day')!));
    expect(await dayHeadings.first().innerText()).toMatch(/^Monday \d{4}-\d{2}-\d{2}/);
    const laterDays = days.filter((d) => d > day);
    for (const [n, later] of laterDays.entries()) {
      const run = page.locator(`[data-day="${later}"] [data-run="${daily.id}[${n + 1}]"]`);
      expect(await run.innerText()).toContain('Later run');
    }

    // A run opens its task: the Tasks table's columns and its next runs.
    await page.locator(`[data-run="${daily.id}[0]"]`).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: `Task ${daily.id}[0]` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Transport Optimizer');
    expect(await dialog.getByRole('list', { name: 'Next runs' }).getByRole('listitem').count()).toBe(5);
    expect(await everyViolation(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Back returns to the day, the table view leaves the address clean.
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('[data-day]').length === 1);
    await page.getByRole('group', { name: 'Tasks view' }).getByRole('button', { name: 'Table' }).click();
    await page.getByRole('grid', { name: 'Tasks' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reads on a phone in the dark theme and moves by day', async () => {
    const { once } = runs;
    const { context, page } = await openSchedule({ width: 360, dark: true });
    const { day } = inZone(once.at);
    await page.goto(`/sessions/task?view=schedule&day=${day}`);
    await page.locator(`[data-run="${once.id}[0]"]`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await everyViolation(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.waitForFunction((d) => !document.querySelector(`[data-day="${d}"]`), day);
    expect(new URL(page.url()).searchParams.get('day')).not.toBe(day);
    await page.getByRole('button', { name: 'Today' }).click();
    expect(new URL(page.url()).searchParams.get('day')).toBeNull();
    await context.close();
  });
});
