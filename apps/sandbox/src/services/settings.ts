import type { Db } from '../db/db.js';

/** Reads a JSON setting, or the fallback when unset. */
export async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.kysely
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/**
 * The setting's value, storing the proposed one when it is unset. Instances that start together on one
 * database all end with the value stored first.
 */
export async function settingOnce<T>(db: Db, key: string, proposed: T): Promise<T> {
  await db.kysely
    .insertInto('settings')
    .values({ key, value: JSON.stringify(proposed) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return getSetting(db, key, proposed);
}

const DEFAULT_JOB_RETENTION_DAYS = 30;

/** Days finished jobs are kept (customization retention settings). */
export const jobRetentionDays = (db: Db) => getSetting(db, 'jobRetentionTime', DEFAULT_JOB_RETENTION_DAYS);
