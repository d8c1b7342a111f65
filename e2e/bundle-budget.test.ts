import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './harness';
import { startSandbox, type RunningSandbox } from './sandbox';
import { signIn } from './portal';

jest.setTimeout(180_000);

/** The hard ceiling of the JS and CSS a route loads first; the goal (180 KB) is tracked by `npm run bench`. */
const BUDGET_BYTES = 250 * 1024;

let sandbox: RunningSandbox;
let browser: Browser;

beforeAll(async () => {
  sandbox = await startSandbox();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
});

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
  it('keeps the login route under 250 KB of gzipped JS and CSS', async () => {
    const { page, context } = await openPage(browser, sandbox.url);
    const assets = recordAssets(page);
    await page.goto('/login');
    await page.getByLabel('Password').waitFor();
    await page.waitForLoadState('networkidle');
    expect(assets.size).toBeGreaterThan(1);
    expect(total(assets)).toBeLessThanOrEqual(BUDGET_BYTES);
    await context.close();
  });

  it('keeps the applications route under 250 KB of gzipped JS and CSS', async () => {
    const { page, context } = await openPage(browser, sandbox.url);
    await signIn(page, { environment: 'ROOT', username: 'admin', password: sandbox.adminPassword });
    // A new context with the same session: an empty cache, as on a first visit.
    const fresh = await browser.newContext({ baseURL: sandbox.url, storageState: await context.storageState() });
    const cold = await fresh.newPage();
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
