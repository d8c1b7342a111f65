import type { Caller } from '../context.js';
import { hasRole } from '../context.js';

/** A row of the apps query: the app joined with its category and AIMMS version. */
export interface AppRow {
  id: number;
  stored_id: string;
  name: string;
  version: string;
  description: string;
  category: string | null;
  category_id: number | null;
  is_latest: boolean;
  aimms_version_id: string;
  aimms_name: string | null;
  aimms_description: string | null;
  architecture: string | null;
  resource_profile: string | null;
  is_webui: string | null;
  icon_url: string | null;
  file_name: string | null;
  published_at: Date | string;
  published_by: string | null;
  published_by_user_id: number | null;
}

export const APP_SELECT = `
select a.id, a.stored_id, a.name, a.version, a.description, c.value as category, a.category_id, a.is_latest,
       a.aimms_version_id, v.name as aimms_name, v.description as aimms_description,
       coalesce(a.architecture, v.architecture) as architecture, a.resource_profile, a.is_webui, a.icon_url,
       a.file_name, a.published_at, a.published_by, a.published_by_user_id
  from apps a
  left join app_categories c on c.id = a.category_id
  left join aimms_versions v on v.id = a.aimms_version_id`;

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
  attributes: { isWebUI?: 'true' | 'false'; iconUrl?: string };
  publishedAt?: string;
  publishedBy?: string;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The Application schema of the API, with isModifiable computed for the caller. */
export function toApplication(row: AppRow, caller: Caller): ApplicationDto {
  const attributes: ApplicationDto['attributes'] = {};
  if (row.is_webui === 'true' || row.is_webui === 'false') attributes.isWebUI = row.is_webui;
  if (row.icon_url) attributes.iconUrl = row.icon_url;
  const dto: ApplicationDto = {
    name: row.name,
    version: row.version,
    description: row.description,
    category: row.category ?? '',
    isLatest: row.is_latest,
    isModifiable: hasRole(caller, 'manageApps'),
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
