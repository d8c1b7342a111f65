import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { navigationLabels, signIn } from './portal';

const alice = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };

describe("mixed mode 'yes'", () => {
  const e2e = startSandboxAndBrowser({ portalMode: 'mixed', testTimeoutMs: 240_000 });

  it('adds Help, which leads to the server-side about page', async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, alice);
    expect(await navigationLabels(page)).toEqual(['Apps', 'Sessions', 'Stats', 'Help']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await page.waitForURL(/\/pro\/about$/);
    await context.close();
  });

  it('shows About, sends Stats to the server-side stats page and shows unknown paths as not found', async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, alice);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'About' }).waitFor();
    await page.goto('applications/stats/Demo/1.0');
    await page.waitForURL(/\/pro\/stats\/Demo\/1\.0$/);
    await page.goto('no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

describe("mixed mode 'no'", () => {
  const e2e = startSandboxAndBrowser({ portalMode: '', testTimeoutMs: 240_000 });

  it('has no Help, and Help, About, Stats and unknown paths lead to the applications list', async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, alice);
    expect(await navigationLabels(page)).toEqual(['Apps', 'Sessions', 'Stats']);
    for (const path of ['help', 'about', 'applications/stats/Demo/1.0', 'no/such/page']) {
      await page.goto(path);
      await page.waitForURL(/\/applications$/);
    }
    await context.close();
  });
});
