import { beforeAllValue, png } from '@pro-portal/test-harness';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { arrivedAtApp, chooseAppAction, signIn } from './portal';
import { signedInClient } from './pro-api';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 600_000 });
const paula = { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD };

/** A multi-megabyte .aimmspack that the sandbox publishes as a WebUI app (it carries webui.json). */
const pack = (name: string, megabytes = 6) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.concat([Buffer.from('PK webui.json '), Buffer.alloc(megabytes * 1024 * 1024, 7)]),
});

const bob = beforeAllValue(() => signedInClient(e2e.sandbox.origin, 'Demo', 'bob', DEMO_PASSWORD));
const ada = beforeAllValue(() => signedInClient(e2e.sandbox.origin, 'Demo', 'ada', DEMO_PASSWORD));
const page = beforeAllValue(async () => {
  const { page: opened } = await e2e.openPage();
  await signIn(opened, paula);
  return opened;
});

const card = (name: string) => page.getByRole('article', { name });
const fileInput = (label: string) => page.locator(`input[type=file][aria-label="${label}"]`);
const bobSees = async (name: string, version: string) =>
  (await bob.main.applications.listApplications()).applications.some((a) => a.name === name && a.version === version);

/** Waits until the list shows `label` as published (with its Launch button). */
async function waitPublished(label: string) {
  await card(label)
    .getByRole('button', { name: `Launch ${label}` })
    .waitFor({ timeout: 60_000 });
}

describe('applications as a publisher', () => {
  it('publishes a new app with an icon, watching the progress bar reach 100%, then finds it by search', async () => {
    await page.getByRole('button', { name: 'New app' }).click();
    await page.waitForURL(/\/applications\/publish$/);
    const dialog = page.getByRole('dialog', { name: 'Publish a new app' });
    await fileInput('Choose .aimmspack file').setInputFiles(pack('route-planner.aimmspack'));
    await dialog.getByText('route-planner.aimmspack (6.00 MB)').waitFor();
    await fileInput('Choose icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(48, 48) });
    await dialog.getByLabel('App name').fill('Route Planner');
    await dialog.getByLabel('App version').fill('1.0');
    await dialog.getByLabel('Description').fill('Plans delivery routes.');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[aria-label="Upload progress"]');
        if (bar) seen.push(bar.getAttribute('aria-valuenow') ?? '');
        document.querySelectorAll('[role="status"]').forEach((s) => seen.push(s.textContent ?? ''));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publishing application Route Planner 1.0 has started.').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen).toContain('100');
    expect(seen.some((text) => /^100% \(6\.\d\d MB of 6\.\d\d MB\)$/.test(text))).toBe(true);
    await card('Route Planner 1.0').getByText('Publishing…').waitFor();
    await page.getByText('Application Route Planner 1.0 was successfully published.').waitFor({ timeout: 60_000 });
    await waitPublished('Route Planner 1.0');
    expect(await card('Route Planner 1.0').locator('img').getAttribute('src')).toContain('/portal/app-icon?icon=');
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('route planner 1');
    await page.getByText('1 matching app(s) found').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
  });

  it('updates it keeping the existing version, then overwriting one', async () => {
    await chooseAppAction(page, 'Route Planner 1.0', 'Update');
    await page.waitForURL(/\/applications\/update\/Route%20Planner\/1\.0$/);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Update Route Planner 1.0' });
    await dialog.waitFor();
    await fileInput('Choose .aimmspack file').setInputFiles(pack('route-planner-2.aimmspack', 3));
    // The untouched version field shows no error; the disabled Update button says why.
    const update = dialog.getByRole('button', { name: 'Update' });
    await update
      .locator('xpath=..')
      .and(page.locator('[title="Please update the app version when updating the app"]'))
      .waitFor();
    expect(await update.isDisabled()).toBe(true);
    await dialog.getByLabel('App version').fill('2.0');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Publishing application Route Planner 2.0 has started.').waitFor();
    await waitPublished('Route Planner 2.0');
    await card('Route Planner 1.0').waitFor();

    await chooseAppAction(page, 'Route Planner 2.0', 'Update');
    const overwrite = page.getByRole('dialog', { name: 'Update Route Planner 2.0' });
    await overwrite.getByRole('combobox', { name: 'Update mode' }).click();
    await page.getByRole('option', { name: 'Overwrite existing version' }).click();
    await fileInput('Choose .aimmspack file').setInputFiles(pack('route-planner-21.aimmspack', 2));
    await overwrite.getByLabel('App version').fill('2.1');
    await overwrite.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Publishing application Route Planner 2.1 has started.').waitFor();
    await waitPublished('Route Planner 2.1');
    await card('Route Planner 2.0').waitFor({ state: 'detached', timeout: 60_000 });
  });

  it('edits its description and icon (stored under PublicData/AppIcon)', async () => {
    await chooseAppAction(page, 'Route Planner 2.1', 'Edit');
    await page.waitForURL(/\/applications\/edit\/Route%20Planner\/2\.1$/);
    const dialog = page.getByRole('dialog', { name: 'Edit Route Planner 2.1' });
    await fileInput('Choose icon').setInputFiles({ name: 'new-icon.png', mimeType: 'image/png', buffer: png(64, 64) });
    await dialog.getByLabel('Description').fill('Plans delivery routes with time windows.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card('Route Planner 2.1').getByText('Plans delivery routes with time windows.').waitFor();
    expect(await card('Route Planner 2.1').locator('img').getAttribute('src')).toContain(
      encodeURIComponent('/icons/Route_Planner_2.1_'),
    );
  });

  it('gives a group access and takes it away; a user of that group gains and loses the app', async () => {
    expect(await bobSees('Route Planner', '2.1')).toBe(false);
    await chooseAppAction(page, 'Route Planner 2.1', 'App access');
    const dialog = page.getByRole('dialog', { name: 'App access: Route Planner 2.1' });
    await dialog.getByRole('button', { name: 'Add group' }).click();
    await dialog.getByRole('combobox', { name: 'Add group' }).click();
    await page.getByRole('option', { name: 'Analysts@Demo' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('list', { name: 'Groups with access' }).getByText('Analysts@Demo').waitFor();
    expect(await bobSees('Route Planner', '2.1')).toBe(true);
    await dialog.getByRole('button', { name: 'Remove Analysts@Demo' }).click();
    await dialog
      .getByRole('list', { name: 'Groups with access' })
      .getByText('Analysts@Demo')
      .waitFor({ state: 'detached' });
    await dialog.getByText('No group has access to this app.').waitFor();
    expect(await dialog.getByText('Analysts@Demo').count()).toBe(0);
    expect(await bobSees('Route Planner', '2.1')).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('sets the latest version and launches it through tag/latest', async () => {
    await chooseAppAction(page, 'Route Planner 1.0', 'Set as latest version');
    // It asks first: the tag/latest shortcut of every user changes.
    await page
      .getByRole('dialog', { name: 'Set as latest version' })
      .getByRole('button', { name: 'Set as latest version' })
      .click();
    await page
      .getByText(
        /Route Planner 1\.0 is now the latest version\. It can be launched via .*\/applications\/launch\/Route%20Planner\/tag\/latest/,
      )
      .waitFor();
    await card('Route Planner 1.0').getByText('Latest version').waitFor();
    const launched = await page.context().newPage();
    await launched.goto(`applications/launch/${encodeURIComponent('Route Planner')}/tag/latest`);
    await arrivedAtApp(launched);
    await launched.getByRole('heading', { name: 'Route Planner 1.0' }).waitFor();
    const cookies = await page.context().cookies();
    expect(
      cookies
        .filter((c) => c.path === '/apps')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['contextPath', 'deviceId', 'instanceId', 'mode', 'runtimePath', 'userName']);
    expect(cookies.find((c) => c.name === 'mode')?.value).toBe('server');
    await launched.close();
  });

  it('launches from the card in a new tab', async () => {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card('Route Planner 2.1').getByRole('button', { name: 'Launch Route Planner 2.1' }).click(),
    ]);
    await tab.waitForURL(/\/apps\/[^/]+\/$/, { timeout: 60_000 });
    await tab.close();
  });

  it('deletes one app after confirming', async () => {
    await chooseAppAction(page, 'Route Planner 1.0', 'Delete');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete Route Planner 1.0?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await card('Route Planner 1.0').waitFor({ state: 'detached' });
  });

  it('bulk-deletes three apps, listing the one that failed', async () => {
    await chooseAppAction(page, 'Sudoku Solver 1.0', 'Select for deletion');
    await page.getByRole('checkbox', { name: 'Select Shift Scheduler 2.4' }).check();
    await page.getByRole('checkbox', { name: 'Select Production Mix 10.0' }).check();
    await page.getByRole('button', { name: 'Delete selection (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete selection (3)' });
    await dialog.getByRole('list', { name: 'Selected apps' }).waitFor();
    // The sandbox loses one of them before the portal asks: its delete answers 404.
    await ada.main.applications.deleteApplication({ projectName: 'Shift Scheduler', projectVersion: '2.4' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('There was an error deleting the following apps:').waitFor();
    await dialog.getByRole('list', { name: 'Failed apps' }).getByText('Shift Scheduler 2.4', { exact: true }).waitFor();
    await page.getByText('2 apps were deleted.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await card('Sudoku Solver 1.0').waitFor({ state: 'detached' });
    await card('Production Mix 10.0').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel selection' }).click();
  });
});

describe('categories as an admin', () => {
  it('creates, renames and deletes a category', async () => {
    const admin = await e2e.openPage();
    const p = admin.page;
    await signIn(p, { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD });
    await p.getByRole('button', { name: 'New category' }).click();
    await p.getByRole('textbox', { name: 'Category name' }).fill('Logistics');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('heading', { name: 'Logistics', level: 2 }).waitFor();
    await p.getByRole('button', { name: 'Edit category Logistics' }).click();
    await p.getByRole('textbox', { name: 'Category name' }).fill('Distribution');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('heading', { name: 'Distribution', level: 2 }).waitFor();
    await p.getByRole('button', { name: 'Delete category Distribution' }).click();
    await p.getByRole('dialog').getByText("Are you sure you want to delete category 'Distribution'?").waitFor();
    await p.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await p.getByRole('heading', { name: 'Distribution', level: 2 }).waitFor({ state: 'detached' });
    await admin.context.close();
  });
});
