import { formatMessages } from '@pro-portal/rules';
import { json, rawRequest, refused, refusedWith, expectErrorAnswer } from './support/clients';
import { anonymous, backends, png } from '@pro-portal/test-harness';
import { storedKeys } from './support/stored-files';
import { useDemoSuite } from './support/suite';

jest.setTimeout(180_000);

const blob = (data: Buffer | string, type = 'image/png') =>
  new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type });

describe.each(backends)('customization, retention, tunnels and portal calls (%s)', (backend) => {
  const { sb, admin, groupAdmin, user } = useDemoSuite(
    { backend, env: { PORTAL_MODE: 'mixed' } },
    { groupAdmin: 'greg', user: 'alice' },
  );

  it('stores the contact block and checked images, served password-free by id', async () => {
    const before = await json(
      anonymous(sb.baseUrl).pro.main.customization.getCustomizationRaw(),
      'main',
      'CustomizationConfig',
    );
    expect(before).toEqual({
      contactTitle: null,
      contactDetails: null,
      rightLogoId: null,
      loginImageId: null,
      profile: { profileName: 'default' },
    });
    const metadata = JSON.stringify({ contactTitle: 'Support', contactDetails: '<b>call us</b>' });
    const update = { metadata, loginImage: blob(png(800, 1000)), rightLogo: blob(png(100, 40)) };
    await refused(user.pro.main.customization.updateCustomization(update), 403);
    await refused(groupAdmin.pro.main.customization.updateCustomization(update), 403);
    const after = await json(
      admin.pro.main.customization.updateCustomizationRaw(update),
      'main',
      'CustomizationConfig',
    );
    expect(after).toMatchObject({ contactTitle: 'Support', contactDetails: '<b>call us</b>' });
    expect(after.loginImageId).toBeTruthy();
    expect(after.rightLogoId).toBeTruthy();

    const open = anonymous(sb.baseUrl);
    const logoUrl = await json(
      open.pro.main.portal.getCompanyLogoUrlRaw({ logoId: after.rightLogoId }),
      'main',
      'ImageUrl',
    );
    const logo = await fetch(`${sb.baseUrl}${logoUrl.url}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(png(100, 40))).toBe(true);
    const imageUrl = await json(
      open.pro.main.portal.getLoginImageUrlRaw({ loginImageId: after.loginImageId }),
      'main',
      'ImageUrl',
    );
    expect(imageUrl.url).toBe(`/portal/login-image?image=${after.loginImageId}`);
    expect((await fetch(`${sb.baseUrl}${imageUrl.url}`)).status).toBe(200);
    await refused(open.pro.main.portal.getCompanyLogoUrl({ logoId: 'nope' }), 404);
    expectErrorAnswer(await rawRequest(fetch, `${sb.baseUrl}/portal/company-logo?logo=nope`), 404);

    const removed = await admin.pro.main.customization.updateCustomization({
      metadata: JSON.stringify({ deleteRightLogo: true }),
    });
    expect(removed).toMatchObject({ rightLogoId: null, loginImageId: after.loginImageId, contactTitle: 'Support' });
    expect((await fetch(`${sb.baseUrl}${logoUrl.url}`)).status).toBe(404);
    expect(await storedKeys(sb, 'images')).toEqual([after.loginImageId]);
  });

  it('refuses images of the wrong type or size and bad metadata, writing nothing', async () => {
    const current = await admin.pro.main.customization.getCustomization();
    const images = () => storedKeys(sb, 'images');
    const stored = await images();
    const update = (metadata: string, image: { loginImage?: Blob; rightLogo?: Blob } = {}) =>
      admin.pro.main.customization.updateCustomization({ metadata, ...image });
    const tooSmall = await refused(update('{}', { loginImage: blob(png(300, 300)) }), 400, 10600);
    expect(tooSmall.message).toContain('640 to 2500 pixels wide and 800 to 2500 pixels high');
    await refused(update('{}', { rightLogo: blob(png(200, 40)) }), 400, 10600);
    await refusedWith(
      update('{}', { rightLogo: blob('hello', 'image/png') }),
      400,
      'The company logo must be a JPEG, PNG or GIF image.',
    );
    await refused(update('{not json', { rightLogo: blob(png(50, 50)) }), 400, 10001);
    await refused(update('{"contactTitle": 5}'), 400);
    const noMultipart = await rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/customization`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"contactTitle":"x"}',
    });
    expectErrorAnswer(noMultipart, 415);
    const huge = Buffer.concat([png(100, 40), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await refused(
      admin.pro.main.customization.updateCustomization({ metadata: '{}', rightLogo: blob(huge) }),
      413,
      10003,
    );
    expect(tooLarge.message).toBe('The company logo is too large: at most 10 MB is accepted.');
    const bigJson = await rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/customization/retention-settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jobRetentionTime: 1, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectErrorAnswer(bigJson, 413);
    expect(await images()).toEqual(stored);
    expect(await storedKeys(sb, '.tmp')).toEqual([]);
    expect(await admin.pro.main.customization.getCustomization()).toEqual(current);
  });

  it('keeps job retention settings (admins only)', async () => {
    expect(await json(admin.pro.main.customization.getRetentionSettingsRaw(), 'main', 'RetentionSettings')).toEqual({
      jobRetentionTime: 30,
    });
    await refused(user.pro.main.customization.getRetentionSettings(), 403);
    await refused(
      groupAdmin.pro.main.customization.updateRetentionSettings({ retentionSettings: { jobRetentionTime: 5 } }),
      403,
    );
    expect(
      await json(
        admin.pro.main.customization.updateRetentionSettingsRaw({ retentionSettings: { jobRetentionTime: 7 } }),
        'main',
        'RetentionSettings',
      ),
    ).toEqual({
      jobRetentionTime: 7,
    });
    await refused(
      admin.pro.main.customization.updateRetentionSettings({ retentionSettings: { jobRetentionTime: -1 } }),
      400,
    );
    expect((await admin.pro.main.customization.getRetentionSettings()).jobRetentionTime).toBe(7);
  });

  it('creates, edits, lists and deletes tunnels (admins only)', async () => {
    const input = { context: 'db-link', socketAddress: 'db.internal:5432', userGroups: '.*@.*' };
    await refused(user.pro.main.customization.saveTunnel({ tunnelInput: input }), 403);
    const created = await json(admin.pro.main.customization.saveTunnelRaw({ tunnelInput: input }), 'main', 'Tunnel');
    expect(created).toMatchObject(input);
    await refused(admin.pro.main.customization.saveTunnel({ tunnelInput: input }), 409, 10606);
    const edited = await json(
      admin.pro.main.customization.saveTunnelRaw({
        tunnelInput: { ...input, id: created.id, userGroups: 'Planners@Demo' },
      }),
      'main',
      'Tunnel',
    );
    expect(edited).toMatchObject({ id: created.id, userGroups: 'Planners@Demo' });
    expect(
      (await refused(admin.pro.main.customization.saveTunnel({ tunnelInput: { ...input, context: '-bad-' } }), 400))
        .message,
    ).toBe(formatMessages.tunnelContext);
    expect(
      (
        await refused(
          admin.pro.main.customization.saveTunnel({ tunnelInput: { ...input, context: 'x', socketAddress: '' } }),
          400,
        )
      ).message,
    ).toBe('Socket address is required');
    // The refusal names the field, as the form does.
    expect(
      (
        await refused(
          admin.pro.main.customization.saveTunnel({
            tunnelInput: { ...input, context: 'y', socketAddress: 'no-port' },
          }),
          400,
        )
      ).message,
    ).toBe('The socket address must be host:port, such as db.internal:5432.');
    await refused(admin.pro.main.customization.saveTunnel({ tunnelInput: { ...input, id: 9999, context: 'z' } }), 404);
    const list = await json(admin.pro.main.customization.listTunnelsRaw(), 'main', 'TunnelList');
    expect(list.tunnels).toEqual([edited]);
    await refused(user.pro.main.customization.listTunnels(), 403);
    await refused(user.pro.main.customization.deleteTunnel({ tunnelId: created.id }), 403);
    await admin.pro.main.customization.deleteTunnel({ tunnelId: created.id });
    await refused(admin.pro.main.customization.deleteTunnel({ tunnelId: created.id }), 404);
  });

  it('answers resource profiles, the platform version and the portal mode header', async () => {
    const profiles = await json(user.pro.main.customization.listResourceProfilesRaw(), 'main', 'ResourceProfileList');
    expect(profiles.profiles.length).toBeGreaterThan(0);
    const version = await json(anonymous(sb.baseUrl).pro.main.portal.getProVersionRaw(), 'main', 'VersionInfo');
    expect(version.version).toBeTruthy();
    const mode = await anonymous(sb.baseUrl).pro.v1.portalMode.getPortalModeRaw();
    expect(mode.raw.headers.get('x-account-portal-mode')).toBe('mixed');
  });
});
