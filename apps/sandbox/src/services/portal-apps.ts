import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { appIconUrl } from '../web/image-urls.js';
import { selectApps, toApplication, type ApplicationDto } from './app-rows.js';
import { accessEntities, appsGrantedTo } from './app-visibility.js';
import { findIconObject } from './storage.js';
import { checkIconUrl } from './apps.js';
import { appSortKey } from './validate.js';

/** GET /portal/apps: the published apps the caller has access to (own, group or everyone access), whatever the role. */
export async function listPortalApps(db: Db, caller: Caller): Promise<ApplicationDto[]> {
  const rows = await selectApps(db)
    .where('a.is_webui', 'is not', null)
    .where('a.id', 'in', appsGrantedTo(db, accessEntities(caller)))
    .execute();
  return rows
    .sort((x, y) => appSortKey(x.name, x.version).localeCompare(appSortKey(y.name, y.version)))
    .map((row) => toApplication(row, caller));
}

/** GET /portal/app-icon-url: where the browser loads an icon (to be put under the portal's base path). */
export async function iconUrlFor(db: Db, iconPath: string): Promise<string> {
  if (/^https?:\/\//i.test(iconPath)) return checkIconUrl(iconPath) as string;
  await findIconObject(db, iconPath);
  return appIconUrl(iconPath);
}
