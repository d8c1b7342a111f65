import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { chooseAppAction, everyViolation, signIn } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const ada = { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD };
const alice = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };
const bob = { environment: 'Demo', username: 'bob', password: DEMO_PASSWORD };

const page = beforeAllValue(async () => {
  const { page: opened } = await e2e.openPage();
  await signIn(opened, ada);
  return opened;
});

/** Signs `who` in on a fresh page and launches `label` from its card: the launch tab must show the app. */
async function launchesAs(who: typeof alice, name: string, version: string) {
  const { page: theirs, context } = await e2e.openPage();
  await signIn(theirs, who);
  const opened = context.waitForEvent('page');
  await theirs.getByRole('button', { name: `Launch ${name} ${version}` }).click();
  const launched = await opened;
  await launched.waitForURL(/\/apps\/[^/]+\/$/, { timeout: 60_000 });
  await launched.getByRole('heading', { name: `${name} ${version}` }).waitFor();
  await context.close();
}

describe('app access and renaming an app', () => {
  it('counts the groups and users on the App access tabs and adds a group behind "+ Add group"', async () => {
    await chooseAppAction(page, 'Risk Analyzer 0.9', 'App access');
    const dialog = page.getByRole('dialog', { name: 'App access: Risk Analyzer 0.9' });
    const groups = dialog.getByRole('list', { name: 'Groups with access' });
    await groups.waitFor();
    expect(await groups.getByRole('listitem').allTextContents()).toEqual(['Planners@Demo']);
    await dialog.getByRole('tab', { name: 'Groups (1)' }).waitFor();
    // alice and paula are the Planners.
    await dialog.getByRole('tab', { name: 'Users (2)' }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Add group' }).count()).toBe(0);
    expect(await everyViolation(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add group' }).click();
    await dialog.getByRole('combobox', { name: 'Add group' }).click();
    await page.getByRole('option', { name: 'Analysts@Demo' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await groups.getByText('Analysts@Demo').waitFor();
    await dialog.getByRole('tab', { name: 'Groups (2)' }).waitFor();
    // bob is the Analyst.
    await dialog.getByRole('tab', { name: 'Users (3)' }).waitFor();
    await dialog.getByRole('button', { name: 'Add group' }).waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('renames an app in Edit; it keeps its access and launches under the new name', async () => {
    await chooseAppAction(page, 'Risk Analyzer 0.9', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Risk Analyzer 0.9' });
    const name = dialog.getByRole('textbox', { name: 'App name' });
    expect(await name.inputValue()).toBe('Risk Analyzer');
    await name.fill('Sudoku Solver');
    await dialog.getByText('Another application already has this name').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await name.fill('Risk Navigator');
    expect(await everyViolation(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Risk Navigator 0.9' }).waitFor();
    expect(await page.getByRole('article', { name: 'Risk Analyzer 0.9' }).count()).toBe(0);
    expect(await everyViolation(page)).toEqual([]);

    await chooseAppAction(page, 'Risk Navigator 0.9', 'App access');
    const access = page.getByRole('dialog', { name: 'App access: Risk Navigator 0.9' });
    await access.getByRole('tab', { name: 'Groups (2)' }).waitFor();
    expect(
      await access.getByRole('list', { name: 'Groups with access' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Analysts@Demo', 'Planners@Demo']);
    await access.getByRole('button', { name: 'Close' }).click();

    await launchesAs(alice, 'Risk Navigator', '0.9');
    await launchesAs(bob, 'Risk Navigator', '0.9');
  });
});
