import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { navigationLabels, openUserMenu, pathOf, submitLogin } from './portal';

const e2e = startSandboxAndBrowser({ basePath: '/portal/' });

describe("a base path other than '/'", () => {
  it('routes, loads its assets and signs in under /portal/', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    const assets: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v3/assets/'))
        assets.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(`${e2e.sandbox.origin}/portal/login?returnTo=${encodeURIComponent('/sessions/task')}`);
    await submitLogin(page, { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD });
    await page.waitForURL(/\/portal\/sessions\/task$/);
    expect(await navigationLabels(page)).toEqual(['Apps', 'Sessions', 'Stats']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apps' }).click();
    await page.waitForURL(/\/portal\/applications$/);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((line) => /^200 \/portal\/v3\/assets\//.test(line))).toBe(true);
    const menu = await openUserMenu(page, 'paula');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/portal\/login\?/);
    expect(pathOf(page)).toBe(`/portal/login?returnTo=${encodeURIComponent('/applications')}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sends the root of the base path to the applications list once signed in', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto(`${e2e.sandbox.origin}/portal/login`);
    await submitLogin(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await page.waitForURL(/\/portal\/applications$/);
    await page.goto(`${e2e.sandbox.origin}/portal/`);
    await page.waitForURL(/\/portal\/applications$/);
    await context.close();
  });
});
