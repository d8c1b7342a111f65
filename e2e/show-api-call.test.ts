import type { Locator, Page } from 'playwright-core';
import { startSandboxAndBrowser, openPage, type OpenPage } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { chooseAppAction, seriousViolations, signIn } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

const PASSWORD = 'Browser#Test12345';

/** A page allowed to use the clipboard, signed in with `credentials`. */
async function clipboardPage(credentials: Parameters<typeof signIn>[1]): Promise<OpenPage> {
  const opened = await openPage(e2e.browser, e2e.sandbox.url);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.sandbox.origin });
  await signIn(opened.page, credentials);
  return opened;
}

const admin = beforeAllValue(() =>
  clipboardPage({ environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword }),
);
const greg = beforeAllValue(() => clipboardPage({ environment: 'Demo', username: 'greg', password: DEMO_PASSWORD }));

interface ShownCall {
  scope: string;
  sdk: string;
  curl: string;
  fetch: string;
}

/** The name of the dialog that shows these calls: 'API call: op' for one, 'API calls: op1, op2' for several. */
const dialogName = (operations: string) => `API call${operations.includes(',') ? 's' : ''}: ${operations}`;

/** Presses "Show API call" in a form and reads the scope line and the three forms of the call (or calls). */
async function showApiCall(page: Page, form: Locator, operation: string): Promise<ShownCall> {
  await form.getByRole('button', { name: 'Show API call' }).click();
  const dialog = page.getByRole('dialog', { name: dialogName(operation), exact: true });
  const variant = async (tab: string) => {
    await dialog.getByRole('tab', { name: tab }).click();
    return (await dialog.getByRole('region', { name: tab }).textContent()) ?? '';
  };
  await dialog.getByRole('region').waitFor();
  const shown = {
    scope: (await dialog.getByTestId('api-call-scope').textContent()) ?? '',
    sdk: await variant('SDK (TypeScript)'),
    curl: await variant('curl'),
    fetch: await variant('fetch'),
  };
  return shown;
}

type Variant = Exclude<keyof ShownCall, 'scope'>;

/** Expects the least scope line and, in each form of the call, every text given for it. */
function expectShown(shown: ShownCall, { scope, ...texts }: { scope: string } & Partial<Record<Variant, string[]>>) {
  expect(shown.scope).toContain(`Least API key scope needed: ${scope}.`);
  for (const [variant, parts] of Object.entries(texts) as [Variant, string[]][]) {
    for (const part of parts) expect(shown[variant]).toContain(part);
  }
}

/** Shows and checks the form's call, copies one variant, then cancels the form: the call was only shown. */
async function expectCallOf(
  page: Page,
  form: Locator,
  operation: string,
  expected: Parameters<typeof expectShown>[1],
  copy: string,
): Promise<void> {
  expectShown(await showApiCall(page, form, operation), expected);
  await copyAndClose(page, operation, copy);
  await form.getByRole('button', { name: 'Cancel' }).click();
}

/** Copies the shown variant and checks the clipboard holds exactly what is shown; closes the dialog. */
async function copyAndClose(page: Page, operation: string, tab: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName(operation), exact: true });
  await dialog.getByRole('tab', { name: tab }).click();
  const text = (await dialog.getByRole('region', { name: tab }).textContent()) ?? '';
  await dialog.getByRole('button', { name: `Copy ${tab}` }).click();
  await dialog.getByRole('status').getByText('Copied to the clipboard.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('Show API call as an admin', () => {
  it('shows the tunnel being created as SDK, curl and fetch with the Account scope, and copies it', async () => {
    const { page, pageErrors } = admin;
    await page.goto('configuration/tunnels');
    await page.getByRole('button', { name: 'Create tunnel' }).click();
    const form = page.getByRole('dialog', { name: 'Create tunnel' });
    await form.getByLabel(/^URI Context Path/).fill('erp-db');
    await form.getByLabel(/^Socket Address/).fill('db.internal:5432');
    const shown = await showApiCall(page, form, 'saveTunnel');
    expectShown(shown, {
      scope: 'Account',
      sdk: ['pro.main.customization.saveTunnel(', "context: 'erp-db'"],
      curl: [
        `curl -sS --fail-with-body -X POST '${e2e.sandbox.origin}/pro-api/v2/customization/tunnels'`,
        '-H "apikey: $PRO_API_KEY"',
        '"socketAddress": "db.internal:5432"',
      ],
      fetch: ['apikey: process.env.PRO_API_KEY', '"context": "erp-db"'],
    });
    await copyAndClose(page, 'saveTunnel', 'curl');
    // The form is still open with its values: the call was only shown, nothing was sent.
    expect(await form.getByLabel(/^URI Context Path/).inputValue()).toBe('erp-db');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('No tunnels are configured.', { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows every call of a new user with groups, in order, with the password read from a variable', async () => {
    const { page, pageErrors } = admin;
    await page.goto('users');
    await page.getByRole('list', { name: 'Environments' }).getByRole('button', { name: /^Demo/ }).click();
    await page.getByRole('button', { name: 'Create user', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New user in Demo' });
    await form.getByLabel('Username').fill('scripted');
    await form.getByLabel('Email').fill('scripted@example.com');
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Confirm password/).fill(PASSWORD);
    await form.getByRole('combobox', { name: /^Groups/ }).click();
    for (const group of ['Analysts', 'Planners']) await page.getByRole('option', { name: group }).click();
    await page.keyboard.press('Escape');
    const operations = 'createUser, addUserToGroup, addUserToGroup';
    const shown = await showApiCall(page, form, operations);
    expectShown(shown, {
      scope: 'Authentication',
      curl: ['# 1 of 3: createUser', `"password": "'"\${PRO_PASSWORD:?}"'"`, '# 3 of 3: addUserToGroup'],
      sdk: ["password: secret('PRO_PASSWORD')", 'pro.main.groups.addUserToGroup('],
      fetch: ['if (!response1.ok) process.exit(1);', 'const response3 = await fetch('],
    });
    // Every call, in the order the form sends them: the user, then each group it joins.
    const at = (text: string, parts: string[]) => parts.map((part) => text.indexOf(part));
    const order = at(shown.curl, ['/Demo/users', '/Demo/groups/', '/users/scripted']);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(shown.curl.match(/curl -sS --fail-with-body -X POST /g)).toHaveLength(3);
    for (const group of ['Analysts', 'Planners']) expect(shown.curl).toContain(`/Demo/groups/${group}/users/scripted`);
    expect(shown.sdk.match(/pro\.main\.groups\.addUserToGroup\(/g)).toHaveLength(2);
    for (const text of [shown.sdk, shown.curl, shown.fetch]) {
      expect(text).toContain('scripted@example.com');
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('<password>');
    }
    expect(await seriousViolations(page)).toEqual([]);
    await copyAndClose(page, operations, 'curl');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(pageErrors).toEqual([]);
  });
});

describe('Show API call as a group admin', () => {
  it('shows a new group of the environment with the Authentication scope', async () => {
    const { page, pageErrors } = greg;
    await page.goto('users');
    await page.getByRole('list', { name: 'Environments' }).getByRole('button', { name: /^Demo/ }).click();
    await page.getByRole('button', { name: 'Create group' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Group name').fill('Night shift');
    const json = '"groupname": "Night shift"';
    const sdk = ["environmentName: 'Demo'", "groupname: 'Night shift'"];
    await expectCallOf(
      page,
      form,
      'createGroup',
      { scope: 'Authentication', sdk, curl: [json], fetch: [json] },
      'fetch',
    );
    expect(pageErrors).toEqual([]);
  });

  it('shows the API key being created with the APIKey scope and the chosen scopes', async () => {
    const { page, pageErrors } = greg;
    await page.goto('user-settings');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByLabel(/^Key name/).fill('nightly-sync');
    await form.getByRole('checkbox', { name: 'Tasks' }).check();
    await expectCallOf(
      page,
      form,
      'createApiKey',
      {
        scope: 'APIKey',
        sdk: ["keyName: 'nightly-sync'", "scope: 'Tasks'"],
        curl: ['"keyName": "nightly-sync"'],
        fetch: ['"scope": "Tasks"'],
      },
      'curl',
    );
    expect(pageErrors).toEqual([]);
  });

  it('shows a new app with the chosen file by name and its contents left out', async () => {
    const { page, pageErrors } = greg;
    await page.goto('applications/publish');
    const form = page.getByRole('dialog', { name: 'Publish a new app' });
    await form.locator('input[type=file][aria-label="Choose .aimmspack file"]').setInputFiles({
      name: 'route-planner.aimmspack',
      mimeType: 'application/zip',
      buffer: Buffer.from('PK-secret-model'),
    });
    await form.getByLabel('App name').fill('Route Planner');
    await form.getByLabel('App version').fill('1.0');
    const shown = await showApiCall(page, form, 'publishApplication');
    expectShown(shown, {
      scope: 'PublishApp',
      curl: ["-F 'file=@route-planner.aimmspack'", `"name":"Route Planner"`],
      sdk: ["file: new File([await openAsBlob('route-planner.aimmspack')], 'route-planner.aimmspack')"],
      fetch: ["form.append('file', await openAsBlob('route-planner.aimmspack'), 'route-planner.aimmspack');"],
    });
    for (const text of [shown.sdk, shown.curl, shown.fetch]) expect(text).not.toContain('PK-secret-model');
    await copyAndClose(page, 'publishApplication', 'SDK (TypeScript)');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(pageErrors).toEqual([]);
  });

  it('shows the password change with both passwords read from variables', async () => {
    const { page, pageErrors } = greg;
    await page.goto('user-settings');
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('dialog', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await form.getByLabel(/^New password/).fill(PASSWORD);
    const shown = await showApiCall(page, form, 'changePassword');
    expectShown(shown, {
      scope: 'User',
      curl: ['/pro-api/v2/portal/current-user/change-password', '${PRO_CURRENT_PASSWORD:?}', '${PRO_NEW_PASSWORD:?}'],
      sdk: ["currentPassword: secret('PRO_CURRENT_PASSWORD')", "newPassword: secret('PRO_NEW_PASSWORD')"],
      fetch: ["secret('PRO_NEW_PASSWORD')"],
    });
    for (const text of [shown.sdk, shown.curl, shown.fetch]) {
      expect(text).not.toContain(DEMO_PASSWORD);
      expect(text).not.toContain(PASSWORD);
    }
    await copyAndClose(page, 'changePassword', 'fetch');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(pageErrors).toEqual([]);
  });

  it('asks before tagging a version as latest and shows the call it would send', async () => {
    const { page, pageErrors } = greg;
    await page.goto('applications');
    await chooseAppAction(page, 'Transport Optimizer 1.0', 'Set as latest version');
    const question = page.getByRole('dialog', { name: 'Set as latest version' });
    await question.getByText('tag/latest shortcut then opens this version').waitFor();
    const shown = await showApiCall(page, question, 'updateApplication');
    expectShown(shown, { scope: 'PublishApp', curl: ['-X PATCH', '"isLatest": true'], sdk: ['isLatest: true'] });
    expect(await seriousViolations(page)).toEqual([]);
    await copyAndClose(page, 'updateApplication', 'curl');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});
