import type { ApiOperations } from './client';
import type { ListTasksRequest, Task, TasksApi } from './generated/main';
import type { ListSessionsRequest, Session, SessionsApi } from './generated/sessions';

/** Any client offering the tasks class (createProClient with ALL_APIS or with `main: { tasks: TasksApi }`). */
export type ClientWithTasks = { readonly main: { readonly tasks: ApiOperations<TasksApi> } };
/** Any client offering the sessions class. */
export type ClientWithSessions = { readonly sessions: { readonly sessions: ApiOperations<SessionsApi> } };

const DEFAULT_PAGE = 100;

/**
 * Yields every task that matches the filters, fetching one page (offset, limit) at a time.
 * @example
 * for await (const task of allTasks(pro, { sort: '-createdAt' })) console.log(task.id, task.state);
 */
export async function* allTasks(
  client: ClientWithTasks,
  filters: Omit<ListTasksRequest, 'offset' | 'limit'> = {},
  pageSize = DEFAULT_PAGE,
): AsyncGenerator<Task> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await client.main.tasks.listTasks({ ...filters, offset, limit: pageSize });
    const batch = page.current_batch ?? [];
    yield* batch;
    if (batch.length < pageSize || offset + batch.length >= (page.total_tasks ?? 0)) return;
  }
}

/**
 * Yields every session of a kind ('solve', 'task' or 'webui') that matches the filters, page by page.
 * @example
 * for await (const s of allSessions(pro, { kind: 'webui' })) console.log(s.id, s.state);
 */
export async function* allSessions(
  client: ClientWithSessions,
  filters: Omit<ListSessionsRequest, 'offset' | 'limit'>,
  pageSize = DEFAULT_PAGE,
): AsyncGenerator<Session> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await client.sessions.sessions.listSessions({ ...filters, offset, limit: pageSize });
    const batch = page.sessions ?? [];
    yield* batch;
    if (batch.length < pageSize || offset + batch.length >= (page.total ?? 0)) return;
  }
}
