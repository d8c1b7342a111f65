import type { Db } from '../db/db.js';
import { ErrorCode, notFound } from '../errors.js';

interface AimmsVersion {
  id: string;
  name: string;
  description: string;
  architecture: string;
}

const selectVersions = (db: Db) =>
  db.kysely.selectFrom('aimms_versions').select(['id', 'name', 'description', 'architecture']);

/** The catalogue, newest first; development channels (x86, integration_test, internal) only when dev is true. */
export async function listVersions(db: Db, dev: boolean): Promise<AimmsVersion[]> {
  return selectVersions(db)
    .$if(!dev, (q) => q.where('channel', '=', 'release'))
    .orderBy('sort_key', 'desc')
    .execute();
}

export async function getVersion(db: Db, id: string): Promise<AimmsVersion> {
  const row = await selectVersions(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`AIMMS version ${id} does not exist.`, ErrorCode.versionNotFound);
  return row;
}

export async function versionExists(db: Db, id: string): Promise<boolean> {
  return (await selectVersions(db).where('id', '=', id).executeTakeFirst()) !== undefined;
}
