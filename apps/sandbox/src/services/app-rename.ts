import { createApplicationSchema } from '@pro-portal/rules';
import type { Db } from '../db/db.js';
import { ErrorCode, conflict } from '../errors.js';
import { nameKey, validateWith } from './validate.js';

/**
 * Renames an application: every version takes the new name, and the sessions, tasks and launches of
 * those versions carry it, so filters by name, repeats of a task and the latest tag follow the app.
 * Access rows and stored ids hang on the versions' ids and stay. Runs inside the caller's transaction.
 * Returns the name the application has afterwards.
 */
export async function renameApp(db: Db, current: { name: string }, requested: string): Promise<string> {
  const name = requested.trim();
  const existingApps = await db.kysely.selectFrom('apps').select(['name', 'version']).execute();
  validateWith(
    createApplicationSchema({ mode: 'edit', existingApps, currentName: current.name }),
    { name },
    {
      unique: (message) => conflict(message, ErrorCode.appNameTaken),
    },
  );
  if (name === current.name) return name;
  const versions = await db.kysely
    .selectFrom('apps')
    .select(['id', 'is_webui'])
    .where('name_key', '=', nameKey(current.name))
    .execute();
  if (versions.some((v) => v.is_webui === null)) {
    throw conflict(
      `A version of ${current.name} is still being published; rename it when publishing has finished.`,
      ErrorCode.stillPublishing,
    );
  }
  const ids = versions.map((v) => v.id);
  await db.kysely
    .updateTable('apps')
    .set({ name, name_key: nameKey(name) })
    .where('id', 'in', ids)
    .execute();
  for (const table of ['sessions', 'tasks', 'launches'] as const) {
    await db.kysely.updateTable(table).set({ app_name: name }).where('app_id', 'in', ids).execute();
  }
  return name;
}
