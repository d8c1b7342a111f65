import type { Migration } from '../migrate.js';

/** Attributes of an application beyond isWebUI and iconUrl, kept as given (a JSON object of strings). */
export const appAttributesMigration: Migration = {
  id: '0004-app-attributes',
  sql: `alter table apps add column extra_attributes text not null default '{}';`,
};
