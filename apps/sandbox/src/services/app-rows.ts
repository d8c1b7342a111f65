import type { InferResult } from 'kysely';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { hasCapability } from '../context.js';

/** The apps query: each app joined with its category and AIMMS version (aliases a, c and v). */
export const selectApps = (db: Db) =>
  db.kysely
    .selectFrom('apps as a')
    .leftJoin('app_categories as c', 'c.id', 'a.category_id')
    .leftJoin('aimms_versions as v', 'v.id', 'a.aimms_version_id')
    .select(({ fn }) => [
      'a.id',
      'a.stored_id',
      'a.name',
      'a.version',
      'a.description',
      'c.value as category',
      'a.category_id',
      'a.is_latest',
      'a.aimms_version_id',
      'v.name as aimms_name',
      'v.description as aimms_description',
      fn.coalesce('a.architecture', 'v.architecture').as('architecture'),
      'a.resource_profile',
      'a.is_webui',
      'a.icon_url',
      'a.extra_attributes',
      'a.file_name',
      'a.published_at',
      'a.published_by',
      'a.published_by_user_id',
    ]);

/** A row of the apps query. */
export type AppRow = InferResult<ReturnType<typeof selectApps>>[number];

/** The same row read back from JSON (json_agg): the publishing moment is its ISO text. */
export type AppJsonRow = Omit<AppRow, 'published_at'> & { published_at: string };

export interface ApplicationDto {
  name: string;
  version: string;
  description: string;
  category: string;
  isLatest: boolean;
  isModifiable: boolean;
  storedId: string;
  aimmsDescription: string;
  aimmsName: string;
  aimmsVersionId: string;
  architecture?: string;
  resourceProfile?: string;
  attributes: { [key: string]: string | undefined; isWebUI?: 'true' | 'false'; iconUrl?: string };
  publishedAt?: string;
  publishedBy?: string;
}

/** The stored extra attributes (a JSON object of strings); anything else reads as none. */
export function extraAttributes(stored: string | null | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

const RESERVED_ATTRIBUTES = new Set(['isWebUI', 'iconUrl']);

/**
 * The attributes beyond isWebUI and iconUrl, checked: string values (numbers and booleans are
 * written as text, as the platform's key-value attributes are), at most 50 keys of 100 and values of 2000 characters.
 */
export function pickExtraAttributes(attributes: unknown): Record<string, string> | string {
  if (attributes === undefined || attributes === null) return {};
  if (typeof attributes !== 'object' || Array.isArray(attributes))
    return 'attributes must be an object of key-value pairs.';
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (RESERVED_ATTRIBUTES.has(key)) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return `attributes.${key} must be a string.`;
    if (key.length > 100 || String(value).length > 2000)
      return `attributes.${key} is too long (keys up to 100, values up to 2000 characters).`;
    extra[key] = String(value);
  }
  if (Object.keys(extra).length > 50) return 'attributes may hold at most 50 properties besides isWebUI and iconUrl.';
  return extra;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The Application schema of the API, with isModifiable computed for the caller. */
export function toApplication(row: AppRow | AppJsonRow, caller: Caller): ApplicationDto {
  const attributes: ApplicationDto['attributes'] = { ...extraAttributes(row.extra_attributes) };
  if (row.is_webui === 'true' || row.is_webui === 'false') attributes.isWebUI = row.is_webui;
  if (row.icon_url) attributes.iconUrl = row.icon_url;
  const dto: ApplicationDto = {
    name: row.name,
    version: row.version,
    description: row.description,
    category: row.category ?? '',
    isLatest: row.is_latest,
    isModifiable: hasCapability(caller, 'manageApps'),
    storedId: row.stored_id,
    aimmsDescription: row.aimms_description ?? row.aimms_version_id,
    aimmsName: row.aimms_name ?? row.aimms_version_id,
    aimmsVersionId: row.aimms_version_id,
    attributes,
    publishedAt: iso(row.published_at),
  };
  if (row.architecture) dto.architecture = row.architecture;
  if (row.resource_profile) dto.resourceProfile = row.resource_profile;
  if (row.published_by) dto.publishedBy = row.published_by;
  return dto;
}
