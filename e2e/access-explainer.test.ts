import type { Locator, Page } from 'playwright-core';
import { permissionMessages } from '@pro-portal/rules';
import { ProApiError } from '@pro-portal/sdk';
import { startSandboxAndBrowser, openPage, screenshot, type OpenPage } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { chooseAppAction, seriousViolations, signIn, signedInClientFor } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const RISK = 'Risk Analyzer 0.9';
const PASSWORD = 'Explain-Pass-123!';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
const adminApi = beforeAllValue(async () => {
  const adminApi = await signedInClientFor(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword);
  // erin: in Operations only, so the restricted Risk Analyzer (Planners only) is closed to her.
  await adminApi.main.users.createUser({
    environmentName: 'Demo',
    userCreate: { username: 'erin', password: PASSWORD },
  });
  await adminApi.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Operations', userId: 'erin' });
  // fay: in Operations only, for the publisher's explanation.
  await adminApi.main.users.createUser({
    environmentName: 'Demo',
    userCreate: { username: 'fay', password: PASSWORD },
  });
  await adminApi.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Operations', userId: 'fay' });
  return adminApi;
});

/** A page of the portal signed in with `credentials`. */
async function signedInPage(credentials: Parameters<typeof signIn>[1]): Promise<OpenPage> {
  const opened = await openPage(e2e.browser, e2e.sandbox.url);
  await signIn(opened.page, credentials);
  return opened;
}

const admin = beforeAllValue(() =>
  signedInPage({ environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword }),
);
const greg = beforeAllValue(() => signedInPage({ environment: 'Demo', username: 'greg', password: DEMO_PASSWORD }));
// paula reads on a phone, in the dark scheme.
const paula = beforeAllValue(async () => {
  const opened = await openPage(e2e.browser, e2e.sandbox.url, { width: 360, height: 740 });
  await opened.page.emulateMedia({ colorScheme: 'dark' });
  await signIn(opened.page, { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD });
  return opened;
});

/** Picks an option of a labelled select inside `scope`. */
/**
 * Waits until the select's menu has left the DOM. A role query stops matching as soon as the menu is
 * hidden, while its options still fade out, and axe would rate those half-transparent options.
 */
const menuGone = (page: Page) => page.locator('[role="listbox"]').waitFor({ state: 'detached' });

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await menuGone(page);
}

/** The options a labelled select inside `scope` offers. */
async function optionsOf(page: Page, scope: Locator, label: string): Promise<string[]> {
  await scope.getByRole('combobox', { name: label }).click();
  const list = page.getByRole('listbox');
  await list.waitFor();
  const options = await list.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await menuGone(page);
  return options;
}

/** Opens the Explain tab of the App access dialog of an app. */
async function explainTab(page: Page, app: string): Promise<Locator> {
  await page.goto('applications');
  await chooseAppAction(page, app, 'App access');
  const dialog = page.getByRole('dialog', { name: `App access: ${app}` });
  await dialog.getByRole('tab', { name: 'Explain' }).click();
  return dialog;
}

/** Opens Explain access from a user's row on the Users page and picks the Risk Analyzer version. */
async function explainFromRow(page: Page, user: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for user ${user}` }).click();
  await page.getByRole('menuitem', { name: 'Explain access', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Explain access of ${user}` });
  // The user is given: only the app version is asked for.
  await dialog.getByText(`Pick an app version to see whether ${user} can open it, and why.`).waitFor();
  expect(await dialog.getByRole('combobox', { name: 'User' }).count()).toBe(0);
  await pick(page, dialog, 'App version', RISK);
  return dialog;
}

/**
 * Clicks a suggestion of `dialog`, checks the confirmation names its reach, and confirms it. Nothing is
 * changed before the confirmation.
 */
async function confirmSuggestion(page: Page, dialog: Locator, suggestion: string, reach: string, action: string) {
  await dialog.getByRole('button', { name: suggestion }).click();
  const confirm = page.getByRole('dialog', { name: suggestion.replace(/\.$/, '?') });
  await confirm.getByText(reach).waitFor();
  await confirm.getByRole('button', { name: action }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** Waits until the explanation says `user` can open the Risk Analyzer as a member of Planners. */
async function expectOpensThroughPlanners(dialog: Locator, user: string) {
  await dialog.getByText(`${user} can open ${RISK}.`).waitFor();
  await dialog.getByText(`${user} is a member of group Planners, which has access.`).waitFor();
}

/** Opens the Users tab of an environment on the Users page. */
async function usersOf(page: Page, env: string) {
  await page.goto('users');
  await page
    .getByRole('list', { name: 'Environments' })
    .getByRole('button', { name: new RegExp(`^${env}`) })
    .click();
  await page.getByRole('tab', { name: /^Users \(/ }).click();
}

/** Explains `user` of `env` from their row on the Users page and waits for the verdict on Risk Analyzer. */
async function explainUser(page: Page, env: string, user: string, verdict: 'can' | 'cannot') {
  await usersOf(page, env);
  const dialog = await explainFromRow(page, user);
  await dialog.getByText(`${user} ${verdict} open ${RISK}.`).waitFor();
  return dialog;
}

const visibleTo = async (username: string, password: string) => {
  const client = await signedInClientFor(e2e.sandbox.origin, 'Demo', username, password);
  return (await client.main.applications.listApplications()).applications.map((a) => `${a.name} ${a.version}`);
};

describe('an admin', () => {
  afterEach(() => expect(admin.pageErrors).toEqual([]));

  it('explains a user in the App access dialog, and the suggested fix opens the app to them', async () => {
    const { page } = admin;
    const dialog = await explainTab(page, RISK);
    // Only the user or group is missing here: the prompt asks for that alone.
    await dialog.getByText(`Pick a user or group to see whether they can open ${RISK}, and why.`).waitFor();
    await pick(page, dialog, 'Environment', 'Demo');
    await pick(page, dialog, 'User', 'bob');
    await dialog.getByText(`bob cannot open ${RISK}.`).waitFor();
    const fixes = dialog.getByRole('list', { name: 'What would grant access' });
    expect(await fixes.getByRole('button').allTextContents()).toEqual([
      'Give group Analysts access.',
      'Add bob to group Planners, which has access.',
      'Give everyone in environment Demo access.',
    ]);
    expect(await visibleTo('bob', DEMO_PASSWORD)).not.toContain(RISK);

    // The widest suggestion says how far it reaches, and Cancel changes nothing.
    const demoUsers = (await adminApi.main.users.listUsers({ environmentName: 'Demo' })).entities.length;
    await fixes.getByRole('button', { name: 'Give everyone in environment Demo access.' }).click();
    const everyone = page.getByRole('dialog', { name: 'Give everyone in environment Demo access?' });
    await everyone
      .getByText(
        `This affects every user of environment Demo (${demoUsers} users now, and everyone added later): they can open ${RISK}.`,
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'access-explainer-confirm-reach');
    await everyone.getByRole('button', { name: 'Cancel' }).click();
    await everyone.waitFor({ state: 'detached' });
    expect(
      (await adminApi.main.appAccess.listGroupsByApp({ appName: 'Risk Analyzer', appVersion: '0.9' })).app_access_list
        .filter((g) => g.applied)
        .map((g) => g.entity_name),
    ).toEqual(['Planners']);

    const analysts = await adminApi.main.groups.getGroup({ environmentName: 'Demo', groupName: 'Analysts' });
    const users = analysts.curr_users === 1 ? '1 user' : `${analysts.curr_users} users`;
    await confirmSuggestion(
      page,
      fixes,
      'Give group Analysts access.',
      `This affects ${users} of group Analysts in environment Demo (and anyone added to it later): they can open ${RISK}.`,
      'Give access',
    );
    await dialog.getByText(`bob can open ${RISK}.`).waitFor();
    expect(await dialog.getByRole('list', { name: 'Granted by' }).getByRole('listitem').allTextContents()).toEqual([
      'bob is a member of group Analysts, which has access.',
    ]);
    // The explanation agrees with what bob gets.
    expect(await visibleTo('bob', DEMO_PASSWORD)).toContain(RISK);
    // The Groups tab shows the new access too, and coming back finds the explanation as it was left.
    await dialog.getByRole('tab', { name: 'Groups' }).click();
    await dialog.getByRole('list', { name: 'Groups with access' }).getByText('Analysts@Demo').waitFor();
    await dialog.getByRole('tab', { name: 'Explain' }).click();
    await dialog.getByText(`bob can open ${RISK}.`).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'User' }).textContent()).toBe('bob');
    expect(await dialog.getByRole('combobox', { name: 'Environment' }).textContent()).toBe('Demo');

    await pick(page, dialog, 'Explain for', 'A group');
    await pick(page, dialog, 'Group', 'Planners');
    await dialog.getByText(`Members of group Planners can open ${RISK}.`).waitFor();
    await dialog.getByText('Group Planners has access.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'access-explainer-app-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('explains a user from their row on the Users page, with each path, and adds them to a group that has access', async () => {
    const { page } = admin;
    let dialog = await explainUser(page, 'Demo', 'paula', 'can');
    expect(await dialog.getByRole('list', { name: 'Granted by' }).getByRole('listitem').allTextContents()).toEqual([
      'App publishers can open every app.',
      'paula is a member of group Planners, which has access.',
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    dialog = await explainFromRow(page, 'erin');
    await dialog.getByText(`erin cannot open ${RISK}.`).waitFor();
    const plannersApps = (
      await adminApi.main.appAccess.listAppsByGroup({ envName: 'Demo', groupName: 'Planners' })
    ).app_access_list.filter((a) => a.applied).length;
    const others = plannersApps - 1;
    await confirmSuggestion(
      page,
      dialog,
      'Add erin to group Planners, which has access.',
      `This affects 1 user: erin joins group Planners of environment Demo and can then open ${RISK}` +
        (others > 0 ? ` and ${others} other app version${others === 1 ? '' : 's'} the group has access to.` : '.'),
      'Add to group',
    );
    await expectOpensThroughPlanners(dialog, 'erin');
    expect(await visibleTo('erin', PASSWORD)).toContain(RISK);
    await screenshot(page, 'access-explainer-user-row');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});

describe('a group admin', () => {
  afterEach(() => expect(greg.pageErrors).toEqual([]));

  it('explains within their own environment only, in the App access dialog', async () => {
    const { page } = greg;
    const dialog = await explainTab(page, RISK);
    expect(await optionsOf(page, dialog, 'Environment')).toEqual(['Demo']);
    await pick(page, dialog, 'User', 'alice');
    await expectOpensThroughPlanners(dialog, 'alice');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('explains a user of their environment from the Users page', async () => {
    const { page } = greg;
    const dialog = await explainUser(page, 'Demo', 'bob', 'can');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('is not offered to explain a user of another environment, and the sandbox refuses it too', async () => {
    const { page } = greg;
    await usersOf(page, 'CorporateSSO');
    await page.getByRole('button', { name: 'Actions for user sam' }).click();
    const item = page.getByRole('menuitem', { name: 'Explain access', exact: true });
    expect(await item.getAttribute('aria-disabled')).toBe('true');
    await item.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe(permissionMessages.explainOwnEnvironmentOnly);
    await item.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.keyboard.press('Escape');

    const api = await signedInClientFor(e2e.sandbox.origin, 'Demo', 'greg', DEMO_PASSWORD);
    const refusal = await api.main.appAccess
      .explainAppAccess({ envName: 'CorporateSSO', userName: 'sam', appName: 'Risk Analyzer', appVersion: '0.9' })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(refusal).toBeInstanceOf(ProApiError);
    expect((refusal as ProApiError).status).toBe(403);
    expect((refusal as ProApiError).message).toBe(permissionMessages.explainOwnEnvironmentOnly);
  });
});

describe('a publisher', () => {
  afterEach(() => expect(paula.pageErrors).toEqual([]));

  it('explains in their own environment and is offered only the changes a publisher may make (360 px, dark)', async () => {
    const { page } = paula;
    const dialog = await explainTab(page, RISK);
    expect(await optionsOf(page, dialog, 'Environment')).toEqual(['Demo']);
    await pick(page, dialog, 'User', 'fay');
    await dialog.getByText(`fay cannot open ${RISK}.`).waitFor();
    // Adding fay to a group is for user managers; a publisher gives groups access.
    const fixes = dialog.getByRole('list', { name: 'What would grant access' });
    expect(await fixes.getByRole('button').allTextContents()).toEqual([
      'Give group Operations access.',
      'Give everyone in environment Demo access.',
    ]);
    const operations = await adminApi.main.groups.getGroup({ environmentName: 'Demo', groupName: 'Operations' });
    await confirmSuggestion(
      page,
      fixes,
      'Give group Operations access.',
      `This affects ${operations.curr_users} users of group Operations in environment Demo (and anyone added to it later): they can open ${RISK}.`,
      'Give access',
    );
    await dialog.getByText(`fay can open ${RISK}.`).waitFor();
    expect(await visibleTo('fay', PASSWORD)).toContain(RISK);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'access-explainer-publisher-360-dark');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});
