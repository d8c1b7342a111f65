import type { Selectable } from 'kysely';
import type { TasksTable } from '../db/schema.js';
/** A row of the tasks table (one group of a task). */
export type TaskRow = Selectable<TasksTable>;

export interface TaskDto {
  id: string;
  groupIndex: number;
  state: string;
  appName: string;
  appVersion: string;
  userName: string;
  userEnvironment: string;
  serviceName: string;
  createdAt: string;
  queueTime: number;
  runTime: number;
  scheduleFor: string | null;
  scheduleInterval: number | null;
  assignedAt: string | null;
  runningAt: string | null;
  endedAt: string | null;
  returnCode: number | null;
  errorMessage: string | null;
}

/** Why a task run failed, as its errorMessage and its log say. */
export const TASK_FAILURES = {
  requested: 'The service failed: the request data asked for a failure ("fail": true).',
  interrupted: 'Execution interrupted by the user; the task failed.',
} as const;

/** What the stand-in service's procedure returns when it completes (the task's returnCode). */
const COMPLETED_RETURN_CODE = 1;

const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function errorMessage(row: TaskRow): string | null {
  if (row.state !== 'failed') return null;
  return row.interrupt ? TASK_FAILURES.interrupted : TASK_FAILURES.requested;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round(to.getTime() - from.getTime()) / 1000);

/** When the task may start: its scheduled moment, else its creation. */
const readyAt = (row: Pick<TaskRow, 'created_at' | 'schedule_for'>): Date =>
  new Date(Math.max(new Date(row.created_at).getTime(), row.schedule_for ? new Date(row.schedule_for).getTime() : 0));

export function toTask(row: TaskRow, now = new Date()): TaskDto {
  const ready = readyAt(row);
  const started = row.started_at ? new Date(row.started_at) : undefined;
  const ended = row.ended_at ? new Date(row.ended_at) : undefined;
  const queueEnd = started ?? (row.state === 'queued' ? now : (ended ?? now));
  const dto: TaskDto = {
    id: row.id,
    groupIndex: row.group_index,
    state: row.state,
    appName: row.app_name,
    appVersion: row.app_version,
    userName: row.user_name,
    userEnvironment: row.user_environment,
    serviceName: row.service_name,
    createdAt: new Date(row.created_at).toISOString(),
    queueTime: queueEnd > ready ? secondsBetween(ready, queueEnd) : 0,
    runTime: started ? secondsBetween(started, ended ?? now) : 0,
    scheduleFor: row.schedule_for ? new Date(row.schedule_for).toISOString() : null,
    scheduleInterval: row.schedule_interval ?? null,
    assignedAt: isoOrNull(row.assigned_at ?? row.started_at),
    runningAt: isoOrNull(row.started_at),
    endedAt: isoOrNull(row.ended_at),
    returnCode: row.state === 'completed' ? COMPLETED_RETURN_CODE : null,
    errorMessage: errorMessage(row),
  };
  return dto;
}

/** The session-manager id of a task group: the task id, with '.{groupIndex}' for repeats. */
export const taskSessionId = (row: Pick<TaskRow, 'id' | 'group_index'>) =>
  row.group_index === 0 ? row.id : `${row.id}.${row.group_index}`;

export function parseTaskSessionId(sessionId: string): { id: string; groupIndex: number } {
  const match = /^(.*)\.(\d+)$/.exec(sessionId);
  return match ? { id: match[1], groupIndex: Number(match[2]) } : { id: sessionId, groupIndex: 0 };
}
