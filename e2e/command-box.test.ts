import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { closeLaunchedApp, openUserMenu, pathOf, everyViolation, signIn, signedInClientFor } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const demo = (username: string) => ({ environment: 'Demo', username, password: DEMO_PASSWORD });
const APP = { appName: 'Transport Optimizer', appVersion: '1.2', serviceName: 'solve' };

const box = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });
const field = (page: Page) => box(page).getByRole('combobox');
const options = (page: Page) => box(page).getByRole('option');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The option whose label is `label` (its accessible name also holds its second line). */
const option = (page: Page, label: string) =>
  box(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(label)}`) });

/** Opens the box with Ctrl+K and types `query`; waits until the option `expected` is listed. */
async function find(page: Page, query: string, expected: string) {
  await page.keyboard.press('Control+k');
  await field(page).waitFor();
  await page.keyboard.type(query);
  await option(page, expected).waitFor();
}

/** The label of the option the field points to with aria-activedescendant (the one Enter chooses). */
async function activeOption(page: Page): Promise<string> {
  const id = await field(page).getAttribute('aria-activedescendant');
  if (!id) return '';
  return (await page.locator(`[id="${id}"]`).locator('p').first().textContent()) ?? '';
}

describe('the command box', () => {
  it('finds pages, people, environments, a task by id and apps from the keyboard, and goes there or acts', async () => {
    const ada = await signedInClientFor(e2e.sandbox.origin, 'Demo', 'ada', DEMO_PASSWORD);
    const task = await ada.main.tasks.createTask({ ...APP, requestData: { orders: [1, 2] } });
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, demo('ada'));

    // Ctrl+K from a focused link opens the box with the field focused; Escape closes it and gives focus back.
    await page.getByRole('link', { name: 'Sessions' }).focus();
    await page.keyboard.press('Control+k');
    await field(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect(await everyViolation(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await box(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sessions');

    // Arrows move through the list; Enter goes to the option they point at.
    await find(page, 'sessions', 'Sessions: Solver');
    expect(await activeOption(page)).toBe('Sessions: WebUI');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe('Sessions: Solver');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sessions\/solver$/);
    await box(page).waitFor({ state: 'detached' });

    // An admin's pages, a group, a user and an environment.
    await find(page, 'tunn', 'Configuration: Tunnels');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/configuration\/tunnels$/);
    await find(page, 'planners', 'Planners');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/users\?environment=Demo$/);
    await page.getByRole('region', { name: 'Environment Demo' }).waitFor();
    await find(page, 'paula', 'paula');
    expect(await option(page, 'paula').textContent()).toContain('Paula Publisher');
    await page.keyboard.press('Escape');
    await box(page).waitFor({ state: 'detached' });
    await find(page, 'corporate', 'CorporateSSO');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/users\?environment=CorporateSSO$/);
    await page.getByRole('region', { name: 'Environment CorporateSSO' }).waitFor();

    // A task by its id, asked for directly: Enter shows it on the Tasks tab.
    await find(page, task.id, `Task ${task.id}[0]`);
    await page.keyboard.press('Enter');
    const shown = page.getByRole('dialog', { name: `Task ${task.id}[0]` });
    await shown.waitFor();
    expect(pathOf(page)).toMatch(new RegExp(`/sessions/task\\?task=${task.id}&groupIndex=0$`));
    await shown.getByText('Transport Optimizer 1.2', { exact: true }).waitFor();
    expect(await shown.textContent()).toContain('ada@Demo');
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'detached' });

    // An action: Create task opens the New task dialog.
    await find(page, 'create task', 'Create task');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New task' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New task' }).waitFor({ state: 'detached' });

    // An app: Enter launches it in a new tab, as its card's Launch does.
    await find(page, 'sudoku', 'Sudoku Solver 1.0');
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const launched = await opened;
    expect(new URL(launched.url()).pathname).toMatch(/\/applications\/launch\/Sudoku%20Solver\/1\.0$/);
    await closeLaunchedApp(launched);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("offers a user only what their role allows, and the publisher's actions to a publisher", async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, demo('alice'));
    await page.getByRole('button', { name: 'Search and commands' }).click();
    await field(page).waitFor();
    const offered = await options(page).locator('p:first-child').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Apps', 'Sessions: Tasks', 'User settings', 'Create API key']));
    expect(offered.join()).not.toMatch(/Users|Configuration|Publish app/);
    for (const query of ['users', 'tunnels', 'publish', 'planners', 'Demo']) {
      await field(page).fill(query);
      await box(page).getByText('Nothing found').waitFor();
    }
    await field(page).fill('api key');
    await option(page, 'Create API key').waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create API key' }).waitFor();
    await page.keyboard.press('Escape');

    await find(page, 'sign out', 'Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login/);

    await signIn(page, demo('paula'));
    await find(page, 'publish', 'Publish app');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/applications\/publish$/);
    await context.close();
  });

  it('opens from the header button on a phone in the dark theme, within the screen and without violations', async () => {
    const { page, context } = await e2e.openPage({ width: 360, height: 740 });
    await signIn(page, demo('greg'));
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    const menu = await openUserMenu(page, 'greg');
    await menu.getByRole('menuitemradio', { name: 'Dark theme' }).click();
    await page.keyboard.press('Escape');
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);

    await page.getByRole('button', { name: 'Search and commands' }).click();
    await field(page).fill('oper');
    // A group admin sees the groups of the Users page.
    await option(page, 'Operations').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const width = await box(page).evaluate((dialog) => dialog.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(360);
    expect(await everyViolation(page)).toEqual([]);
    await context.close();
  });
});
