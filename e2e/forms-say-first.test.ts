import type { Locator, Page } from 'playwright-core';
import { formatMessages, SCHEDULE_FOR_PASSED, validationMessages } from '@pro-portal/rules';
import { screenshot, startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { seriousViolations, signIn, signedInClientFor } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
let page: Page;

/** Whether the field labelled `label` in `scope` carries the required mark (MUI's asterisk). */
const markedRequired = async (scope: Locator, label: string) =>
  (await scope.locator('label', { hasText: label }).first().locator('.MuiFormLabel-asterisk').count()) === 1;

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
    expect(await markedRequired(dialog, 'Groups')).toBe(true);
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
    await dialog.getByRole('combobox', { name: /^Application/ }).waitFor();
    expect(await markedRequired(dialog, 'Application')).toBe(true);
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

  it('asks before saving a retention time of 0 days or of more than ten years, and saves nothing on Cancel', async () => {
    const api = await signedInClientFor(e2e.sandbox.origin, 'Demo', 'ada', DEMO_PASSWORD);
    const { jobRetentionTime: before } = await api.main.customization.getRetentionSettings();
    await page.goto('configuration/account_settings');
    const field = page.getByLabel('Job retention time');
    await page.waitForFunction(
      (shown) => (document.querySelector('input[name="jobRetentionTime"]') as HTMLInputElement | null)?.value === shown,
      String(before),
    );
    const save = page.getByRole('button', { name: 'Save retention' });
    const question = page.getByRole('dialog', { name: 'Save this retention time?' });

    await field.fill('0');
    await save.click();
    await question.getByText('With 0 days, every finished job and its data is removed at once').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await api.main.customization.getRetentionSettings()).jobRetentionTime).toBe(before);

    await field.fill('100000');
    await save.click();
    await question.getByText('With 100000 days (more than 273 years)').waitFor();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('The retention settings were saved.').waitFor();
    expect((await api.main.customization.getRetentionSettings()).jobRetentionTime).toBe(100000);
    await api.main.customization.updateRetentionSettings({ retentionSettings: { jobRetentionTime: before } });
  });
});
