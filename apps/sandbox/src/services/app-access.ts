import type { Db } from '../db/db.js';
import { ErrorCode, conflict, notFound } from '../errors.js';
import type { EnvironmentRow, GroupRow, UserRow } from './account-rows.js';
import { isUserEntity, userEntity, userIdOfEntity } from './entities.js';
import { findEnvironment } from './environments.js';
import { findGroup } from './groups.js';
import { adminAccountLocked, findUser } from './users.js';

interface AppRef {
  id: number;
  name: string;
  version: string;
}

export interface AccessEntry {
  entity_name: string;
  env_name: string;
  entity_enc: string;
  entity: number;
  app_id: number;
  app_name: string;
  app_version: string;
  applied: boolean;
  deletable: boolean;
}

export async function findApp(db: Db, name: string, version: string): Promise<AppRef> {
  const app = await db.one<AppRef>('select id, name, version from apps where name_key = $1 and version_key = $2', [
    name.trim().toLowerCase(),
    version.trim().toLowerCase(),
  ]);
  if (!app) throw notFound(`Application ${name} ${version} does not exist.`, ErrorCode.appNotFound);
  return app;
}

/** The entity's encoded name: group:{env}/{name} or user:{env}/{name}. */
const encode = (type: 'group' | 'user', env: string, name: string) => `${type}:${env}/${name}`;

interface EntityInfo {
  entity: number;
  type: 'group' | 'user';
  name: string;
  env: string;
  protectedUser: boolean;
}

/** Name and environment of every entity in the list (unknown ones are left out). */
async function describeEntities(db: Db, entities: number[]): Promise<Map<number, EntityInfo>> {
  const map = new Map<number, EntityInfo>();
  const groupIds = entities.filter((e) => !isUserEntity(e));
  const userIds = entities.filter(isUserEntity).map(userIdOfEntity);
  if (groupIds.length > 0) {
    const rows = await db.query<{ entity: number; name: string; env: string }>(
      'select g.entity, g.name, e.name as env from groups g join environments e on e.id = g.environment_id where g.entity = any($1::int[])',
      [groupIds],
    );
    for (const r of rows)
      map.set(r.entity, { entity: r.entity, type: 'group', name: r.name, env: r.env, protectedUser: false });
  }
  if (userIds.length > 0) {
    const rows = await db.query<{ id: number; name: string; env: string; is_protected: boolean }>(
      'select u.id, u.name, e.name as env, u.is_protected from users u join environments e on e.id = u.environment_id where u.id = any($1::int[])',
      [userIds],
    );
    for (const r of rows) {
      const entity = userEntity(r.id);
      map.set(entity, { entity, type: 'user', name: r.name, env: r.env, protectedUser: r.is_protected });
    }
  }
  return map;
}

export async function describeEntity(db: Db, entity: number) {
  const info = (await describeEntities(db, [entity])).get(entity);
  if (!info) throw notFound(`There is no user or group with entity id ${entity}.`, ErrorCode.notFound);
  return {
    entity,
    entity_enc: encode(info.type, info.env, info.name),
    entity_name: info.name,
    type: info.type,
    env_name: info.env,
  };
}

function entry(info: EntityInfo, app: AppRef, applied: boolean, deletable: boolean): AccessEntry {
  return {
    entity_name: info.name,
    env_name: info.env,
    entity_enc: encode(info.type, info.env, info.name),
    entity: info.entity,
    app_id: app.id,
    app_name: app.name,
    app_version: app.version,
    applied,
    deletable: deletable && !info.protectedUser,
  };
}

/** Applied entries of the given entities (or of one app), joined with the apps. */
async function appliedEntries(db: Db, where: string, params: unknown[], deletable = true): Promise<AccessEntry[]> {
  const rows = await db.query<{ entity: number; id: number; name: string; version: string }>(
    `select x.entity, a.id, a.name, a.version from app_access x join apps a on a.id = x.app_id where ${where}
      order by a.name_key, a.version_key, x.entity`,
    params,
  );
  const infos = await describeEntities(db, [...new Set(rows.map((r) => r.entity))]);
  return rows.flatMap((r) => {
    const info = infos.get(r.entity);
    return info ? [entry(info, r, true, deletable)] : [];
  });
}

export async function grantGroupAccess(
  db: Db,
  envName: string,
  groupName: string,
  appName: string,
  appVersion: string,
) {
  const env = await findEnvironment(db, envName);
  const group = await findGroup(db, env, groupName);
  const app = await findApp(db, appName, appVersion);
  const inserted = await db.query(
    'insert into app_access (app_id, entity) values ($1, $2) on conflict do nothing returning app_id',
    [app.id, group.entity],
  );
  if (inserted.length === 0) {
    throw conflict(`Group ${group.name} already has access to ${app.name} ${app.version}.`, ErrorCode.accessExists);
  }
  const info = (await describeEntities(db, [group.entity])).get(group.entity)!;
  return entry(info, app, true, true);
}

export async function revokeGroupAccess(
  db: Db,
  envName: string,
  groupName: string,
  appName: string,
  appVersion: string,
) {
  const env = await findEnvironment(db, envName);
  const group = await findGroup(db, env, groupName);
  const app = await findApp(db, appName, appVersion);
  const removed = await db.query('delete from app_access where app_id = $1 and entity = $2 returning app_id', [
    app.id,
    group.entity,
  ]);
  if (removed.length === 0)
    throw notFound(`Group ${group.name} has no access to ${app.name} ${app.version}.`, ErrorCode.notFound);
}

export async function revokeUserAccess(db: Db, envName: string, userName: string, appName: string, appVersion: string) {
  const env = await findEnvironment(db, envName);
  const user = await findUser(db, env, userName);
  if (user.is_protected) throw adminAccountLocked();
  const app = await findApp(db, appName, appVersion);
  const removed = await db.query('delete from app_access where app_id = $1 and entity = $2 returning app_id', [
    app.id,
    userEntity(user.id),
  ]);
  if (removed.length === 0)
    throw notFound(`User ${user.name} has no direct access to ${app.name} ${app.version}.`, ErrorCode.notFound);
}

export async function appsByGroup(db: Db, envName: string, groupName: string) {
  const env = await findEnvironment(db, envName);
  const group: GroupRow = await findGroup(db, env, groupName);
  return appliedEntries(db, 'x.entity = $1', [group.entity]);
}

/** Direct entries of a user (deletable) and those through their groups and environment (not deletable). */
export async function appsByUser(db: Db, envName: string, userName: string) {
  const env: EnvironmentRow = await findEnvironment(db, envName);
  const user: UserRow = await findUser(db, env, userName);
  const direct = await appliedEntries(db, 'x.entity = $1', [userEntity(user.id)]);
  const groups = await db.query<{ entity: number }>(
    `select g.entity from groups g where g.environment_id = $1 and g.kind = 'everyone'
     union select g.entity from group_members m join groups g on g.id = m.group_id where m.user_id = $2`,
    [env.id, user.id],
  );
  const inherited = await appliedEntries(db, 'x.entity = any($1::int[])', [groups.map((g) => g.entity)], false);
  return [...direct, ...inherited];
}

/** One entry per regular or everyone group of every environment, applied or not. */
export async function groupsByApp(db: Db, appName: string, appVersion: string) {
  const app = await findApp(db, appName, appVersion);
  const groups = await db.query<{ entity: number }>(
    `select g.entity from groups g join environments e on e.id = g.environment_id
      where g.kind <> 'role' order by e.name_lower, g.kind desc, g.name_lower`,
  );
  const applied = new Set(
    (await db.query<{ entity: number }>('select entity from app_access where app_id = $1', [app.id])).map(
      (r) => r.entity,
    ),
  );
  const infos = await describeEntities(
    db,
    groups.map((g) => g.entity),
  );
  return groups.flatMap((g) => {
    const info = infos.get(g.entity);
    return info ? [entry(info, app, applied.has(g.entity), true)] : [];
  });
}

export async function usersByApp(db: Db, appName: string, appVersion: string) {
  const app = await findApp(db, appName, appVersion);
  return appliedEntries(db, `x.app_id = $1 and x.entity >= ${userEntity(0)}`, [app.id]);
}

export async function accessOfApp(db: Db, appName: string, appVersion: string) {
  const app = await findApp(db, appName, appVersion);
  return appliedEntries(db, 'x.app_id = $1', [app.id]);
}

export async function accessOfEntity(db: Db, entity: number) {
  await describeEntity(db, entity);
  return appliedEntries(db, 'x.entity = $1', [entity]);
}
