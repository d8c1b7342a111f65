import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { entityPaths, mayOpen, rolePaths } from './access-decision.js';

// The decision itself is access-decision.ts; the SQL below only evaluates it in the database for many apps.

/** Entities whose app-access rows give an app to the caller: their groups, their environment's everyone group, themselves. */
export function accessEntities(caller: Caller): number[] {
  return entityPaths(caller).map((p) => p.entity);
}

/** True when the caller sees every app (admins, group admins, publishers). */
export const seesAllApps = (caller: Caller) => rolePaths(caller).length > 0;

/** isModifiable of an app for this caller. */
export const canModifyApps = seesAllApps;

/**
 * An SQL condition over the apps table (aliased `alias`) that is true for the apps the caller may see.
 * Pushes its one parameter onto params and refers to it by position.
 * Example: `select * from apps a where ${visibleAppsCondition(caller, params)}`.
 */
export function visibleAppsCondition(caller: Caller, params: unknown[], alias = 'a'): string {
  if (seesAllApps(caller)) return 'true';
  params.push(accessEntities(caller));
  return `exists (select 1 from app_access x where x.app_id = ${alias}.id and x.entity = any($${params.length}::int[]))`;
}

/** True when the caller may see the app with this id. */
export async function canSeeApp(db: Db, caller: Caller, appId: number): Promise<boolean> {
  const rows = await db.query<{ entity: number }>('select entity from app_access where app_id = $1', [appId]);
  return mayOpen(caller, new Set(rows.map((r) => r.entity)));
}

/** Removes the access rows of a deleted app. */
export async function removeAppAccess(db: Db, appId: number): Promise<void> {
  await db.query('delete from app_access where app_id = $1', [appId]);
}
