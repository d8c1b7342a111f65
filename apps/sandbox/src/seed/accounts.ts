import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import { ROLE_GROUPS, everyoneEntity, groupEntity, type RoleKey } from '../services/entities.js';

type SeedRole = 'user' | 'publisher' | 'groupadmin' | 'admin';

interface SeededUser {
  id: number;
  name: string;
  environment: string;
  role: SeedRole;
  password: string | null;
  groups: string[];
}

export interface SeededAccounts {
  environments: { id: number; name: string; saml: boolean }[];
  groups: { entity: number; name: string; environment: string; kind: 'regular' | 'everyone' | 'role' }[];
  users: SeededUser[];
  adminPassword: string;
  adminPasswordGenerated: boolean;
}

/** The password of every seeded demo user (not the admin). */
export const DEMO_PASSWORD = 'Sandbox#Demo1';

const ENVIRONMENTS = [
  { id: 0, name: 'ROOT', description: 'The root environment', root: true, isDefault: true, saml: false },
  {
    id: 1,
    name: 'Demo',
    description: 'A native environment with demo users of every role',
    root: false,
    isDefault: false,
    saml: false,
  },
  {
    id: 2,
    name: 'CorporateSSO',
    description: 'Linked to the sandbox identity provider',
    root: false,
    isDefault: false,
    saml: true,
  },
  {
    id: 3,
    name: 'PartnerSSO',
    description: 'A second linked environment (with one, the portal would skip its login page)',
    root: false,
    isDefault: false,
    saml: true,
  },
];

const GROUPS: { env: number; local: number; name: string; description: string; maxUsers?: number }[] = [
  { env: 1, local: 1, name: 'Planners', description: 'Production planners' },
  { env: 1, local: 2, name: 'Analysts', description: 'Data analysts' },
  { env: 1, local: 3, name: 'Operations', description: 'Operations team' },
  { env: 1, local: 4, name: 'NamedUsers', description: 'Licensed named users', maxUsers: 5 },
  { env: 2, local: 1, name: 'Employees', description: 'Everyone signing in through single sign-on' },
  { env: 3, local: 1, name: 'Partners', description: 'Partner companies' },
];

const USERS: { env: number; name: string; fullName: string; role: SeedRole; groups: string[] }[] = [
  { env: 1, name: 'alice', fullName: 'Alice User', role: 'user', groups: ['Planners', 'NamedUsers'] },
  { env: 1, name: 'bob', fullName: 'Bob Analyst', role: 'user', groups: ['Analysts'] },
  { env: 1, name: 'paula', fullName: 'Paula Publisher', role: 'publisher', groups: ['Planners'] },
  { env: 1, name: 'greg', fullName: 'Greg Groupadmin', role: 'groupadmin', groups: ['Operations'] },
  { env: 1, name: 'ada', fullName: 'Ada Admin', role: 'admin', groups: ['Operations'] },
  { env: 2, name: 'sam', fullName: 'Sam Sso', role: 'user', groups: ['Employees'] },
  { env: 2, name: 'sara', fullName: 'Sara Sso-Publisher', role: 'publisher', groups: ['Employees'] },
  { env: 3, name: 'pat', fullName: 'Pat Partner', role: 'user', groups: ['Partners'] },
];

const ROLE_GROUP_OF: Record<Exclude<SeedRole, 'user'>, RoleKey> = {
  publisher: 'publisher',
  groupadmin: 'groupadmin',
  admin: 'admin',
};

/** A random password that meets the password rules. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}-Aa1!`;
}

/** Environments, role groups, everyone groups, regular groups and users of every role. */
export async function seedAccounts(
  db: Db,
  opts: { adminPassword?: string; samlMetadataUrl: string },
): Promise<SeededAccounts> {
  const adminPassword = opts.adminPassword ?? generatePassword();
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const adminHash = await hashPassword(adminPassword);
  const result: SeededAccounts = {
    environments: [],
    groups: [],
    users: [],
    adminPassword,
    adminPasswordGenerated: !opts.adminPassword,
  };
  const envName = new Map(ENVIRONMENTS.map((e) => [e.id, e.name]));
  await db.tx(async (t) => {
    for (const e of ENVIRONMENTS) {
      await t.query(
        `insert into environments (id, name, name_lower, description, is_default, is_root, saml_metadata_url) values ($1, $2, $3, $4, $5, $6, $7)`,
        [e.id, e.name, e.name.toLowerCase(), e.description, e.isDefault, e.root, e.saml ? opts.samlMetadataUrl : null],
      );
      await t.query(
        `insert into groups (entity, environment_id, name, name_lower, description, kind, max_users)
         values ($1, $2, 'everyone', 'everyone', 'Every user of the environment', 'everyone', -1)`,
        [everyoneEntity(e.id), e.id],
      );
      result.environments.push({ id: e.id, name: e.name, saml: e.saml });
      result.groups.push({ entity: everyoneEntity(e.id), name: 'everyone', environment: e.name, kind: 'everyone' });
    }
    const groupIds = new Map<string, number>();
    for (const [role, g] of Object.entries(ROLE_GROUPS)) {
      const row = await t.one<{ id: number }>(
        `insert into groups (entity, environment_id, name, name_lower, description, kind, role) values ($1, 0, $2, $3, $4, 'role', $5) returning id`,
        [g.entity, g.name, g.name.toLowerCase(), g.description, role],
      );
      groupIds.set(`role:${role}`, row!.id);
      result.groups.push({ entity: g.entity, name: g.name, environment: 'ROOT', kind: 'role' });
    }
    for (const g of GROUPS) {
      const entity = groupEntity(g.env, g.local);
      const row = await t.one<{ id: number }>(
        `insert into groups (entity, environment_id, name, name_lower, description, kind, max_users) values ($1, $2, $3, $4, $5, 'regular', $6) returning id`,
        [entity, g.env, g.name, g.name.toLowerCase(), g.description, g.maxUsers ?? null],
      );
      groupIds.set(`${g.env}:${g.name}`, row!.id);
      result.groups.push({ entity, name: g.name, environment: envName.get(g.env)!, kind: 'regular' });
    }
    const admin = await t.one<{ id: number }>(
      `insert into users (environment_id, name, name_lower, full_name, password_hash, is_protected) values (0, 'admin', 'admin', 'Administrator', $1, true) returning id`,
      [adminHash],
    );
    for (const key of ['role:useradmin', 'role:admin']) {
      await t.query('insert into group_members (group_id, user_id) values ($1, $2)', [groupIds.get(key), admin!.id]);
    }
    result.users.push({
      id: admin!.id,
      name: 'admin',
      environment: 'ROOT',
      role: 'admin',
      password: adminPassword,
      groups: ['UserAdmin', 'admin'],
    });
    for (const u of USERS) {
      const saml = ENVIRONMENTS.find((e) => e.id === u.env)!.saml;
      const row = await t.one<{ id: number }>(
        `insert into users (environment_id, name, name_lower, full_name, email, password_hash) values ($1, $2, $3, $4, $5, $6) returning id`,
        [u.env, u.name, u.name, u.fullName, `${u.name}@example.com`, saml ? null : demoHash],
      );
      const memberOf = u.groups.map((g) => groupIds.get(`${u.env}:${g}`)!);
      if (u.role !== 'user') memberOf.push(groupIds.get(`role:${ROLE_GROUP_OF[u.role]}`)!);
      for (const groupId of memberOf)
        await t.query('insert into group_members (group_id, user_id) values ($1, $2)', [groupId, row!.id]);
      result.users.push({
        id: row!.id,
        name: u.name,
        environment: envName.get(u.env)!,
        role: u.role,
        password: saml ? null : DEMO_PASSWORD,
        groups: u.groups,
      });
    }
  });
  return result;
}
