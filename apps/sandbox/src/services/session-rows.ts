import { DELETED_MARKER } from '@pro-portal/rules';
import type { Selectable } from 'kysely';
import type { SessionsTable } from '../db/schema.js';

/** A WebUI or solver session row. */
export type SessionRow = Selectable<SessionsTable>;

export interface SessionDto {
  id: string;
  state: string;
  app_name: string;
  app_version: string;
  user: string;
  environment: string;
  created_at: string;
  description?: string;
  run_time?: number;
  queue_time?: number;
}

const seconds = (from: Date | null, to: Date | null): number =>
  from ? Math.max(0, Math.round(((to ?? new Date()).getTime() - new Date(from).getTime()) / 1000)) : 0;

export const withDeletedMarker = (text: string, deleted: boolean) => (deleted ? `${text}${DELETED_MARKER}` : text);

export function toSession(row: SessionRow): SessionDto {
  const dto: SessionDto = {
    id: row.id,
    state: row.state,
    app_name: row.app_name,
    app_version: withDeletedMarker(row.app_version, row.app_deleted),
    user: row.user_name,
    environment: withDeletedMarker(row.environment, row.app_deleted),
    created_at: new Date(row.created_at).toISOString(),
  };
  if (row.kind === 'solve') {
    dto.description = row.description ?? '';
    dto.queue_time = seconds(row.created_at, row.started_at);
    dto.run_time = row.started_at ? seconds(row.started_at, row.ended_at) : 0;
  }
  return dto;
}
