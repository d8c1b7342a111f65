import type { ApiOperations } from './client';
import type { ListTasksRequest, Task, TasksApi } from './generated/main';
import type { ListSessionsRequest, SessionsApi } from './generated/sessions';

/** Any client offering the tasks class (createProClient with ALL_APIS or with `main: { tasks: TasksApi }`). */
export type ClientWithTasks = { readonly main: { readonly tasks: ApiOperations<TasksApi> } };
/** Any client offering the sessions class. */
export type ClientWithSessions = { readonly sessions: { readonly sessions: ApiOperations<SessionsApi> } };

const DEFAULT_PAGE = 100;

/** How a list answers: its items and how many match in all. */
type ReadPage<P, T> = (page: P) => { items: T[] | undefined; total: number | undefined };

/** One page's place in the list. */
type PageRange = { offset: number; limit: number };

/**
 * A function yielding every item of a list call: it asks for one page (offset, limit) at a time,
 * the filters on each, until a page is short or the total is reached.
 */
function everyItem<C, F, P, T>(list: (client: C, filters: F, range: PageRange) => Promise<P>, read: ReadPage<P, T>) {
  return async function* (client: C, filters: F, pageSize = DEFAULT_PAGE): AsyncGenerator<T> {
    for (let offset = 0; ; offset += pageSize) {
      const { items = [], total = 0 } = read(await list(client, filters, { offset, limit: pageSize }));
      yield* items;
      if (items.length < pageSize || offset + items.length >= total) return;
    }
  };
}

type Filters<R> = Omit<R, keyof PageRange>;

/**
 * Yields every task that matches the filters, fetching one page (offset, limit) at a time.
 * @example
 * for await (const task of allTasks(pro, { sort: '-createdAt' })) console.log(task.id, task.state);
 */
export const allTasks: (
  client: ClientWithTasks,
  filters?: Filters<ListTasksRequest>,
  pageSize?: number,
) => AsyncGenerator<Task> = everyItem(
  (client: ClientWithTasks, filters: Filters<ListTasksRequest> | undefined, range) =>
    client.main.tasks.listTasks({ ...filters, ...range }),
  (page) => ({ items: page.current_batch, total: page.total_tasks }),
);

/**
 * Yields every session of a kind ('solve', 'task' or 'webui') that matches the filters, page by page.
 * @example
 * for await (const s of allSessions(pro, { kind: SessionKind.Webui })) console.log(s.id, s.state);
 */
export const allSessions = everyItem(
  (client: ClientWithSessions, filters: Filters<ListSessionsRequest>, range) =>
    client.sessions.sessions.listSessions({ ...filters, ...range }),
  (page) => ({ items: page.sessions, total: page.total }),
);
