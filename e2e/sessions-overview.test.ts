import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, signIn } from './portal';

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
  it('an admin sees every kind and user, sorts by a column and opens a session’s events', async () => {
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

    await table(page)
      .getByRole('button', { name: /^Session events of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Session events' });
    await dialog.getByRole('list', { name: 'Session events' }).getByRole('listitem').first().waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
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
