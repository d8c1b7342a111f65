import { Client } from 'pg';
import { withApiKey } from './support/clients';
import { anonymous, signIn, type Session, backends, useSandbox, png } from '@pro-portal/test-harness';

jest.setTimeout(240_000);

describe.each(backends)('accounts and settings survive a restart (%s)', (backend) => {
  const sb = useSandbox({ backend });

  it('reads back environments, groups, users, keys, sessions, customization, tunnels, retention and storage', async () => {
    const admin: Session = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
    await admin.pro.main.environments.createEnvironment({
      environmentCreate: { name: 'Kept', description: 'survives', samlMetadataUrl: null, isDefault: true },
    });
    await admin.pro.main.groups.createGroup({
      environmentName: 'Kept',
      groupCreate: { groupname: 'Crew', max_users: 3 },
    });
    await admin.pro.main.users.createUser({
      environmentName: 'Kept',
      userCreate: { username: 'keeper', password: 'Keeper#Pass123', email: 'k@example.com' },
    });
    await admin.pro.main.groups.addUserToGroup({ environmentName: 'Kept', groupName: 'Crew', userId: 'keeper' });
    await admin.pro.main.groups.addUserToGroup({
      environmentName: 'Kept',
      groupName: 'AppPublishers',
      userId: 'keeper',
    });
    const keeper = await signIn(sb.baseUrl, 'Kept', 'keeper', 'Keeper#Pass123');
    const key = await keeper.pro.main.apiKeys.createApiKey({
      apiKeyCreate: {
        keyName: 'persist',
        expirationDate: new Date(Date.now() + 30 * 86_400_000),
        scopes: [{ scope: 'users:read' }],
      },
    });
    const custom = await admin.pro.main.customization.updateCustomization({
      metadata: JSON.stringify({ contactTitle: 'Help desk', profile: { profileName: 'sc_navigator' } }),
      rightLogo: new Blob([new Uint8Array(png(60, 30))], { type: 'image/png' }),
    });
    const tunnel = await admin.pro.main.customization.saveTunnel({
      tunnelInput: { context: 'keep', socketAddress: 'host:1234', userGroups: 'Crew@Kept' },
    });
    await admin.pro.main.customization.updateRetentionSettings({ retentionSettings: { jobRetentionTime: 12 } });
    const object = await admin.pro.main.storage.uploadStorageObject({
      path: 'Shared/Kept',
      label: 'data.csv',
      file: new Blob(['a,b\n1,2\n'], { type: 'text/csv' }),
    });

    await sb.restart();

    const open = anonymous(sb.baseUrl);
    const envs = (await open.pro.main.environments.listEnvironments()).environments;
    expect(envs.find((e) => e.name === 'Kept')).toMatchObject({ description: 'survives', isDefault: true });
    expect(await keeper.pro.main.users.getCurrentUser()).toMatchObject({ name: 'keeper', isAppPublisher: true });
    const again = await signIn(sb.baseUrl, 'Kept', 'keeper', 'Keeper#Pass123');
    const crew = await again.pro.main.groups.getGroup({ environmentName: 'Kept', groupName: 'Crew' });
    expect(crew).toMatchObject({ max_users: 3, curr_users: 1 });
    expect(
      (await withApiKey(sb.baseUrl, key.secret!).main.users.listUsers({ environmentName: 'Kept' })).entities.map(
        (u) => u.name,
      ),
    ).toEqual(['keeper']);
    const after = await open.pro.main.customization.getCustomization();
    expect(after).toEqual(custom);
    expect(after.profile.profileName).toBe('sc_navigator');
    const logo = await fetch(`${sb.baseUrl}/portal/company-logo?logo=${after.rightLogoId}`);
    expect(Buffer.from(await logo.arrayBuffer()).equals(png(60, 30))).toBe(true);
    expect((await admin.pro.main.customization.listTunnels()).tunnels).toEqual([tunnel]);
    expect((await admin.pro.main.customization.getRetentionSettings()).jobRetentionTime).toBe(12);
    const download = await admin.pro.main.storage.downloadStorageObjectRaw({ id: object.id });
    expect(await download.raw.text()).toBe('a,b\n1,2\n');
  });

  (backend === 'postgres' ? it : it.skip)(
    'stores passwords as scrypt hashes and API key secrets only as hashes',
    async () => {
      const admin = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
      const key = await admin.pro.main.apiKeys.createApiKey({
        apiKeyCreate: {
          keyName: 'hashed',
          expirationDate: new Date(Date.now() + 86_400_000),
          scopes: [{ scope: 'account' }],
        },
      });
      const db = new Client({ connectionString: sb.databaseUrl! });
      await db.connect();
      try {
        const users = await db.query<{ password_hash: string }>(`select password_hash from users where name = 'admin'`);
        expect(users.rows[0]!.password_hash).toMatch(/^scrypt\$/);
        expect(users.rows[0]!.password_hash).not.toContain(sb.adminPassword);
        const keys = await db.query(`select * from api_keys where name = 'hashed'`);
        expect(JSON.stringify(keys.rows)).not.toContain(key.secret!);
        expect(keys.rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
      } finally {
        await db.end();
      }
    },
  );

  it('does not seed again and keeps the admin password given at the first start', async () => {
    await sb.restart();
    const admin = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
    const demo = await admin.pro.main.users.listUsers({ environmentName: 'Demo' });
    expect(demo.entities.filter((u) => u.name === 'alice')).toHaveLength(1);
  });
});
