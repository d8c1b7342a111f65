import { startSandboxAndBrowser, screenshot } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { navigationLabels, openUserMenu, seriousViolations, signIn } from './portal';

const e2e = startSandboxAndBrowser();

describe('sign in by role', () => {
  it.each([
    ['admin', 'ROOT', 'admin', '', ['Apps', 'Sessions', 'Stats', 'Users', 'Configuration', 'Secrets'], true],
    ['group admin', 'Demo', 'greg', DEMO_PASSWORD, ['Apps', 'Sessions', 'Stats', 'Users'], false],
    ['publisher', 'Demo', 'paula', DEMO_PASSWORD, ['Apps', 'Sessions', 'Stats'], false],
    ['user', 'Demo', 'alice', DEMO_PASSWORD, ['Apps', 'Sessions', 'Stats'], false],
  ])('the %s sees the navigation of the role', async (_role, environment, username, password, links, configuration) => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, { environment, username, password: password || e2e.sandbox.adminPassword });
    expect(new URL(page.url()).pathname).toBe('/applications');
    expect(await navigationLabels(page)).toEqual(links);
    const menu = await openUserMenu(page, username);
    await expect(menu.getByText(environment, { exact: true }).count()).resolves.toBe(1);
    expect(await menu.getByRole('menuitem', { name: 'Configuration' }).count()).toBe(configuration ? 1 : 0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows an accessible login page and signed-in shell, and keeps screenshots of both', async () => {
    const { page, context } = await e2e.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.goto('login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(scripts.some((name) => name.startsWith('login.'))).toBe(true);
    expect(scripts.filter((name) => /^(users|configuration|applications|jobs|user-settings)\./.test(name))).toEqual([]);
    await page.getByRole('heading', { name: 'Experience the power of optimization' }).waitFor();
    await screenshot(page, 'login-page');
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await page.getByText(/^Platform version \d/).waitFor();
    await screenshot(page, 'applications-page');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
