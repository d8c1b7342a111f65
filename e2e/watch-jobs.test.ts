import type { Locator, Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { openUserMenu, everyViolation, signIn, signInToSessions, waitUntil } from './portal';
import { signedInClient } from './pro-api';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const greg = { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD };
const APP = { appName: 'Transport Optimizer', appVersion: '1.2', serviceName: 'solve' };

/** What the page records for the test (set up by recordNotifications). */
declare global {
  interface Window {
    shown: { title: string; body?: string }[];
    hidden: boolean;
  }
}

/**
 * Before any script of the page: records every browser notification the page shows, and lets the test
 * put the tab in the background (document.visibilityState 'hidden') while it stays on screen.
 */
function recordNotifications() {
  const state = window;
  state.shown = [];
  state.hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (state.hidden ? 'hidden' : 'visible'),
  });
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      state.shown.push({ title, body: options?.body });
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  window.Notification = Recorded;
}

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    Object.assign(window, { hidden: value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
const notificationsShown = (page: Page) => page.evaluate(() => window.shown);

const taskIds = async (table: Locator) =>
  (await table.locator('tbody tr td:first-child').allTextContents()).filter((t) => /\[\d+\]$/.test(t));
const rowOf = (table: Locator, label: string) =>
  table.locator('tbody tr').filter({ has: table.page().locator('td:first-child').getByText(label, { exact: true }) });

async function openTasks(page: Page) {
  await page.getByRole('tab', { name: 'Tasks' }).click();
  const table = page.getByRole('grid', { name: 'Tasks' });
  await table.waitFor();
  return table;
}

/** Creates a task in the New task dialog with its 'Notify me when it ends' box checked. */
async function newWatchedTask(page: Page) {
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('combobox', { name: 'Application' }).click();
  await page.getByRole('option', { name: APP.appName }).click();
  await dialog.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: APP.appVersion, exact: true }).click();
  await dialog.getByLabel('Service name').fill(APP.serviceName);
  await dialog.getByLabel('Request data file').setInputFiles({
    name: 'request.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"orders": [1, 2]}'),
  });
  await dialog.getByRole('checkbox', { name: 'Notify me when it ends' }).check();
  const create = dialog.getByRole('button', { name: 'Create' });
  await waitUntil(() => create.isEnabled(), 10_000, 'the request file to be checked');
  await create.click();
  await dialog.waitFor({ state: 'detached' });
}

describe('watching a job', () => {
  it('tells the person on another page when a watched task ends, by toast and, in the background, by browser notification; the bell lists the endings', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await context.grantPermissions(['notifications'], { origin: e2e.sandbox.origin });
    await page.addInitScript(recordNotifications);
    await signInToSessions(page, greg);
    let table = await openTasks(page);
    await newWatchedTask(page);
    await waitUntil(async () => (await taskIds(table)).length === 1, 15_000, 'the new task row');
    const [first] = await taskIds(table);

    // The watch survives a reload; the task ends while the person is on the Applications page.
    await page.reload();
    await page.getByRole('link', { name: 'Apps' }).click();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await page.getByText(`Task ${first} ended: completed.`).waitFor({ timeout: 60_000 });
    const client = await signedInClient(e2e.sandbox.origin, greg.environment, greg.username, greg.password);
    const later = await client.main.tasks.createTask({ ...APP, requestData: { n: 2 }, scheduleIn: '15 seconds' });
    const second = `${later.id}[0]`;
    await page.getByRole('link', { name: `Open Task ${first}` }).click();
    await page.waitForURL(/\/sessions\/task$/);
    expect(await notificationsShown(page)).toEqual([]);

    // Watched from its row; it ends while the tab is in the background: a browser notification.
    table = await openTasks(page);
    await rowOf(table, second).click();
    await page.getByRole('button', { name: 'Notify me (1)' }).click();
    await page.getByRole('button', { name: 'Stop notifying (1)' }).waitFor();
    await page.getByRole('link', { name: 'Apps' }).click();
    await setHidden(page, true);
    await waitUntil(async () => (await notificationsShown(page)).length > 0, 90_000, 'the browser notification');
    expect(await notificationsShown(page)).toEqual([{ title: 'PRO Portal', body: `Task ${second} ended: completed.` }]);
    await setHidden(page, false);

    // The bell: two unread endings, listed with links, by keyboard; seen once opened.
    const bell = page.getByRole('button', { name: 'Job notifications, 2 unread' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Job notifications' });
    await list.getByRole('list', { name: 'Recent job endings' }).waitFor();
    expect(await list.getByRole('link').allTextContents()).toEqual([
      `Task ${second} ended: completed.`,
      `Task ${first} ended: completed.`,
    ]);
    expect(await list.getByText('Watching 0 jobs.').count()).toBe(1);
    expect(await everyViolation(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Job notifications', exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Job notifications');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the bell and its list readably on a phone in the dark theme', async () => {
    const { page, context } = await e2e.openPage({ width: 360, height: 740 });
    await signIn(page, greg);
    await page.evaluate(() =>
      window.localStorage.setItem(
        'JobEndings:Demo:greg',
        JSON.stringify({
          endings: [
            {
              kind: 'webui',
              id: 'w-1',
              createdAt: '2026-01-01T10:00:00Z',
              state: 'crashed',
              endedAt: '2026-01-01T11:00:00Z',
            },
          ],
          unread: 1,
        }),
      ),
    );
    await page.reload();
    const menu = await openUserMenu(page, 'greg');
    await menu.getByRole('menuitemradio', { name: 'Dark theme' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Job notifications, 1 unread' }).click();
    const list = page.getByRole('dialog', { name: 'Job notifications' });
    await list.getByRole('link', { name: 'WebUI session w-1 ended: crashed.' }).waitFor();
    await list.getByRole('button', { name: 'Allow browser notifications' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await everyViolation(page)).toEqual([]);
    await list.getByRole('link', { name: 'WebUI session w-1 ended: crashed.' }).click();
    await page.waitForURL(/\/sessions\/webui$/);
    await context.close();
  });
});
