import type { Page } from 'playwright-core';
import { permissionMessages } from '@pro-portal/rules';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { pathOf, seriousViolations, signIn, tooltipOf } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

const greg = beforeAllValue(async () => {
  const opened = await e2e.openPage();
  await signIn(opened.page, { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD });
  return opened;
});

async function usersTab(page: Page) {
  await page.goto('users');
  await page.getByRole('list', { name: 'Environments' }).getByRole('button', { name: /^Demo/ }).click();
  await page.getByRole('tab', { name: /^Users \(/ }).click();
}

describe('a group admin has the publisher tools (group admins can do what publishers do)', () => {
  it("offers 'New app', and /applications/publish opens the publish dialog", async () => {
    const { page } = greg;
    await page.goto('applications');
    await page.getByRole('button', { name: 'New app' }).click();
    await page.getByRole('dialog', { name: 'Publish a new app' }).waitFor();
    expect(pathOf(page)).toBe('/applications/publish');
    await page.keyboard.press('Escape');
    await page.goto('applications/publish');
    await page.getByRole('dialog', { name: 'Publish a new app' }).waitFor();
    expect(pathOf(page)).toBe('/applications/publish');
  });

  it("offers a modifiable app's Update, Edit, App access, Select for deletion and Delete", async () => {
    const { page } = greg;
    await page.goto('applications');
    const more = page.getByRole('button', { name: /^More actions for Warehouse Planner / }).first();
    await more.click();
    const menu = page.getByRole('menu');
    for (const entry of ['Publishing details', 'Update', 'Edit', 'App access', 'Select for deletion', 'Delete']) {
      await menu.getByRole('menuitem', { name: entry, exact: true }).waitFor();
    }
    await menu.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: /^Edit Warehouse Planner / }).waitFor();
    expect(greg.pageErrors).toEqual([]);
  });
});

describe('a group admin is not offered what the server refuses', () => {
  it('offers the Admin role disabled, with the reason', async () => {
    const { page } = greg;
    await usersTab(page);
    await page.getByRole('combobox', { name: 'Global role of bob' }).click();
    const admin = page.getByRole('option', { name: /^Admin/ });
    expect(await admin.getAttribute('aria-disabled')).toBe('true');
    expect(await admin.textContent()).toContain(permissionMessages.administratorRoleAdminsOnly);
    expect(
      await page.getByRole('option', { name: 'App publisher', exact: true }).getAttribute('aria-disabled'),
    ).not.toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  });

  it("disables an administrator's role selector, Edit and Delete, each with a tooltip that says why", async () => {
    const { page } = greg;
    await usersTab(page);
    const role = page.getByRole('combobox', { name: 'Global role of ada' });
    expect(await role.getAttribute('aria-disabled')).toBe('true');
    expect(await tooltipOf(page, role.locator('xpath=ancestor::span[1]'))).toBe(
      permissionMessages.administratorRoleAdminsOnly,
    );
    await page.getByRole('button', { name: 'Actions for user ada' }).click();
    for (const entry of ['Edit', 'Delete']) {
      const item = page.getByRole('menuitem', { name: entry, exact: true });
      expect(await item.getAttribute('aria-disabled')).toBe('true');
      expect(await tooltipOf(page, item)).toBe(permissionMessages.administratorsAdminsOnly);
    }
    // By keyboard: the entries stay reachable, and Enter on a disabled one opens nothing.
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'App access', exact: true }).getAttribute('aria-disabled')).toBe(
      'false',
    );
    await page.keyboard.press('Escape');
    expect(greg.pageErrors).toEqual([]);
  });
});

describe("a group admin manages their own environment's groups and users, and only those", () => {
  it('opens the Users page on their own environment, where every action is offered', async () => {
    const { page } = greg;
    await page.goto('users');
    await page.getByRole('region', { name: 'Environment Demo' }).waitFor();
    await page.getByRole('button', { name: 'Create group' }).waitFor();
    await page.getByRole('tab', { name: /^Users \(/ }).click();
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    await page.getByRole('button', { name: 'Actions for user bob' }).click();
    for (const entry of ['Edit', 'Explain access', 'Delete'])
      expect(await page.getByRole('menuitem', { name: entry, exact: true }).getAttribute('aria-disabled')).toBe(
        'false',
      );
    await page.keyboard.press('Escape');
  });

  it('shows another environment read-only, saying why, with the reasons in the menu itself', async () => {
    const { page } = greg;
    await page.goto('users');
    await page
      .getByRole('list', { name: 'Environments' })
      .getByRole('button', { name: /^PartnerSSO/ })
      .click();
    const section = page.getByRole('region', { name: 'Environment PartnerSSO' });
    await section.getByText(permissionMessages.manageOwnEnvironmentOnly).waitFor();
    expect(await page.getByRole('button', { name: 'Create group' }).isVisible()).toBe(false);
    await page.getByRole('tab', { name: /^Users \(/ }).click();
    expect(await page.getByRole('button', { name: 'Create user' }).isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Global role of pat' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Actions for user pat' }).click();
    const menu = page.getByRole('menu');
    for (const entry of ['Edit', 'Explain access', 'Delete'])
      expect(await menu.getByRole('menuitem', { name: entry, exact: true }).getAttribute('aria-disabled')).toBe('true');
    // Visible without hovering: the reasons are written in the entries.
    expect(await menu.textContent()).toContain(permissionMessages.manageOwnEnvironmentOnly);
    expect(await menu.textContent()).toContain(permissionMessages.explainOwnEnvironmentOnly);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(greg.pageErrors).toEqual([]);
  });
});
