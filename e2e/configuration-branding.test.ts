import type { Page } from 'playwright-core';
import { startSandboxAndBrowser, screenshot } from './harness';
import { signedInClient } from './pro-api';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

/** A solid PNG of the given size, drawn by the browser, as a file for an upload input. */
async function pngFile(page: Page, name: string, width: number, height: number) {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#3a7';
        context.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

const fileInput = (page: Page, label: string) => page.locator('label', { hasText: label }).locator('input[type=file]');

async function signInAsAdmin(page: Page) {
  await page.goto('login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(e2e.sandbox.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Applications' }).waitFor();
}

const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

describe('portal customization by the administrator', () => {
  it('refuses a too-small login image in the browser, uploads a logo and a login image, and shows them in the header and on the login page', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signInAsAdmin(page);
    await page.goto('configuration');
    await page.getByRole('tab', { name: 'Account settings', selected: true }).waitFor();

    const uploads: string[] = [];
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' && request.url().includes('/customization') && uploads.push(request.url()),
    );
    await fileInput(page, 'Choose login image').setInputFiles(await pngFile(page, 'small.png', 320, 400));
    await page.getByText('The login image must be 640 to 2500 pixels wide.').waitFor();
    expect(await page.getByRole('img', { name: 'Login image preview' }).count()).toBe(0);
    expect(uploads).toEqual([]);

    await fileInput(page, 'Choose login image').setInputFiles(await pngFile(page, 'login.png', 800, 1000));
    await fileInput(page, 'Choose company logo').setInputFiles(await pngFile(page, 'logo.png', 100, 40));
    expect(await page.getByRole('img', { name: 'Login image preview' }).evaluate(loaded)).toBe(true);
    expect(await page.getByRole('img', { name: 'Company logo preview' }).evaluate(loaded)).toBe(true);
    await page.getByRole('button', { name: 'Save customization' }).click();
    await page.getByText('The portal customization was saved.').waitFor();

    const headerLogo = page.getByRole('img', { name: 'Company logo', exact: true });
    await headerLogo.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Company logo"]');
      return !!img && img.complete && img.naturalWidth === 100;
    });
    await screenshot(page, 'configuration-branding');

    const visitor = await e2e.openPage();
    await visitor.page.goto('login');
    const background = visitor.page.getByTestId('login-background');
    await background.waitFor();
    await visitor.page.waitForFunction(() => {
      const box = document.querySelector<HTMLElement>('[data-testid="login-background"]');
      return !!box && getComputedStyle(box).backgroundImage.includes('/portal/login-image?image=');
    });
    const url = await background.evaluate(
      (box) => /url\("?([^")]*)"?\)/.exec(getComputedStyle(box).backgroundImage)?.[1] ?? '',
    );
    const answer = await visitor.page.request.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    await visitor.context.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows contact details carrying script payloads without any script running', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAsAdmin(page);
    await page.goto('configuration/account_settings');
    const payload =
      '<p>Call <b>+31 555 0100</b></p><script>window.__pwned = "script"; alert(1)</script>' +
      '<img src="x" onerror="window.__pwned = \'onerror\'; alert(2)"><a href="javascript:alert(3)">help</a>';
    await page.getByLabel('Contact title').fill('Support desk');
    await page.getByLabel('Contact details').fill(payload);
    await page.getByRole('region', { name: 'Contact details preview' }).getByText('+31 555 0100').waitFor();
    await page.getByRole('button', { name: 'Save customization' }).click();
    await page.getByText('The portal customization was saved.').waitFor();

    const visitor = await e2e.openPage();
    visitor.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.page.goto('login');
    const contact = visitor.page.getByRole('complementary', { name: 'Support contact' });
    await contact.getByText('+31 555 0100').waitFor();
    await contact.getByText('Support desk').waitFor();
    const html = await contact.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    await contact.getByText('help').click();
    await visitor.page.waitForTimeout(500);
    for (const target of [page, visitor.page]) {
      expect(await target.evaluate(() => (Reflect.get(window, '__pwned') as string | undefined) ?? null)).toBeNull();
    }
    expect(dialogs).toEqual([]);
    expect([...pageErrors, ...visitor.pageErrors]).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});

describe('the product logo', () => {
  it("follows the customization's profile, light or dark with the theme, on the login page and in the header", async () => {
    const admin = await signedInClient(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword);
    const { page, context, pageErrors } = await e2e.openPage();
    /** Waits until the product logo is the asset named `logo-<variant>` (its file name carries a hash). */
    const logoIs = (variant: string) =>
      page.waitForFunction(
        (name) => document.querySelector('img[alt="PRO Portal"]')?.getAttribute('src')?.includes(`/${name}.`) ?? false,
        `logo-${variant}`,
        { timeout: 10_000 },
      );
    await page.goto('login');
    await logoIs('default-light');

    await admin.main.customization.updateCustomization({
      metadata: JSON.stringify({ profile: { profileName: 'sc_navigator' } }),
    });
    await page.reload();
    await logoIs('sc-navigator-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await logoIs('sc-navigator-dark');
    await signInAsAdmin(page);
    await logoIs('sc-navigator-dark');
    expect(await page.getByRole('img', { name: 'PRO Portal' }).evaluate(loaded)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await logoIs('sc-navigator-light');

    // A profile the portal does not know shows the default logo.
    await admin.main.customization.updateCustomization({
      metadata: JSON.stringify({ profile: { profileName: 'unknown_profile' } }),
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await logoIs('default-light');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
