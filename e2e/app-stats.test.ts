import type { Page } from 'playwright-core';
import { SessionManager } from '@pro-portal/sdk';
import { screenshot, startSandboxAndBrowser } from './harness';
import { signedInClient } from './pro-api';
import { DEMO_PASSWORD } from './sandbox';
import { chooseAppAction, everyViolation, pathOf, signIn } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

/** The app of the newest demo WebUI session (the demo data spreads its sessions over the WebUI apps). */
async function appWithWebuiSessions(): Promise<string> {
  const admin = await signedInClient(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword);
  const { sessions } = await admin.sessions.sessions.listAllSessions({
    sort: 'created_at',
    order: SessionManager.ListAllSessionsOrderEnum.Desc,
    offset: 0,
    limit: 1,
    filter: ['kind=webui'],
  });
  expect(sessions.length).toBe(1);
  return sessions[0].app_name;
}

/** The number under a counter's label (Running, Total). */
const counter = (page: Page, label: string) =>
  page.locator('dl').getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd').innerText();

describe('App Stats', () => {
  it('an admin opens an app’s stats from its card, sees counters and graphs, switches tab and resolution', async () => {
    const app = await appWithWebuiSessions();
    const { page } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await chooseAppAction(page, app, 'App stats');
    await page.getByRole('heading', { level: 1, name: app }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/stats/${encodeURIComponent(app)}`);
    await page.getByRole('tab', { name: 'WebUI', selected: true }).waitFor();
    await page.getByRole('figure', { name: 'Run time in seconds' }).waitFor();
    expect(Number(await counter(page, 'Total'))).toBeGreaterThan(0);
    expect(Number.isInteger(Number(await counter(page, 'Running')))).toBe(true);
    expect(await page.getByRole('figure').locator('h2').allTextContents()).toEqual([
      'Run time in seconds',
      'Launch time in seconds',
      'Active count',
    ]);
    // The chart library draws each graph as an SVG line.
    expect(await page.getByRole('figure', { name: 'Active count' }).locator('svg path').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'User' }).waitFor();
    await screenshot(page, 'app-stats-webui');
    expect(await everyViolation(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Solver' }).click();
    await page.getByRole('tab', { name: 'Solver', selected: true }).waitFor();
    await page.waitForURL(/\?kind=solve$/);
    await page
      .getByRole('figure', { name: 'Queue time in seconds' })
      .or(page.getByText('No Solver sessions in this range.', { exact: false }))
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'WebUI' }).click();
    await page.getByRole('combobox', { name: 'Resolution' }).click();
    await page.getByRole('option', { name: 'hour' }).click();
    await page.waitForURL(/resolution=hour/);
    // Thirty days of hours: one point per hour of the range.
    await page
      .getByRole('figure', { name: 'Run time in seconds' })
      .getByText(/ 720 periods/)
      .waitFor();
    expect(pathOf(page)).toBe(`/stats/${encodeURIComponent(app)}?resolution=hour`);
    expect(await everyViolation(page)).toEqual([]);
  });

  it('a user picks an app from Stats in the navigation and gets no user filter', async () => {
    const { page } = await e2e.openPage();
    await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats' }).click();
    await page.getByRole('heading', { level: 1, name: 'App stats' }).waitFor();
    const list = page.getByRole('list', { name: 'App stats' });
    await list.getByRole('link').first().waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await list.getByRole('link', { name: 'Transport Optimizer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transport Optimizer' }).waitFor();
    await page.locator('dl').getByRole('term').filter({ hasText: 'Total' }).waitFor();
    await page.getByRole('combobox', { name: 'Resolution' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'User' }).count()).toBe(0);
    expect(await everyViolation(page)).toEqual([]);
  });
});
