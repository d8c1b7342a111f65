import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import {
  aSession,
  aTask,
  bodyRows,
  firstRowCells,
  renderJobs,
  sessionsRoute,
  SESSIONS_URL,
  tasksRoute,
  TASKS_URL,
  textsOf,
} from '../testing/fixtures';

/** The first render loads the page's lazy chunk, which can take longer than findBy's default second. */
jest.setTimeout(20_000);

const findTable = (name: string) => screen.findByRole('grid', { name }, { timeout: 8000 });
const headers = (table: HTMLElement) => textsOf(table, 'columnheader');
const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page/ })
    .map((b) => b.textContent);
const queryOf = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path);

/** Renders the Jobs page at `path` and waits for the table `name` to show the job `id`. */
async function tableShowing(path: string, routes: Parameters<typeof renderJobs>[1], name: string, id: string) {
  const view = renderJobs(path, routes);
  const table = await findTable(name);
  await within(table).findByText(id);
  return { ...view, table };
}

describe('the Jobs page tabs and tables', () => {
  it('shows the WebUI columns, with local times, the offset in the header and <deleted> stripped', async () => {
    const { calls, table } = await tableShowing(
      '/sessions/webui',
      sessionsRoute('webui', [aSession('w1', 'running')]),
      'WebUI sessions',
      'w1',
    );
    expect(headers(table)).toEqual(['Session ID', 'State', 'Application', 'Owner', 'Created (GMT+5:30)']);
    const cells = firstRowCells(table);
    expect(cells).toEqual(['w1', 'running', 'Planner 1.2', 'alice@Sales', '2026-07-01 15:30:00']);
    expect(screen.getByRole('tab', { name: 'WebUI', selected: true })).toBeInTheDocument();
    expect(queryOf(calls, `${SESSIONS_URL}/webui`)).toHaveLength(1);
  });

  it('leads to the table of every session kind', async () => {
    const { history } = await tableShowing(
      '/sessions/webui',
      sessionsRoute('webui', [aSession('w1', 'running')]),
      'WebUI sessions',
      'w1',
    );
    await userEvent.click(screen.getByRole('link', { name: 'All sessions' }));
    await waitFor(() => expect(history.location.pathname).toBe('/sessions/all'));
  });

  it('shows the solver columns with durations as hh:mm:ss', async () => {
    const { table } = await tableShowing(
      '/sessions/solver',
      sessionsRoute('solve', [
        aSession('s1', 'finished', { description: 'Night run', run_time: 3725, queue_time: 59 }),
      ]),
      'Solver sessions',
      's1',
    );
    expect(headers(table)).toEqual([
      'Session ID',
      'State',
      'Application',
      'Owner',
      'Created (GMT+5:30)',
      'Description',
      'Run Time',
      'Queue Time',
    ]);
    expect(firstRowCells(table, 5)).toEqual(['Night run', '01:02:05', '00:00:59']);
  });

  it('shows the task columns, the id with its [groupIndex], and asks for -createdAt', async () => {
    const seen: URLSearchParams[] = [];
    const { table } = await tableShowing(
      '/sessions/task',
      tasksRoute(
        [aTask('t1', 'queued', { groupIndex: 2, scheduleFor: '2026-08-01T00:00:00Z', scheduleInterval: 90000 })],
        seen,
      ),
      'Tasks',
      't1[2]',
    );
    expect(headers(table)).toEqual([
      'Task ID',
      'State',
      'Application',
      'Owner',
      'Service Name',
      'Created (GMT+5:30)',
      'Queue Time',
      'Run Time',
      'Scheduled for (GMT+5:30)',
      'Schedule Interval',
    ]);
    expect(firstRowCells(table, 4)).toEqual([
      'solve',
      '2026-07-01 15:30:00',
      '00:00:03',
      '01:02:05',
      '2026-08-01 05:30:00',
      '25:00:00',
    ]);
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({ offset: '0', limit: '10', sort: '-createdAt' });
  });

  it.each([
    ['/sessions/webui', sessionsRoute('webui', []), 'No WebUI sessions found'],
    ['/sessions/solver', sessionsRoute('solve', []), 'No Solver Sessions found'],
    ['/sessions/task', tasksRoute([]), 'No Tasks found'],
  ])('shows the empty message of %s', async (path, routes, text) => {
    renderJobs(path, routes);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the error with a retry when the list fails', async () => {
    let fail = true;
    renderJobs('/sessions/webui', [
      mockOperation('sessions', 'listSessions', () =>
        fail
          ? { status: 500, body: { message: 'Session manager down', errorCode: 1, errorId: 'x' } }
          : { status: 200, body: { sessions: [aSession('w9', 'running')], total: 1 } },
      ),
    ]);
    expect(await screen.findByText('Session manager down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('w9')).toBeInTheDocument();
  });
});

describe('paging on the server', () => {
  const many = Array.from({ length: 57 }, (_, i) => aSession(`w${String(i + 1).padStart(2, '0')}`, 'crashed'));

  it('asks for 10 rows a page and shows at most 5 page buttons around the current page', async () => {
    const { history } = renderJobs('/sessions/webui', sessionsRoute('webui', many));
    const table = await findTable('WebUI sessions');
    await within(table).findByText('w01');
    expect(bodyRows(table)).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'WebUI sessions pages' });
    expect(pageButtons(nav)).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(history.location.search).toBe('?page=5'));
    await within(table).findByText('w41');
    expect(history.location.search).toBe('?page=5');
    expect(pageButtons(nav)).toEqual(['2', '3', '4', '5', '6']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(await within(table).findByText('w57')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(7);
  });
});

describe('selection and bulk actions', () => {
  const tasks = [aTask('t1', 'completed'), aTask('t2', 'running'), aTask('t3', 'failed'), aTask('t4', 'queued')];

  it('selects with click, ctrl/meta-click and shift-click ranges, and offers only what the states allow', async () => {
    renderJobs('/sessions/task', tasksRoute(tasks));
    const table = await findTable('Tasks');
    const row = async (id: string) => (await within(table).findByText(`${id}[0]`)).closest('tr') as HTMLElement;
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    const actions = () =>
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent)
        // The actions of the states: not New task, nor Notify me (offered for every job that can still end).
        .filter((t) => t !== 'New task' && !t?.startsWith('Notify me'));

    fireEvent.click(await row('t1'));
    // One selected row also offers its session log.
    expect(actions()).toEqual(['Download response (1)', 'Session log', 'Delete (1)']);
    fireEvent.click(await row('t3'), { shiftKey: true });
    expect(bodyRows(table).map((r) => r.getAttribute('aria-selected'))).toEqual(['true', 'true', 'true', 'false']);
    expect(actions()).toEqual([
      'Download response (1)',
      'Interrupt solve (1)',
      'Interrupt execution (1)',
      'Delete (2)',
    ]);
    fireEvent.click(await row('t2'), { ctrlKey: true });
    fireEvent.click(await row('t4'), { metaKey: true });
    expect(actions()).toEqual(['Download response (1)', 'Delete (3)']);
    fireEvent.click(await row('t2'));
    expect(actions()).toEqual(['Session log', 'Interrupt solve (1)', 'Interrupt execution (1)']);
  });

  it("shows a task in the documented 'assigned' state like the others, with no action but its log while it lasts", async () => {
    renderJobs('/sessions/task', tasksRoute([aTask('t5', 'assigned')]));
    const table = await findTable('Tasks');
    const row = (await within(table).findByText('t5[0]')).closest('tr') as HTMLElement;
    expect(within(row).getByText('assigned')).toBeInTheDocument();
    fireEvent.click(row);
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => t !== 'New task'),
    ).toEqual(['Notify me (1)', 'Session log']);
  });

  it("deletes the selected tasks that allow it, with 'Task {id} was successfully deleted.' or the server's error", async () => {
    const { calls } = renderJobs('/sessions/task', [
      ...tasksRoute(tasks),
      mockOperation('main', 'deleteTask', ({ params }) =>
        params.id === 't3'
          ? { status: 405, body: { message: 'Task t3 is locked.', errorCode: 9, errorId: 'e' } }
          : { status: 200, body: aTask(params.id, 'completed') },
      ),
    ]);
    const table = await findTable('Tasks');
    fireEvent.click((await within(table).findByText('t1[0]')).closest('tr') as HTMLElement);
    fireEvent.click(within(table).getByText('t3[0]').closest('tr') as HTMLElement, { shiftKey: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 tasks' });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task t1 was successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Task t3 is locked.')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.path)
        .sort(),
    ).toEqual([`${TASKS_URL}/t1`, `${TASKS_URL}/t3`]);
  });

  it('keeps a failure of a bulk action on screen, after the toasts of the rows that went through', async () => {
    const rows = ['d1', 'd2', 'd3', 'd4'].map((id) => aTask(id, 'completed'));
    renderJobs('/sessions/task', [
      ...tasksRoute(rows),
      // The failure answers first, the successes after it: each new toast closes the oldest beyond three.
      mockOperation('main', 'deleteTask', async ({ params }) => {
        if (params.id === 'd1')
          return { status: 405, body: { message: 'Task d1 is locked.', errorCode: 9, errorId: 'e' } };
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { status: 200, body: aTask(params.id, 'completed') };
      }),
    ]);
    const table = await findTable('Tasks');
    fireEvent.click((await within(table).findByText('d1[0]')).closest('tr') as HTMLElement);
    fireEvent.click(within(table).getByText('d4[0]').closest('tr') as HTMLElement, { shiftKey: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete (4)' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete 4 tasks' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Task d4 was successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Task d1 is locked.')).toBeInTheDocument();
  });

  it('interrupts through setstatus, after a confirmation', async () => {
    const { calls } = renderJobs('/sessions/task', [
      ...tasksRoute(tasks),
      mockOperation('main', 'updateTask', ({ params }) => ({ status: 200, body: aTask(params.id, 'running') })),
    ]);
    fireEvent.click((await screen.findByText('t2[0]')).closest('tr') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Interrupt execution (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Interrupt execution' });
    expect(calls.find((c) => c.method === 'PUT')).toBeUndefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Interrupt execution' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ setstatus: 'interrupt-execution' }),
    );
  });

  it('terminates a running WebUI session and deletes a terminated one, each after a confirmation', async () => {
    const { calls } = renderJobs('/sessions/webui', [
      ...sessionsRoute('webui', [aSession('w1', 'running'), aSession('w2', 'terminated')]),
      mockOperation('sessions', 'terminateSession', { status: 204 }),
      mockOperation('sessions', 'deleteSession', { status: 204 }),
    ]);
    fireEvent.click((await screen.findByText('w1')).closest('tr') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Terminate (1)' }));
    let confirm = await screen.findByRole('dialog', { name: 'Terminate session' });
    expect(confirm).toHaveTextContent('Terminate this session (w1)? A terminated session cannot be resumed.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Terminate (1)' }));
    confirm = await screen.findByRole('dialog', { name: 'Terminate session' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('Session w1 was successfully terminated.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('w2').closest('tr') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Delete (1)' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete session' });
    expect(confirm).toHaveTextContent('Delete this session (w2)? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session w2 was successfully deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      `PATCH ${SESSIONS_URL}/webui/w1/terminate`,
      `DELETE ${SESSIONS_URL}/webui/w2`,
    ]);
  });
});

describe('a page that no longer exists', () => {
  it('goes to the last page when the rows of the current page are gone', async () => {
    const { history } = renderJobs(
      '/sessions/task?page=4',
      tasksRoute(Array.from({ length: 12 }, (_, i) => aTask(`t${i}`, 'completed'))),
    );
    await waitFor(() => expect(history.location.search).toBe('?page=2'), { timeout: 8000 });
    const table = await findTable('Tasks');
    expect(await within(table).findByText('t11[0]')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(2);
  });
});
