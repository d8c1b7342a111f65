import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import type { ProClient } from '@pro-portal/sdk';
import { beforeAllValue, png, publishAndWait } from '@pro-portal/test-harness';
import { startSandboxAndBrowser, openPage, screenshot } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { closeLaunchedApp, everyViolation, openFileChooser, openUserMenu, seriousViolations, signIn } from './portal';
import { enableMfa, signedInClient, totpCode } from './pro-api';
import { describeOpenPages } from './failure-report';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 600_000 });
const admin = () => ({ environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
/** 39 characters: under the spec's 42-character tooltip threshold, yet longer than a card's line. */
const LONG_NAME = 'Regional Distribution Network Optimizer';
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

// A long-named app, and mia, a Demo user with MFA on (her otpauth URI).
const given = beforeAllValue(async () => {
  const root = await signedInClient(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword);
  await publishAndWait(root, { name: LONG_NAME, version: '1.0' });
  await root.main.users.createUser({
    environmentName: 'Demo',
    userCreate: { username: 'mia', password: DEMO_PASSWORD },
  });
  await root.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Analysts', userId: 'mia' });
  const mia = await signedInClient(e2e.sandbox.origin, 'Demo', 'mia', DEMO_PASSWORD);
  return { miaMfa: await enableMfa(mia, DEMO_PASSWORD) };
});

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` holds focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, key = 'Tab', max = 40) {
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(key);
  expect(await isFocused(target)).toBe(true);
}

/** The name of an app card: whether it is cut off, and its width. */
const nameBox = (card: Locator) =>
  card.getByRole('heading', { level: 3 }).evaluate((el) => ({
    cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    width: el.getBoundingClientRect().width,
  }));

describe('console', () => {
  it('logs no warning or error while each route loads', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, e2e.sandbox.url);
    const messages: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'warning' && message.type() !== 'error') return;
      // Signed out, the browser itself reports the 401 of the question "who is signed in?".
      const whoAmI = message.location().url.endsWith('/pro-api/v2/users/current') && message.text().includes('401');
      if (!whoAmI) messages.push(`${new URL(page.url()).pathname} ${message.type()}: ${message.text()}`);
    });
    await page.goto('login');
    await page.getByLabel('Username').waitFor();
    await signIn(page, admin());
    const routes = [
      'applications',
      'applications/publish',
      'sessions/webui',
      'sessions/solver',
      'sessions/task',
      'users',
      'user-settings',
      'configuration/account_settings',
      'configuration/tunnels',
    ];
    for (const route of routes) {
      await page.goto(route);
      await page.locator('#main').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(messages).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('selection mode', () => {
  for (const viewport of [{ width: 1280, height: 900 }, PHONE, SMALL_PHONE]) {
    it(`leaves app names their width and shows a cut name in a tooltip (${viewport.width} px, keyboard)`, async () => {
      const { page, context } = await openPage(e2e.browser, e2e.sandbox.url, viewport);
      await signIn(page, admin());
      const cards = page.locator('[data-app-card]');
      const long = page.getByRole('article', { name: `${LONG_NAME} 1.0` });
      await long.waitFor();
      const before = await nameBox(long);

      const more = page.getByRole('button', { name: `More actions for ${LONG_NAME} 1.0` });
      await more.focus();
      await page.keyboard.press('Enter');
      const select = page.getByRole('menuitem', { name: 'Select for deletion' });
      await tabTo(page, select, 'ArrowDown', 12);
      await page.keyboard.press('Enter');
      const checkbox = page.getByRole('checkbox', { name: `Select ${LONG_NAME} 1.0` });
      await checkbox.waitFor();

      expect((await nameBox(long)).width).toBeCloseTo(before.width, 0);
      const grid = page.getByRole('article', { name: 'Grid Expansion Planner 1.1' });
      expect((await nameBox(grid)).cut).toBe(false);
      for (let i = 0; i < (await cards.count()); i++) {
        const card = cards.nth(i);
        if (!(await nameBox(card)).cut) continue;
        const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
        await card.getByRole('heading', { level: 3 }).hover();
        await page.getByRole('tooltip', { name }).waitFor();
        await page.mouse.move(0, 0);
        await page.getByRole('tooltip').waitFor({ state: 'detached' });
      }
      await screenshot(page, `selection-mode-${viewport.width}`);

      // 'Select for deletion' selected its own app; Space selects another.
      expect(await checkbox.isChecked()).toBe(true);
      await page.getByRole('checkbox', { name: 'Select Grid Expansion Planner 1.1' }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Delete selection (2)' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }
});

describe('login page', () => {
  /** Reaches the environment dropdown from the keyboard and steps through it to `name`. */
  async function chooseWithKeyboard(page: Page, name: string) {
    const select = page.getByRole('combobox', { name: 'Environment' });
    await tabTo(page, select, 'Shift+Tab', 5);
    for (let step = 0; step < 10 && (await select.inputValue()) !== name; step++)
      await page.keyboard.press('ArrowDown');
    expect(await select.inputValue()).toBe(name);
  }

  it('focuses the first empty field, keeps environment and username when MFA is cancelled, and starts on the default environment again after logout (390 px, keyboard)', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.sandbox.url, PHONE);
    await page.goto('login');
    const environment = page.getByRole('combobox', { name: 'Environment' });
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password');
    await username.waitFor();
    expect(await environment.inputValue()).toBe('ROOT');
    expect(await isFocused(username)).toBe(true);

    await chooseWithKeyboard(page, 'Demo');
    await tabTo(page, username);
    await page.keyboard.type('mia');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    expect(await isFocused(code)).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');

    await password.waitFor();
    expect(await environment.inputValue()).toBe('Demo');
    expect(await username.inputValue()).toBe('mia');
    expect(await password.inputValue()).toBe('');
    expect(await isFocused(password)).toBe(true);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await code.waitFor();
    await page.keyboard.type(totpCode(given.miaMfa));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Applications' }).waitFor();

    const menu = await openUserMenu(page, 'mia');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await username.waitFor();
    expect(await environment.inputValue()).toBe('ROOT');
    expect(await isFocused(username)).toBe(true);
    await page.reload();
    await username.waitFor();
    expect(await environment.inputValue()).toBe('ROOT');
    await context.close();
  });
});

describe('keyboard and focus', () => {
  const page = beforeAllValue(async () => {
    const { page: opened } = await openPage(e2e.browser, e2e.sandbox.url);
    await signIn(opened, admin());
    return opened;
  });

  it('returns focus to the control that opened a dialog when the dialog is cancelled', async () => {
    await page.goto('applications');
    const more = page.getByRole('button', { name: 'More actions for Warehouse Planner 2.1' });
    for (const [entry, cancel] of [
      ['Edit', 'Escape'],
      ['App access', 'Escape'],
      ['Delete', 'Cancel'],
    ]) {
      await more.focus();
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('menuitem', { name: entry, exact: true }), 'ArrowDown', 12);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      if (cancel === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'More actions for Warehouse Planner 2.1',
      );
    }

    const newApp = page.getByRole('button', { name: 'New app' });
    await newApp.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Publish a new app' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'New app');
  });

  it("opens the New task dialog's request data picker on Enter, and focus goes back to New task", async () => {
    await page.goto('sessions/task');
    const newTask = page.getByRole('button', { name: 'New task' });
    await newTask.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New task' });
    const picker = dialog.getByRole('button', { name: 'Request data' });
    await picker.waitFor();
    // The dialog's focus trap moves focus in as it opens; focus the picker after that.
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement));
    await (await openFileChooser(page, picker)).setFiles([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'New task');
  });

  it('opens the company logo picker on Enter; after Delete focus is on Choose company logo', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.sandbox.url);
    await signIn(page, admin());
    await page.goto('configuration/account_settings');
    const choose = page.getByRole('button', { name: 'Choose company logo' });
    await choose.waitFor();
    // The form is drawn again once the saved settings arrive; focus the button of the final one.
    await page.waitForLoadState('networkidle');
    await (
      await openFileChooser(page, choose)
    ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(60, 40) });
    await page.getByRole('img', { name: 'Company logo preview' }).waitFor();
    const remove = page.getByRole('button', { name: 'Delete company logo' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: 'Company logo preview' }).waitFor({ state: 'detached' });
    expect(await isFocused(choose)).toBe(true);
    await context.close();
  });
});

describe('skip link on a phone', () => {
  it('is the first Tab stop at 360 px and moves focus to the main area', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.sandbox.url, SMALL_PHONE);
    await signIn(page, admin());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

describe('WinUI launch', () => {
  it('keeps the launcher window open when it says the app cannot be launched here', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.sandbox.url);
    await context.clock.install();
    await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Launch Grid Expansion Planner 1.1' }).click();
    const popup = await opened;
    const refusal = popup.getByText('Browser and/or Operating System cannot launch this WinUI application.');
    await refusal.waitFor();
    expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
    // Well past the 3 s after which a started WinUI app's window closes.
    await context.clock.runFor(10_000);
    expect(popup.isClosed()).toBe(false);
    expect(new URL(popup.url()).pathname).toBe('/applications/launch/Grid%20Expansion%20Planner/1.1');
    expect(await refusal.isVisible()).toBe(true);
    await context.close();
  });
});

describe('launching overlay', () => {
  it('shows "Launching" 1.5 s after a launch, readable over the page, and hides it 1 s later', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.sandbox.url);
    await context.clock.install();
    await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    const launch = page.getByRole('button', { name: 'Launch Transport Optimizer 1.2' });
    await launch.waitFor();
    // Time stands still from the click on, so the overlay's moments are reached exactly. The page's
    // clock runs on between reading it and pausing it, and a pause cannot go back: it is set ahead.
    await context.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const opened = context.waitForEvent('page');
    await launch.click();
    const launched = await opened;
    const overlay = page.getByRole('status').filter({ hasText: 'Launching' });
    await context.clock.runFor(1_400);
    expect(await overlay.count()).toBe(0);
    await context.clock.runFor(200);
    await overlay.waitFor();
    // The check runs timers of its own: time creeps on 1 ms at a step until it ends, still short of
    // the moment the overlay hides.
    let checked = false;
    const violations = everyViolation(page).finally(() => (checked = true));
    let crept = 0;
    for (; !checked; crept++) await context.clock.runFor(1);
    expect(await violations).toEqual([]);
    expect(await overlay.isVisible()).toBe(true);
    await context.clock.runFor(1_000 - 100 - crept);
    await overlay.waitFor({ state: 'detached' });
    await context.clock.resume();
    await closeLaunchedApp(launched);
    await context.close();
  });
});

describe('app access', () => {
  it('says on the Users tab whose access comes from groups, as the server grants it (390 px)', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.sandbox.url, PHONE);
    await signIn(page, admin());
    await page.getByRole('button', { name: 'More actions for Risk Analyzer 0.9' }).click();
    await page.getByRole('menuitem', { name: 'App access' }).click();
    const dialog = page.getByRole('dialog', { name: 'App access: Risk Analyzer 0.9' });
    await dialog.getByRole('tab', { name: 'Users' }).click();
    const through = dialog.getByRole('list', { name: 'Access through groups' });
    await through.waitFor();
    expect(await through.getByRole('listitem').allTextContents()).toEqual([
      'alice@Demothrough group Planners',
      'paula@Demothrough group Planners',
    ]);
    await dialog.getByText('No user has direct access to this app.').waitFor();
    const alice = await signedInClient(e2e.sandbox.origin, 'Demo', 'alice', DEMO_PASSWORD);
    const bob = await signedInClient(e2e.sandbox.origin, 'Demo', 'bob', DEMO_PASSWORD);
    const sees = async (client: ProClient) =>
      (await client.main.applications.listApplications()).applications.some((a) => a.name === 'Risk Analyzer');
    expect(await sees(alice)).toBe(true);
    expect(await sees(bob)).toBe(false);

    await dialog.getByRole('tab', { name: 'Groups' }).click();
    await dialog.getByRole('button', { name: 'Add group' }).click();
    await dialog.getByRole('combobox', { name: 'Add group' }).click();
    await page.getByRole('option', { name: 'everyone@Demo' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('list', { name: 'Groups with access' }).getByText('everyone@Demo').waitFor();
    await dialog.getByRole('tab', { name: 'Users' }).click();
    await through.getByText('Every user of Demo').waitFor();
    expect(await through.getByRole('listitem').allTextContents()).toEqual([
      'Every user of Demothrough the everyone group of Demo',
      'alice@Demothrough groups Planners, everyone',
      'paula@Demothrough groups Planners, everyone',
    ]);
    expect(await sees(bob)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

describe('group members', () => {
  it('asks before removing a member from a group, then acknowledges it (keyboard)', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.sandbox.url);
    await signIn(page, admin());
    await page.goto('users');
    await page.getByRole('list', { name: 'Environments' }).getByRole('button', { name: /^Demo/ }).click();
    await page.getByRole('button', { name: /^Planners / }).click();
    const remove = page.getByRole('button', { name: 'Remove alice from Planners' });
    const members = page.getByRole('list', { name: 'Members of Planners' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Remove from group' });
    await confirm.getByText('Remove alice from the Planners group?').waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await members.getByText('alice', { exact: true }).count()).toBe(1);
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Remove alice from Planners',
    );

    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'User alice was successfully removed from the Planners group.' })
      .waitFor();
    await members.getByText('alice', { exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the accessibility check the flows rely on', () => {
  it('reports violations planted in the page and in a same-origin frame, by impact', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto('login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = '<button></button><p style="color:#777;background:#888">faint text</p>';
      document.body.append(planted);
      const frame = document.createElement('iframe');
      frame.title = 'planted frame';
      frame.srcdoc =
        '<!doctype html><html lang="en"><title>f</title><main><button id="in-frame"></button></main></html>';
      document.body.append(frame);
    });
    await page.frameLocator('iframe[title="planted frame"]').locator('#in-frame').waitFor();
    const serious = await seriousViolations(page);
    // A button without a name (critical) in the page and in the frame, text without contrast (serious).
    expect(serious.find((v) => v.startsWith('button-name:'))).toMatch(/#planted > button.*iframe.*#in-frame/);
    expect(serious.find((v) => v.startsWith('color-contrast:'))).toContain('#planted > p');
    // Content outside any landmark is a moderate finding: only the check of every impact reports it.
    expect(serious.some((v) => v.startsWith('region:'))).toBe(false);
    expect((await everyViolation(page)).some((v) => v.startsWith('region:'))).toBe(true);
    await context.close();
  });
});

describe('the report a failed flow adds', () => {
  it('names the open dialog, the last click, a thrown error, a console error and a refused request', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto('login');
    await page.getByLabel('Username').click();
    await page.evaluate(async () => {
      console.error('planted console error');
      await fetch('v3/assets/planted-missing.js');
      setTimeout(() => {
        throw new Error('planted page error');
      });
    });
    await page.waitForEvent('pageerror');
    const report = await describeOpenPages();
    expect(report).toContain(`Page ${page.url()}`);
    expect(report).toMatch(/shows: \[.*dialog: Experience the power of optimization/);
    expect(report).toMatch(/last clicks it received: \[".* ms: INPUT/);
    expect(report).toContain('errors thrown in it: ["planted page error"]');
    expect(report).toContain('console errors and warnings: ["error: planted console error"]');
    expect(report).toMatch(
      /requests that failed or were refused: \[.*"GET \S+\/v3\/assets\/planted-missing\.js: 404"\]/,
    );
    await context.close();
    expect(await describeOpenPages()).not.toContain(page.url());
  });
  it('is added to a failed test and to no passing one (a planted flow in a jest of its own)', () => {
    const run = spawnSync(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '--selectProjects',
        'e2e',
        '--testMatch',
        '<rootDir>/e2e/fixtures/*.fixture.ts',
      ],
      { cwd: path.resolve(__dirname, '..'), encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
    );
    expect(run.status).toBe(1);
    const failures = run.stderr.split('\n  ● ').slice(1);
    // The test's own failure, then the report of the page it left open: nothing for the passing test.
    expect(failures.map((f) => f.split('\n')[0])).toEqual(['fails with a page open', 'fails with a page open']);
    expect(failures[1]).toContain('The pages open when the test failed:');
    expect(failures[1]).toContain('shows: ["alert: planted alert"]');
    expect(run.stderr).toContain('Tests:       1 failed, 1 passed, 2 total');
  });
});
