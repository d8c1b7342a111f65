import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { renderApp } from '../../testing/render-app';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

type Query = Record<string, string | undefined>;

const bucket = (start: string, runSeconds: number | null, active: number) => ({
  start,
  runSeconds,
  launchSeconds: runSeconds === null ? null : 20,
  queueSeconds: null,
  active,
});

const kindOf = (q: string | undefined): 'webui' | 'solve' | 'task' => (q === 'solve' || q === 'task' ? q : 'webui');
const resolutionOf = (q: string | undefined): 'hour' | 'day' | 'week' | 'month' =>
  q === 'hour' || q === 'week' || q === 'month' ? q : 'day';

/** The stats of the kind asked for: two days with sessions, or none at all when `empty`. */
const answer = (query: Query, empty = false) => ({
  kind: kindOf(query.kind),
  resolution: resolutionOf(query.resolution),
  from: `${query.from}T00:00:00Z`,
  to: `${query.to}T00:00:00Z`,
  running: empty ? 0 : 1,
  total: empty ? 0 : 3,
  buckets: empty
    ? [bucket('2024-03-04T00:00:00Z', null, 0)]
    : [bucket('2024-03-04T00:00:00Z', 3600, 2), bucket('2024-03-05T00:00:00Z', 1800, 2)],
});

function renderStats(options: { isAdmin?: boolean; path?: string; empty?: boolean } = {}) {
  const asked: { name: string; query: Query }[] = [];
  const view = renderApp({
    path: options.path ?? '/stats/Stats%20App',
    user: { name: 'alice', isAdmin: options.isAdmin ?? false },
    routes: [
      mockOperation('sessions', 'getAppStats', ({ params, query }) => {
        asked.push({ name: String(params.app_name), query: query as Query });
        return { status: 200, body: answer(query as Query, options.empty) };
      }),
    ],
  });
  return { ...view, asked };
}

describe('the App Stats page', () => {
  it('asks for the WebUI stats of the last 30 days at auto resolution and shows the counters and graphs', async () => {
    const { asked } = renderStats();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stats App' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Run time in seconds' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'WebUI', selected: true })).toBeInTheDocument();
    expect(asked[0].name).toBe('Stats App');
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 24 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    expect(asked[0].query).toMatchObject({ kind: 'webui', resolution: 'auto', from, to: tomorrow });
    expect(asked[0].query.user).toBeUndefined();
    expect(screen.getByLabelText('Begin date')).toHaveValue(from);
    expect(screen.getByLabelText('End date')).toHaveValue(today);
    const counters = screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(counters).toEqual([
      ['Running', '1'],
      ['Total', '3'],
    ]);
    expect(screen.getAllByRole('figure').map((f) => within(f).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Run time in seconds',
      'Launch time in seconds',
      'Active count',
    ]);
    expect(screen.getByRole('figure', { name: 'Run time in seconds' })).toHaveAccessibleDescription(
      /2 of 2 periods above zero; highest 3600 s at .*4, 2024.*average of those 2700 s/,
    );
    // A user sees their own sessions only: no user filter.
    expect(screen.queryByRole('textbox', { name: 'User' })).not.toBeInTheDocument();
  });

  it('sends the tab’s kind, the resolution and the dates, keeping them in the address', async () => {
    const user = userEvent.setup();
    const { asked, history } = renderStats();
    await screen.findByRole('figure', { name: 'Run time in seconds' });
    await user.click(screen.getByRole('tab', { name: 'Solver' }));
    await waitFor(() => expect(asked.at(-1)?.query.kind).toBe('solve'));
    expect(await screen.findByRole('figure', { name: 'Queue time in seconds' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Task' }));
    await waitFor(() => expect(asked.at(-1)?.query.kind).toBe('task'));
    expect(await screen.findByRole('figure', { name: 'Queue time in seconds' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Launch time in seconds' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Resolution' }));
    await user.click(await screen.findByRole('option', { name: 'week' }));
    await waitFor(() => expect(asked.at(-1)?.query).toMatchObject({ kind: 'task', resolution: 'week' }));

    // Date inputs take a whole date at once, as a browser's picker sets it.
    fireEvent.change(screen.getByLabelText('Begin date'), { target: { value: '2024-03-04' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2024-03-05' } });
    await waitFor(() => expect(asked.at(-1)?.query).toMatchObject({ from: '2024-03-04', to: '2024-03-06' }));
    expect(new URLSearchParams(history.location.search).toString()).toBe(
      'kind=task&resolution=week&from=2024-03-04&to=2024-03-05',
    );
  });

  it('opens the view its address names, and says when the begin date is after the end date', async () => {
    const { asked } = renderStats({
      path: '/stats/Stats%20App?kind=solve&resolution=hour&from=2024-03-04&to=2024-03-04',
    });
    expect(await screen.findByRole('tab', { name: 'Solver', selected: true })).toBeInTheDocument();
    await screen.findByRole('figure', { name: 'Queue time in seconds' });
    expect(asked[0].query).toMatchObject({ kind: 'solve', resolution: 'hour', from: '2024-03-04', to: '2024-03-05' });
    fireEvent.change(screen.getByLabelText('Begin date'), { target: { value: '2024-03-09' } });
    expect(await screen.findByText('The begin date must not be after the end date.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(asked.every((a) => a.query.from !== '2024-03-09')).toBe(true);
  });

  it('gives admins a user filter that goes into the query', async () => {
    const user = userEvent.setup();
    const { asked } = renderStats({ isAdmin: true });
    await screen.findByRole('figure', { name: 'Run time in seconds' });
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'pub');
    await waitFor(() => expect(asked.at(-1)?.query.user).toBe('pub'));
  });

  it('shows the server’s message when the stats cannot be read', async () => {
    renderApp({
      path: '/stats/Stats%20App',
      user: { name: 'alice' },
      routes: [
        mockOperation('sessions', 'getAppStats', () => ({
          status: 403,
          body: { message: 'Only admins may see the statistics of other users.', errorCode: 403, errorId: 'e1' },
        })),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins may see the statistics of other users.');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says so when the range holds no sessions of the kind', async () => {
    renderStats({ empty: true });
    expect(await screen.findByText(/No WebUI sessions in this range/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '0']);
  });

  it('lists the apps to pick from at /stats, each name once, linking to its stats', async () => {
    renderApp({ path: '/stats', user: { name: 'alice' } });
    const list = await screen.findByRole('list', { name: 'App stats' });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    const names = links.map((l) => l.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(links[0]).toHaveAttribute('href', `/stats/${encodeURIComponent(names[0] ?? '')}`);
  });
});
