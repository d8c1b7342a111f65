import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, signIn, signInToSessions, waitUntil } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

const table = (page: Page) => page.getByRole('table', { name: 'All sessions' });

/** The texts of one column of the table's body, top to bottom. */
async function columnTexts(page: Page, column: number): Promise<string[]> {
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), column);
}

async function openOverview(page: Page) {
  await page.goto('sessions/all');
  await page.getByRole('heading', { level: 1, name: 'All sessions' }).waitFor();
  await table(page).locator('tbody tr').first().waitFor();
}

describe('the page of every session kind', () => {
  it('an admin sees every kind and user, sorts by a column and opens a session’s events from its row menu', async () => {
    const { page } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await openOverview(page);
    const kinds = new Set(await columnTexts(page, 0));
    expect(kinds.size).toBeGreaterThan(1);
    expect(await everyViolation(page)).toEqual([]);

    await table(page).getByRole('button', { name: 'User' }).click();
    await table(page).locator('th[aria-sort="ascending"]', { hasText: 'User' }).waitFor();
    await page.waitForFunction(() => {
      const cells = Array.from(document.querySelectorAll('table tbody tr')).map(
        (r) => r.children[4]?.textContent ?? '',
      );
      return cells.length > 0 && cells.every((c, i) => i === 0 || cells[i - 1].localeCompare(c) <= 0);
    });

    // As on the platform: a right-click on a row opens its menu.
    await table(page).locator('tbody tr').first().click({ button: 'right' });
    const menu = page.getByRole('menu', { name: /^Actions of / });
    await menu.waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Session events' }).click();
    const dialog = page.getByRole('dialog', { name: 'Session events' });
    await dialog.getByRole('list', { name: 'Session events' }).getByRole('listitem').first().waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('an admin comes from the Jobs page, filters, manages columns, downloads the CSV and reads the stats', async () => {
    const { page } = await e2e.openPage();
    await signInToSessions(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await page.getByRole('link', { name: 'All sessions' }).click();
    await page.waitForURL(/\/sessions\/all$/);
    await table(page).locator('tbody tr').first().waitFor();
    const kind = (await columnTexts(page, 0))[0];

    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('button', { name: '+ Add filter' }).click();
    const form = page.getByRole('form', { name: 'Add filter' });
    await form.getByRole('combobox', { name: 'Column' }).click();
    await page.getByRole('option', { name: 'Type' }).click();
    // axe reads colours: the choices must be gone, not fading out.
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await form.getByRole('textbox', { name: 'Value' }).fill(kind);
    expect(await everyViolation(page)).toEqual([]);
    await form.getByRole('button', { name: 'Apply' }).click();
    await filters.getByRole('button', { name: `Remove filter Type is ${kind}` }).waitFor();
    expect(new URL(page.url()).searchParams.getAll('filter')).toEqual([`kind=${kind}`]);
    await waitUntil(
      async () => {
        const kinds = await columnTexts(page, 0);
        return kinds.length > 0 && kinds.every((k) => k === kind);
      },
      15_000,
      'only the filtered kind',
    );

    await page.getByRole('button', { name: 'Manage columns' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage columns' });
    await manage.getByRole('checkbox', { name: 'Peak CPU [m]' }).check();
    expect(await everyViolation(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await manage.waitFor({ state: 'detached' });
    // The column choice stays in this browser and the filter in the address.
    await page.reload();
    await table(page).getByRole('columnheader', { name: 'Peak CPU [m]' }).waitFor();
    await filters.getByRole('button', { name: `Remove filter Type is ${kind}` }).waitFor();
    expect(await everyViolation(page)).toEqual([]);

    const rows = await columnTexts(page, 0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sessions.csv');
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Type,State,Created,Environment,User,App,Version,Queue time,Launch time,Run time,GbHour,Peak CPU [m]',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows);

    await page.getByRole('tab', { name: 'Stats' }).click();
    await page.getByRole('table', { name: 'Run time [s]' }).locator('tbody tr').first().waitFor();
    await page.getByRole('checkbox', { name: 'User' }).check();
    await page.getByRole('table', { name: 'Run time [s]' }).getByRole('columnheader', { name: 'User' }).waitFor();
    expect(await everyViolation(page)).toEqual([]);

    await page.getByRole('link', { name: 'Show legacy sessions' }).click();
    await page.waitForURL(/\/sessions\/webui$/);
  });

  it('filters by the creation time: none is created two days ahead or later, all before then', async () => {
    const { page } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await openOverview(page);
    const total = (await columnTexts(page, 0)).length;
    // Two days ahead: past every session whatever the zone.
    const later = new Date(Date.now() + 48 * 3600_000).toISOString().slice(0, 11) + '00:00';
    const addCreated = async (operator: string) => {
      await page.getByRole('button', { name: '+ Add filter' }).click();
      const form = page.getByRole('form', { name: 'Add filter' });
      await form.getByRole('combobox', { name: 'Column' }).click();
      await page.getByRole('option', { name: 'Created' }).click();
      await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
      await form.getByRole('combobox', { name: 'Operator' }).click();
      await page.getByRole('option', { name: operator }).click();
      await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
      await form.getByLabel('Value').fill(later);
      expect(await everyViolation(page)).toEqual([]);
      await form.getByRole('button', { name: 'Apply' }).click();
      await form.waitFor({ state: 'detached' });
    };
    await addCreated('before');
    expect(new URL(page.url()).searchParams.getAll('filter')).toEqual([`created_at<${new Date(later).toISOString()}`]);
    await waitUntil(async () => (await columnTexts(page, 0)).length === total, 15_000, 'every session kept');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await addCreated('from');
    await page.getByText('No sessions match the filters.').waitFor();
  });

  it('an admin terminates a running session and deletes an ended one from the row menu', async () => {
    const { page } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await page.goto('sessions/all?filter=kind%3Dwebui&filter=state%3Drunning');
    const first = table(page).locator('tbody tr').first();
    await first.waitFor();
    const running = (await columnTexts(page, 0)).length;
    await first.click({ button: 'right' });
    const menu = page.getByRole('menu', { name: /^Actions of webui / });
    await menu.getByRole('menuitem', { name: 'Terminate' }).click();
    const ask = page.getByRole('dialog', { name: 'Terminate session' });
    expect(await everyViolation(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Terminate' }).click();
    await page.getByText('The session was terminated.').waitFor();
    // The session leaves the running ones.
    await waitUntil(async () => (await columnTexts(page, 0)).length === running - 1, 15_000, 'one running fewer');

    await page.goto('sessions/all?filter=kind%3Dwebui&filter=state%3Dterminated');
    await table(page).locator('tbody tr').first().waitFor();
    const before = (await columnTexts(page, 0)).length;
    await page
      .getByRole('button', { name: /^More actions of webui / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete session' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The session was deleted.').waitFor();
    await waitUntil(async () => (await columnTexts(page, 0)).length === before - 1, 15_000, 'one session fewer');
  });

  it('a user sees only their own sessions', async () => {
    const { page } = await e2e.openPage();
    await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await openOverview(page);
    const users = await columnTexts(page, 4);
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users)).toEqual(new Set(['alice']));
  });
});
