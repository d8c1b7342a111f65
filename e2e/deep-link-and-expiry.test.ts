import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { pathOf, signedInClientFor, signInToSessions, submitLogin } from './portal';
import { ensureTwoSamlEnvironments } from './pro-api';

const e2e = startSandboxAndBrowser();
const alice = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };

beforeAll(async () => {
  // With two SAML environments a signed-out visitor gets the login page instead of single sign-on.
  await ensureTwoSamlEnvironments(
    await signedInClientFor(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword),
  );
});

describe('returning to where the user was', () => {
  it('follows a deep link while signed out to login, then back to the deep link', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto('sessions/task');
    await page.waitForURL(/\/login\?/);
    expect(pathOf(page)).toBe(`/login?returnTo=${encodeURIComponent('/sessions/task')}`);
    await submitLogin(page, alice);
    await page.waitForURL(/\/sessions\/task$/);
    await context.close();
  });

  it('ignores a returnTo of another origin', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto(`login?returnTo=${encodeURIComponent('https://evil.example/steal')}`);
    await submitLogin(page, alice);
    await page.waitForURL(/\/applications$/);
    await context.close();
  });

  it('goes to login when the session expires mid-use (401), and back to the page after signing in', async () => {
    const { page, context } = await e2e.openPage();
    await signInToSessions(page, alice);
    await context.clearCookies();
    // The next call answers 401: the tab's list, or the page's live refresh if it comes first.
    await page
      .getByRole('tab', { name: 'Solver' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await page.waitForURL(/\/login\?/);
    const returnTo = new URL(page.url()).searchParams.get('returnTo') ?? '';
    expect(['/sessions/webui', '/sessions/solver']).toContain(returnTo);
    expect(await page.evaluate(() => window.localStorage.getItem('locationBeforeError'))).toBe(returnTo);
    await submitLogin(page, alice);
    await page.waitForURL((url) => url.pathname === returnTo);
    await context.close();
  });
});
