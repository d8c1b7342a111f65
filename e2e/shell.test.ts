import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './harness';
import { DEMO_PASSWORD, startSandbox, type RunningSandbox } from './sandbox';
import { openUserMenu, pathOf, signIn, submitLogin } from './portal';

jest.setTimeout(180_000);

let sandbox: RunningSandbox;
let browser: Browser;
const alice = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };
/** What the sandbox answers for unknown credentials (apps/sandbox/src/routes/auth/auth.ts, badCredentials). */
const WRONG_CREDENTIALS = 'The environment, username or password is not correct.';

beforeAll(async () => {
  sandbox = await startSandbox();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
});

describe('the shell', () => {
  it('lists the message of a wrong password above the form and stays on login', async () => {
    const { page, context } = await openPage(browser, sandbox.url);
    await page.goto('login');
    await submitLogin(page, { ...alice, password: 'Not#TheRightOne1' });
    const failures = page.getByRole('list', { name: 'Login failures' });
    await failures.waitFor();
    expect(await failures.getByRole('listitem').allTextContents()).toEqual([WRONG_CREDENTIALS]);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("refuses 'admin' outside ROOT before calling the server", async () => {
    const { page, context } = await openPage(browser, sandbox.url);
    await page.goto('login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('whatever');
    await page.getByText('Only the ROOT environment will support admin login').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Environment' }).click();
    await page.getByRole('option', { name: 'Demo', exact: true }).click();
    await page.getByText('Only the ROOT environment will support admin login').waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('switches to the dark theme, keeps it across a reload, and back to light', async () => {
    const { page, context } = await openPage(browser, sandbox.url);
    await signIn(page, alice);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    let menu = await openUserMenu(page, 'alice');
    await menu.getByRole('menuitemradio', { name: 'Dark theme' }).click();
    await page.keyboard.press('Escape');
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
    const dark = await background();
    await page.reload();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(await background()).toBe(dark);
    menu = await openUserMenu(page, 'alice');
    await menu.getByRole('menuitemradio', { name: 'Light theme' }).click();
    await page.keyboard.press('Escape');
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor === before, light);
    await context.close();
  });

  it('logs out to the login page with returnTo, and the session is gone', async () => {
    const { page, context } = await openPage(browser, sandbox.url);
    await signIn(page, alice);
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.waitForURL(/\/sessions\/webui$/);
    const menu = await openUserMenu(page, 'alice');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login\?/);
    expect(pathOf(page)).toBe(`/login?returnTo=${encodeURIComponent('/sessions/webui')}`);
    const current = await page.request.get(`${sandbox.origin}/pro-api/v2/users/current`);
    expect(current.status()).toBe(401);
    await context.close();
  });
});
