import type { Locator, Page } from 'playwright-core';
import { ProApiError } from '@pro-portal/sdk';
import { startSandboxAndBrowser, screenshot } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { openUserMenu, seriousViolations, signIn, signedInClientFor } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
const EMPTY_CATEGORY = 'Empty shelf';
const TASK = { appName: 'Transport Optimizer', appVersion: '1.2', serviceName: 'solve' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const THEMES = [
  { viewport: DESKTOP, scheme: 'light' },
  { viewport: PHONE, scheme: 'dark' },
] as const;
// An admin, an empty category, and two of bob's tasks waiting an hour in the queue.
const given = beforeAllValue(async () => {
  const admin = await signedInClientFor(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword);
  await admin.main.categories.createCategory({ applicationCategoryInput: { value: EMPTY_CATEGORY } });
  const bob = await signedInClientFor(e2e.sandbox.origin, 'Demo', 'bob', DEMO_PASSWORD);
  const taskIds: string[] = [];
  for (const n of [1, 2]) {
    taskIds.push((await bob.main.tasks.createTask({ ...TASK, requestData: { n }, scheduleIn: '3600' })).id);
  }
  return { admin, taskIds };
});

/** The box of an element on the page. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
};

/** Does `first` come before `second` in the document? */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate((a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

async function openAs(
  viewport: typeof DESKTOP,
  scheme: 'light' | 'dark',
  env: string,
  username: string,
  password: string,
) {
  const opened = await e2e.openPage(viewport);
  await opened.page.emulateMedia({ colorScheme: scheme });
  await signIn(opened.page, { environment: env, username, password });
  return opened;
}

describe('the applications page header', () => {
  it.each(THEMES)(
    'shows New app and New category after the title ($viewport.width px, $scheme)',
    async ({ viewport, scheme }) => {
      const { page, context, pageErrors } = await openAs(viewport, scheme, 'ROOT', 'admin', e2e.sandbox.adminPassword);
      const heading = page.getByRole('heading', { name: 'Applications', level: 1 });
      const newApp = page.getByRole('button', { name: 'New app' });
      const newCategory = page.getByRole('button', { name: 'New category' });
      await newCategory.waitFor();
      const title = await boxOf(heading);
      for (const button of [newApp, newCategory]) {
        expect(await precedes(heading, button)).toBe(true);
        const box = await boxOf(button);
        // Beside the title on a wide screen, below it on a narrow one; never above it.
        expect(box.y + box.height).toBeGreaterThan(title.y + title.height / 2);
        if (viewport === DESKTOP)
          expect(Math.abs(box.y + box.height / 2 - (title.y + title.height / 2))).toBeLessThan(16);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `apps-header-${viewport.width}-${scheme}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});

describe('empty categories', () => {
  it('are headings for whoever can fill or delete them, and hidden from other users', async () => {
    const adminPage = await openAs(DESKTOP, 'light', 'ROOT', 'admin', e2e.sandbox.adminPassword);
    await adminPage.page.getByRole('heading', { name: EMPTY_CATEGORY, level: 2 }).waitFor();
    await adminPage.page.getByRole('button', { name: `Delete category ${EMPTY_CATEGORY}` }).waitFor();
    await adminPage.context.close();

    for (const [username, scheme, viewport] of [
      ['alice', 'light', DESKTOP],
      ['paula', 'dark', PHONE],
    ] as const) {
      const { page, context } = await openAs(viewport, scheme, 'Demo', username, DEMO_PASSWORD);
      // A category with apps still shows, so the list has loaded when the empty one is looked for.
      await page.getByRole('heading', { name: 'Supply Chain', level: 2 }).waitFor();
      expect(await page.getByRole('heading', { name: EMPTY_CATEGORY }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});

describe("an app description's refusal", () => {
  it("reads the same in the Edit form and from the server, in the spec's words", async () => {
    const { page, context } = await openAs(DESKTOP, 'light', 'ROOT', 'admin', e2e.sandbox.adminPassword);
    await page.getByRole('button', { name: 'More actions for Risk Analyzer 0.9' }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('d'.repeat(256));
    const shown = dialog.getByText('Description must be less than 255 characters.');
    await shown.waitFor();
    await context.close();

    const refusal = await given.admin.main.applications
      .updateApplication({
        projectName: 'Risk Analyzer',
        projectVersion: '0.9',
        editApplication: { description: 'd'.repeat(256) },
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(refusal).toBeInstanceOf(ProApiError);
    expect((refusal as ProApiError).status).toBe(400);
    expect((refusal as ProApiError).message).toBe('Description must be less than 255 characters.');
  });
});

/** The background of `row` as [r, g, b, alpha]. */
const backgroundOf = (row: Locator) =>
  row.evaluate((el) => {
    const parts =
      getComputedStyle(el)
        .backgroundColor.match(/[\d.]+/g)
        ?.map(Number) ?? [];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  });

describe('selecting job rows', () => {
  it.each(THEMES)(
    'shows a hint, a checkbox per row and a clear selected style ($viewport.width px, $scheme)',
    async ({ viewport, scheme }) => {
      const { page, context, pageErrors } = await openAs(viewport, scheme, 'Demo', 'bob', DEMO_PASSWORD);
      // The phone's collapsed menu has no Sessions entry: the Tasks tab is opened by its path.
      await page.goto('sessions/task');
      const table = page.getByRole('grid', { name: 'Tasks' });
      await page.getByText('Select a row by clicking it or its checkbox', { exact: false }).waitFor();
      const [first, second] = given.taskIds.map((id) => table.getByRole('checkbox', { name: `Select ${id}[0]` }));
      await first!.waitFor();
      expect(await first!.isChecked()).toBe(false);

      // A click on the row selects it, and its checkbox says so.
      const firstRow = table.locator('tbody tr').filter({
        has: page.getByRole('checkbox', { name: `Select ${given.taskIds[0]}[0]` }),
      });
      await firstRow.locator('td').nth(2).click();
      expect(await first!.isChecked()).toBe(true);
      expect(await firstRow.getAttribute('aria-selected')).toBe('true');
      // The checkbox adds a row to the selection without Ctrl.
      await second!.click();
      expect(await first!.isChecked()).toBe(true);
      expect(await second!.isChecked()).toBe(true);
      await page.getByText('2 selected.', { exact: false }).waitFor();

      // Selected rows are tinted clearly (MUI's own 8 % tint is hard to see) and carry a bar on the left.
      const [, , , alpha] = await backgroundOf(firstRow);
      expect(alpha).toBeGreaterThanOrEqual(0.15);
      expect(await firstRow.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('inset');
      await second!.click();
      expect(await second!.isChecked()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `jobs-selection-${viewport.width}-${scheme}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});

async function enableMfaWith(page: Page, password: string) {
  await page.getByRole('button', { name: 'Enable MFA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable multi-factor authentication' });
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

describe('Enable MFA', () => {
  it.each(THEMES)(
    'shows a wrong current password on the field ($viewport.width px, $scheme)',
    async ({ viewport, scheme }) => {
      const { page, context, pageErrors } = await openAs(viewport, scheme, 'Demo', 'alice', DEMO_PASSWORD);
      const menu = await openUserMenu(page, 'alice');
      await menu.getByRole('menuitem', { name: 'User settings' }).click();
      const dialog = await enableMfaWith(page, 'not-the-password');
      const field = dialog.getByLabel('Current password');
      await dialog.getByText('The current password is not correct.').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('The current password is not correct.');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `mfa-wrong-password-${viewport.width}-${scheme}`);

      // Typing again clears it, and the right password goes on to the QR code.
      await field.fill(DEMO_PASSWORD);
      expect(await field.getAttribute('aria-invalid')).toBe('false');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByText('Scan this QR code', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
