import type { Locator } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { seriousViolations, signInToSessions } from './portal';
import { signedInClient } from './pro-api';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
const APP = { appName: 'Transport Optimizer', appVersion: '1.2', serviceName: 'solve' };
// Two of bob's tasks, both waiting an hour in the queue: one runs once, one repeats every day.
const given = beforeAllValue(async () => {
  const bob = await signedInClient(e2e.sandbox.origin, 'Demo', 'bob', DEMO_PASSWORD);
  const onceId = (await bob.main.tasks.createTask({ ...APP, requestData: { n: 1 }, scheduleIn: '3600' })).id;
  const repeatingId = (
    await bob.main.tasks.createTask({ ...APP, requestData: { n: 2 }, scheduleIn: '3600', scheduleInterval: '86400' })
  ).id;
  return { bob, onceId, repeatingId };
});

const rowOf = (table: Locator, label: string) =>
  table.locator('tbody tr').filter({ has: table.page().locator('td:first-child').getByText(label, { exact: true }) });

describe('tasks of every user for an admin, and confirmations', () => {
  it("shows an admin everyone's tasks and asks before deleting, saying when that stops a repetition", async () => {
    const { bob, onceId, repeatingId } = given;
    const { page, context } = await e2e.openPage();
    await signInToSessions(page, { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const table = page.getByRole('grid', { name: 'Tasks' });
    const repeating = rowOf(table, `${repeatingId}[0]`);
    await repeating.waitFor();
    expect(await repeating.textContent()).toContain('bob@Demo');
    await rowOf(table, `${onceId}[0]`).waitFor();

    await repeating.click();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete task' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('deleting it stops the repetition');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await bob.main.tasks.listTasks({})).current_batch.map((t) => t.id)).toContain(repeatingId);

    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Task ${repeatingId} was successfully deleted.`).waitFor();
    await repeating.waitFor({ state: 'detached' });
    expect((await bob.main.tasks.listTasks({})).current_batch.map((t) => t.id)).not.toContain(repeatingId);

    // A task that runs once: the question carries no repetition warning.
    await table.locator('tbody tr').filter({ hasText: onceId }).click();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await dialog.waitFor();
    expect(await dialog.textContent()).not.toContain('repetition');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('shows a user only their own tasks', async () => {
    const { onceId } = given;
    const { page, context } = await e2e.openPage();
    await signInToSessions(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const table = page.getByRole('grid', { name: 'Tasks' });
    await table.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await table.textContent()).not.toContain('bob@Demo');
    expect(await table.textContent()).not.toContain(onceId);
    await context.close();
  });
});
