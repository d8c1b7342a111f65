import type { Page } from 'playwright-core';
import { formatMessages, SCHEDULE_FOR_PASSED, validationMessages } from '@pro-portal/rules';
import { screenshot, startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { seriousViolations, signIn } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
let page: Page;

beforeAll(async () => {
  ({ page } = await e2e.openPage());
  await signIn(page, { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD });
});

describe('forms say what is wrong before the server does', () => {
  it('checks the tunnel formats as they are typed, naming the field', async () => {
    await page.goto('configuration/tunnels');
    await page.getByRole('button', { name: 'Create tunnel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create tunnel' });
    const context = dialog.getByLabel(/^URI Context Path/);
    await context.fill('-erp');
    await dialog.getByText(formatMessages.tunnelContext).waitFor();
    const socket = dialog.getByLabel(/^Socket Address/);
    await socket.fill('db.internal');
    await dialog.getByText(formatMessages.tunnelSocketAddress).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await screenshot(page, 'forms-tunnel');
    expect(await seriousViolations(page)).toEqual([]);
    await context.fill('erp');
    await socket.fill('db.internal:5432');
    await dialog.getByText(formatMessages.tunnelSocketAddress).waitFor({ state: 'detached' });
    expect(await dialog.getByText(formatMessages.tunnelContext).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('says from the start why Create user waits for Groups, and names the username rule at its field', async () => {
    await page.goto('users?environment=Demo');
    await page.getByRole('list', { name: 'Environments' }).getByRole('button', { name: /^Demo/ }).click();
    await page.getByRole('button', { name: 'Create user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New user in Demo' });
    await dialog.waitFor();
    await dialog.getByText(validationMessages.user.groupRequired).waitFor();
    await dialog.getByLabel('Username').fill('<b>x</b>');
    await dialog.getByText(formatMessages.usernameCharacters).waitFor();
    await screenshot(page, 'forms-create-user');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Username').fill('bold');
    await dialog.getByText(formatMessages.usernameCharacters).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('refuses a New task schedule already passed at its field', async () => {
    await page.goto('sessions/task');
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.waitFor();
    const day = dialog.getByLabel('Schedule for');
    await day.fill('2020-01-01');
    await dialog.getByText(SCHEDULE_FOR_PASSED).waitFor();
    expect(await day.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'forms-new-task');
    expect(await seriousViolations(page)).toEqual([]);
    await day.fill('2099-01-01');
    await dialog.getByText(SCHEDULE_FOR_PASSED).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
