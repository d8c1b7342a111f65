import type { Migration } from '../migrate.js';

/**
 * A task's request data is stored as sent, whatever its type: its content type is kept beside it
 * (null when the request named none). assigned_at stamps the move from queued to assigned.
 */
export const taskRequestTypeMigration: Migration = {
  id: '0005-task-request-type',
  sql: `alter table tasks add column request_content_type text;
alter table tasks add column assigned_at timestamptz;`,
};
