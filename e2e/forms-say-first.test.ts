import type { Locator } from 'playwright-core';
import { formatMessages, validationMessages } from '@pro-portal/rules';
import { screenshot, startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { seriousViolations, signedInClientFor, signIn, waitUntil } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

/** The text of the element(s) a control is named by (aria-labelledby): what a person sees as its label. */
const visibleLabelOf = async (scope: Locator, control: Locator) => {
  const ids = ((await control.getAttribute('aria-labelledby')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids).not.toEqual([]);
  const texts = await Promise.all(ids.map((id) => scope.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
};

const page = beforeAllValue(async () => {
  const { page: opened } = await e2e.openPage();
  await signIn(opened, { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD });
  return opened;
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
    const groups = dialog.getByRole('combobox', { name: 'Groups' });
    expect(await groups.getAttribute('aria-required')).toBe('true');
    expect(await visibleLabelOf(dialog, groups)).toMatch(/^Groups\s*\*$/);
    await dialog.getByLabel('Username').fill('<b>x</b>');
    await dialog.getByText(formatMessages.usernameCharacters).waitFor();
    await screenshot(page, 'forms-create-user');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Username').fill('bold');
    await dialog.getByText(formatMessages.usernameCharacters).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('refuses a New task schedule already passed at its field', async () => {
    const passed =
      'The moment in Schedule for has already passed. Choose a later one, or leave it empty to run the task at once.';
    await page.goto('sessions/task');
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.waitFor();
    const day = dialog.getByLabel('Schedule for');
    await day.fill('2020-01-01');
    await dialog.getByText(passed).waitFor();
    expect(await day.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'forms-new-task');
    expect(await seriousViolations(page)).toEqual([]);
    await day.fill('2099-01-01');
    await dialog.getByText(passed).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('marks the New task Application as required and says so at the field when it is left unchosen, before any request', async () => {
    const taskPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/tasks\b/.test(request.url())) taskPosts.push(request.url());
    });
    await page.goto('sessions/task');
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    // MUI names a select's combobox by a non-<label> element; the asterisk there is hidden from screen
    // readers, which hear aria-required instead.
    const application = dialog.getByRole('combobox', { name: 'Application' });
    await application.waitFor();
    expect(await application.getAttribute('aria-required')).toBe('true');
    expect(await visibleLabelOf(dialog, application)).toMatch(/^Application\s*\*$/);

    await dialog.getByLabel('Service name').fill('solve');
    await dialog.getByLabel('Request data file').setInputFiles({
      name: 'request.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"demand":[1,2]}'),
    });
    // The person passes through Application without choosing: open the list, leave it, move on.
    await application.click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    const message = dialog.getByText(validationMessages.task.noApp, { exact: true });
    await message.waitFor();
    expect(await application.getAttribute('aria-invalid')).toBe('true');
    expect(await application.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    const create = dialog.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await screenshot(page, 'forms-new-task-application');
    expect(await seriousViolations(page)).toEqual([]);

    await application.click();
    await page.getByRole('option').first().click();
    await message.waitFor({ state: 'detached' });
    await waitUntil(() => create.isEnabled(), 10_000, 'Create to be enabled once an application is chosen');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(taskPosts).toEqual([]);
  });

  it('asks before saving a retention time of 0 days or of more than ten years, and saves nothing on Cancel', async () => {
    const api = await signedInClientFor(e2e.sandbox.origin, 'Demo', 'ada', DEMO_PASSWORD);
    const savedDays = async () => (await api.main.customization.getRetentionSettings()).jobRetentionTime;
    const before = await savedDays();
    await page.goto('configuration/account_settings');
    const field = page.getByLabel('Job retention time');
    await waitUntil(async () => (await field.inputValue()) === String(before), 10_000, 'the saved retention time');
    const save = page.getByRole('button', { name: 'Save retention' });
    const question = page.getByRole('dialog', { name: 'Save this retention time?' });

    await field.fill('0');
    await save.click();
    await question.getByText('With 0 days, every finished job and its data is removed at once').waitFor();
    await screenshot(page, 'forms-retention-question');
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await savedDays()).toBe(before);
    // Cancel gives the field back: what was typed stays, to be changed and saved.
    expect(await field.inputValue()).toBe('0');
    expect(await save.isEnabled()).toBe(true);

    // More than 100 years is refused at the field, as the server refuses it; 100 years asks too, and
    // Cancel again saves nothing.
    await field.fill('36501');
    await page.getByText('The job retention time can be at most 36500 days (100 years).').waitFor();
    await waitUntil(async () => !(await save.isEnabled()), 10_000, 'Save retention to be disabled');
    await field.fill('36500');
    await save.click();
    await question.getByText('With 36500 days (more than 100 years)').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await savedDays()).toBe(before);

    await field.fill('5000');
    await save.click();
    await question.getByText('With 5000 days (more than 13 years)').waitFor();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('The retention settings were saved.').waitFor();
    expect(await savedDays()).toBe(5000);
    await page.reload();
    await waitUntil(async () => (await field.inputValue()) === '5000', 10_000, 'the saved 5000 days after reload');

    // A usual time is saved at once, without the question.
    await field.fill(String(before));
    await save.click();
    await waitUntil(async () => (await savedDays()) === before, 10_000, 'the usual retention time to be saved');
    expect(await question.count()).toBe(0);
  });
});
