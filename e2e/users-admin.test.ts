import type { Locator, Page } from 'playwright-core';
import { ProApiError } from '@pro-portal/sdk';
import { permissionMessages } from '@pro-portal/rules';
import { successMessages } from '../apps/portal/src/shared/texts/success-messages';
import { startSandboxAndBrowser, screenshot, type OpenPage } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { navigationLabels, pathOf, seeText, signedInClientFor, signIn, tooltipOf } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const PASSWORD = 'Str0ng!Passw0rd';
const ENV = 'E2E';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const admin = beforeAllValue(async () => {
  const opened = await e2e.openPage();
  await signIn(opened.page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
  return opened;
});
const api = beforeAllValue(() => signedInClientFor(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword));

const toast = seeText;
const panel = (page: Page) => page.getByRole('tabpanel');
const summaryName = (name: string) => new RegExp(`^(Role group |Everyone group )?${name} `);
const groupSummary = (page: Page, name: string) => panel(page).getByRole('button', { name: summaryName(name) });

/** The accordion of one group, to find its own buttons. */
const groupPanel = (page: Page, name: string) =>
  panel(page)
    .locator('.MuiAccordion-root')
    .filter({ has: page.getByRole('button', { name: summaryName(name) }) });

async function selectEnvironment(page: Page, name: string) {
  await page
    .getByRole('list', { name: 'Environments' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('region', { name: `Environment ${name}` }).waitFor();
}

async function openTab(page: Page, name: 'Groups' | 'Users') {
  await page.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).click();
  await page.getByRole('tab', { name: new RegExp(`^${name} \\(`), selected: true }).waitFor();
}

/**
 * Opens a group's panel and waits until its lists have loaded. The app access list, read on opening,
 * pushes the users below it down when it arrives: a click on a user's button before then can land on
 * the list instead (seen on a loaded machine).
 */
async function expandGroup(page: Page, name: string) {
  const summary = groupSummary(page, name);
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  const details = groupPanel(page, name);
  await details.getByRole('region', { name: `App access of ${name}` }).waitFor();
  await details.getByRole('progressbar').first().waitFor({ state: 'detached' });
}

/** Picks a role in a user row's selector and confirms the change. */
async function setRole(page: Page, user: string, role: string) {
  await page.getByRole('combobox', { name: `Global role of ${user}` }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Change role' });
  await confirm.getByText(new RegExp(`^Change the global role of ${user} from .* to ${role}\\?$`)).waitFor();
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** Opens the menu of an environment's row; the caller closes it. */
async function openEnvironmentMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for environment ${name}` }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

/** Whether a menu entry is disabled; fails when the menu does not offer it at all. */
async function entryDisabled(menu: Locator, name: string): Promise<boolean> {
  const entry = menu.getByRole('menuitem', { name, exact: true });
  await entry.waitFor();
  return (await entry.getAttribute('aria-disabled')) === 'true';
}

async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** The message the sandbox answers a call with (the call must fail). */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (err) {
    return err instanceof ProApiError ? err.message : String(err);
  }
  throw new Error('the sandbox accepted the call');
}

describe('users page as admin', () => {
  let erin: OpenPage;

  it('creates an environment, a group and a user in it', async () => {
    const { page } = admin;
    await page.goto('users');
    await page.getByRole('button', { name: 'New environment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`  ${ENV} `);
    await dialog.getByLabel('Description').fill('Browser test environment');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, successMessages.environmentCreated(ENV));
    await selectEnvironment(page, ENV);
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('dialog').getByLabel('Group name').fill('Team');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expandGroup(page, 'Team');
    await panel(page).getByRole('button', { name: 'Create user in group' }).click();
    const userDialog = page.getByRole('dialog', { name: 'New user in Team' });
    await userDialog.getByLabel('Username').fill('erin');
    await userDialog.getByLabel(/^Password/).fill(PASSWORD);
    await userDialog.getByLabel(/^Confirm password/).fill(PASSWORD);
    await userDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, successMessages.userCreated('erin'));
    await panel(page).getByRole('list', { name: 'Members of Team' }).getByText('erin').waitFor();
    expect(await page.getByRole('tab', { name: 'Users (1)' }).count()).toBe(1);

    await openTab(page, 'Users');
    await page.getByRole('button', { name: 'Actions for user erin' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit user erin' });
    await editDialog.getByLabel('Full name').fill('Erin Planner');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, successMessages.userSaved('erin'));
    await openTab(page, 'Groups');
    await screenshot(page, 'users-groups-tab');
  });

  it('makes the user an app publisher, then admin, then user again, and the user sees the navigation change', async () => {
    const { page } = admin;
    erin = await e2e.openPage();
    await signIn(erin.page, { environment: ENV, username: 'erin', password: PASSWORD });
    expect(await navigationLabels(erin.page)).toEqual(['Apps', 'Sessions', 'Stats']);
    expect(await erin.page.getByRole('button', { name: 'New app' }).count()).toBe(0);

    await openTab(page, 'Users');
    await setRole(page, 'erin', 'App publisher');
    await toast(page, successMessages.roleChanged('erin', 'App publisher'));
    await page.getByRole('combobox', { name: 'Global role of erin' }).filter({ hasText: 'App publisher' }).waitFor();
    await erin.page.reload();
    await erin.page.getByRole('button', { name: 'New app' }).waitFor();
    expect(await navigationLabels(erin.page)).toEqual(['Apps', 'Sessions', 'Stats']);

    await setRole(page, 'erin', 'Admin');
    await page.getByRole('combobox', { name: 'Global role of erin' }).filter({ hasText: 'Admin' }).waitFor();
    await erin.page.reload();
    await erin.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).waitFor();
    expect(await navigationLabels(erin.page)).toEqual([
      'Apps',
      'Sessions',
      'Stats',
      'Users',
      'Configuration',
      'Secrets',
    ]);

    await setRole(page, 'erin', 'User');
    await page
      .getByRole('combobox', { name: 'Global role of erin' })
      .filter({ hasText: /^User$/ })
      .waitFor();
    await erin.page.reload();
    await erin.page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(await navigationLabels(erin.page)).toEqual(['Apps', 'Sessions', 'Stats']);
    expect(await erin.page.getByRole('button', { name: 'New app' }).count()).toBe(0);
    await screenshot(page, 'users-users-tab');
  });

  it("gives the user's group app access and the user sees the app", async () => {
    const { page } = admin;
    await erin.page.reload();
    await erin.page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(await erin.page.getByRole('article', { name: 'Risk Analyzer 0.9' }).count()).toBe(0);
    await openTab(page, 'Groups');
    await expandGroup(page, 'Team');
    await panel(page).getByRole('combobox', { name: 'App' }).click();
    await page.getByRole('option', { name: 'Risk Analyzer 0.9' }).click();
    await panel(page).getByRole('button', { name: 'Give access' }).click();
    await panel(page).getByRole('list', { name: 'Apps of Team' }).getByText('Risk Analyzer 0.9').waitFor();
    await erin.page.reload();
    await erin.page.getByRole('article', { name: 'Risk Analyzer 0.9' }).waitFor();

    await openTab(page, 'Users');
    await page.getByRole('button', { name: 'Actions for user erin' }).click();
    await page.getByRole('menuitem', { name: 'App access' }).click();
    const dialog = page.getByRole('dialog', { name: 'App access of erin' });
    await dialog.getByText('Through group Team').waitFor();
    expect(await dialog.getByRole('button', { name: /Remove access to Risk Analyzer 0\.9/ }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await erin.context.close();
  });

  it('shows each protection of users, groups and environments, and the sandbox refuses the same', async () => {
    const { page } = admin;
    await openTab(page, 'Groups');
    await expandGroup(page, 'Team');
    await groupPanel(page, 'Team').getByRole('list', { name: 'Members of Team' }).waitFor();
    await groupPanel(page, 'Team').getByRole('button', { name: 'Remove erin from Team' }).click();
    await toast(page, permissionMessages.onlyGroup);
    await groupPanel(page, 'Team').getByRole('button', { name: 'Delete group' }).click();
    await toast(page, permissionMessages.groupWouldOrphanUsers);
    await expandGroup(page, 'AppPublishers');
    await groupPanel(page, 'AppPublishers').getByRole('button', { name: 'Delete group' }).click();
    await toast(page, permissionMessages.roleGroupLocked);

    await openTab(page, 'Users');
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: `New user in ${ENV}` });
    await dialog.getByLabel('Username').fill('noah');
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await dialog.getByLabel(/^Confirm password/).fill(PASSWORD);
    await dialog.getByRole('combobox', { name: 'Global role' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('combobox', { name: 'Global role of noah' }).filter({ hasText: 'Admin' }).waitFor();
    // No lower role is possible for a user in no regular group: the selector is disabled and says why.
    const noahRole = page.getByRole('combobox', { name: 'Global role of noah' });
    expect(await noahRole.getAttribute('aria-disabled')).toBe('true');
    expect(await tooltipOf(page, noahRole.locator('xpath=ancestor::span[1]'))).toBe(permissionMessages.noRegularGroup);

    // The root environment offers Edit and Delete only disabled; another environment offers both enabled.
    const rootMenu = await openEnvironmentMenu(page, 'ROOT');
    expect(await entryDisabled(rootMenu, 'Edit')).toBe(true);
    expect(await entryDisabled(rootMenu, 'Delete')).toBe(true);
    await closeMenu(page);
    const envMenu = await openEnvironmentMenu(page, ENV);
    expect(await entryDisabled(envMenu, 'Edit')).toBe(false);
    expect(await entryDisabled(envMenu, 'Delete')).toBe(false);
    await closeMenu(page);

    await selectEnvironment(page, 'ROOT');
    await openTab(page, 'Users');
    // The administrator account's role selector is disabled, and its tooltip says why.
    const adminRole = page.getByRole('combobox', { name: 'Global role of admin' });
    await adminRole.filter({ hasText: 'Admin' }).waitFor();
    expect(await adminRole.getAttribute('aria-disabled')).toBe('true');
    expect(await tooltipOf(page, adminRole.locator('xpath=ancestor::span[1]'))).toBe(
      permissionMessages.administratorRoleRestricted,
    );

    // Each entry of the administrator's row menu is disabled with the reason as its tooltip, and opens nothing.
    await page.getByRole('button', { name: 'Actions for user admin' }).click();
    for (const entry of ['Edit', 'App access', 'Delete']) {
      const item = page.getByRole('menuitem', { name: entry, exact: true });
      expect(await item.getAttribute('aria-disabled')).toBe('true');
      expect(await tooltipOf(page, item)).toBe(permissionMessages.administratorAccountLocked);
      // The browser would not click an aria-disabled entry; force it to prove the click does nothing.
      await item.click({ force: true });
    }
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'users-protections');
    await closeMenu(page);

    const groups = api.main.groups;
    expect(await refusal(groups.removeUserFromGroup({ environmentName: ENV, groupName: 'Team', userId: 'erin' }))).toBe(
      permissionMessages.onlyGroup,
    );
    expect(await refusal(groups.deleteGroup({ environmentName: ENV, groupName: 'Team' }))).toBe(
      permissionMessages.groupWouldOrphanUsers,
    );
    expect(await refusal(groups.deleteGroup({ environmentName: ENV, groupName: 'AppPublishers' }))).toBe(
      permissionMessages.roleGroupLocked,
    );
    expect(
      await refusal(groups.addUserToGroup({ environmentName: ENV, groupName: 'AppPublishers', userId: 'noah' })),
    ).toBe(permissionMessages.noRegularGroup);
    expect(
      await refusal(groups.removeUserFromGroup({ environmentName: 'ROOT', groupName: 'admin', userId: 'admin' })),
    ).toBe(permissionMessages.administratorRoleRestricted);
    expect(await refusal(api.main.users.deleteUser({ environmentName: 'ROOT', userName: 'admin' }))).toBe(
      permissionMessages.administratorAccountLocked,
    );
    expect(await refusal(api.main.environments.deleteEnvironment({ environmentName: 'ROOT' }))).toBe(
      permissionMessages.rootEnvironmentLocked,
    );
  });

  it('makes another environment the default and deletes it: root is default again', async () => {
    const { page } = admin;
    const item = (name: string) =>
      page.getByRole('list', { name: 'Environments' }).getByRole('listitem').filter({ hasText: name });
    await page.getByRole('button', { name: `Actions for environment ${ENV}` }).click();
    await page.getByRole('menuitem', { name: 'Make default' }).click();
    await toast(page, successMessages.environmentMadeDefault(ENV));
    await item(ENV).getByText('Default', { exact: true }).waitFor();
    expect(await item('ROOT').getByText('Default', { exact: true }).count()).toBe(0);
    await selectEnvironment(page, ENV);
    await page.getByRole('button', { name: `Actions for environment ${ENV}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, `Environment ${ENV} was successfully deleted.`);
    await page.getByRole('region', { name: 'Environment ROOT' }).waitFor();
    await item('ROOT').getByText('Default', { exact: true }).waitFor();
    expect(await item(ENV).count()).toBe(0);
    // The deleted environment's users and groups are forgotten, not read again (which would fail).
    await page.getByRole('tab', { name: /^Users \(/ }).click();
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    expect(await page.getByText(/Failed to retrieve (users|groups) for environment/).count()).toBe(0);
    expect(admin.pageErrors).toEqual([]);
  });
});

describe('users page as a non-admin', () => {
  it('/users leads to the applications list', async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await page.goto('users');
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(pathOf(page)).toBe('/applications');
    await context.close();
  });

  it('a group admin uses the page: creates a group in Demo and sees it listed', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD });
    await page.goto('users');
    await page.getByRole('list', { name: 'Environments' }).waitFor();
    await selectEnvironment(page, 'Demo');
    const before = (await api.main.groups.listGroups({ environmentName: 'Demo' })).entities.length;
    await page.getByRole('tab', { name: `Groups (${before})` }).waitFor();
    expect(await groupSummary(page, 'Field').count()).toBe(0);

    await panel(page).getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group in Demo' });
    await dialog.getByLabel('Group name').fill('Field');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await groupSummary(page, 'Field').waitFor();
    await page.getByRole('tab', { name: `Groups (${before + 1})` }).waitFor();

    const groups = (await api.main.groups.listGroups({ environmentName: 'Demo' })).entities.map((g) => g.name);
    expect(groups).toContain('Field');
    await page.reload();
    await selectEnvironment(page, 'Demo');
    await groupSummary(page, 'Field').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
