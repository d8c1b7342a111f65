import { Client } from 'pg';
import { backends, publishAndWait } from '@pro-portal/test-harness';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, signIn } from './support/apps-jobs-support';
import { createKey } from './support/platform-compat-support';

jest.setTimeout(120_000);

describe.each(backends)('categories and AIMMS versions (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '50' } });

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
    expect(await c.user.main.categories.listCategories()).toContainEqual({
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

  it('lists categories as the platform does: a plain array of {id, value} with UUID string ids', async () => {
    const created = await c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'Shape' } });
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const apikey = await createKey(c.admin, 'category-list', ['PublishApp']);
    const res = await fetch(`${sandbox.baseUrl}/pro-api/v2/applications/categories`, { headers: { apikey } });
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toContainEqual({ id: created.id, value: 'Shape' });
    // An id that is not a category's (any text, a number of the earlier form) is an unknown category.
    for (const id of ['1', 'not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      expect((await failure(c.admin.main.categories.deleteCategory({ categoryId: id }))).status).toBe(404);
  });

  (backend === 'postgres' ? it : it.skip)(
    'gives stored categories UUID ids and keeps their applications in them',
    async () => {
      const kept = await c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'Stored' } });
      await publishAndWait(c.publisher, { name: 'Stored App', version: '1', category: 'Stored' });
      const db = new Client({ connectionString: sandbox.databaseUrl! });
      await db.connect();
      try {
        // The tables as they were before the migration: serial ids, apps pointing at them.
        await db.query(`alter table apps drop constraint apps_category_id_fkey;
        alter table app_categories add column old_id serial;
        alter table apps add column old_category integer;
        update apps set old_category = c.old_id from app_categories c where c.id = apps.category_id;
        alter table apps drop column category_id;
        alter table app_categories drop column id;
        alter table app_categories rename column old_id to id;
        alter table app_categories add primary key (id);
        alter table apps rename column old_category to category_id;
        alter table apps add constraint apps_category_id_fkey foreign key (category_id) references app_categories(id) on delete set null;
        delete from kysely_migration where name = '0006-category-uuids';`);
        await sandbox.restart();
      } finally {
        await db.end();
      }
      const admin = await signIn(sandbox.baseUrl, 'ROOT', 'admin', sandbox.adminPassword);
      const listed = (await admin.main.categories.listCategories()).find((x) => x.value === 'Stored');
      expect(listed?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(listed?.id).not.toBe(kept.id);
      const app = await admin.main.applications.getApplication({ projectName: 'Stored App', projectVersion: '1' });
      expect(app.category).toBe('Stored');
      await admin.main.categories.deleteCategory({ categoryId: listed!.id });
      expect(
        (await admin.main.applications.getApplication({ projectName: 'Stored App', projectVersion: '1' })).category,
      ).toBe('');
    },
  );

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

  it("applies the category rules: 'Other' is reserved, a name is required, unique ignoring case and at most 40 characters", async () => {
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
