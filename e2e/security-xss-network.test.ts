import type { Locator, Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { openUserMenu, signIn, signedInClientFor, submitLogin } from './portal';
import { beforeAllValue } from '@pro-portal/test-harness';

/** Each payload sets window.__xss or opens a dialog if it ever runs. */
const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SCRIPT = '<script>window.__xss=2;alert(2)</script>';
const PAYLOAD_DESCRIPTION = `Plans ${SCRIPT}${IMG} safely`;
const PAYLOAD_CATEGORY = '<img src=x onerror=window.__xss=3>';
const PAYLOAD_FULL_NAME = '<svg onload=window.__xss=4>';
const PAYLOAD_CONTACT_TITLE = '<b onmouseover=window.__xss=5>Help</b>';
const PAYLOAD_CONTACT = `<b>Call us</b> ${SCRIPT}${IMG}<a href="javascript:window.__xss=6">link</a><iframe src="javascript:window.__xss=7"></iframe>`;

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
const alice = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };
const adminCredentials = () => ({ environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });

/**
 * Records anything a payload would leave behind: dialogs, the global flag, and every element with an
 * inline handler, a script or a frame that ever enters the live page, and every CSP violation the page
 * reports (the contact details are cleaned before any browser parser sees them, so there is none).
 */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  void page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.violatedDirective}: ${e.sample || e.blockedURI}`),
    );
    const seen: string[] = [];
    (window as unknown as { __dangerous: string[] }).__dangerous = seen;
    const dangerous = (el: Element) =>
      Array.from(el.attributes).some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) ||
      /^(SCRIPT|IFRAME)$/.test(el.tagName);
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        for (const node of Array.from(m.addedNodes)) {
          if (!(node instanceof Element)) continue;
          for (const el of [node, ...Array.from(node.querySelectorAll('*'))]) {
            if (dangerous(el) && !(el.tagName === 'SCRIPT' && el.getAttribute('src')))
              seen.push(el.outerHTML.slice(0, 200));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const dangerous = () => page.evaluate(() => (window as unknown as { __dangerous?: string[] }).__dangerous ?? []);
  const flag = () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);
  return {
    dialogs,
    dangerous,
    flag,
    cspViolations: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
    /** No payload ran: no flag, no dialog, no dangerous element ever in the page. */
    async expectNothingRan() {
      expect(await flag()).toBeNull();
      expect(dialogs).toEqual([]);
      expect(await dangerous()).toEqual([]);
    },
  };
}

/** Opens a fresh page, takes the steps in it while watching, expects that no payload ran, and closes it. */
async function expectNothingRunsWhile(steps: (page: Page) => Promise<void>): Promise<void> {
  const { page, context } = await e2e.openPage();
  const seen = watch(page);
  await steps(page);
  await seen.expectNothingRan();
  await context.close();
}

const admin = beforeAllValue(async () => {
  const admin = await signedInClientFor(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword);
  const apps = (await admin.main.applications.listApplications()).applications;
  const target = apps.find((a) => a.name === 'Sudoku Solver') ?? apps[0]!;
  await admin.main.categories.createCategory({ applicationCategoryInput: { value: PAYLOAD_CATEGORY } });
  await admin.main.applications.updateApplication({
    projectName: target.name,
    projectVersion: target.version,
    editApplication: { description: PAYLOAD_DESCRIPTION, projectCategory: PAYLOAD_CATEGORY },
  });
  await admin.main.users.updateUser({
    environmentName: 'Demo',
    userName: 'bob',
    userUpdate: { fullname: PAYLOAD_FULL_NAME },
  });
  await admin.main.customization.updateCustomization({
    metadata: JSON.stringify({ contactTitle: PAYLOAD_CONTACT_TITLE, contactDetails: PAYLOAD_CONTACT }),
  });
  return admin;
});

describe('script payloads in stored data', () => {
  it('shows app descriptions and category names as text, and runs none of them', async () => {
    await expectNothingRunsWhile(async (page) => {
      await signIn(page, alice);
      // The category's heading (its name is also an option of the Category filter, hidden until opened).
      await page.getByRole('heading', { name: PAYLOAD_CATEGORY, exact: true }).waitFor();
      await page.getByText(PAYLOAD_DESCRIPTION).first().waitFor();
      expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
    });
  });

  it('shows full names as text on the users page', async () => {
    await expectNothingRunsWhile(async (page) => {
      await signIn(page, adminCredentials());
      await page.goto('users');
      await page.getByText('Demo', { exact: true }).first().click();
      await page.getByRole('tab', { name: /Users/ }).click();
      await page.getByText('bob', { exact: true }).first().waitFor();
      expect(await page.locator('svg[onload]').count()).toBe(0);
    });
  });

  it('renders the contact details as sanitised HTML (markup kept, scripts and handlers dropped) and the title as text', async () => {
    await expectNothingRunsWhile(async (page) => {
      await page.goto('login');
      await page.getByText('Call us').first().waitFor();
      expect(await page.locator('b', { hasText: 'Call us' }).count()).toBeGreaterThan(0);
      expect(await page.locator('[onerror], [onload], [onmouseover], iframe, script:not([src])').count()).toBe(0);
      expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
      await page.getByText(PAYLOAD_CONTACT_TITLE, { exact: true }).first().waitFor();
      await page.getByText(PAYLOAD_CONTACT_TITLE, { exact: true }).first().hover();
    });
  });

  it('reports no CSP violation on any page after hostile contact details were saved', async () => {
    const { page, context } = await e2e.openPage();
    const seen = watch(page);
    const violations: string[] = [];
    const visit = async (path: string, ready: () => Promise<unknown>, signedIn = true) => {
      await page.goto(path);
      await ready();
      if (signedIn) {
        // Signed in, the contact details show in the user menu's Support contact entry.
        const menu = await openUserMenu(page, 'admin');
        await menu.getByRole('menuitem', { name: 'Support contact' }).click();
      }
      await page.getByText('Call us').first().waitFor();
      // The sanitiser loads after the page: give anything it would trigger time to be reported.
      await page.waitForTimeout(300);
      violations.push(...(await seen.cspViolations()).map((v) => `${path}: ${v}`));
      if (signedIn) {
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
      }
    };
    await visit('login', () => page.getByRole('button', { name: 'Login' }).waitFor(), false);
    await submitLogin(page, adminCredentials());
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    const heading = (name: string | RegExp) => () => page.getByRole('heading', { name }).first().waitFor();
    for (const [path, ready] of [
      ['applications', heading('Applications')],
      ['sessions/webui', () => page.getByRole('tab', { name: /WebUI/ }).waitFor()],
      ['sessions/task', () => page.getByRole('tab', { name: /Task/ }).waitFor()],
      ['users', () => page.getByRole('list', { name: 'Environments' }).waitFor()],
      [
        'user-settings',
        () =>
          page
            .getByRole('button', { name: /Save|Change password/ })
            .first()
            .waitFor(),
      ],
      ['configuration/account_settings', () => page.getByLabel('Contact title').waitFor()],
      ['configuration/tunnels', () => page.getByRole('tab', { name: 'Tunnels' }).waitFor()],
    ] as const) {
      await visit(path, ready);
    }
    expect(violations).toEqual([]);
    expect(await seen.flag()).toBeNull();
    await context.close();
  });

  it("shows the login page's message parameter as text", async () => {
    const { page, context } = await e2e.openPage();
    const seen = watch(page);
    await page.goto(`login?message=${encodeURIComponent(IMG)}`);
    await page.getByText(IMG).first().waitFor();
    expect(await page.getByRole('alert').locator('img').count()).toBe(0);
    await seen.expectNothingRan();
    await context.close();
  });

  it('refuses script-bearing group names at the API (only letters, digits, spaces and hyphens)', async () => {
    const error = await admin.main.groups
      .createGroup({ environmentName: 'Demo', groupCreate: { groupname: '<b>x</b>' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
  });
});

describe('network faults and expired sessions in the middle of a form', () => {
  /** Signs alice in on her settings page and types `name` as her full name, unsaved; answers the field. */
  const typeFullName = async (page: Page, name: string): Promise<Locator> => {
    await signIn(page, alice);
    await page.goto('user-settings');
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await fullName.waitFor();
    await fullName.fill(name);
    return fullName;
  };

  it('shows an error toast when the network is cut and keeps what was typed', async () => {
    const { page, context } = await e2e.openPage();
    const fullName = await typeFullName(page, 'Alice Offline');
    await page.route('**/pro-api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('alert').filter({ hasText: /\w/ }).first().waitFor();
    expect(await fullName.inputValue()).toBe('Alice Offline');
    expect(page.url()).toMatch(/\/user-settings$/);
    await page.unroute('**/pro-api/**');
    await context.close();
  });

  it('brings the user back to the same page after signing in again when a save answers 401', async () => {
    const { page, context } = await e2e.openPage();
    await typeFullName(page, 'Alice Expired');
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/user-settings');
    await submitLogin(page, alice);
    await page.waitForURL((url) => url.pathname === '/user-settings');
    expect(new URL(page.url()).pathname).toBe('/user-settings');
    await context.close();
  });
});
