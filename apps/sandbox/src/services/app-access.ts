import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import type { AppsTable } from '../db/schema.js';
import { ErrorCode, badRequest, conflict, notFound } from '../errors.js';
import { usersWithEnvironment, type EnvironmentRow, type GroupRow, type UserRow } from './account-rows.js';
import { isUserEntity, userEntity, userIdOfEntity } from './entities.js';
import { findEnvironment } from './environments.js';
import { findGroup } from './groups.js';
import { adminAccountLocked, findUser } from './users.js';

type AppRef = Pick<Selectable<AppsTable>, 'id' | 'name' | 'version'>;

/** The names an access call gives (in its query string, body or path). */
export interface AccessNames {
  envName: string;
  groupName: string;
  userName: string;
  appName: string;
  appVersion: string;
}
type AppNames = Pick<AccessNames, 'appName' | 'appVersion'>;
type GroupAppNames = Pick<AccessNames, 'envName' | 'groupName' | 'appName' | 'appVersion'>;

interface AccessEntry {
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
  const app = await db.kysely
    .selectFrom('apps')
    .select(['id', 'name', 'version'])
    .where('name_key', '=', name.trim().toLowerCase())
    .where('version_key', '=', version.trim().toLowerCase())
    .executeTakeFirst();
  if (!app) throw notFound(`Application ${name} ${version} does not exist.`, ErrorCode.appNotFound);
  return app;
}

/** The entity's encoded name: group:{env}/{name} or user:{env}/{name}. */
const encode = (type: 'group' | 'user', env: string, name: string) => `${type}:${env}/${name}`;

export interface EntityInfo {
  entity: number;
  type: 'group' | 'user';
  name: string;
  env: string;
  protectedUser: boolean;
}

/** Name and environment of every entity in the list (unknown ones are left out). */
export async function describeEntities(db: Db, entities: number[]): Promise<Map<number, EntityInfo>> {
  const map = new Map<number, EntityInfo>();
  const groupIds = entities.filter((e) => !isUserEntity(e));
  const userIds = entities.filter(isUserEntity).map(userIdOfEntity);
  if (groupIds.length > 0) {
    const rows = await db.kysely
      .selectFrom('groups as g')
      .innerJoin('environments as e', 'e.id', 'g.environment_id')
      .select(['g.entity', 'g.name', 'e.name as env'])
      .where('g.entity', 'in', groupIds)
      .execute();
    for (const r of rows)
      map.set(r.entity, { entity: r.entity, type: 'group', name: r.name, env: r.env, protectedUser: false });
  }
  if (userIds.length > 0) {
    const rows = await usersWithEnvironment(db)
      .select(['u.id', 'u.name', 'e.name as env', 'u.is_protected'])
      .where('u.id', 'in', userIds)
      .execute();
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

/** Which access rows to list: those of some entities, of one app, or of one app's users. */
type AccessFilter = { entities: number[] } | { appId: number; usersOnly?: boolean };

/** Applied entries of the given entities (or of one app), joined with the apps. */
async function appliedEntries(db: Db, filter: AccessFilter, deletable = true): Promise<AccessEntry[]> {
  if ('entities' in filter && filter.entities.length === 0) return [];
  let query = db.kysely
    .selectFrom('app_access as x')
    .innerJoin('apps as a', 'a.id', 'x.app_id')
    .select(['x.entity', 'a.id', 'a.name', 'a.version'])
    .orderBy('a.name_key')
    .orderBy('a.version_key')
    .orderBy('x.entity');
  if ('entities' in filter) query = query.where('x.entity', 'in', filter.entities);
  else {
    query = query.where('x.app_id', '=', filter.appId);
    if (filter.usersOnly) query = query.where('x.entity', '>=', userEntity(0));
  }
  const rows = await query.execute();
  const infos = await describeEntities(db, [...new Set(rows.map((r) => r.entity))]);
  return rows.flatMap((r) => {
    const info = infos.get(r.entity);
    return info ? [entry(info, r, true, deletable)] : [];
  });
}

/** Deletes one access row; false when there was none. */
async function removeAccessRow(db: Db, appId: number, entity: number): Promise<boolean> {
  const removed = await db.kysely
    .deleteFrom('app_access')
    .where('app_id', '=', appId)
    .where('entity', '=', entity)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** The group and the app an access call names (404 for either that does not exist). */
async function groupAndApp(db: Db, names: GroupAppNames) {
  const env = await findEnvironment(db, names.envName);
  return { group: await findGroup(db, env, names.groupName), app: await findApp(db, names.appName, names.appVersion) };
}

export async function grantGroupAccess(db: Db, names: GroupAppNames) {
  const { group, app } = await groupAndApp(db, names);
  const inserted = await db.kysely
    .insertInto('app_access')
    .values({ app_id: app.id, entity: group.entity })
    .onConflict((oc) => oc.doNothing())
    .returning('app_id')
    .executeTakeFirst();
  if (!inserted) {
    throw conflict(`Group ${group.name} already has access to ${app.name} ${app.version}.`, ErrorCode.accessExists);
  }
  const info = (await describeEntities(db, [group.entity])).get(group.entity)!;
  return entry(info, app, true, true);
}

export async function revokeGroupAccess(db: Db, names: GroupAppNames) {
  const { group, app } = await groupAndApp(db, names);
  if (!(await removeAccessRow(db, app.id, group.entity)))
    throw notFound(`Group ${group.name} has no access to ${app.name} ${app.version}.`, ErrorCode.notFound);
}

export async function revokeUserAccess(db: Db, names: Omit<AccessNames, 'groupName'>) {
  const env = await findEnvironment(db, names.envName);
  const user = await findUser(db, env, names.userName);
  if (user.is_protected) throw adminAccountLocked();
  const app = await findApp(db, names.appName, names.appVersion);
  if (!(await removeAccessRow(db, app.id, userEntity(user.id))))
    throw notFound(`User ${user.name} has no direct access to ${app.name} ${app.version}.`, ErrorCode.notFound);
}

export async function appsByGroup(db: Db, names: Pick<AccessNames, 'envName' | 'groupName'>) {
  const env = await findEnvironment(db, names.envName);
  const group: GroupRow = await findGroup(db, env, names.groupName);
  return appliedEntries(db, { entities: [group.entity] });
}

/** Direct entries of a user (deletable) and those through their groups and environment (not deletable). */
export async function appsByUser(db: Db, names: Pick<AccessNames, 'envName' | 'userName'>) {
  const env: EnvironmentRow = await findEnvironment(db, names.envName);
  const user: UserRow = await findUser(db, env, names.userName);
  const direct = await appliedEntries(db, { entities: [userEntity(user.id)] });
  const groups = await db.kysely
    .selectFrom('groups')
    .select('entity')
    .where('environment_id', '=', env.id)
    .where('kind', '=', 'everyone')
    .union(
      db.kysely
        .selectFrom('group_members as m')
        .innerJoin('groups as g', 'g.id', 'm.group_id')
        .select('g.entity')
        .where('m.user_id', '=', user.id),
    )
    .execute();
  const inherited = await appliedEntries(db, { entities: groups.map((g) => g.entity) }, false);
  return [...direct, ...inherited];
}

/** One entry per regular or everyone group of every environment, applied or not. */
export async function groupsByApp(db: Db, names: AppNames) {
  const app = await findApp(db, names.appName, names.appVersion);
  const groups = await db.kysely
    .selectFrom('groups as g')
    .innerJoin('environments as e', 'e.id', 'g.environment_id')
    .select('g.entity')
    .where('g.kind', '<>', 'role')
    .orderBy('e.name_lower')
    .orderBy('g.kind', 'desc')
    .orderBy('g.name_lower')
    .execute();
  const access = await db.kysely.selectFrom('app_access').select('entity').where('app_id', '=', app.id).execute();
  const applied = new Set(access.map((r) => r.entity));
  const infos = await describeEntities(
    db,
    groups.map((g) => g.entity),
  );
  return groups.flatMap((g) => {
    const info = infos.get(g.entity);
    return info ? [entry(info, app, applied.has(g.entity), true)] : [];
  });
}

export async function usersByApp(db: Db, names: AppNames) {
  const app = await findApp(db, names.appName, names.appVersion);
  return appliedEntries(db, { appId: app.id, usersOnly: true });
}

export async function accessOfApp(db: Db, names: AppNames) {
  const app = await findApp(db, names.appName, names.appVersion);
  return appliedEntries(db, { appId: app.id });
}

export async function accessOfEntity(db: Db, entity: number) {
  await describeEntity(db, entity);
  return appliedEntries(db, { entities: [entity] });
}

/** One entry of a PATCH's `authorizations`: read (4), write (2), execute (1), granted or denied. */
export interface AppAuthorization {
  authorization: number;
  deny?: boolean;
  entity: number;
}

/** The execute permission, which running and launching an app needs. */
const EXECUTE = 1;

/**
 * Replaces an app's access with a PATCH's `authorizations`: an entity has access when its allowing
 * entries hold execute and no denying entry takes execute away; an empty list removes all access.
 * Every entity must be a known group or user (400 otherwise).
 */
export async function replaceAppAccess(db: Db, appId: number, authorizations: AppAuthorization[]): Promise<void> {
  const entities = [...new Set(authorizations.map((a) => a.entity))];
  const known = await describeEntities(db, entities);
  const unknown = entities.find((e) => !known.has(e));
  if (unknown !== undefined) throw badRequest(`authorizations: there is no user or group with entity id ${unknown}.`);
  const allowed = new Set<number>();
  const denied = new Set<number>();
  for (const a of authorizations)
    if ((a.authorization & EXECUTE) !== 0) (a.deny === true ? denied : allowed).add(a.entity);
  const granted = [...allowed].filter((e) => !denied.has(e));
  await db.kysely.deleteFrom('app_access').where('app_id', '=', appId).execute();
  if (granted.length > 0)
    await db.kysely
      .insertInto('app_access')
      .values(granted.map((entity) => ({ app_id: appId, entity })))
      .execute();
}
