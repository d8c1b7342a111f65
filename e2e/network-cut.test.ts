import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { seriousViolations, signIn } from './portal';
import { screenshot } from './harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000, ownProcess: true });
const paula = { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD };

/** A .aimmspack of `megabytes` MB that the sandbox publishes as a WebUI app. */
const pack = (name: string, megabytes: number) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.concat([Buffer.from('PK webui.json '), Buffer.alloc(megabytes * 1024 * 1024, 7)]),
});

/** Slows this page's uploads to `bytesPerSecond`, so that a server can be cut in the middle of one. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Choose .aimmspack file"]');

let killed = false;
// A test that failed with the server down leaves it down: the next one starts it again.
afterEach(async () => {
  if (killed) await e2e.sandbox.restart();
  killed = false;
});

describe('when the server goes away', () => {
  it('keeps the publish form through a server killed mid-upload, tells why, and publishes once it is back', async () => {
    const { page, pageErrors } = await e2e.openPage();
    await signIn(page, paula);
    await page.getByRole('button', { name: 'New app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish a new app' });
    await fileInput(page).setInputFiles(pack('cut-planner.aimmspack', 3));
    await dialog.getByLabel('App name').fill('Cut Planner');
    await dialog.getByLabel('App version').fill('1.0');
    await dialog.getByLabel('Description').fill('Typed before the cut.');
    await throttleUploads(page, 256 * 1024);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();

    // Leaving during the upload asks first; staying keeps the upload going.
    await page.evaluate(() => history.back());
    const leave = page.getByRole('dialog', { name: 'Leave while uploading?' });
    await leave.waitFor();
    expect(await leave.textContent()).toContain('Leaving this page cancels the upload.');
    await leave.getByRole('button', { name: 'Cancel', exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/applications\/publish$/);

    await e2e.sandbox.kill();
    killed = true;
    await page.waitForTimeout(5000);
    await screenshot(page, 'network-cut-upload-killed');
    // The first error toast needs no chunk from the server: the portal shows it, and the form stays as typed.
    await page.getByRole('alert').filter({ hasText: 'An error occured while publishing a new app.' }).waitFor();
    await expect(page.getByText('Something went wrong!').count()).resolves.toBe(0);
    expect(await dialog.getByLabel('App name').inputValue()).toBe('Cut Planner');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Typed before the cut.');
    expect(await seriousViolations(page)).toEqual([]);

    await e2e.sandbox.restart();
    killed = false;
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publishing application Cut Planner 1.0 has started.').waitFor({ timeout: 60_000 });
    await page.getByRole('article', { name: 'Cut Planner 1.0' }).waitFor();
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows "Cannot reach the server" with Retry when a page cannot be loaded, and the page once Retry can', async () => {
    const { page } = await e2e.openPage();
    await signIn(page, paula);
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('typed text');
    await e2e.sandbox.kill();
    killed = true;
    await page.getByRole('link', { name: 'Sessions' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Cannot reach the server' });
    await panel.waitFor({ timeout: 30_000 });
    await expect(page.getByText('Unexpected Application Error').count()).resolves.toBe(0);
    // The header and its navigation stay usable.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Retry' }).click();
    // The retry is over (its button is busy while the chunk is tried again) and the server is still
    // down: the panel stays and offers Retry again. Restarting earlier could let this retry succeed.
    await panel.getByRole('button', { name: 'Retry', disabled: true }).waitFor();
    await panel.getByRole('button', { name: 'Retry', disabled: false }).waitFor({ timeout: 30_000 });
    await e2e.sandbox.restart();
    killed = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('tab', { name: 'WebUI' }).waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});
