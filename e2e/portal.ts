import AxeBuilder from '@axe-core/playwright';
import type { FileChooser, Locator, Page } from 'playwright-core';

export interface Credentials {
  environment: string;
  username: string;
  password: string;
}

/**
 * Opens the More actions menu of the first app card labelled `label` (a name, or a name and version)
 * and chooses `action`.
 */
export async function chooseAppAction(page: Page, label: string, action: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('button', { name: new RegExp(`^More actions for ${escaped}( |$)`) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Waits until a tab that a launch opened has left the launch page for its app's address. */
export async function arrivedAtApp(launched: Page): Promise<void> {
  await launched.waitForURL(/\/apps\/[^/]+\/$/, { timeout: 60_000 });
}

/**
 * Closes a tab that a launch opened, once it has arrived at its app: Chromium's close of a tab still
 * navigating can wait forever.
 */
export async function closeLaunchedApp(launched: Page): Promise<void> {
  await arrivedAtApp(launched);
  await launched.close();
}

/** Picks an environment in the login page's dropdown. */
export async function chooseEnvironment(page: Page, environment: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: environment });
}

/** Fills and submits the login form (the page must show it). */
export async function submitLogin(page: Page, { environment, username, password }: Credentials): Promise<void> {
  await chooseEnvironment(page, environment);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the login page under the base path and signs in; waits for the applications list. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('login');
  await submitLogin(page, credentials);
  await page.getByRole('heading', { name: 'Applications' }).waitFor();
}

/** Signs in and opens the Sessions page, which starts on its WebUI tab. */
export async function signInToSessions(page: Page, credentials: Credentials): Promise<void> {
  await signIn(page, credentials);
  await page.getByRole('link', { name: 'Sessions' }).click();
  await page.waitForURL(/\/sessions\/webui$/);
}

/** The labels of the top navigation. */
export async function navigationLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return nav.getByRole('link').allTextContents();
}

/** Opens the user menu of the signed-in user. */
export async function openUserMenu(page: Page, username: string) {
  await page.getByRole('button', { name: username, exact: true }).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await menu.waitFor();
  return menu;
}

/** Path of the page's address relative to the origin, with the query. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Serious and critical accessibility violations of the current page, as 'id: help (n nodes)'. */
export const seriousViolations = (page: Page): Promise<string[]> =>
  axeViolations(page, (impact) => impact === 'serious' || impact === 'critical');

/** Every accessibility violation axe finds on the current page, whatever its impact (minor included). */
export const everyViolation = (page: Page): Promise<string[]> => axeViolations(page, () => true);

/**
 * Colour contrast is only true of a settled page: a menu fading out or a popup growing in has colours
 * between two states. Waits until every transition or animation that ends has ended (a spinner's
 * endless one does not count).
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

async function axeViolations(page: Page, counts: (impact: string | null | undefined) => boolean): Promise<string[]> {
  await transitionsEnded(page);
  // One axe.run in the page, which reaches same-origin frames too. The portal shows no cross-origin
  // frame, which only the default mode checks (a run in each frame, then the results merged in a new
  // blank page): it would check the same nodes at twice the cost.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((violation) => counts(violation.impact))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

export { signedInClient as signedInClientFor } from './pro-api';

/** The text of the tooltip a control shows on hover. */
export async function tooltipOf(page: Page, control: Locator): Promise<string> {
  await control.hover();
  const tip = page.getByRole('tooltip');
  await tip.waitFor();
  const text = (await tip.textContent()) ?? '';
  await page.mouse.move(0, 0);
  await tip.waitFor({ state: 'detached' });
  return text;
}

/** Waits for a text (a toast's, a message's) to show somewhere on the page. */
export async function seeText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
}

/** Polls `check` every 250 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * Focuses a file picker and presses `key` until the file chooser opens (on a loaded machine a dialog's
 * focus trap may take focus back first). The wait is long: a chooser that opens after the wait gave up
 * blocks every later one.
 */
export async function openFileChooser(page: Page, picker: Locator, key = 'Enter'): Promise<FileChooser> {
  // The browser hands its choosers to the test only once a listener is registered, and registering is
  // sent without being awaited: a key pressed at once could open the browser's own chooser instead.
  // A listener kept for the whole call and a round trip to the page before the first press prevent that.
  const intercepting = () => undefined;
  page.on('filechooser', intercepting);
  try {
    await page.evaluate(() => undefined);
    for (let attempt = 1; ; attempt++) {
      await picker.focus();
      const chooser = page.waitForEvent('filechooser', { timeout: 30_000 });
      await page.keyboard.press(key);
      try {
        return await chooser;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } finally {
    page.off('filechooser', intercepting);
  }
}
