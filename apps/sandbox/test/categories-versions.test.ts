import { backends } from './support/harness';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, publishAndWait } from './support/apps-jobs-support';

jest.setTimeout(120_000);

describe.each(backends)('categories and AIMMS versions (%s)', (backend) => {
  const { c } = useRoleClients({ backend, env: { JOB_SPEED: '50' } });

  const message = (err: { body: unknown }) => (err.body as { message: string }).message;

  it('creates, renames and deletes categories (admins only); apps follow the rename and become uncategorised', async () => {
    const created = await c.admin.main.categories.createCategory({
      applicationCategoryInput: { value: '  Logistics ' },
    });
    expectSchema(created, 'ApplicationCategory');
    expect(created.value).toBe('Logistics');
    await publishAndWait(c.publisher, { name: 'Cat App', version: '1', category: 'Logistics' });
    const renamed = await c.admin.main.categories.updateCategory({
      categoryId: created.id,
      applicationCategoryInput: { value: 'Transport' },
    });
    expect(renamed).toEqual({ id: created.id, value: 'Transport' });
    expect((await c.user.main.categories.listCategories()).categories).toContainEqual({
      id: created.id,
      value: 'Transport',
    });
    expect(
      (await c.admin.main.applications.getApplication({ projectName: 'Cat App', projectVersion: '1' })).category,
    ).toBe('Transport');
    await c.admin.main.categories.deleteCategory({ categoryId: created.id });
    expect(
      (await c.admin.main.applications.getApplication({ projectName: 'Cat App', projectVersion: '1' })).category,
    ).toBe('');
    expect((await failure(c.admin.main.categories.deleteCategory({ categoryId: created.id }))).status).toBe(404);
  });

  it('refuses category changes to publishers and users', async () => {
    const own = await c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'Admins only' } });
    for (const client of [c.publisher, c.user]) {
      expect(
        (await failure(client.main.categories.createCategory({ applicationCategoryInput: { value: 'Mine' } }))).status,
      ).toBe(403);
      expect(
        (
          await failure(
            client.main.categories.updateCategory({ categoryId: own.id, applicationCategoryInput: { value: 'Mine' } }),
          )
        ).status,
      ).toBe(403);
      expect((await failure(client.main.categories.deleteCategory({ categoryId: own.id }))).status).toBe(403);
    }
  });

  it('applies the category rules of section 5', async () => {
    const reserved = await failure(
      c.admin.main.categories.createCategory({ applicationCategoryInput: { value: ' other ' } }),
    );
    expect([reserved.status, message(reserved)]).toEqual([
      400,
      "The category name 'Other' is reserved and cannot be used.",
    ]);
    await c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'Unique' } });
    const dup = await failure(
      c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'UNIQUE' } }),
    );
    expect([dup.status, message(dup)]).toEqual([409, 'Category name must be unique.']);
    const blank = await failure(c.admin.main.categories.createCategory({ applicationCategoryInput: { value: '   ' } }));
    expect([blank.status, message(blank)]).toEqual([400, 'Category name is required.']);
    const long = await failure(
      c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'x'.repeat(41) } }),
    );
    expect(long.status).toBe(400);
    expectSchema(long.body, 'Error');
  });

  it('lists development builds (x86, integration_test, internal) only with dev=true', async () => {
    const release = await c.user.main.aimmsVersions.listAimmsVersions({});
    expectSchema(release, 'AimmsVersionList');
    const dev = await c.user.main.aimmsVersions.listAimmsVersions({ dev: true });
    const hidden = /x86|integration_test|internal/;
    expect(release.versions.some((v) => hidden.test(v.id))).toBe(false);
    for (const marker of ['x86', 'integration_test', 'internal'])
      expect(dev.versions.some((v) => v.id.includes(marker))).toBe(true);
    const one = await c.user.main.aimmsVersions.getAimmsVersion({ aimmsVersionId: release.versions[0].id });
    expectSchema(one, 'AimmsVersion');
    expect(one.id).toBe(release.versions[0].id);
    expect(
      (await failure(c.user.main.aimmsVersions.getAimmsVersion({ aimmsVersionId: 'no-such-version' }))).status,
    ).toBe(404);
  });
});
