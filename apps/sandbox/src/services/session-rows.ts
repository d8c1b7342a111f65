import { DELETED_MARKER } from '@pro-portal/rules';

/** A WebUI or solver session row. */
export interface SessionRow {
  id: string;
  kind: 'webui' | 'solve';
  state: string;
  app_id: number | null;
  app_name: string;
  app_version: string;
  app_deleted: boolean;
  user_id: number | null;
  user_name: string;
  environment: string;
  description: string | null;
  created_at: Date;
  started_at: Date | null;
  running_at: Date | null;
  ended_at: Date | null;
  next_step_at: Date | null;
}

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
