import type { Caller } from '../context.js';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/db.js';
import type { AppsTable } from '../db/schema.js';
import { everyoneEntity, userEntity } from './entities.js';

/** Entities whose app-access rows give an app to the caller: their groups, their environment's everyone group, themselves. */
export function accessEntities(caller: Caller): number[] {
  return [...caller.groups, everyoneEntity(caller.environmentId), userEntity(caller.userId)];
}

/** True when the caller sees every app (admins, group admins, publishers). */
const seesAllApps = (caller: Caller) => caller.isAdmin || caller.isGroupAdmin || caller.isAppPublisher;

/** isModifiable of an app for this caller. */
export const canModifyApps = seesAllApps;

/** The query of the apps granted to any of the entities (through their app-access rows). */
export const appsGrantedTo = (db: Db, entities: number[]) =>
  db.kysely.selectFrom('app_access').select('app_id').where('entity', 'in', entities);

/**
 * A condition over the apps table (aliased `a`) that is true for the apps the caller may see.
 * Example: `selectApps(db).where(visibleAppsCondition(db, caller))`.
 */
export function visibleAppsCondition(db: Db, caller: Caller) {
  return (eb: ExpressionBuilder<{ a: AppsTable }, 'a'>): Expression<SqlBool> =>
    seesAllApps(caller) ? sql<SqlBool>`true` : eb('a.id', 'in', appsGrantedTo(db, accessEntities(caller)));
}

/** True when the caller may see the app with this id. */
export async function canSeeApp(db: Db, caller: Caller, appId: number): Promise<boolean> {
  if (seesAllApps(caller)) return true;
  const row = await appsGrantedTo(db, accessEntities(caller)).where('app_id', '=', appId).executeTakeFirst();
  return row !== undefined;
}

/** Removes the access rows of a deleted app. */
export async function removeAppAccess(db: Db, appId: number): Promise<void> {
  await db.kysely.deleteFrom('app_access').where('app_id', '=', appId).execute();
}
