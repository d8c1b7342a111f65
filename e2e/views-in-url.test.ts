import type { Locator, Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, pathOf, signIn, submitLogin, waitUntil, type Credentials } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const demo = (username: string): Credentials => ({ environment: 'Demo', username, password: DEMO_PASSWORD });

/** The labels of the app cards in page order. */
const cardLabels = (page: Page) =>
  page.locator('[data-app-card]').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** Opens a copied link in a fresh browser context: the login page, then the same address. */
async function openLinkAs(link: string, credentials: Credentials) {
  const other = await e2e.openPage();
  await other.page.goto(link.replace(/^\//, ''));
  await other.page.waitForURL(/\/login\?/);
  await submitLogin(other.page, credentials);
  await other.page.waitForURL((url) => `${url.pathname}${url.search}` === link);
  return other;
}

/** The cells of one column of a jobs table, once it has rows. */
async function column(table: Locator, index: number) {
  await table.locator('tbody tr td').first().waitFor();
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

describe('what the portal shows is in the address', () => {
  it("keeps the Applications page's category, sort, view and search through reload, Back, Forward and a copied link", async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, demo('alice'));
    await page.locator('[data-app-card]').first().waitFor();

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Energy');
    await page.waitForURL(/category=Energy/);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Name Z to A' });
    await page.waitForURL(/sort=name-desc/);
    await page.getByRole('switch', { name: 'Group by category' }).click();
    await page.waitForURL(/view=flat/);
    const entries = await historyLength(page);
    await page.getByRole('searchbox', { name: 'Search apps' }).pressSequentially('er');
    await page.waitForURL(/q=er/);
    // Typing replaced the entry: Back leaves the search in one step, not letter by letter.
    expect(await historyLength(page)).toBe(entries);
    const view = { category: 'Energy', sort: 'name-desc', view: 'flat', q: 'er' };
    expect(query(page)).toEqual(view);
    const shown = ['Hydro Scheduler 5.3', 'Grid Expansion Planner 1.1'];
    expect(await cardLabels(page)).toEqual(shown);
    expect(await everyViolation(page)).toEqual([]);

    await page.reload();
    await page.locator('[data-app-card]').first().waitFor();
    expect(await cardLabels(page)).toEqual(shown);
    expect(await page.getByRole('searchbox', { name: 'Search apps' }).inputValue()).toBe('er');
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Energy');
    expect(await page.getByRole('switch', { name: 'Group by category' }).isChecked()).toBe(false);

    // Back: before the switch and the search (the search replaced the switch's entry).
    await page.goBack();
    await waitUntil(
      async () => (await page.getByRole('searchbox', { name: 'Search apps' }).inputValue()) === '',
      10_000,
      'the search to clear',
    );
    expect(query(page)).toEqual({ category: 'Energy', sort: 'name-desc' });
    expect(await page.getByRole('switch', { name: 'Group by category' }).isChecked()).toBe(true);
    expect(await cardLabels(page)).toEqual([
      'Unit Commitment 2.0',
      'Hydro Scheduler 5.3',
      'Grid Expansion Planner 1.1',
    ]);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort'));
    expect(await cardLabels(page)).toEqual([
      'Grid Expansion Planner 1.1',
      'Hydro Scheduler 5.3',
      'Unit Commitment 2.0',
    ]);
    await page.goForward();
    await page.goForward();
    await waitUntil(
      async () => (await page.getByRole('searchbox', { name: 'Search apps' }).inputValue()) === 'er',
      10_000,
      'the search to come back',
    );
    expect(query(page)).toEqual(view);
    expect(await cardLabels(page)).toEqual(shown);

    // Another person opening the copied link sees the same view.
    const link = pathOf(page);
    const bob = await openLinkAs(link, demo('bob'));
    await bob.page.locator('[data-app-card]').first().waitFor();
    expect(await cardLabels(bob.page)).toEqual(shown);
    expect(await bob.page.getByRole('searchbox', { name: 'Search apps' }).inputValue()).toBe('er');

    // Values the page does not offer show the default view, quietly.
    await bob.page.goto('applications?category=Nowhere&sort=sideways&view=upside-down');
    await bob.page.locator('[data-app-card]').first().waitFor();
    expect(await bob.page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('');
    expect(await bob.page.getByRole('switch', { name: 'Group by category' }).isChecked()).toBe(true);
    expect((await cardLabels(bob.page)).length).toBeGreaterThan(3);
    expect(bob.pageErrors).toEqual([]);
    await bob.context.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps the Jobs page's tab, filters and page through reload, Back, Forward and a copied link", async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, demo('ada'));
    await page.goto('sessions/webui');
    const table = page.getByRole('grid', { name: 'WebUI sessions' });
    await column(table, 0);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'terminated', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'terminated' && !url.searchParams.has('page'));
    await waitUntil(
      async () => (await column(table, 1)).every((state) => state === 'terminated'),
      10_000,
      'terminated rows',
    );
    const terminated = await column(table, 0);
    expect(terminated.length).toBeGreaterThan(1);
    expect(await everyViolation(page)).toEqual([]);

    await page.reload();
    await waitUntil(async () => (await column(table, 0)).join() === terminated.join(), 10_000, 'the same rows');
    expect(await page.getByRole('combobox', { name: 'State' }).textContent()).toBe('terminated');

    await page.getByRole('tab', { name: 'Solver' }).click();
    await page.waitForURL(/\/sessions\/solver$/);
    await page.goBack();
    await page.waitForURL(/\/sessions\/webui\?state=terminated$/);
    await waitUntil(async () => (await column(table, 0)).join() === terminated.join(), 10_000, 'the filtered rows');
    await page.goBack();
    await page.waitForURL(/\/sessions\/webui\?page=2$/);
    await waitUntil(
      async () => (await column(table, 1)).some((state) => state !== 'terminated'),
      10_000,
      'page 2 of all states',
    );
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.goForward();
    await page.waitForURL(/\/sessions\/webui\?state=terminated$/);

    // The application filter (that of the first terminated session), then a link for another administrator.
    const appName = (await column(table, 2))[0].replace(/ \S+$/, '');
    await page.getByRole('combobox', { name: 'Application' }).click();
    await page.getByRole('option', { name: appName, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('app') === appName);
    await waitUntil(
      async () => (await column(table, 2)).every((app) => app.startsWith(appName)),
      10_000,
      'the rows of that application',
    );
    const rows = await column(table, 0);
    const link = pathOf(page);
    const admin = await openLinkAs(link, {
      environment: 'ROOT',
      username: 'admin',
      password: e2e.sandbox.adminPassword,
    });
    const theirs = admin.page.getByRole('grid', { name: 'WebUI sessions' });
    await waitUntil(async () => (await column(theirs, 0)).join() === rows.join(), 10_000, 'the same rows for admin');

    // A page that does not exist and a state the tab does not have fall back quietly.
    await admin.page.goto('sessions/webui?page=999&state=asleep');
    await admin.page.waitForURL((url) => url.searchParams.get('page') !== '999');
    expect(await admin.page.getByRole('combobox', { name: 'State' }).textContent()).toBe('All');
    await admin.page.goto('sessions/webui?page=two');
    await column(theirs, 0);
    expect(await admin.page.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps the Users page's environment, tab and search through reload, Back, Forward and a copied link", async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await page.goto('users');
    await page.getByRole('list', { name: 'Environments' }).getByRole('button', { name: /^Demo/ }).click();
    await page.getByRole('region', { name: 'Environment Demo' }).waitFor();
    await page.waitForURL(/environment=Demo/);
    await page.getByRole('tab', { name: /^Users \(/ }).click();
    await page.waitForURL(/tab=users/);
    const entries = await historyLength(page);
    await page.getByRole('searchbox', { name: 'Search groups and users' }).pressSequentially('ali');
    await page.waitForURL(/q=ali/);
    expect(await historyLength(page)).toBe(entries);
    const usersTable = page.getByRole('table', { name: 'Users of Demo' });
    const names = () => usersTable.locator('tbody tr td:first-child').allTextContents();
    await waitUntil(async () => (await names()).join() === 'alice', 10_000, 'only alice');
    expect(await everyViolation(page)).toEqual([]);

    await page.reload();
    await waitUntil(async () => (await names()).join() === 'alice', 10_000, 'only alice after a reload');
    expect(await page.getByRole('tab', { name: /^Users \(/ }).getAttribute('aria-selected')).toBe('true');

    await page.goBack();
    await page.waitForURL((url) => url.search === '?environment=Demo');
    await page.getByRole('tab', { name: /^Groups \(/, selected: true }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search groups and users' }).inputValue()).toBe('');
    await page.goForward();
    await waitUntil(async () => (await names()).join() === 'alice', 10_000, 'only alice again');
    expect(await page.getByRole('searchbox', { name: 'Search groups and users' }).inputValue()).toBe('ali');

    const link = pathOf(page);
    const ada = await openLinkAs(link, demo('ada'));
    const theirs = ada.page.getByRole('table', { name: 'Users of Demo' });
    await waitUntil(
      async () => (await theirs.locator('tbody tr td:first-child').allTextContents()).join() === 'alice',
      10_000,
      'only alice for ada',
    );

    // An environment that is not there and a tab the page does not have: the default view.
    await ada.page.goto('users?environment=Nowhere&tab=secrets');
    await ada.page.getByRole('tab', { name: /^Groups \(/, selected: true }).waitFor();
    expect(await ada.page.getByRole('region', { name: 'Environment Nowhere' }).count()).toBe(0);
    expect(ada.pageErrors).toEqual([]);
    await ada.context.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
