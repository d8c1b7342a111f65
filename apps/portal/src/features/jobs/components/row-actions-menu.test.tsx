import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { aSession, aTask, renderJobs, sessionsRoute, tasksRoute } from '../testing/fixtures';
import { captureDownloads } from '../../../testing/downloads';

jest.setTimeout(30_000);

/** The table row that shows `text` (a Task or Session ID). */
const rowOf = async (text: string) => {
  const cell = await screen.findByText(text, {}, { timeout: 8000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`${text} is in no row`);
  return row;
};

/** The open menu's items as shown, '(disabled)' after those that cannot be chosen. */
const itemsOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => `${item.textContent}${item.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`);

const rightClick = async (text: string) => {
  fireEvent.contextMenu(await rowOf(text), { clientX: 40, clientY: 60 });
  return screen.findByRole('menu', { name: `Actions of ${text}` }, { timeout: 5000 });
};

describe("a task row's context menu", () => {
  const tasks = [
    aTask('t1', 'completed'),
    aTask('t2', 'queued'),
    aTask('t3', 'running'),
    aTask('t4', 'failed'),
    aTask('t5', 'assigned'),
  ];

  it.each([
    [
      't1[0]',
      ['Download response', 'Session log', 'Interrupt solve (disabled)', 'Interrupt execution (disabled)', 'Delete'],
    ],
    [
      't2[0]',
      [
        'Download response (disabled)',
        'Session log (disabled)',
        'Interrupt solve (disabled)',
        'Interrupt execution (disabled)',
        'Delete',
      ],
    ],
    [
      't3[0]',
      ['Download response (disabled)', 'Session log', 'Interrupt solve', 'Interrupt execution', 'Delete (disabled)'],
    ],
    [
      't4[0]',
      [
        'Download response (disabled)',
        'Session log',
        'Interrupt solve (disabled)',
        'Interrupt execution (disabled)',
        'Delete',
      ],
    ],
    [
      't5[0]',
      [
        'Download response (disabled)',
        'Session log',
        'Interrupt solve (disabled)',
        'Interrupt execution (disabled)',
        'Delete (disabled)',
      ],
    ],
  ])('offers for %s what its state allows, the rest disabled', async (id, items) => {
    renderJobs('/sessions/task', tasksRoute(tasks));
    expect(itemsOf(await rightClick(id))).toEqual(items);
  });

  it('opens with Shift+F10 or the context-menu key on a focused row and closes with Escape', async () => {
    renderJobs('/sessions/task', tasksRoute(tasks));
    const row = await rowOf('t3[0]');
    row.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Actions of t3[0]' }, { timeout: 5000 });
    // Focus moves into the menu, onto its first item that can be chosen.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Session log' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Interrupt solve' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(row).toHaveFocus();
    await userEvent.keyboard('{ContextMenu}');
    expect(await screen.findByRole('menu', { name: 'Actions of t3[0]' })).toBeInTheDocument();
  });

  it('asks as the toolbar does and then acts on that row alone, whatever is selected', async () => {
    const deleted: string[] = [];
    renderJobs('/sessions/task', [
      ...tasksRoute(tasks),
      mockOperation('main', 'deleteTask', ({ params }) => {
        deleted.push(String(params.id));
        return { status: 200, body: aTask(String(params.id), 'completed') };
      }),
    ]);
    await userEvent.click(await rowOf('t4[0]'));
    const menu = await rightClick('t1[0]');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(dialog).toHaveTextContent('Delete this task (t1[0]) with its request and response data?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['t1']));
  });

  it('does nothing for a disabled item', async () => {
    const sent: string[] = [];
    renderJobs('/sessions/task', [
      ...tasksRoute(tasks),
      mockOperation('main', 'updateTask', ({ params }) => {
        sent.push(String(params.id));
        return { status: 200, body: aTask(String(params.id), 'running') };
      }),
    ]);
    const menu = await rightClick('t1[0]');
    const item = within(menu).getByRole('menuitem', { name: 'Interrupt solve' });
    fireEvent.click(item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe("a session row's context menu", () => {
  it.each([
    ['webui', 'w1', 'running', ['Session log', 'Terminate', 'Delete (disabled)']],
    ['webui', 'w2', 'crashed', ['Session log', 'Terminate (disabled)', 'Delete']],
    ['solve', 's1', 'queued', ['Session log (disabled)', 'Terminate', 'Delete (disabled)']],
    ['solve', 's2', 'finished', ['Session log', 'Terminate (disabled)', 'Delete']],
  ] as const)('offers for a %s session %s (%s) what its state allows', async (kind, id, state, items) => {
    renderJobs(kind === 'webui' ? '/sessions/webui' : '/sessions/solver', sessionsRoute(kind, [aSession(id, state)]));
    expect(itemsOf(await rightClick(id))).toEqual(items);
  });

  it("terminates as the toolbar does, and opens the session's log", async () => {
    const terminated: string[] = [];
    renderJobs('/sessions/webui', [
      ...sessionsRoute('webui', [aSession('w1', 'running')]),
      mockOperation('sessions', 'terminateSession', ({ params }) => {
        terminated.push(String(params.session_id));
        return {};
      }),
    ]);
    await userEvent.click(within(await rightClick('w1')).getByRole('menuitem', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate session' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(terminated).toEqual(['w1']));
    await userEvent.click(within(await rightClick('w1')).getByRole('menuitem', { name: 'Session log' }));
    expect(await screen.findByRole('dialog', { name: 'Logs of session w1' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("a task's session log", () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  const logRoutes = () => {
    const asked: Record<string, string | null | undefined>[] = [];
    return {
      asked,
      routes: [
        ...tasksRoute([aTask('t1', 'completed'), aTask('t2', 'failed', { groupIndex: 3, scheduleInterval: 60 })]),
        mockOperation('main', 'getTaskLogs', ({ params, query }) => {
          asked.push({ id: String(params.id), ...query });
          return {
            status: 200,
            body: {
              entries: [
                { time: '2026-07-01T10:00:03Z', level: 'info', message: `Task ${String(params.id)} started.` },
                { time: '2026-07-01T10:00:09Z', level: 'error', message: 'The solve failed.' },
              ],
              total: 2,
            },
          };
        }),
        mockOperation('main', 'downloadTaskLogs', ({ params, query }) => ({
          status: 200,
          body: `log of ${String(params.id)} run ${query.groupIndex ?? 'last'}\n`,
        })),
      ],
    };
  };

  it('shows the log as numbered lines, from the toolbar or the menu, and downloads it', async () => {
    const { asked, routes } = logRoutes();
    renderJobs('/sessions/task', routes);
    await userEvent.click(await rowOf('t1[0]'));
    await userEvent.click(screen.getByRole('button', { name: 'Session log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session log' }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription('t1[0] · Planner 1.2 · alice@Sales');
    const text = await within(dialog).findByRole('region', { name: 'Log text' });
    expect(text.textContent?.split('\n')).toEqual([
      '1 2026-07-01 15:30:03 INFO Task t1 started.',
      '2 2026-07-01 15:30:09 ERROR The solve failed.',
    ]);
    expect(asked[0]).toMatchObject({ id: 't1', offset: '0', limit: '200' });
    expect(asked[0]?.groupIndex).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download log' }));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['Task_t1_log.txt']));
    expect(await downloads.saved[0]?.text).toBe('log of t1 run last\n');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A run of a repeating task is named by its group index, in the calls and the file name.
    await userEvent.click(within(await rightClick('t2[3]')).getByRole('menuitem', { name: 'Session log' }));
    const again = await screen.findByRole('dialog', { name: 'Session log' });
    await within(again).findByText(/Task t2 started\./);
    expect(asked[asked.length - 1]).toMatchObject({ id: 't2', groupIndex: '3' });
    await userEvent.click(within(again).getByRole('button', { name: 'Download log' }));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['Task_t1_log.txt', 'Task_t2_3_log.txt']));
    expect(await downloads.saved[1]?.text).toBe('log of t2 run 3\n');
  });

  it('says so when the log cannot be downloaded, and saves nothing', async () => {
    const { routes } = logRoutes();
    renderJobs('/sessions/task', [
      mockOperation('main', 'downloadTaskLogs', {
        status: 404,
        body: { message: 'Task t1 was not found.', errorCode: 4, errorId: 'gone' },
      }),
      ...routes,
    ]);
    await userEvent.click(within(await rightClick('t1[0]')).getByRole('menuitem', { name: 'Session log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session log' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download log' }));
    expect(await screen.findByText('Task t1 was not found.', { exact: false })).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });
});
