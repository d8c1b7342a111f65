import { replaceAppAccess, type AppAuthorization } from './app-access.js';
import { renameApp } from './app-rename.js';
import type { AppContext, Caller } from '../context.js';
import { hasCapability, requireCapability } from '../context.js';
import type { Db } from '../db/db.js';
import { ApiError, ErrorCode, badRequest, conflict, notFound } from '../errors.js';
import { RESOURCE_PROFILES } from './customization.js';
import { findIconObject } from './storage.js';
import { isAcceptedIcon, validationMessages, MAX_LENGTH } from '@pro-portal/rules';
import { sql, type Updateable } from 'kysely';
import type { AppsTable } from '../db/schema.js';
import {
  selectApps,
  extraAttributes,
  pickExtraAttributes,
  toApplication,
  type AppJsonRow,
  type AppRow,
  type ApplicationDto,
} from './app-rows.js';
import { removeAppAccess, visibleAppsCondition } from './app-visibility.js';
import { findCategoryByValue } from './categories.js';
import { appSortKey, nameKey } from './validate.js';

const m = validationMessages.application;

const appNotFound = (name: string, version?: string) =>
  notFound(
    version === undefined
      ? `Application ${name} does not exist or you have no access to it.`
      : `Application ${name} ${version} does not exist or you have no access to it.`,
    ErrorCode.appNotFound,
  );

const collator = new Intl.Collator();

/** By name and numeric version; each key is computed once per row, not once per comparison. */
function sortApps<Row extends Pick<AppRow, 'name' | 'version'>>(rows: Row[]): Row[] {
  return rows
    .map((row) => ({ row, key: appSortKey(row.name, row.version) }))
    .sort((x, y) => collator.compare(x.key, y.key))
    .map((entry) => entry.row);
}

/** Every app the caller may see, sorted by name and numeric version. */
export async function listApps(db: Db, caller: Caller): Promise<ApplicationDto[]> {
  // One JSON value instead of thousands of rows: the embedded database decodes each row field by field.
  // Both engines parse json columns, so the rows arrive as objects.
  const { rows } = await db.kysely
    .selectFrom(selectApps(db).where(visibleAppsCondition(db, caller)).as('t'))
    .select(sql<AppJsonRow[]>`coalesce(json_agg(t), '[]'::json)`.as('rows'))
    .executeTakeFirstOrThrow();
  return sortApps(rows).map((row) => toApplication(row, caller));
}

/** The versions of one app the caller may see; 404 when there is none. */
export async function listAppVersions(db: Db, caller: Caller, name: string): Promise<ApplicationDto[]> {
  const rows = await selectApps(db)
    .where('a.name_key', '=', nameKey(name))
    .where(visibleAppsCondition(db, caller))
    .execute();
  if (rows.length === 0) throw appNotFound(name);
  return sortApps(rows).map((row) => toApplication(row, caller));
}

/** One app row visible to the caller, or undefined. */
export async function findVisibleApp(
  db: Db,
  caller: Caller,
  name: string,
  version: string,
): Promise<AppRow | undefined> {
  return selectApps(db)
    .where('a.name_key', '=', nameKey(name))
    .where('a.version_key', '=', nameKey(version))
    .where(visibleAppsCondition(db, caller))
    .executeTakeFirst();
}

/** The latest version of an app visible to the caller: the tagged one, else (unless taggedOnly) the highest version. */
export async function findLatestVisibleApp(
  db: Db,
  caller: Caller,
  name: string,
  { taggedOnly = false } = {},
): Promise<AppRow | undefined> {
  const rows = await selectApps(db)
    .where('a.name_key', '=', nameKey(name))
    .where('a.is_webui', 'is not', null)
    .where(visibleAppsCondition(db, caller))
    .execute();
  const tagged = rows.find((r) => r.is_latest);
  return taggedOnly ? tagged : (tagged ?? sortApps(rows).at(-1));
}

export async function findAppRow(db: Db, name: string, version: string): Promise<AppRow | undefined> {
  return selectApps(db)
    .where('a.name_key', '=', nameKey(name))
    .where('a.version_key', '=', nameKey(version))
    .executeTakeFirst();
}

/** GET /applications/{name}/{version}: the app, or 404 (with the reason when its publishing failed). */
export async function getApp(db: Db, caller: Caller, name: string, version: string): Promise<ApplicationDto> {
  const row = await findVisibleApp(db, caller, name, version);
  if (row) return toApplication(row, caller);
  const failed = await db.kysely
    .selectFrom('publish_jobs')
    .select('reason')
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['name'])]), '=', nameKey(name)))
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['version'])]), '=', nameKey(version)))
    .where('state', '=', 'failed')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (failed && hasCapability(caller, 'manageApps')) {
    throw notFound(`Publishing ${name} ${version} failed: ${failed.reason}`, ErrorCode.appNotFound);
  }
  throw appNotFound(name, version);
}

/** GET .../modifiable: whether the caller may change this app. */
export async function isAppModifiable(db: Db, caller: Caller, name: string, version: string): Promise<boolean> {
  const row = await findVisibleApp(db, caller, name, version);
  if (!row) throw appNotFound(name, version);
  return toApplication(row, caller).isModifiable;
}

export interface AppUpdate {
  name?: string;
  description?: string;
  projectCategory?: string | null;
  isLatest?: boolean;
  resourceProfile?: string | null;
  attributes?: { isWebUI?: string; iconUrl?: string | null; [key: string]: unknown };
  authorizations?: AppAuthorization[];
}

/** Moves the latest tag of an app name to appId (inside a transaction). */
export async function setLatest(db: Db, appId: number, nameKeyValue: string): Promise<void> {
  await db.kysely
    .updateTable('apps')
    .set({ is_latest: false })
    .where('name_key', '=', nameKeyValue)
    .where('id', '<>', appId)
    .where('is_latest', '=', true)
    .execute();
  await db.kysely.updateTable('apps').set({ is_latest: true }).where('id', '=', appId).execute();
}

/** PATCH /applications/{name}/{version}. */
export async function updateApp(ctx: AppContext, caller: Caller, name: string, version: string, body: AppUpdate) {
  requireCapability(caller, 'manageApps');
  const updated = await ctx.db.tx(async (db) => {
    const row = await findAppRow(db, name, version);
    if (!row) throw appNotFound(name, version);
    const appName = body.name === undefined ? row.name : await renameApp(db, row, body.name);
    const changes: Updateable<AppsTable> = {};
    if (body.description !== undefined) {
      if (body.description.length > MAX_LENGTH.appDescription) throw badRequest(m.descriptionTooLong);
      changes.description = body.description;
    }
    if (body.projectCategory !== undefined) {
      const category = body.projectCategory ? await findCategoryByValue(db, body.projectCategory) : undefined;
      if (body.projectCategory && !category) {
        throw badRequest(`Category '${body.projectCategory}' does not exist.`, ErrorCode.categoryNotFound);
      }
      changes.category_id = category?.id ?? null;
    }
    if (body.resourceProfile !== undefined) {
      changes.resource_profile = checkResourceProfile(body.resourceProfile);
    }
    const attrs = body.attributes;
    if (attrs?.isWebUI !== undefined) {
      if (attrs.isWebUI !== 'true' && attrs.isWebUI !== 'false') {
        throw badRequest("attributes.isWebUI must be 'true' or 'false'.");
      }
      if (row.is_webui === null)
        throw conflict(`${row.name} ${row.version} is still being published.`, ErrorCode.stillPublishing);
      changes.is_webui = attrs.isWebUI;
    }
    const extra = pickExtraAttributes(attrs);
    if (typeof extra === 'string') throw badRequest(extra);
    if (Object.keys(extra).length > 0) {
      const merged = { ...extraAttributes(row.extra_attributes), ...extra };
      changes.extra_attributes = JSON.stringify(merged);
    }
    if (attrs?.iconUrl !== undefined) {
      changes.icon_url = await checkStoredIcon(db, attrs.iconUrl);
    }
    if (body.isLatest === false && row.is_latest) {
      // The platform's rule: the latest tag cannot be explicitly disabled, only moved to another version.
      throw badRequest(
        `The latest tag of ${row.name} cannot be explicitly disabled; tag another version as latest instead.`,
      );
    }
    if (Object.keys(changes).length > 0)
      await db.kysely.updateTable('apps').set(changes).where('id', '=', row.id).execute();
    if (body.authorizations !== undefined) await replaceAppAccess(db, row.id, body.authorizations);
    if (body.isLatest === true) await setLatest(db, row.id, nameKey(appName));
    return (await findAppRow(db, appName, version))!;
  });
  return toApplication(updated, caller);
}

/**
 * The platform's special profiles, accepted beside the listed ones: '<account>' uses the account's
 * resource limits, '<unknown>' marks custom limits tied to no profile.
 */
const SPECIAL_RESOURCE_PROFILES = ['<account>', '<unknown>'];

/** A resource profile name of the customization's list (empty for none). */
export function checkResourceProfile(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const names = [...RESOURCE_PROFILES.map((p) => p.name), ...SPECIAL_RESOURCE_PROFILES];
  if (typeof value !== 'string' || !names.includes(value)) {
    throw badRequest(`Resource profile '${String(value)}' does not exist; use ${names.join(', ')}.`);
  }
  return value;
}

/** Icon addresses are '/icons/{label}' (a storage object under PublicData/AppIcon) or an http(s) URL. */
export function checkIconUrl(value: string | null): string | null {
  if (!value) return null;
  if (/^\/icons\/[^/\\]+$/.test(value) && !value.includes('..')) return value;
  if (/^https?:\/\/\S+$/i.test(value)) return value;
  throw new ApiError(
    400,
    ErrorCode.validation,
    `The icon address '${value}' is not valid: use /icons/{label} or an http(s) URL.`,
  );
}

/**
 * checkIconUrl, and an '/icons/{label}' address must name a stored icon (404 otherwise) whose label has
 * an icon's extension, as an icon sent with the app must.
 */
export async function checkStoredIcon(db: Db, value: string | null): Promise<string | null> {
  const checked = checkIconUrl(value);
  if (checked?.startsWith('/icons/')) {
    if (!isAcceptedIcon(checked)) throw badRequest(validationMessages.application.iconExtension);
    await findIconObject(db, checked);
  }
  return checked;
}

/** Deletes an app row and what hangs on it (access rows, its pack); sessions and tasks keep a '<deleted>' marker. */
export async function removeApp(db: Db, row: Pick<AppRow, 'id' | 'name' | 'is_latest' | 'file_name'>) {
  await removeAppAccess(db, row.id);
  await db.kysely.updateTable('sessions').set({ app_deleted: true }).where('app_id', '=', row.id).execute();
  await db.kysely.updateTable('tasks').set({ app_deleted: true }).where('app_id', '=', row.id).execute();
  await db.kysely.updateTable('publish_jobs').set({ app_id: null }).where('app_id', '=', row.id).execute();
  await db.kysely.deleteFrom('apps').where('id', '=', row.id).execute();
  if (row.is_latest) {
    const rest = await db.kysely
      .selectFrom('apps')
      .select(['id', 'name', 'version'])
      .where('name_key', '=', nameKey(row.name))
      .where('is_webui', 'is not', null)
      .execute();
    const newest = rest
      .sort((x, y) => appSortKey(x.name, x.version).localeCompare(appSortKey(y.name, y.version)))
      .at(-1);
    if (newest) await setLatest(db, newest.id, nameKey(row.name));
  }
}

/** DELETE /applications/{name}/{version}: the app, its access rows and its .aimmspack file. */
export async function deleteApp(ctx: AppContext, caller: Caller, name: string, version: string): Promise<void> {
  requireCapability(caller, 'manageApps');
  const row = await ctx.db.tx(async (db) => {
    const found = await findAppRow(db, name, version);
    if (!found) throw appNotFound(name, version);
    if (found.is_webui === null) {
      throw conflict(
        `${found.name} ${found.version} is still being published; delete it when publishing has finished.`,
        ErrorCode.stillPublishing,
      );
    }
    await removeApp(db, found);
    return found;
  });
  await ctx.files.removeFolder(`apps/${row.stored_id}`);
}
