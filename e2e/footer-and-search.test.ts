import { startSandboxAndBrowser, screenshot } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { seriousViolations, signIn } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 180_000 });

/** The computed background colour of `selector`, as 'r,g,b'. */
const background = (selector: string) => (el: Element | null) =>
  el
    ? getComputedStyle(el)
        .backgroundColor.replace(/[^\d,]/g, '')
        .split(',')
        .slice(0, 3)
        .join(',')
    : selector;

describe('small things', () => {
  it('gives the footer the dark theme too, and an app search without result an empty state', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const { page, context } = await e2e.openPage(viewport);
      await page.emulateMedia({ colorScheme: 'dark' });
      await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
      const footer = page.locator('footer');
      await footer.waitFor();
      const [r, g, b] = (await footer.evaluate(background('footer'))).split(',').map(Number);
      expect(r + g + b).toBeLessThan(3 * 80); // dark, not white

      await page.getByRole('searchbox', { name: 'Search apps' }).fill('no such app at all');
      await page.getByText('0 matching app(s) found').waitFor();
      await page.getByText('No app matches this search.', { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `footer-search-dark-${viewport.width}`);
      await context.close();
    }
  });
});
