import type { Main, ProClient } from '@pro-portal/sdk';
import { backends, publish, publishAndWait, published, waitFor } from '@pro-portal/test-harness';
import { storedFiles } from './support/stored-files';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, openToEveryone } from './support/apps-jobs-support';

jest.setTimeout(120_000);

describe.each(backends)('applications (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '10' } });
  /** Every file the sandbox keeps for apps and icons, plus leftovers of interrupted uploads. */
  const appFiles = async () =>
    (await storedFiles(sandbox)).map((f) => f.key).filter((key) => /^(apps|icons|\.tmp)\//.test(key));
  /** Edits version 1.0 of the app 'Evolving' as the publisher. */
  const editEvolving = (editApplication: Main.EditApplication) =>
    c.publisher.main.applications.updateApplication({
      projectName: 'Evolving',
      projectVersion: '1.0',
      editApplication,
    });
  const names = async (client: ProClient) =>
    (await client.main.applications.listApplications()).applications.map((a) => `${a.name} ${a.version}`);

  it('publishes asynchronously: 202 with a storedId, listed without isWebUI, then isWebUI from the pack', async () => {
    const storedId = await publish(c.publisher, {
      name: 'Async App',
      version: '1.0',
      content: 'has WebUI/webui.json inside',
      fileName: 'async-slow-publish.aimmspack',
    });
    expect(storedId).toMatch(/\S+/);
    const listed = (await c.publisher.main.applications.listApplications()).applications.find(
      (a) => a.storedId === storedId,
    );
    expect(listed).toBeDefined();
    expect(listed?.attributes.isWebUI).toBeUndefined();
    const app = await published(c.publisher, 'Async App', '1.0');
    expectSchema(app, 'Application');
    expect(app.attributes.isWebUI).toBe('true');
    expect(app.isLatest).toBe(true);
    expect(app.isModifiable).toBe(true);
    expect(app.publishedBy).toBe('pub');
  });

  it('decides isWebUI false without the marker, and honours attributes.isWebUI of the metadata', async () => {
    expect(
      (await publishAndWait(c.publisher, { name: 'WinUI App', version: '1.0', content: 'desktop only' })).attributes
        .isWebUI,
    ).toBe('false');
    const forced = await publishAndWait(c.publisher, {
      name: 'Forced App',
      version: '1.0',
      content: 'desktop only',
      isWebUI: 'true',
    });
    expect(forced.attributes.isWebUI).toBe('true');
  });

  it('removes an app whose publishing fails and keeps the reason', async () => {
    await publish(c.publisher, { name: 'Broken App', version: '1.0', fileName: 'broken-fail-publish.aimmspack' });
    const err = await waitFor(async () => {
      const e = await failure(
        c.publisher.main.applications.getApplication({ projectName: 'Broken App', projectVersion: '1.0' }),
      ).catch(() => undefined);
      return e && /fail-publish/.test((e.body as { message: string }).message) ? e : undefined;
    });
    expect(err.status).toBe(404);
    expectSchema(err.body, 'Error');
    expect(await names(c.admin)).not.toContain('Broken App 1.0');
    expect((await appFiles()).some((f) => f.includes('broken-fail-publish'))).toBe(false);
  });

  it('refuses bad publishes with the form messages and writes nothing', async () => {
    const before = await names(c.admin);
    const filesBefore = await appFiles();
    const cases: [Promise<unknown>, number, string][] = [
      [publish(c.publisher, { name: 'Bad/Name', version: '1.0' }), 400, 'App name contains invalid characters'],
      [publish(c.publisher, { name: '-dash', version: '1.0' }), 400, 'App name must start with a letter or digit'],
      [
        publish(c.publisher, { name: 'Long Version', version: 'v'.repeat(26) }),
        400,
        'Version must be less than 25 characters',
      ],
      [
        publish(c.publisher, { name: 'Bad Ext', version: '1.0', fileName: 'model.zip' }),
        400,
        'The file needs to have the .aimmspack extension.',
      ],
      [
        publish(c.publisher, { name: 'Async App', version: '1.0' }),
        409,
        'Application with this version is already published',
      ],
      [
        publish(c.publisher, { name: 'ASYNC app', version: '1.0' }),
        409,
        'Application with this version is already published',
      ],
      [
        publish(c.publisher, { name: 'Bad Version Id', version: '1.0', aimmsVersionId: 'nope' }),
        400,
        "AIMMS version 'nope' does not exist.",
      ],
      [
        publish(c.publisher, { name: 'No Old', version: '2.0', behavior: 1, old: { name: 'Nothing', version: '1' } }),
        404,
        'Project does not exist or cannot be retrieved',
      ],
      [
        publish(c.publisher, {
          name: 'Async App',
          version: '1.0',
          behavior: 1,
          old: { name: 'Async App', version: '1.0' },
        }),
        400,
        'Please update the app version when updating the app',
      ],
      [
        publish(c.publisher, {
          name: 'Big Icon',
          version: '1.0',
          icon: new File([Buffer.alloc(1024 * 1024 + 1)], 'i.png'),
        }),
        413,
        'The icon cannot exceed 1 MB.',
      ],
      [
        publish(c.publisher, { name: 'Bad Icon', version: '1.0', icon: new File(['x'], 'i.txt') }),
        400,
        'The icon needs to have the .jpg, .jpeg, .jfif, .gif or .png extension.',
      ],
    ];
    for (const [call, status, message] of cases) {
      const err = await failure(call);
      expect({ status: err.status, message: (err.body as { message: string }).message }).toEqual({ status, message });
      expectSchema(err.body, 'Error');
    }
    const noMetadata = await fetch(`${sandbox.baseUrl}/pro-api/v2/applications`, {
      method: 'POST',
      headers: { cookie: c.publisher.cookie },
      body: (() => {
        const f = new FormData();
        f.append('file', new File(['x'], 'a.aimmspack'));
        f.append('metadata', '{not json');
        return f;
      })(),
    });
    expect(noMetadata.status).toBe(400);
    expectSchema(await noMetadata.json(), 'Error');
    expect(await names(c.admin)).toEqual(before);
    expect(await appFiles()).toEqual(filesBefore);
  });

  it('allows management only to admins, group admins and publishers', async () => {
    const err = await failure(publish(c.user, { name: 'User App', version: '1.0' }));
    expect(err.status).toBe(403);
    await publishAndWait(c.groupAdmin, { name: 'Group Admin App', version: '1.0' });
    await openToEveryone(c.admin, 'Group Admin App', '1.0');
    const groupAdminApp = { projectName: 'Group Admin App', projectVersion: '1.0' };
    expect(
      (
        await failure(
          c.user.main.applications.updateApplication({ ...groupAdminApp, editApplication: { description: 'x' } }),
        )
      ).status,
    ).toBe(403);
    expect((await failure(c.user.main.applications.deleteApplication(groupAdminApp))).status).toBe(403);
    expect((await c.user.main.applications.getApplicationModifiable(groupAdminApp)).isModifiable).toBe(false);
    expect((await c.groupAdmin.main.applications.getApplicationModifiable(groupAdminApp)).isModifiable).toBe(true);
  });

  it('shows a user only the apps given to their groups or environment', async () => {
    await publishAndWait(c.publisher, { name: 'Hidden App', version: '1.0' });
    expect(await names(c.user)).not.toContain('Hidden App 1.0');
    expect(
      (await failure(c.user.main.applications.getApplication({ projectName: 'Hidden App', projectVersion: '1.0' })))
        .status,
    ).toBe(404);
    await openToEveryone(c.admin, 'Hidden App', '1.0');
    expect(await names(c.user)).toContain('Hidden App 1.0');
    const portal = await c.user.main.portal.listPortalApps();
    expectSchema(portal, 'ApplicationList');
    expect(portal.applications.map((a) => a.name)).toContain('Hidden App');
    expect(portal.applications.every((a) => a.isModifiable === false)).toBe(true);
  });

  it('updates keeping (1) or overwriting (2) the existing version, moving the latest tag', async () => {
    await publishAndWait(c.publisher, { name: 'Evolving', version: '1.0' });
    await openToEveryone(c.admin, 'Evolving', '1.0');
    await publishAndWait(c.publisher, {
      name: 'Evolving',
      version: '2.0',
      behavior: 1,
      old: { name: 'Evolving', version: '1.0' },
    });
    let versions = (await c.publisher.main.applications.listApplicationVersions({ projectName: 'Evolving' }))
      .applications;
    expect(versions.map((a) => [a.version, a.isLatest])).toEqual([
      ['1.0', false],
      ['2.0', true],
    ]);
    expect(await names(c.user)).toEqual(expect.arrayContaining(['Evolving 1.0', 'Evolving 2.0']));
    await publishAndWait(c.publisher, {
      name: 'Evolving',
      version: '3.0',
      behavior: 2,
      old: { name: 'Evolving', version: '2.0' },
    });
    versions = (await c.publisher.main.applications.listApplicationVersions({ projectName: 'Evolving' })).applications;
    expect(versions.map((a) => [a.version, a.isLatest])).toEqual([
      ['1.0', false],
      ['3.0', true],
    ]);
    expect(await names(c.user)).toContain('Evolving 3.0');
  });

  it('edits description, category, resource profile and the unique latest tag', async () => {
    await c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'Edited' } });
    const app = await editEvolving({
      description: 'New text',
      projectCategory: 'Edited',
      isLatest: true,
      resourceProfile: 'large',
    });
    expectSchema(app, 'Application');
    expect(app).toMatchObject({
      description: 'New text',
      category: 'Edited',
      isLatest: true,
      resourceProfile: 'large',
    });
    const versions = (await c.publisher.main.applications.listApplicationVersions({ projectName: 'Evolving' }))
      .applications;
    expect(versions.filter((a) => a.isLatest).map((a) => a.version)).toEqual(['1.0']);
    expect((await failure(editEvolving({ resourceProfile: 'huge' }))).status).toBe(400);
    expect((await failure(editEvolving({ projectCategory: 'No such category' }))).status).toBe(400);
    // The platform's special profiles: the account's limits, or custom limits tied to no profile.
    expect(await editEvolving({ resourceProfile: '<account>' })).toMatchObject({ resourceProfile: '<account>' });
    expect(await editEvolving({ resourceProfile: '<unknown>' })).toMatchObject({ resourceProfile: '<unknown>' });
    // The latest tag cannot be explicitly disabled, only moved to another version.
    const untag = await failure(editEvolving({ isLatest: false }));
    expect([untag.status, untag.message]).toEqual([
      400,
      'The latest tag of Evolving cannot be explicitly disabled; tag another version as latest instead.',
    ]);
    expect((await editEvolving({})).isLatest).toBe(true);
    // A description over 255 is refused with the spec's own message, the one the portal's form shows.
    const tooLong = await failure(editEvolving({ description: 'd'.repeat(256) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toBe('Description must be less than 255 characters.');
  });

  it("applies a PATCH's authorizations as the app's whole access list, as the managing-apps page documents", async () => {
    await publishAndWait(c.publisher, { name: 'Guarded', version: '1.0' });
    const testers = (await c.admin.main.groups.getGroup({ environmentName: 'ROOT', groupName: 'testers' })).entity;
    const patch = (authorizations: Main.AppAuthorization[]) =>
      c.publisher.main.applications.updateApplication({
        projectName: 'Guarded',
        projectVersion: '1.0',
        editApplication: { authorizations },
      });
    const access = async () =>
      (await c.admin.main.appAccess.getAppAccess({ appName: 'Guarded', appVersion: '1.0' })).app_access_list.map(
        (e) => e.entity,
      );
    // The page's example: read and execute (5) for one entity.
    const updated = await patch([{ authorization: 5, deny: false, entity: testers }]);
    expect(updated).not.toHaveProperty('authorizations');
    expect(await access()).toEqual([testers]);
    expect(await names(c.user)).toContain('Guarded 1.0');
    // Read granted, execute denied: no access.
    await patch([
      { authorization: 5, deny: false, entity: testers },
      { authorization: 1, deny: true, entity: testers },
    ]);
    expect(await access()).toEqual([]);
    // Read only does not let anyone run it; an empty list removes every permission.
    await patch([{ authorization: 4, deny: false, entity: testers }]);
    expect(await access()).toEqual([]);
    await patch([{ authorization: 7, entity: testers }]);
    expect(await access()).toEqual([testers]);
    await patch([]);
    expect(await access()).toEqual([]);
    expect(await names(c.user)).not.toContain('Guarded 1.0');
    const unknown = await failure(patch([{ authorization: 1, deny: false, entity: 99_999 }]));
    expect([unknown.status, unknown.message]).toEqual([
      400,
      'authorizations: there is no user or group with entity id 99999.',
    ]);
    expect((await failure(patch([{ authorization: 8, deny: false, entity: testers }]))).status).toBe(400);
  });

  it('stores a published icon under PublicData/AppIcon and serves it', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
    const app = await publishAndWait(c.publisher, {
      name: 'Icon App',
      version: '1.0',
      icon: new File([png], 'logo.png', { type: 'image/png' }),
    });
    expect(app.attributes.iconUrl).toMatch(/^\/icons\//);
    const { url } = await c.publisher.main.portal.getAppIconUrl({ iconPath: app.attributes.iconUrl as string });
    expect(url).toBe(`/portal/app-icon?icon=${encodeURIComponent(app.attributes.iconUrl as string)}`);
    const res = await fetch(`${sandbox.baseUrl}${url}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const edit = (iconUrl: string) => editEvolving({ attributes: { iconUrl } });
    expect((await edit(app.attributes.iconUrl as string)).attributes.iconUrl).toBe(app.attributes.iconUrl);
    expect((await failure(edit('/icons/missing.png'))).status).toBe(404);
    expect((await failure(edit('/icons/../secret'))).status).toBe(400);
    // A stored object named as no icon is named is not taken as one, as an icon sent with the app is not.
    await c.publisher.main.storage.uploadStorageObject({
      path: 'PublicData/AppIcon',
      label: 'logo.bmp',
      file: new Blob([png]),
    });
    const bmp = await failure(edit('/icons/logo.bmp'));
    expect(bmp.status).toBe(400);
    expect(bmp.message).toBe('The icon needs to have the .jpg, .jpeg, .jfif, .gif or .png extension.');
    const evolving = await c.publisher.main.applications.getApplication({
      projectName: 'Evolving',
      projectVersion: '1.0',
    });
    expect(evolving.attributes.iconUrl).toBe(app.attributes.iconUrl);
  });

  it('deletes an app with its file; unknown apps answer 404', async () => {
    await c.publisher.main.applications.deleteApplication({ projectName: 'WinUI App', projectVersion: '1.0' });
    expect(await names(c.admin)).not.toContain('WinUI App 1.0');
    const err = await failure(
      c.publisher.main.applications.deleteApplication({ projectName: 'WinUI App', projectVersion: '1.0' }),
    );
    expect(err.status).toBe(404);
    expectSchema(err.body, 'Error');
  });

  it('lists apps sorted by name and numeric version', async () => {
    await publishAndWait(c.publisher, { name: 'Sorted', version: '10.0' });
    await publishAndWait(c.publisher, { name: 'Sorted', version: '9.1' });
    const sorted = (await names(c.admin)).filter((n) => n.startsWith('Sorted '));
    expect(sorted).toEqual(['Sorted 9.1', 'Sorted 10.0']);
  });
});
