import type { Page } from 'playwright-core';
import { validationMessages } from '@pro-portal/rules';
import { screenshot, startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { seriousViolations, signIn } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
let page: Page;

beforeAll(async () => {
  ({ page } = await e2e.openPage());
  await signIn(page, { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD });
});

/** The text of the form label that starts with `text` (a required field's ends with its asterisk). */
const labelText = (text: string) => page.locator(`label:has-text("${text}")`).first().textContent();

describe('forms say what is wrong before the server does', () => {
  it('marks Groups of Create user required and says from the start why Save waits', async () => {
    await page.goto('users?environment=Demo');
    await page.getByRole('tab', { name: /^Users \(/ }).click();
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user in Demo' });
    await dialog.waitFor();
    await screenshot(page, 'forms-create-user');
    expect(await labelText('Groups')).toContain('*');
    await dialog.getByText(validationMessages.user.groupRequired).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it("marks New task's Application required and names a schedule in the past", async () => {
    await page.goto('sessions/task');
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.waitFor();
    await screenshot(page, 'forms-new-task');
    expect(await labelText('Application')).toContain('*');
    await dialog.getByLabel('Schedule for').fill('2020-01-01');
    await dialog.getByText('This moment has already passed').waitFor();
    await dialog.getByLabel('Schedule for').fill('2099-01-01');
    await dialog.getByText('This moment has already passed').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('asks before saving a retention of 0 days or of more than ten years', async () => {
    await page.goto('configuration/account_settings');
    const field = page.getByLabel('Job retention time');
    await field.waitFor();
    await screenshot(page, 'forms-retention');
    for (const [days, words] of [
      ['0', 'removed at once'],
      ['100000', 'kept that long'],
    ]) {
      await field.click();
      await field.press('Control+a');
      await field.pressSequentially(days);
      await page.getByRole('button', { name: 'Save retention' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this retention time?' });
      await dialog.getByText(words, { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await field.fill('120');
    await page.getByRole('button', { name: 'Save retention' }).click();
    await page.getByText('The retention settings were saved.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
