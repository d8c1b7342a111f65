import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { openUserMenu, everyViolation, signIn, signedInClientFor, submitLogin } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const bob = { environment: 'Demo', username: 'bob', password: DEMO_PASSWORD };
const NOTICE = 'Your API key nightly-sync: expires in 5 days.';

/** The local calendar day `days` from today, as a Date and as YYYY-MM-DD. */
function dayFromToday(days: number): { date: Date; iso: string } {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` };
}

/** A calendar day as its button is named, e.g. 'Tuesday 1 December 2026'. */
function spoken(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })} ${date.getUTCDate()} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
}

/** Counts the API key list calls the page makes from now on. */
function countKeyListCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api-keys')) calls++;
  });
  return () => calls;
}

beforeAll(async () => {
  const client = await signedInClientFor(e2e.sandbox.origin, bob.environment, bob.username, bob.password);
  await client.main.apiKeys.createApiKey({
    apiKeyCreate: {
      keyName: 'nightly-sync',
      expirationDate: dayFromToday(5).date,
      scopes: [{ scope: 'Tasks' }, { scope: 'Session' }],
    },
  });
  await client.main.apiKeys.createApiKey({
    apiKeyCreate: { keyName: 'long-lived', expirationDate: dayFromToday(200).date, scopes: [{ scope: 'Tasks' }] },
  });
});

describe('API keys that expire soon', () => {
  it('are told once per sign-in with a link to a new key, and marked on the settings page', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, bob);
    const notice = page.getByText(NOTICE);
    await notice.waitFor();
    expect(await everyViolation(page)).toEqual([]);

    // The link opens Create API key with the scopes of the expiring key.
    await page.getByRole('link', { name: 'Create a new key' }).click();
    await page.waitForURL(/\/user-settings$/);
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByText('Replaces nightly-sync: its scopes are chosen.').waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Tasks', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Session', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'PublishApp', exact: true }).isChecked()).toBe(false);
    // Each scope says what it allows.
    expect(
      await dialog.getByRole('checkbox', { name: 'Tasks', exact: true }).evaluate((box) => {
        const id = box.getAttribute('aria-describedby');
        return id ? document.getElementById(id)?.textContent : null;
      }),
    ).toBe('Create, read, interrupt and delete tasks and their responses');
    expect(await everyViolation(page)).toEqual([]);

    // The calendar: it opens on the chosen day (a year ahead); Page Up twelve times reaches today, a
    // week down and Enter choose the day a week from today.
    await dialog.getByRole('button', { name: 'Choose expiration date' }).click();
    const calendar = page.getByRole('grid');
    await calendar.waitFor();
    expect(await everyViolation(page)).toEqual([]);
    for (let i = 0; i < 12; i++) await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    const inAWeek = dayFromToday(7).iso;
    expect(await dialog.getByLabel(/^Expiration date/).inputValue()).toBe(inAWeek);
    // And by mouse: the day after.
    await dialog.getByRole('button', { name: 'Choose expiration date' }).click();
    const dayAfter = dayFromToday(8).iso;
    if (dayAfter.slice(0, 7) !== inAWeek.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .getByRole('grid')
      .getByRole('button', { name: spoken(dayAfter) })
      .click();
    expect(await dialog.getByLabel(/^Expiration date/).inputValue()).toBe(dayAfter);

    await dialog.getByLabel(/^Key name/).fill('nightly-sync-2');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'API key nightly-sync-2 was created' });
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    // The mark: the key within 14 days has one, the others none.
    const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name} `) });
    await row('nightly-sync-2').waitFor();
    expect(await row('nightly-sync-2').getByText('Expires in 8 days').count()).toBe(1);
    expect(await row('nightly-sync').getByText('Expires in 5 days').count()).toBe(1);
    expect(
      await row('long-lived')
        .getByText(/^Expire/)
        .count(),
    ).toBe(0);
    expect(await everyViolation(page)).toEqual([]);

    // A reload is the same sign-in: not told again, and the keys are not even asked for.
    await page.goto('applications');
    const keyCalls = countKeyListCalls(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await page.waitForTimeout(3_000);
    expect(await notice.count()).toBe(0);
    expect(keyCalls()).toBe(0);

    // The next sign-in is told again (now of both keys within 14 days).
    const menu = await openUserMenu(page, 'bob');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await submitLogin(page, bob);
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await page.getByText('2 of your API keys expire within 14 days: nightly-sync, nightly-sync-2.').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('tell nothing to a person whose keys all last longer than 14 days', async () => {
    const alice = await signedInClientFor(e2e.sandbox.origin, 'Demo', 'alice', DEMO_PASSWORD);
    await alice.main.apiKeys.createApiKey({
      apiKeyCreate: { keyName: 'quarterly', expirationDate: dayFromToday(15).date, scopes: [{ scope: 'Tasks' }] },
    });
    const { page, context } = await e2e.openPage();
    const keyCalls = countKeyListCalls(page);
    await signIn(page, { ...bob, username: 'alice' });
    await page.waitForTimeout(2_000);
    // The keys were asked for at sign-in, and nothing was said.
    expect(keyCalls()).toBe(1);
    expect(await page.getByText(/Your API key|of your API keys/).count()).toBe(0);
    await context.close();
  });
});
