import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { renderApp } from '../../testing/render-app';
import { successMessages } from '../../shared/texts/success-messages';
import { captureDownloads } from '../../testing/downloads';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const row = (id: string, kind: 'webui' | 'task', runTime: number) => ({
  kind,
  id,
  state: 'running',
  created_at: '2026-05-01T10:00:00Z',
  environment: 'ROOT',
  user: 'alice',
  app_name: `App ${id}`,
  app_version: '1.0',
  queue_time: 3,
  launch_time: 2,
  run_time: runTime,
  gb_hour: 0.5,
  peak_memory_mi: 512,
  memory_limit_mi: 2048,
  peak_cpu_m: 250,
  cpu_limit_m: 1000,
  memory_utilisation: 25,
  cpu_utilisation: 25,
});

const listing = (rows = [row('a', 'webui', 60)]) =>
  mockOperation('sessions', 'listAllSessions', { status: 200, body: { sessions: rows, total: rows.length } });

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

beforeEach(() => window.localStorage.clear());

describe('the page of every session kind', () => {
  it('shows the columns, sorts by a header through the API and opens a session’s events', async () => {
    const asked: Record<string, string>[] = [];
    renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'listAllSessions', ({ query }) => {
          asked.push(query as Record<string, string>);
          const rows = [row('a', 'webui', 60), row('b', 'task', 10)];
          if (query.sort === 'run_time' && query.order === 'asc') rows.reverse();
          return { status: 200, body: { sessions: rows, total: 2 } };
        }),
        mockOperation('sessions', 'getSessionEvents', ({ params }) => ({
          status: 200,
          body: {
            events: [
              { event: 'created', time: '2026-05-01T10:00:00Z' },
              { event: params.session_id === 'a' ? 'running' : 'queued', time: '2026-05-01T10:00:05Z' },
            ],
          },
        })),
      ],
    });
    const table = await screen.findByRole('table', { name: 'All sessions' });
    for (const name of ['Type', 'State', 'User', 'App', 'Version', 'Queue time', 'Run time', 'GbHour'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    const apps = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[5].textContent);
    expect(await screen.findByText('App a')).toBeInTheDocument();
    expect(apps()).toEqual(['App a', 'App b']);
    await userEvent.click(within(table).getByRole('button', { name: 'Run time' }));
    expect(asked.at(-1)).toMatchObject({ sort: 'run_time', order: 'asc' });
    expect(within(table).getByRole('columnheader', { name: /Run time/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(apps()).toEqual(['App b', 'App a']));
    await userEvent.click(screen.getByRole('button', { name: 'Session events of webui a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session events' });
    expect(await within(dialog).findByText('running')).toBeInTheDocument();
    expect(within(dialog).getByText('created')).toBeInTheDocument();
  });

  it('shows progress while the first page loads, and offers the way back to the legacy sessions', async () => {
    const { history } = renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'listAllSessions', {
          delayMs: 300,
          status: 200,
          body: { sessions: [row('a', 'webui', 60)], total: 1 },
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading sessions' })).toBeInTheDocument();
    expect(await screen.findByText('App a')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading sessions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show legacy sessions' }));
    await waitFor(() => expect(history.location.pathname).toBe('/sessions/webui'));
  });

  it('shows and hides the optional columns with Manage columns, kept for this user in this browser', async () => {
    const view = renderApp({ path: '/sessions/all', user: { name: 'alice' }, routes: [listing()] });
    const table = await screen.findByRole('table', { name: 'All sessions' });
    await within(table).findByText('App a');
    expect(headers(table)).toContain('GbHour');
    expect(headers(table)).not.toContain('Peak Memory [Mi]');
    await userEvent.click(screen.getByRole('button', { name: 'Manage columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage columns' });
    expect(within(dialog).getByRole('checkbox', { name: 'Peak Memory [Mi]' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Peak Memory [Mi]' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'GbHour' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(headers(table)).toContain('Peak Memory [Mi]');
    expect(headers(table)).not.toContain('GbHour');
    expect(within(table).getByText('512')).toBeInTheDocument();
    view.unmount();

    renderApp({ path: '/sessions/all', user: { name: 'alice' }, routes: [listing()] });
    const again = await screen.findByRole('table', { name: 'All sessions' });
    await within(again).findByText('App a');
    expect(headers(again)).toContain('Peak Memory [Mi]');
    expect(headers(again)).not.toContain('GbHour');
    await userEvent.click(screen.getByRole('button', { name: 'Manage columns' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(headers(again)).toContain('GbHour');
    expect(headers(again)).not.toContain('Peak Memory [Mi]');
  });

  it('filters through the API with the filter bar, keeping the filters in the address', async () => {
    const asked: string[][] = [];
    const { history } = renderApp({
      path: '/sessions/all?filter=state%3Drunning',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'listAllSessions', ({ url }) => {
          asked.push(url.searchParams.getAll('filter'));
          return { status: 200, body: { sessions: [row('a', 'webui', 60)], total: 1 } };
        }),
      ],
    });
    const filters = await screen.findByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: 'Remove filter State is running' })).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toEqual(['state=running']));

    await userEvent.click(within(filters).getByRole('button', { name: '+ Add filter' }));
    const form = await screen.findByRole('form', { name: 'Add filter' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Column' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Run time' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Operator' }));
    expect(screen.queryByRole('option', { name: 'contains' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'at least' }));
    const apply = within(form).getByRole('button', { name: 'Apply' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Value' }), 'soon');
    const calls = asked.length;
    await userEvent.click(apply);
    expect(within(form).getByRole('textbox', { name: 'Value' })).toHaveAccessibleDescription(
      'Enter a number to compare Run time with.',
    );
    expect(asked).toHaveLength(calls);
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Value' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Value' }), '60');
    await userEvent.click(apply);
    await waitFor(() => expect(asked.at(-1)).toEqual(['state=running', 'run_time>=60']));
    expect(new URLSearchParams(history.location.search).getAll('filter')).toEqual(['state=running', 'run_time>=60']);
    expect(within(filters).getByRole('button', { name: 'Remove filter Run time at least 60' })).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Remove filter State is running' }));
    await waitFor(() => expect(asked.at(-1)).toEqual(['run_time>=60']));
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(asked.at(-1)).toEqual([]));
    expect(history.location.search).toBe('');
  });

  it('filters by the creation time, picked in local time and sent as the instant it is', async () => {
    const asked: string[][] = [];
    renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'listAllSessions', ({ url }) => {
          asked.push(url.searchParams.getAll('filter'));
          return { status: 200, body: { sessions: [row('a', 'webui', 60)], total: 1 } };
        }),
      ],
    });
    const filters = await screen.findByRole('group', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: '+ Add filter' }));
    const form = await screen.findByRole('form', { name: 'Add filter' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Column' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Created' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Operator' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['from', 'before']);
    await userEvent.click(screen.getByRole('option', { name: 'before' }));
    const value = within(form).getByLabelText('Value');
    expect(value).toHaveAttribute('type', 'datetime-local');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(value).toHaveAccessibleDescription('Enter a date and time to compare Created with.');
    fireEvent.change(value, { target: { value: '2026-05-02T09:30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    const instant = new Date('2026-05-02T09:30');
    await waitFor(() => expect(asked.at(-1)).toEqual([`created_at<${instant.toISOString()}`]));
    expect(
      within(filters).getByRole('button', { name: `Remove filter Created before ${instant.toLocaleString()}` }),
    ).toBeInTheDocument();
  });

  it('downloads the rows shown, in the columns shown, as CSV', async () => {
    const { saved, restore } = captureDownloads();
    const odd = { ...row('b', 'task', 10), app_name: '=cmd|calc', user: 'bob, "the builder"' };
    renderApp({ path: '/sessions/all', user: { name: 'alice' }, routes: [listing([row('a', 'webui', 60), odd])] });
    await screen.findByText('App a');
    await userEvent.click(screen.getByRole('button', { name: 'Manage columns' }));
    for (const name of ['Queue time', 'Launch time', 'GbHour'])
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('checkbox', { name }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('sessions.csv');
    const local = new Date('2026-05-01T10:00:00Z').toLocaleString();
    const created = local.includes(',') ? `"${local}"` : local;
    expect((await saved[0].text).split('\r\n')).toEqual([
      'Type,State,Created,Environment,User,App,Version,Run time',
      `webui,running,${created},ROOT,alice,App a,1.0,60s`,
      `task,running,${created},ROOT,"bob, ""the builder""",'=cmd|calc,1.0,10s`,
      '',
    ]);
    restore();
  });

  it('summarises the filtered sessions per figure on the Stats tab, grouped by the breakdowns ticked, sorted by any header', async () => {
    const summary = (n: number) => ({ avg: n, min: n - 1, max: n + 1, p50: n, p95: n + 1, total: n * 2 });
    const metrics = (n: number) => ({
      queue_time: summary(n),
      launch_time: summary(n),
      run_time: summary(n * 10),
      gb_hour: summary(n),
      peak_memory_mi: summary(n),
      peak_cpu_m: summary(n),
    });
    const asked: { filter: string[]; breakdown: string | null }[] = [];
    const listed: string[][] = [];
    const { history } = renderApp({
      path: '/sessions/all?tab=stats&filter=state%3Drunning',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'getSessionStats', ({ url }) => {
          const breakdown = url.searchParams.get('breakdown');
          asked.push({ filter: url.searchParams.getAll('filter'), breakdown });
          const groups = breakdown
            ? [
                { keys: { user: 'alice' }, count: 2, metrics: metrics(3) },
                { keys: { user: 'bob' }, count: 1, metrics: metrics(5) },
              ]
            : [{ keys: {}, count: 3, metrics: metrics(4) }];
          return { status: 200, body: { breakdown: breakdown ? [breakdown] : [], groups } };
        }),
        mockOperation('sessions', 'listAllSessions', ({ url }) => {
          listed.push(url.searchParams.getAll('filter'));
          return { status: 200, body: { sessions: [row('a', 'webui', 60)], total: 1 } };
        }),
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Stats', selected: true })).toBeInTheDocument();
    const runTime = await screen.findByRole('table', { name: 'Run time [s]' });
    expect(asked.at(-1)).toEqual({ filter: ['state=running'], breakdown: null });
    expect(headers(runTime)).toEqual(['Count', 'Avg', 'Min', 'Max', 'P50', 'P95', 'Total']);
    expect(
      within(runTime)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '40', '39', '41', '40', '41', '80']);
    expect(screen.getByRole('table', { name: 'GbHour' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'User' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ filter: ['state=running'], breakdown: 'user' }));
    const grouped = screen.getByRole('table', { name: 'Run time [s]' });
    await within(grouped).findByText('bob');
    expect(headers(grouped)[0]).toBe('User');
    expect(
      within(grouped)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['alice', 'bob']);
    expect(new URLSearchParams(history.location.search).getAll('breakdown')).toEqual(['user']);
    const users = () =>
      within(grouped)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent);
    await userEvent.click(within(grouped).getByRole('button', { name: 'Avg' }));
    await userEvent.click(within(grouped).getByRole('button', { name: 'Avg' }));
    expect(within(grouped).getByRole('columnheader', { name: /Avg/ })).toHaveAttribute('aria-sort', 'descending');
    expect(users()).toEqual(['bob', 'alice']);
    await userEvent.click(within(grouped).getByRole('button', { name: 'User' }));
    expect(users()).toEqual(['alice', 'bob']);

    await userEvent.click(screen.getByRole('tab', { name: 'Data' }));
    await screen.findByRole('table', { name: 'All sessions' });
    await waitFor(() => expect(listed.at(-1)).toEqual(['state=running']));
  });

  it('sizes its pages to the window: as many rows as fit, asked again when the window grows', async () => {
    const height = window.innerHeight;
    const asked: Record<string, string>[] = [];
    Object.assign(window, { innerHeight: 700 });
    renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'listAllSessions', ({ query }) => {
          asked.push(query as Record<string, string>);
          return { status: 200, body: { sessions: [row('a', 'webui', 60)], total: 100 } };
        }),
      ],
    });
    await screen.findByText('App a');
    expect(asked.at(-1)).toMatchObject({ limit: '10', offset: '0' });
    expect(screen.getByText('1–10 of 100')).toBeInTheDocument();
    act(() => {
      Object.assign(window, { innerHeight: 1200 });
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ limit: '24', offset: '0' }));
    expect(await screen.findByText('1–24 of 100')).toBeInTheDocument();
    Object.assign(window, { innerHeight: height });
  });

  it('opens a session’s events from the menu a right-click on its row opens', async () => {
    renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        listing([row('a', 'webui', 60), row('b', 'task', 10)]),
        mockOperation('sessions', 'getSessionEvents', ({ params }) => ({
          status: 200,
          body: {
            events: [
              { event: `queued ${String(params.kind)} ${String(params.session_id)}`, time: '2026-05-01T10:00:00Z' },
            ],
          },
        })),
      ],
    });
    const cell = await screen.findByText('App b');
    fireEvent.contextMenu(cell);
    const menu = await screen.findByRole('menu', { name: 'Actions of task b' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Session events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session events' });
    expect(await within(dialog).findByText('queued task b')).toBeInTheDocument();
  });

  it('terminates a running session and deletes an ended one from the row menu, each as the state allows, after asking', async () => {
    let listed = 0;
    const ended = { ...row('b', 'webui', 10), state: 'terminated' };
    const { calls } = renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'listAllSessions', () => {
          listed++;
          return { status: 200, body: { sessions: [row('a', 'webui', 60), ended], total: 2 } };
        }),
        mockOperation('sessions', 'terminateSession', { status: 204 }),
        mockOperation('sessions', 'deleteSession', { status: 204 }),
      ],
    });
    fireEvent.contextMenu(await screen.findByText('App a'));
    let menu = await screen.findByRole('menu', { name: 'Actions of webui a' });
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Terminate' }));
    let confirm = await screen.findByRole('dialog', { name: 'Terminate session' });
    expect(calls.some((c) => c.path.endsWith('/terminate'))).toBe(false);
    const before = listed;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText(successMessages.sessionsTerminated(1))).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/terminate'))?.path).toMatch(/\/sessions\/webui\/a\/terminate$/);
    await waitFor(() => expect(listed).toBeGreaterThan(before));

    // The keyboard's way to the same menu.
    await userEvent.click(screen.getByRole('button', { name: 'More actions of webui b' }));
    menu = await screen.findByRole('menu', { name: 'Actions of webui b' });
    expect(within(menu).getByRole('menuitem', { name: 'Terminate' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete session' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(successMessages.sessionsDeleted(1))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toMatch(/\/sessions\/webui\/b$/);
  });

  it("says the spec's 'Task {id} was successfully deleted.' when a task is deleted from the row menu", async () => {
    renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        listing([{ ...row('t7', 'task', 10), state: 'completed' }]),
        mockOperation('sessions', 'deleteSession', { status: 204 }),
      ],
    });
    fireEvent.contextMenu(await screen.findByText('App t7'));
    const menu = await screen.findByRole('menu', { name: 'Actions of task t7' });
    expect(within(menu).getByRole('menuitem', { name: 'Terminate' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete session' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task t7 was successfully deleted.')).toBeInTheDocument();
  });

  it("saves a session's log from the row menu under the server's file name", async () => {
    const { saved, restore } = captureDownloads();
    renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        listing([row('b', 'task', 10)]),
        mockOperation('sessions', 'downloadSessionLogs', {
          status: 200,
          headers: { 'content-type': 'text/plain' },
          body: '2026-05-01T10:00:00Z INFO started\n',
        }),
      ],
    });
    fireEvent.contextMenu(await screen.findByText('App b'));
    const menu = await screen.findByRole('menu', { name: 'Actions of task b' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Session logs' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('task_session_b_log.txt');
    expect(await saved[0].text).toBe('2026-05-01T10:00:00Z INFO started\n');
    restore();
  });

  it('says why when the list cannot be read, instead of showing an empty table, and reads it again on Retry', async () => {
    let calls = 0;
    renderApp({
      path: '/sessions/all',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'listAllSessions', () =>
          ++calls === 1
            ? {
                status: 400,
                body: { message: "The filter names an unknown column 'colour'.", errorCode: 10000, errorId: 'e1' },
              }
            : { status: 200, body: { sessions: [row('a', 'webui', 60)], total: 1 } },
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("The filter names an unknown column 'colour'.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('App a')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no session matches the filters', async () => {
    renderApp({ path: '/sessions/all?filter=user%3Dnobody', user: { name: 'alice' }, routes: [listing([])] });
    expect(await screen.findByText('No sessions match the filters.')).toBeInTheDocument();
  });
});
