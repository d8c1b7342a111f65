import type { Locator, Page } from 'playwright-core';
import { startSandboxAndBrowser, screenshot } from './harness';
import { chooseAppAction, openFileChooser, signIn, tooltipOf } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });

const admin = beforeAllValue(async () => {
  const opened = await e2e.openPage();
  await signIn(opened.page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
  return opened;
});

/** The signed-in administrator's page, at `path` of the portal. */
async function adminAt(path: string): Promise<Page> {
  await admin.page.goto(path);
  return admin.page;
}

/** Toasts; includeHidden because an open dialog marks everything outside it aria-hidden, the toasts too. */
const toasts = (page: Page, text?: string | RegExp) => {
  const all = page.getByRole('alert', { includeHidden: true });
  return text ? all.filter({ hasText: text }) : all;
};

async function waitCount(locator: Locator, count: number) {
  for (let i = 0; i < 100 && (await locator.count()) !== count; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.count()).toBe(count);
}

describe('toasts', () => {
  it('stack at most three below the header; an error goes when the same action then succeeds', async () => {
    const page = await adminAt('users');
    await page.getByRole('list', { name: 'Environments' }).waitFor();
    const failing = '**/pro-api/v2/environments';
    await page.route(failing, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Database busy', errorCode: 1, errorId: 'e2e' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'New environment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New environment' });
    await dialog.getByLabel('Name').fill('Field');
    const errors = toasts(page, 'Could not save environment "Field".');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await dialog.getByRole('button', { name: 'Save' }).click();
      await errors
        .nth(Math.min(attempt, 3) - 1)
        .waitFor()
        .catch(async (err: unknown) => {
          await screenshot(page, 'toasts-missing-error');
          throw err;
        });
    }
    await waitCount(toasts(page), 3);
    const header = await page.locator('header').boundingBox();
    // The fourth error pushes the oldest out; wait until the first one left is laid out.
    await toasts(page).first().waitFor({ state: 'visible' });
    const first = await toasts(page).first().boundingBox();
    expect(first).not.toBeNull();
    expect(first!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await screenshot(page, 'toasts-stacked');

    await page.unroute(failing);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts(page, 'Environment Field was created.').waitFor();
    await waitCount(errors, 0);
  });

  it('close by their close button and by Escape', async () => {
    const { page } = admin;
    const created = toasts(page, 'Environment Field was created.');
    await created.getByRole('button', { name: 'Close' }).click();
    await created.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Actions for environment Field' }).click();
    await page.getByRole('menuitem', { name: 'Make default' }).click();
    const madeDefault = toasts(page, 'Field is now the default environment.');
    await madeDefault.waitFor();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await madeDefault.waitFor({ state: 'detached' });
  });
});

describe('forms', () => {
  it('show no error before the user types; a disabled Save says why (New user)', async () => {
    const page = await adminAt('users');
    await page
      .getByRole('list', { name: 'Environments' })
      .getByRole('button', { name: /^Field/ })
      .click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New user in Field' });
    await dialog.getByLabel(/^Username/).waitFor();
    expect(await dialog.locator('.Mui-error').count()).toBe(0);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await tooltipOf(page, save.locator('xpath=..'))).toMatch(/required|at least one group/);

    // Leaving a field is touching it: its error shows then.
    await dialog.getByLabel(/^Username/).focus();
    await page.keyboard.press('Tab');
    await dialog.getByText('Username is required.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('New category shows no error at first and acknowledges the created category', async () => {
    const page = await adminAt('applications');
    await page.getByRole('button', { name: 'New category' }).click();
    const name = page.getByLabel('Category name');
    await name.waitFor();
    expect(await page.locator('main .Mui-error').count()).toBe(0);
    const save = page.getByRole('main').getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await tooltipOf(page, save.locator('xpath=..'))).not.toBe('');
    await name.fill('Logistics');
    await save.click();
    await toasts(page, 'Category Logistics was created.').waitFor();
  });

  it('the Update dialog shows no error before the user types', async () => {
    const page = await adminAt('applications');
    await chooseAppAction(page, 'Warehouse Planner', 'Update');
    const dialog = page.getByRole('dialog', { name: /^Update Warehouse Planner / });
    await dialog.getByRole('button', { name: 'Update' }).waitFor();
    await page.waitForTimeout(300);
    expect(await dialog.locator('.MuiFormHelperText-root.Mui-error').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('acknowledgements', () => {
  it('edits an app and deletes a single app, each with a success toast', async () => {
    const page = await adminAt('applications');
    await chooseAppAction(page, 'Risk Analyzer', 'Edit');
    const edit = page.getByRole('dialog', { name: /^Edit Risk Analyzer / });
    await edit.getByLabel('Description').fill('Scenario risk, edited');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toasts(page, /^Risk Analyzer \S+ was saved\.$/).waitFor();

    await chooseAppAction(page, 'Risk Analyzer', 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toasts(page, /^Risk Analyzer \S+ was deleted\.$/).waitFor();
    expect(admin.pageErrors).toEqual([]);
  });
});

describe('keyboard', () => {
  it('a skip link, the first Tab stop, leads to the main area', async () => {
    const page = await adminAt('applications');
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  // One click of the file input per press: a second one in the same press is refused by the browser
  // ('File chooser dialog can only be shown with a user activation') and could lose the first's picker.
  it('file pickers open on Enter as well as Space, once per press', async () => {
    const page = await adminAt('applications/publish');
    const dialog = page.getByRole('dialog', { name: 'Publish a new app' });
    const picker = dialog.getByRole('button', { name: 'Choose .aimmspack file' });
    await picker.waitFor();
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement));
    const clicks = await dialog.getByLabel('Choose .aimmspack file', { exact: true }).evaluateHandle((input) => {
      const count = { value: 0 };
      input.addEventListener('click', () => (count.value += 1));
      return count;
    });
    for (const key of ['Enter', 'Space']) await (await openFileChooser(page, picker, key)).setFiles([]);
    expect(await clicks.evaluate((count) => count.value)).toBe(2);
  });
});

describe('focus', () => {
  it('returns to the search field after Clear', async () => {
    const page = await adminAt('applications');
    const search = page.getByRole('searchbox', { name: 'Search apps' });
    await search.fill('planner');
    await page.getByRole('button', { name: 'Clear' }).focus();
    await page.keyboard.press('Enter');
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
