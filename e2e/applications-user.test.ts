import { ProApiError } from '@pro-portal/sdk';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { signIn } from './portal';
import { signedInClient } from './pro-api';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
const credentials = { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD };
const APP = { projectName: 'Transport Optimizer', projectVersion: '1.2' };

const alice = beforeAllValue(() => signedInClient(e2e.sandbox.origin, 'Demo', 'alice', DEMO_PASSWORD));

/** The HTTP status a call is refused with (0 when it succeeds). */
const refusal = async (call: () => Promise<unknown>): Promise<number> => {
  try {
    await call();
    return 0;
  } catch (error) {
    if (error instanceof ProApiError) return error.status;
    throw error;
  }
};

describe('applications as a plain user', () => {
  it('shows the apps with Launch and Publishing details only: no management controls', async () => {
    const { page, context } = await e2e.openPage();
    await signIn(page, credentials);
    const card = page.getByRole('article', { name: 'Transport Optimizer 1.2' });
    await card.getByRole('button', { name: 'Launch Transport Optimizer 1.2' }).waitFor();
    await card.getByText('Latest version').waitFor();
    expect(await page.getByRole('button', { name: 'New app' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New category' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit category/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'More actions for Transport Optimizer 1.2' }).click();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'App stats',
      'Publishing details',
      'Add to favourites',
    ]);
    await page.keyboard.press('Escape');
    await page.goto('applications/publish');
    await page.waitForURL(/\/applications$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('is refused every management call made directly', async () => {
    const file = new Blob([Buffer.from('PK webui.json')]);
    const metadata = JSON.stringify({ name: 'Sneaky', projectVersion: '1', aimmsVersionId: 'x', publishBehavior: 0 });
    expect(await refusal(() => alice.main.applications.publishApplication({ file, metadata }))).toBe(403);
    expect(await refusal(() => alice.main.applications.deleteApplication(APP))).toBe(403);
    expect(
      await refusal(() => alice.main.applications.updateApplication({ ...APP, editApplication: { isLatest: true } })),
    ).toBe(403);
    expect(
      await refusal(() => alice.main.categories.createCategory({ applicationCategoryInput: { value: 'Mine' } })),
    ).toBe(403);
    expect(
      await refusal(() => alice.main.categories.deleteCategory({ categoryId: '5f0c1a52-8d1e-4c61-9a57-0b6c2f3e9a01' })),
    ).toBe(403);
    expect(
      await refusal(() =>
        alice.main.appAccess.grantGroupAppAccess({
          groupAppAccessRequest: {
            envName: 'Demo',
            groupName: 'Planners',
            appName: APP.projectName,
            appVersion: APP.projectVersion,
          },
        }),
      ),
    ).toBe(403);
    expect((await alice.main.applications.listApplications()).applications.every((a) => !a.isModifiable)).toBe(true);
  });
});
