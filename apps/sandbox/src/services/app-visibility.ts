import type { Caller } from '../context.js';
import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/db.js';
import type { AppsTable } from '../db/schema.js';
import { entityPaths, rolePaths } from './access-decision.js';

// The decision itself is access-decision.ts; the SQL below only evaluates it in the database for many apps.

/** Entities whose app-access rows give an app to the caller: their groups, their environment's everyone group, themselves. */
export function accessEntities(caller: Caller): number[] {
  return entityPaths(caller).map((p) => p.entity);
}

/** True when the caller sees every app (admins, group admins, publishers). */
export const seesAllApps = (caller: Caller) => rolePaths(caller).length > 0;

/** The query of the apps granted to any of the entities (through their app-access rows). */
export const appsGrantedTo = (db: Db, entities: number[]) =>
  db.kysely.selectFrom('app_access').select('app_id').where('entity', 'in', entities);

/**
 * A condition over the apps table (aliased `a`) that is true for the apps the caller may see.
 * Example: `selectApps(db).where(visibleAppsCondition(db, caller))`.
 */
export function visibleAppsCondition(db: Db, caller: Caller) {
  return (eb: ExpressionBuilder<{ a: AppsTable }, 'a'>): Expression<SqlBool> =>
    seesAllApps(caller) ? eb.lit(true) : eb('a.id', 'in', appsGrantedTo(db, accessEntities(caller)));
}

/** The entities (groups, everyone groups, users) that app-access rows give the app to. */
export async function entitiesGranted(db: Db, appId: number): Promise<Set<number>> {
  const rows = await db.kysely.selectFrom('app_access').select('entity').where('app_id', '=', appId).execute();
  return new Set(rows.map((r) => r.entity));
}

/** Removes the access rows of a deleted app. */
export async function removeAppAccess(db: Db, appId: number): Promise<void> {
  await db.kysely.deleteFrom('app_access').where('app_id', '=', appId).execute();
}
