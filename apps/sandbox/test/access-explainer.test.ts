import fc from 'fast-check';
import { Client } from 'pg';
import type { Main } from '@pro-portal/sdk';
import { json, refused } from './support/clients';
import { signIn, type Session, backends } from '@pro-portal/test-harness';
import { useDemoSuite } from './support/suite';

jest.setTimeout(300_000);

const PASSWORD = 'Explain-Pass-123!';
const RISK = { appName: 'Risk Analyzer', appVersion: '0.9' };
/** A bounded property run by default; EXPLAIN_RUNS and EXPLAIN_SEED ask for more runs or repeat one. */
const RUNS = Number(process.env.EXPLAIN_RUNS ?? 8);
const SEED = Number(process.env.EXPLAIN_SEED ?? Date.now() % 1_000_000);

type Explanation = Main.AppAccessExplanation;

const pathTexts = (e: Explanation) => e.paths.map((p) => p.text);

describe.each(backends)('the access explainer (%s)', (backend) => {
  const { sb, admin, greg, paula } = useDemoSuite({ backend }, { greg: 'greg', paula: 'paula' });
  const explain = (s: Session, q: Main.ExplainAppAccessRequest) =>
    json<Explanation>(s.pro.main.appAccess.explainAppAccessRaw(q), 'main', 'AppAccessExplanation');

  it('names the group through which a user can open an app', async () => {
    const e = await explain(admin, { envName: 'Demo', userName: 'alice', ...RISK });
    expect(e).toMatchObject({
      subject: { type: 'user', entity_name: 'alice', env_name: 'Demo' },
      app_name: 'Risk Analyzer',
      app_version: '0.9',
      allowed: true,
      suggestions: [],
    });
    expect(e.paths).toEqual([expect.objectContaining({ kind: 'group', entity_name: 'Planners', env_name: 'Demo' })]);
    expect(pathTexts(e)).toEqual(['alice is a member of group Planners, which has access.']);
  });

  it('names the role as well as the group of a publisher', async () => {
    const e = await explain(admin, { envName: 'Demo', userName: 'paula', ...RISK });
    expect(e.paths.map((p) => p.role ?? p.entity_name)).toEqual(['appPublisher', 'Planners']);
    expect(pathTexts(e)[0]).toBe('App publishers can open every app.');
  });

  it('says what would grant access when nothing does', async () => {
    const e = await explain(admin, { envName: 'Demo', userName: 'bob', ...RISK });
    expect(e.allowed).toBe(false);
    expect(e.paths).toEqual([]);
    expect(e.suggestions.map((s) => s.text)).toEqual([
      'Give group Analysts access.',
      'Add bob to group Planners, which has access.',
      'Give everyone in environment Demo access.',
    ]);
    expect(e.suggestions[1]).toMatchObject({ action: 'addUserToGroup', group_name: 'Planners', user_name: 'bob' });
  });

  it('explains a group as a plain member of it, including the everyone group', async () => {
    const planners = await explain(admin, { envName: 'Demo', groupName: 'Planners', ...RISK });
    expect(planners).toMatchObject({ subject: { type: 'group', entity_name: 'Planners' }, allowed: true });
    expect(pathTexts(planners)).toEqual(['Group Planners has access.']);
    const analysts = await explain(admin, { envName: 'Demo', groupName: 'Analysts', ...RISK });
    expect(analysts.allowed).toBe(false);
    expect(analysts.suggestions.map((s) => s.action + ' ' + s.group_name)).toEqual([
      'grantGroupAccess Analysts',
      'grantGroupAccess everyone',
    ]);
    const everyone = await explain(admin, { envName: 'Demo', groupName: 'everyone', ...RISK });
    expect(everyone.allowed).toBe(false);
  });

  it('lets a group admin explain in their own environment only', async () => {
    expect((await explain(greg, { envName: 'Demo', userName: 'alice', ...RISK })).allowed).toBe(true);
    await refused(greg.pro.main.appAccess.explainAppAccess({ envName: 'ROOT', userName: 'admin', ...RISK }), 403);
    await refused(
      greg.pro.main.appAccess.explainAppAccess({ envName: 'PartnerSSO', groupName: 'Partners', ...RISK }),
      403,
    );
  });

  it('lets a publisher explain in their own environment, suggesting only what a publisher may do', async () => {
    const e = await explain(paula, { envName: 'Demo', userName: 'bob', ...RISK });
    // A publisher gives groups access but cannot add users to groups, so joining Planners is not offered.
    expect(e.suggestions.map((s) => s.text)).toEqual([
      'Give group Analysts access.',
      'Give everyone in environment Demo access.',
    ]);
    await refused(paula.pro.main.appAccess.explainAppAccess({ envName: 'ROOT', userName: 'admin', ...RISK }), 403);
  });

  it('asks for exactly one of user and group, and known names', async () => {
    await refused(admin.pro.main.appAccess.explainAppAccess({ envName: 'Demo', ...RISK }), 400);
    await refused(
      admin.pro.main.appAccess.explainAppAccess({ envName: 'Demo', userName: 'alice', groupName: 'Planners', ...RISK }),
      400,
    );
    await refused(admin.pro.main.appAccess.explainAppAccess({ envName: 'Demo', userName: 'nobody', ...RISK }), 404);
    await refused(
      admin.pro.main.appAccess.explainAppAccess({
        envName: 'Demo',
        userName: 'alice',
        appName: 'None',
        appVersion: '1',
      }),
      404,
    );
  });

  describe('agrees with the access check', () => {
    const ROLE_GROUP = { user: null, publisher: 'AppPublishers', groupadmin: 'GroupAdmins', admin: 'admin' } as const;
    const ROLES = Object.keys(ROLE_GROUP) as (keyof typeof ROLE_GROUP)[];
    const APPS = 3;
    const GROUPS = 2;
    const EVERYONE = -1;

    const userArb = fc.record({
      role: fc.constantFrom(...ROLES),
      groups: fc.subarray([0, 1]),
      direct: fc.subarray([0, 1, 2], { maxLength: 1 }),
    });
    const envArb = fc.record({
      groups: fc.integer({ min: 0, max: GROUPS }),
      users: fc.array(userArb, { minLength: 2, maxLength: 4 }),
      grants: fc.uniqueArray(
        fc.record({ group: fc.integer({ min: EVERYONE, max: GROUPS - 1 }), app: fc.nat(APPS - 1) }),
        { maxLength: 4, selector: (g) => `${g.group}/${g.app}` },
      ),
    });
    const setupArb = fc.array(envArb, { minLength: 1, maxLength: 2 });
    type EnvSetup = typeof envArb extends fc.Arbitrary<infer T> ? T : never;

    let apps: { name: string; version: string }[] = [];
    let run = 0;
    let pg: Client | undefined;

    beforeAll(async () => {
      const all = (await admin.pro.main.applications.listApplications()).applications;
      apps = all.filter((a) => a.attributes.isWebUI !== undefined).slice(0, APPS);
      expect(apps).toHaveLength(APPS);
      // Direct grants have no call of their own: on PostgreSQL the test writes them into the database.
      if (sb.databaseUrl) {
        pg = new Client({ connectionString: sb.databaseUrl });
        await pg.connect();
      }
    });
    afterAll(async () => {
      await pg?.end();
    });

    const grantDirect = async (env: string, user: string, app: { name: string; version: string }) => {
      await pg!.query(
        `insert into app_access (app_id, entity)
         select a.id, ${1 << 24} + u.id from apps a, users u join environments e on e.id = u.environment_id
          where a.name = $1 and a.version = $2 and e.name = $3 and u.name = $4`,
        [app.name, app.version, env, user],
      );
    };

    /** The apps (of the chosen ones) that the user's own application list shows. */
    const visibleTo = async (env: string, user: string) => {
      const s = await signIn(sb.baseUrl, env, user, PASSWORD);
      const list = (await s.pro.main.applications.listApplications()).applications;
      return new Set(list.map((a) => `${a.name} ${a.version}`));
    };

    type Check = { env: string; probe: string; subject: { envName: string; userName?: string; groupName?: string } };

    /** Creates one environment of the setup through the API; answers who to check and as what. */
    const buildEnvironment = async (envName: string, env: EnvSetup): Promise<Check[]> => {
      const api = admin.pro.main;
      const checks: Check[] = [];
      await api.environments.createEnvironment({
        environmentCreate: { name: envName, description: '', samlMetadataUrl: null, isDefault: false },
      });
      const groups = Array.from({ length: env.groups }, (_, g) => `G${g}`);
      for (const groupname of groups)
        await api.groups.createGroup({ environmentName: envName, groupCreate: { groupname } });
      const join = (groupName: string, userId: string) =>
        api.groups.addUserToGroup({ environmentName: envName, groupName, userId });
      const addUser = async (username: string, memberOf: string[]) => {
        await api.users.createUser({ environmentName: envName, userCreate: { username, password: PASSWORD } });
        for (const g of memberOf) await join(g, username);
      };
      for (const [u, user] of env.users.entries()) {
        const name = `u${u}`;
        const memberOf = user.groups.filter((g) => g < env.groups).map((g) => `G${g}`);
        // A publisher or group admin needs a regular group as well (only an Administrator may be in none): G0 when the setup gives none.
        if (memberOf.length === 0 && env.groups > 0 && user.role !== 'user' && user.role !== 'admin')
          memberOf.push('G0');
        await addUser(name, memberOf);
        // Without any group in the environment they stay users.
        const roleGroup = memberOf.length > 0 || user.role === 'admin' ? ROLE_GROUP[user.role] : null;
        if (roleGroup) await join(roleGroup, name);
        if (pg) for (const a of user.direct) await grantDirect(envName, name, apps[a]!);
        checks.push({ env: envName, probe: name, subject: { envName, userName: name } });
      }
      // A plain member of each group (of no group, for everyone) shows what the group gives.
      for (const g of ['everyone', ...groups]) {
        await addUser(`p${g}`, g === 'everyone' ? [] : [g]);
        checks.push({ env: envName, probe: `p${g}`, subject: { envName, groupName: g } });
      }
      for (const grant of env.grants.filter((x) => x.group < env.groups)) {
        const groupName = grant.group === EVERYONE ? 'everyone' : `G${grant.group}`;
        const app = apps[grant.app]!;
        await api.appAccess.grantGroupAppAccess({
          groupAppAccessRequest: { envName, groupName, appName: app.name, appVersion: app.version },
        });
      }
      return checks;
    };

    /** The explainer's verdict on every chosen app equals what the probe's own application list shows. */
    const verify = async (check: Check) => {
      const visible = await visibleTo(check.env, check.probe);
      for (const app of apps) {
        const e = await admin.pro.main.appAccess.explainAppAccess({
          ...check.subject,
          appName: app.name,
          appVersion: app.version,
        });
        const what = `${JSON.stringify(check.subject)} on ${app.name} ${app.version}`;
        expect([what, e.allowed]).toEqual([what, visible.has(`${app.name} ${app.version}`)]);
        expect(e.allowed).toBe(e.paths.length > 0);
        expect(e.suggestions.length > 0).toBe(!e.allowed);
      }
    };

    it('for every user, group and app of a random setup', async () => {
      await fc.assert(
        fc.asyncProperty(setupArb, async (setup) => {
          run += 1;
          const envNames = setup.map((_, i) => `Explain${run}x${i}`);
          try {
            const checks: Check[] = [];
            for (const [i, env] of setup.entries()) checks.push(...(await buildEnvironment(envNames[i]!, env)));
            for (const check of checks) await verify(check);
          } finally {
            for (const environmentName of envNames)
              await admin.pro.main.environments.deleteEnvironment({ environmentName }).catch(() => undefined);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  });
});
