import { useSWRConfig } from 'swr';
import { taskResponseFileName, type JobAction, type JobKind } from '@pro-portal/rules';
import { successMessages } from '../../../shared/texts/success-messages';
import { TaskStatusCommand } from '@pro-portal/sdk';
import { useSdk } from '../../../shared/sdk-provider';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useToast } from '../../../shared/toast';
import { useErrorToast } from '../../../shared/api/use-error-toast';
import { saveBlob } from '../../../shared/save-blob';
import { fileGroupIndex } from '../lib/files';
import { SESSION_KIND, type Session, type Task } from './use-job-lists';
import { isJobListOf } from '../../../shared/api/query-keys';

/** Texts of the actions the spec does not word; the task deletion text is the spec's. */
const actionSuccess = {
  sessionTerminated: (id: string) => `Session ${id} was successfully terminated.`,
  sessionDeleted: (id: string) => `Session ${id} was successfully deleted.`,
  taskDeleted: (id: string) => successMessages.taskDeleted(id),
  interruptSolve: (id: string) => `Task ${id}: interrupting the solve was requested.`,
  interruptExecution: (id: string) => `Task ${id}: interrupting the execution was requested.`,
};

/**
 * Runs `each` for every row, one toast per outcome, then revalidates the lists of `kind`. The failures
 * are shown after the successes: a new toast closes the oldest once several show, so a failure must
 * not be the one pushed out by the rows that went through.
 */
function useBulk(kind: JobKind) {
  const toast = useToast();
  const showError = useErrorToast();
  const { mutate } = useSWRConfig();
  return async <T>(rows: readonly T[], each: (row: T) => Promise<string | null>) => {
    const outcomes = await Promise.allSettled(rows.map(each));
    for (const outcome of outcomes) if (outcome.status === 'fulfilled' && outcome.value) toast.success(outcome.value);
    for (const outcome of outcomes) if (outcome.status === 'rejected') showError(outcome.reason);
    await mutate(isJobListOf(kind));
  };
}

/** Terminate and delete of WebUI and solver sessions. */
export function useSessionActions(kind: 'webui' | 'solver') {
  const client = useSdk();
  const bulk = useBulk(kind);
  const api = client.sessions.sessions;
  const params = (session: Session) => ({ kind: SESSION_KIND[kind], sessionId: session.id });
  return (action: JobAction, sessions: readonly Session[]) => {
    if (action === 'terminate')
      return bulk(
        sessions,
        async (s) => (await api.terminateSession(params(s)), actionSuccess.sessionTerminated(s.id)),
      );
    if (action === 'delete')
      return bulk(sessions, async (s) => (await api.deleteSession(params(s)), actionSuccess.sessionDeleted(s.id)));
    return Promise.resolve();
  };
}

/** The call that deletes a task or interrupts it (shown by "Show API call" and sent). */
export function taskActionCall(action: 'delete' | 'interruptSolve' | 'interruptExecution', task: Task) {
  const { id, groupIndex } = task;
  if (action === 'delete') return apiCall('main', 'tasks', 'deleteTask', { id, groupIndex });
  const setstatus = action === 'interruptSolve' ? TaskStatusCommand.Solve : TaskStatusCommand.Execution;
  return apiCall('main', 'tasks', 'updateTask', { id, groupIndex, taskUpdate: { setstatus } });
}

/** Delete, interrupt solve or execution, and response download of tasks. */
export function useTaskActions() {
  const client = useSdk();
  const bulk = useBulk('task');
  return (action: JobAction, rows: readonly Task[]) => {
    switch (action) {
      case 'delete':
      case 'interruptSolve':
      case 'interruptExecution':
        return bulk(rows, async (t) => {
          await sendApiCall(client, taskActionCall(action, t));
          return action === 'delete' ? actionSuccess.taskDeleted(t.id) : actionSuccess[action](t.id);
        });
      case 'downloadResponse':
        return bulk(rows, async (t) => {
          const answer = await client.main.portal.getTaskResponseRaw({ id: t.id, groupIndex: t.groupIndex });
          const text = await answer.raw.text();
          // Saved as bytes: with a JSON type, browsers add '.json' to the name, which is
          // Task_{id}[_{groupIndex}]_response as it stands.
          saveBlob(
            new Blob([text], { type: 'application/octet-stream' }),
            taskResponseFileName(t.id, fileGroupIndex(t)),
          );
          return null;
        });
      default:
        return Promise.resolve();
    }
  };
}
