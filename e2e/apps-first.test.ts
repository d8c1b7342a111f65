import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { closeLaunchedApp, openUserMenu, everyViolation, signIn, submitLogin } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const alice = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };
const bob = { environment: 'Demo', username: 'bob', password: DEMO_PASSWORD };

/** The labels of the app cards under a heading of the page's top section ('Favourites', 'Recently used'). */
const cardsUnder = (page: Page, heading: string) =>
  page
    .getByRole('region', { name: heading, exact: true })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

async function signOutAndIn(page: Page, from: string, to: typeof alice) {
  const menu = await openUserMenu(page, from);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);
  await submitLogin(page, to);
  await page.getByRole('heading', { name: 'Applications' }).waitFor();
  await page.locator('[data-app-card]').first().waitFor();
}

describe('favourite and recently used apps first', () => {
  it('puts the favourites and the apps launched last above the list, kept per user across sign-ins', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, alice);
    await page.locator('[data-app-card]').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Favourites' }).count()).toBe(0);

    await page.getByRole('button', { name: 'More actions for Unit Commitment 2.0' }).click();
    await page.getByRole('menuitem', { name: 'Add to favourites' }).click();
    await page.getByRole('region', { name: 'Favourites', exact: true }).waitFor();
    expect(await cardsUnder(page, 'Favourites')).toEqual(['Unit Commitment 2.0']);
    // First on the page, and still in its category below.
    expect(await page.locator('[data-app-card]').first().getAttribute('aria-label')).toBe('Unit Commitment 2.0');
    expect(await page.getByRole('article', { name: 'Unit Commitment 2.0' }).count()).toBe(2);

    // A launch opens the app in a new tab, whose launch page makes it recently used in this tab too.
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Launch Sudoku Solver 1.0' }).click();
    const launched = await opened;
    await page.getByRole('region', { name: 'Recently used', exact: true }).waitFor();
    await closeLaunchedApp(launched);
    expect(await cardsUnder(page, 'Recently used')).toEqual(['Sudoku Solver 1.0']);
    expect(await everyViolation(page)).toEqual([]);

    // Kept across a reload.
    await page.reload();
    await page.getByRole('region', { name: 'Recently used', exact: true }).waitFor();
    expect(await cardsUnder(page, 'Favourites')).toEqual(['Unit Commitment 2.0']);
    expect(await cardsUnder(page, 'Recently used')).toEqual(['Sudoku Solver 1.0']);

    // Another user of the same browser and environment has none of them; alice has them back.
    await signOutAndIn(page, 'alice', bob);
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('region', { name: 'Favourites', exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Recently used', exact: true }).count()).toBe(0);
    await signOutAndIn(page, 'bob', alice);
    await page.getByRole('region', { name: 'Favourites', exact: true }).waitFor();
    expect(await cardsUnder(page, 'Favourites')).toEqual(['Unit Commitment 2.0']);

    // Taken out again, the section goes.
    await page.getByRole('button', { name: 'More actions for Unit Commitment 2.0' }).first().click();
    await page.getByRole('menuitem', { name: 'Remove from favourites' }).click();
    await page.getByRole('region', { name: 'Favourites', exact: true }).waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the top section readably on a phone in the dark theme', async () => {
    const { page, context } = await e2e.openPage({ width: 360, height: 740 });
    await signIn(page, alice);
    await page.locator('[data-app-card]').first().waitFor();
    await page.getByRole('button', { name: 'More actions for Hydro Scheduler 5.3' }).click();
    await page.getByRole('menuitem', { name: 'Add to favourites' }).click();
    await page.getByRole('region', { name: 'Favourites', exact: true }).waitFor();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    const menu = await openUserMenu(page, 'alice');
    await menu.getByRole('menuitemradio', { name: 'Dark theme' }).click();
    await page.keyboard.press('Escape');
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await everyViolation(page)).toEqual([]);
    await context.close();
  });
});
