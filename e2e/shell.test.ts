import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { openUserMenu, pathOf, signIn, signInToSessions, submitLogin } from './portal';

const e2e = startSandboxAndBrowser();
const alice = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };
/** What the sandbox answers for unknown credentials (apps/sandbox/src/routes/auth/auth.ts, badCredentials). */
const WRONG_CREDENTIALS = 'The environment, username or password is not correct.';

describe('the shell', () => {
  it('lists the message of a wrong password above the form and stays on login', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto('login');
    await submitLogin(page, { ...alice, password: 'Not#TheRightOne1' });
    const failures = page.getByRole('list', { name: 'Login failures' });
    await failures.waitFor();
    expect(await failures.getByRole('listitem').allTextContents()).toEqual([WRONG_CREDENTIALS]);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('gives the browser tab an icon that the page may load', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto('login');
    // Loaded as the tab loads it, under the page's content security policy.
    const size = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href;
      if (!href) return 'no icon';
      const image = new Image();
      image.src = href;
      return image.decode().then(
        () => `${image.naturalWidth}x${image.naturalHeight}`,
        () => 'not loadable',
      );
    });
    expect(size).toBe('32x32');
    await context.close();
  });

  it("refuses 'admin' outside ROOT before calling the server", async () => {
    const { page, context } = await e2e.openPage();
    await page.goto('login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('whatever');
    await page.getByText('Only the ROOT environment will support admin login').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: 'Demo' });
    await page.getByText('Only the ROOT environment will support admin login').waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('switches to the dark theme, keeps it across a reload, and back to light', async () => {
    const { page, context } = await e2e.openPage();
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

  it('opens menus and toasts at once for someone whose system asks for reduced motion, and moves them in otherwise', async () => {
    const AT_ONCE = /^0s(, 0s)*$/;
    // The durations of the user menu's own transition (MUI's Grow, on the paper that holds the list)
    // and of a toast's (notistack's slide, on the toast itself).
    const transitions = async (page: Page, fullName: string) => {
      const menu = await openUserMenu(page, 'alice');
      const menuGrows = await menu.evaluate((list) => getComputedStyle(list.parentElement!).transitionDuration);
      await page.keyboard.press('Escape');
      await page.goto('user-settings');
      await page.getByRole('textbox', { name: 'Full name' }).fill(fullName);
      await page.getByRole('button', { name: 'Save profile' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Your profile was saved.' });
      const toastSlides = await toast.evaluate((element) => getComputedStyle(element).transitionDuration);
      return { menuGrows, toastSlides };
    };
    const reduced = await e2e.openPage();
    await signIn(reduced.page, alice);
    const still = await transitions(reduced.page, 'Alice Still');
    expect(still.menuGrows).toMatch(AT_ONCE);
    expect(still.toastSlides).toMatch(AT_ONCE);
    await reduced.context.close();

    const moving = await e2e.openPage(undefined, { reducedMotion: 'no-preference' });
    await signIn(moving.page, alice);
    const moved = await transitions(moving.page, 'Alice Moving');
    expect(moved.menuGrows).not.toMatch(AT_ONCE);
    expect(moved.toastSlides).not.toMatch(AT_ONCE);
    await moving.context.close();
  });

  it('logs out to the login page with returnTo, and the session is gone', async () => {
    const { page, context } = await e2e.openPage();
    await signInToSessions(page, alice);
    const menu = await openUserMenu(page, 'alice');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login\?/);
    expect(pathOf(page)).toBe(`/login?returnTo=${encodeURIComponent('/sessions/webui')}`);
    const current = await page.request.get(`${e2e.sandbox.origin}/pro-api/v2/users/current`);
    expect(current.status()).toBe(401);
    await context.close();
  });
});

/** The hard ceiling of the JS and CSS a route loads first; the goal and the measured size are the bench's (`npm run bench -- bundle`). */
const BUDGET_BYTES = 180 * 1024;

/** Collects every script and style sheet the page downloads, with its gzip size. */
function recordAssets(page: Page): Map<string, number> {
  const assets = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!/\/v3\/assets\/[^/]+\.(js|css)$/.test(url.pathname)) return;
    assets.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length);
  });
  return assets;
}

const total = (assets: Map<string, number>) => [...assets.values()].reduce((sum, n) => sum + n, 0);

describe('first-load size', () => {
  it('keeps the login route under 180 KB of gzipped JS and CSS', async () => {
    const { page, context } = await e2e.openPage();
    const assets = recordAssets(page);
    await page.goto('/login');
    await page.getByLabel('Password').waitFor();
    await page.waitForLoadState('networkidle');
    expect(assets.size).toBeGreaterThan(1);
    expect(total(assets)).toBeLessThanOrEqual(BUDGET_BYTES);
    await context.close();
  });

  it('keeps the applications route under 180 KB of gzipped JS and CSS', async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    // A new context with the same session: an empty cache, as on a first visit.
    const { context: fresh, page: cold } = await e2e.openPage(undefined, {
      storageState: await context.storageState(),
    });
    const assets = recordAssets(cold);
    await cold.goto('/applications');
    await cold.locator('[data-app-card]').first().waitFor();
    await cold.waitForLoadState('networkidle');
    expect([...assets.keys()].some((file) => file.includes('applications'))).toBe(true);
    expect(total(assets)).toBeLessThanOrEqual(BUDGET_BYTES);
    await fresh.close();
    await context.close();
  });
});
