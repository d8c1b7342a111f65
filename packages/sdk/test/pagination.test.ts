/** allTasks and allSessions walk the list page by page and stop at a short page or at the total. */
import { allSessions, allTasks, type ClientWithSessions, type ClientWithTasks } from '../src/pagination';
import type { ListTasksRequest } from '../src/generated/main';
import { SessionKind, type ListSessionsRequest } from '../src/generated/sessions';

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `t${from + i}` }));

function tasksClient(total: number, pageCalls: ListTasksRequest[]): ClientWithTasks {
  const listTasks = (request: ListTasksRequest = {}) => {
    pageCalls.push(request);
    const offset = request.offset ?? 0;
    const count = Math.max(0, Math.min(request.limit ?? 100, total - offset));
    return Promise.resolve({ current_batch: items(offset, count), total_tasks: total });
  };
  return { main: { tasks: { listTasks } } } as unknown as ClientWithTasks;
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

test('allTasks yields every task once, one page at a time, with the filters on every page', async () => {
  const calls: ListTasksRequest[] = [];
  const tasks = await collect(allTasks(tasksClient(5, calls), { sort: '-createdAt' }, 2));
  expect(tasks.map((t) => t.id)).toEqual(['t0', 't1', 't2', 't3', 't4']);
  expect(calls).toEqual([
    { sort: '-createdAt', offset: 0, limit: 2 },
    { sort: '-createdAt', offset: 2, limit: 2 },
    { sort: '-createdAt', offset: 4, limit: 2 },
  ]);
});

test('allTasks asks for no page after the total is reached, even when the last page is full', async () => {
  const calls: ListTasksRequest[] = [];
  expect(await collect(allTasks(tasksClient(4, calls), {}, 2))).toHaveLength(4);
  expect(calls).toHaveLength(2);
});

test('allTasks of an empty list asks once and yields nothing', async () => {
  const calls: ListTasksRequest[] = [];
  expect(await collect(allTasks(tasksClient(0, calls)))).toEqual([]);
  expect(calls).toEqual([{ offset: 0, limit: 100 }]);
});

test('allSessions stops at a short page even when the total says more', async () => {
  const calls: ListSessionsRequest[] = [];
  const pages = [[{ id: 's0' }, { id: 's1' }], [{ id: 's2' }]];
  const client = {
    sessions: {
      sessions: {
        listSessions: (request: ListSessionsRequest) => {
          calls.push(request);
          return Promise.resolve({ sessions: pages[calls.length - 1] ?? [], total: 99 });
        },
      },
    },
  } as unknown as ClientWithSessions;
  const sessions = await collect(allSessions(client, { kind: SessionKind.Webui }, 2));
  expect(sessions.map((s) => s.id)).toEqual(['s0', 's1', 's2']);
  expect(calls.map((c) => c.offset)).toEqual([0, 2]);
});
