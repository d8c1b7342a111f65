import { TASK_FAILURES, type TaskDto } from './task-rows.js';

/**
 * A task as the v1 tasks API answers it. The platform's tasks page names the v1 fields beside their
 * v2 names (projectName/appName, projectVersion/appVersion, service/serviceName, status/state,
 * runtime, queuetime, returncode, errormessage) and the v1 statuses: queued, executing, solving,
 * interrupted or finished; the DataExchange page of that time adds starttime.
 */
export interface TaskV1 {
  id: string;
  projectName: string;
  projectVersion: string;
  service: string;
  status: TaskStatusV1;
  starttime: string;
  queuetime: number;
  runtime: number;
  returncode: number | null;
  errormessage: string | null;
}

export type TaskStatusV1 = 'queued' | 'executing' | 'solving' | 'interrupted' | 'finished';

/**
 * The v1 status of a v2 state: assigned is still waiting (queued), running is executing; a task
 * stopped by interrupt-execution is interrupted; completed and any other failure are finished (the
 * failure says why in errormessage), so a client polling until "finished" ends either way.
 */
export function statusV1(task: Pick<TaskDto, 'state' | 'errorMessage'>): TaskStatusV1 {
  switch (task.state) {
    case 'queued':
    case 'assigned':
      return 'queued';
    case 'running':
      return 'executing';
    case 'solving':
      return 'solving';
    case 'failed':
      return task.errorMessage === TASK_FAILURES.interrupted ? 'interrupted' : 'finished';
    default:
      return 'finished';
  }
}

export const toTaskV1 = (task: TaskDto): TaskV1 => ({
  id: task.id,
  projectName: task.appName,
  projectVersion: task.appVersion,
  service: task.serviceName,
  status: statusV1(task),
  starttime: task.createdAt,
  queuetime: task.queueTime,
  runtime: task.runTime,
  returncode: task.returnCode,
  errormessage: task.errorMessage,
});

/** The v1 page of tasks: statuses and total_size, the v1 names of current_batch and total_tasks. */
export const toTaskListV1 = (list: { current_batch: TaskDto[]; total_tasks: number }) => ({
  statuses: list.current_batch.map(toTaskV1),
  total_size: list.total_tasks,
});
