import type { Db } from '../db/db.js';
import { notFound } from '../errors.js';
import { AppCode } from './codes.js';

interface AimmsVersion {
  id: string;
  name: string;
  description: string;
  architecture: string;
}

interface VersionRow {
  id: string;
  name: string;
  description: string;
  architecture: string;
  channel: string;
}

const toVersion = (r: VersionRow): AimmsVersion => ({
  id: r.id,
  name: r.name,
  description: r.description,
  architecture: r.architecture,
});

/** The catalogue, newest first; development channels (x86, integration_test, internal) only when dev is true. */
export async function listVersions(db: Db, dev: boolean): Promise<AimmsVersion[]> {
  const rows = await db.query<VersionRow>(
    `select id, name, description, architecture, channel from aimms_versions
      where $1 or channel = 'release' order by sort_key desc`,
    [dev],
  );
  return rows.map(toVersion);
}

export async function getVersion(db: Db, id: string): Promise<AimmsVersion> {
  const row = await db.one<VersionRow>(
    'select id, name, description, architecture, channel from aimms_versions where id = $1',
    [id],
  );
  if (!row) throw notFound(`AIMMS version ${id} does not exist.`, AppCode.versionNotFound);
  return toVersion(row);
}

export async function versionExists(db: Db, id: string): Promise<boolean> {
  return !!(await db.one('select 1 from aimms_versions where id = $1', [id]));
}
