import type { Page } from 'playwright-core';
import { startSandboxAndBrowser, screenshot } from './harness';
import { submitLogin } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const PHONE = { width: 360, height: 740 };

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const phone = beforeAllValue(() => e2e.openPage(PHONE));

/** How far the page reaches past the right edge of the screen (0 when it does not scroll sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('at 360 px', () => {
  it('the login page does not scroll sideways', async () => {
    const { page } = phone;
    await page.goto('login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await sideways(page)).toBe(0);
    await submitLogin(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
  });

  it.each([
    ['applications', 'Applications'],
    ['sessions/webui', null],
    ['sessions/solver', null],
    ['sessions/task', null],
    ['users', null],
    ['user-settings', null],
    ['configuration/account_settings', null],
    ['configuration/tunnels', null],
    ['secrets', 'Secrets'],
    ['stats', 'App stats'],
    ['stats/Transport%20Optimizer', 'Transport Optimizer'],
  ])('%s does not scroll sideways', async (path, heading) => {
    const { page } = phone;
    await page.goto(path);
    if (heading) await page.getByRole('heading', { name: heading }).waitFor();
    await page.locator('main').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `phone-${path.replace(/\//g, '-')}`);
    expect(await sideways(page)).toBe(0);
  });

  it('the collapsed menu offers every entry of the wide navigation, by keyboard too', async () => {
    const { page } = phone;
    await page.goto('applications');
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open navigation menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Apps',
      'Sessions',
      'Stats',
      'Users',
      'Configuration',
      'Secrets',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sessions\/webui$/);
    expect(await sideways(page)).toBe(0);
  });

  it('tables scroll inside their own box, with a visible cue', async () => {
    const { page } = phone;
    await page.goto('sessions/solver');
    const table = page.getByRole('grid', { name: 'Solver sessions' });
    await table.locator('tbody tr').first().waitFor();
    const box = table.locator('xpath=..');
    const { scrolls, cue } = await box.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto',
      cue: getComputedStyle(el).backgroundImage,
    }));
    expect(scrolls).toBe(true);
    expect(cue).toContain('gradient');
    expect(await sideways(page)).toBe(0);
  });

  it('dialogs fill the screen', async () => {
    const { page } = phone;
    await page.goto('applications/publish');
    const dialog = page.getByRole('dialog', { name: 'Publish a new app' });
    await dialog.waitFor();
    await page.waitForTimeout(400);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await screenshot(page, 'phone-publish-dialog');
    expect(phone.pageErrors).toEqual([]);
  });
});
