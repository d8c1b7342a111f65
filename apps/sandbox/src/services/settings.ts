import type { Db } from '../db/db.js';

/** Reads a JSON setting, or the fallback when unset. */
export async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.one<{ value: string }>('select value from settings where key = $1', [key]);
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.query(
    'insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
    [key, JSON.stringify(value)],
  );
}

const DEFAULT_JOB_RETENTION_DAYS = 30;

/** Days finished jobs are kept (customization retention settings). */
export const jobRetentionDays = (db: Db) => getSetting(db, 'jobRetentionTime', DEFAULT_JOB_RETENTION_DAYS);
