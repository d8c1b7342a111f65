import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, navigationLabels, signIn } from './portal';

const e2e = startSandboxAndBrowser();
const PHONE = { width: 360, height: 740 };
const ada = { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD };
const greg = { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD };
const paula = { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD };

describe('Configuration in the navigation', () => {
  it('is a top navigation link for admins at desktop width, opening Account settings', async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, ada);
    expect(await navigationLabels(page)).toEqual(['Apps', 'Sessions', 'Stats', 'Users', 'Configuration', 'Secrets']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Configuration' }).click();
    await page.waitForURL(/\/configuration\/account_settings$/);
    await page.getByRole('tab', { name: 'Account settings', selected: true }).waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await context.close();
  });

  it('is not offered to group admins or publishers, whom the route sends back to the applications', async () => {
    for (const who of [greg, paula]) {
      const { page, context } = await e2e.openPage();
      await signIn(page, who);
      const labels = await navigationLabels(page);
      expect(labels).not.toContain('Configuration');
      expect(labels.slice(0, 3)).toEqual(['Apps', 'Sessions', 'Stats']);
      await page.goto('configuration');
      await page.waitForURL(/\/applications$/);
      await context.close();
    }
  });

  it('is in the collapsed menu at 360 px for admins, with every other entry', async () => {
    const { page, context } = await e2e.openPage(PHONE);
    await signIn(page, ada);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
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
    expect(await everyViolation(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.waitForURL(/\/configuration\/account_settings$/);
    await page.getByRole('tab', { name: 'Account settings', selected: true }).waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await context.close();
  });
});
