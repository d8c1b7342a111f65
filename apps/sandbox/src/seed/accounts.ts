import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import type { GroupsTable } from '../db/schema.js';
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
  await db.tx(async ({ kysely: t }) => {
    const insertGroup = async (group: Insertable<GroupsTable>) =>
      (await t.insertInto('groups').values(group).returning('id').executeTakeFirstOrThrow()).id;
    const addMembers = async (userId: number, groupIds: number[]) => {
      if (groupIds.length === 0) return;
      await t
        .insertInto('group_members')
        .values(groupIds.map((groupId) => ({ group_id: groupId, user_id: userId })))
        .execute();
    };
    for (const e of ENVIRONMENTS) {
      await t
        .insertInto('environments')
        .values({
          id: e.id,
          name: e.name,
          name_lower: e.name.toLowerCase(),
          description: e.description,
          is_default: e.isDefault,
          is_root: e.root,
          saml_metadata_url: e.saml ? opts.samlMetadataUrl : null,
        })
        .execute();
      await insertGroup({
        entity: everyoneEntity(e.id),
        environment_id: e.id,
        name: 'everyone',
        name_lower: 'everyone',
        description: 'Every user of the environment',
        kind: 'everyone',
        max_users: -1,
      });
      result.environments.push({ id: e.id, name: e.name, saml: e.saml });
      result.groups.push({ entity: everyoneEntity(e.id), name: 'everyone', environment: e.name, kind: 'everyone' });
    }
    const groupIds = new Map<string, number>();
    for (const [role, g] of Object.entries(ROLE_GROUPS)) {
      const id = await insertGroup({
        entity: g.entity,
        environment_id: 0,
        name: g.name,
        name_lower: g.name.toLowerCase(),
        description: g.description,
        kind: 'role',
        role,
      });
      groupIds.set(`role:${role}`, id);
      result.groups.push({ entity: g.entity, name: g.name, environment: 'ROOT', kind: 'role' });
    }
    for (const g of GROUPS) {
      const entity = groupEntity(g.env, g.local);
      const id = await insertGroup({
        entity,
        environment_id: g.env,
        name: g.name,
        name_lower: g.name.toLowerCase(),
        description: g.description,
        kind: 'regular',
        max_users: g.maxUsers ?? null,
      });
      groupIds.set(`${g.env}:${g.name}`, id);
      result.groups.push({ entity, name: g.name, environment: envName.get(g.env)!, kind: 'regular' });
    }
    const admin = await t
      .insertInto('users')
      .values({
        environment_id: 0,
        name: 'admin',
        name_lower: 'admin',
        full_name: 'Administrator',
        password_hash: adminHash,
        is_protected: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addMembers(admin.id, [groupIds.get('role:useradmin')!, groupIds.get('role:admin')!]);
    result.users.push({
      id: admin.id,
      name: 'admin',
      environment: 'ROOT',
      role: 'admin',
      password: adminPassword,
      groups: ['UserAdmin', 'admin'],
    });
    for (const u of USERS) {
      const saml = ENVIRONMENTS.find((e) => e.id === u.env)!.saml;
      const row = await t
        .insertInto('users')
        .values({
          environment_id: u.env,
          name: u.name,
          name_lower: u.name,
          full_name: u.fullName,
          email: `${u.name}@example.com`,
          password_hash: saml ? null : demoHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const memberOf = u.groups.map((g) => groupIds.get(`${u.env}:${g}`)!);
      if (u.role !== 'user') memberOf.push(groupIds.get(`role:${ROLE_GROUP_OF[u.role]}`)!);
      await addMembers(row.id, memberOf);
      result.users.push({
        id: row.id,
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
