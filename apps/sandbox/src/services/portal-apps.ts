import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../errors.js';
import { ICON_STORAGE_PATH } from '@pro-portal/rules';
import { APP_SELECT, toApplication, type AppRow, type ApplicationDto } from './app-rows.js';
import { accessEntities } from './app-visibility.js';
import { checkIconUrl } from './apps.js';
import { AppCode } from './codes.js';
import { appSortKey } from './validate.js';

/** GET /portal/apps: the published apps the caller has access to (own, group or everyone access), whatever the role. */
export async function listPortalApps(db: Db, caller: Caller): Promise<ApplicationDto[]> {
  const rows = await db.query<AppRow>(
    `${APP_SELECT} where a.is_webui is not null
       and exists (select 1 from app_access x where x.app_id = a.id and x.entity = any($1::int[]))`,
    [accessEntities(caller)],
  );
  return rows
    .sort((x, y) => appSortKey(x.name, x.version).localeCompare(appSortKey(y.name, y.version)))
    .map((row) => toApplication(row, caller));
}

/** The label of an icon address '/icons/{label}'. */
export function iconLabel(iconPath: string): string {
  const checked = checkIconUrl(iconPath);
  if (!checked || !checked.startsWith('/icons/')) throw badRequest(`'${iconPath}' is not an icon address (/icons/{label}).`);
  return decodeURIComponent(checked.slice('/icons/'.length));
}

/** The stored icon behind '/icons/{label}' (a storage object under PublicData/AppIcon). */
export async function findIcon(db: Db, iconPath: string) {
  const label = iconLabel(iconPath);
  const row = await db.one<{ file_key: string; content_type: string }>(
    'select file_key, content_type from storage_objects where path = $1 and label = $2',
    [ICON_STORAGE_PATH, label],
  );
  if (!row) throw notFound(`There is no icon '${label}'.`, AppCode.appNotFound);
  return row;
}

/** GET /portal/app-icon-url: where the browser loads an icon (to be put under the portal's base path). */
export async function iconUrlFor(db: Db, iconPath: string): Promise<string> {
  if (/^https?:\/\//i.test(iconPath)) return checkIconUrl(iconPath) as string;
  await findIcon(db, iconPath);
  return `/portal/app-icon?icon=${encodeURIComponent(iconPath)}`;
}
