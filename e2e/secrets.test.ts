import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, navigationLabels, pathOf, seeText, signIn } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });

/** Opens an item's ⋮ menu and chooses an entry. */
async function choose(page: Page, path: string, entry: string) {
  await page.getByRole('button', { name: `Actions for ${path}`, exact: true }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

/** Picks an option of a select by its label. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: RegExp | string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}

const message = seeText;

describe('secrets', () => {
  it('an admin creates a directory and a secret, edits access, modifies, is refused a non-empty delete, and deletes', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Secrets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Secrets' }).waitFor();
    expect(pathOf(page)).toBe('/secrets');
    await page.getByText('This directory is empty.', { exact: false }).waitFor();

    await choose(page, '/', 'New directory');
    const newDirectory = page.getByRole('dialog', { name: 'New directory in /' });
    await newDirectory.getByLabel(/^Name/).fill('team');
    await newDirectory.getByRole('button', { name: 'Create' }).click();
    await message(page, '/team was created.');
    const team = page.getByRole('button', { name: 'team', exact: true });
    await team.waitFor();

    // Access given to the directory first: the secret created in it gets a copy.
    await choose(page, '/team', 'Access');
    let access = page.getByRole('dialog', { name: 'Access to /team' });
    await access.getByText('No group or user has access to this item', { exact: false }).waitFor();
    await pick(page, access, 'Environment', 'Demo');
    await pick(page, access, 'Group or user', 'Planners');
    await pick(page, access, 'Access', /^read_write/);
    await access.getByRole('button', { name: 'Add' }).click();
    const planners = access.getByRole('row', { name: /Planners/ });
    await planners.waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await access.getByRole('button', { name: 'Close' }).click();
    await access.waitFor({ state: 'detached' });

    await choose(page, '/team', 'New secret');
    const newSecret = page.getByRole('dialog', { name: 'New secret in /team' });
    await newSecret.getByLabel(/^Name/).fill('db-password');
    await newSecret.getByLabel(/^Value/).fill('first-value');
    await newSecret.getByRole('button', { name: 'Create' }).click();
    await message(page, '/team/db-password was created.');
    await page.getByText('db-password', { exact: true }).waitFor();
    expect(await team.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('first-value').count()).toBe(0);
    expect(await everyViolation(page)).toEqual([]);

    // The secret's own access: the copy, changed here to read.
    await choose(page, '/team/db-password', 'Access');
    access = page.getByRole('dialog', { name: 'Access to /team/db-password' });
    await access.getByRole('row', { name: /Planners/ }).waitFor();
    await pick(page, access, 'Access of group Planners of Demo', /^read —/);
    await access
      .getByRole('combobox', { name: 'Access of group Planners of Demo' })
      .filter({ hasText: /^read —/ })
      .waitFor();
    await access.getByRole('button', { name: 'Close' }).click();
    await access.waitFor({ state: 'detached' });

    await choose(page, '/team/db-password', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit secret /team/db-password' });
    await edit.getByLabel(/^New value/).fill('second-value');
    await edit.getByRole('button', { name: 'Save' }).click();
    await message(page, '/team/db-password was modified.');

    await choose(page, '/team/db-password', 'Show value');
    const shown = page.getByRole('dialog', { name: 'Value of /team/db-password' });
    expect(await shown.getByRole('textbox', { name: 'Value', exact: true }).inputValue()).toBe('second-value');
    expect(await everyViolation(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Close' }).click();

    await choose(page, '/team', 'Delete');
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
    await message(page, 'The directory /team is not empty: delete the items in it first.');
    await page.getByText('Could not delete /team:', { exact: false }).first().waitFor();
    await team.waitFor();

    await choose(page, '/team/db-password', 'Delete');
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
    await message(page, '/team/db-password was deleted.');
    await page.getByText('db-password', { exact: true }).waitFor({ state: 'detached' });
    await choose(page, '/team', 'Delete');
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
    await message(page, '/team was deleted.');
    await team.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('This directory is empty.', { exact: false }).waitFor();
    expect(await everyViolation(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a user who is not an administrator has no Secrets entry, and /secrets sends them to the applications', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD });
    expect(await navigationLabels(page)).toEqual(['Apps', 'Sessions', 'Stats', 'Users']);
    await page.goto('secrets');
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(pathOf(page)).toBe('/applications');
    expect(await page.getByRole('button', { name: 'Actions for /' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
