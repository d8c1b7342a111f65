import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { aTask, renderJobs, tasksRoute } from '../testing/fixtures';

jest.setTimeout(30_000);

const app = (name: string, version: string) => ({
  name,
  version,
  description: '',
  category: '',
  isLatest: true,
  isModifiable: false,
  storedId: `${name}-${version}`,
  aimmsDescription: '',
  aimmsName: '',
  aimmsVersionId: '',
  attributes: { isWebUI: 'true' as const },
});

const APPS = mockOperation('main', 'listApplications', {
  status: 200,
  body: { applications: [app('Planner', '1.2'), app('Planner', '1.10'), app('Router', '2.0')] },
});

async function openDialog(routes: HttpHandler[]) {
  const view = renderJobs('/sessions/task', [...routes, ...tasksRoute([])]);
  await userEvent.click(await screen.findByRole('button', { name: 'New task' }, { timeout: 8000 }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'New task' }) };
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens the dialog with a create call (of a version, or of the latest) that answers task `id`; `sentQuery()` is the query it got. */
async function openCreating(operation: 'createTask' | 'createTaskForLatestVersion', id: string) {
  let query = '';
  const view = await openDialog([
    APPS,
    mockOperation('main', operation, ({ url }) => {
      query = url.search;
      return { status: 200, body: aTask(id, 'queued') };
    }),
  ]);
  return { ...view, sentQuery: () => new URLSearchParams(query) };
}

const jsonFile = (text: string, name = 'request.json') => new File([text], name, { type: 'application/json' });

describe("the 'New task' dialog", () => {
  it("says 'Publish an app to create a new task.' when there is no app", async () => {
    const { dialog } = await openDialog([
      mockOperation('main', 'listApplications', { status: 200, body: { applications: [] } }),
    ]);
    expect(await within(dialog).findByText('Publish an app to create a new task.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('requires a service name and request data, and limits the file to 128 MB', async () => {
    const { dialog } = await openDialog([APPS]);
    await choose(dialog, 'Application', 'Planner');
    const service = within(dialog).getByRole('textbox', { name: /Service name/ });
    await userEvent.click(service);
    await userEvent.tab();
    expect(await within(dialog).findByText('Service name is required.')).toBeInTheDocument();
    const big = jsonFile('{}');
    Object.defineProperty(big, 'size', { value: 134217729 });
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), big);
    expect(await within(dialog).findByText('The file size cannot exceed 128MB.')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), []);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it("shows 'Request data is required.' when the request data file is cleared, and keeps Create disabled", async () => {
    const { dialog } = await openDialog([APPS]);
    await choose(dialog, 'Application', 'Planner');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Service name/ }), 'solve');
    expect(within(dialog).queryByText('Request data is required.')).not.toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), jsonFile('{}'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), []);
    expect(await within(dialog).findByText('Request data is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('creates a task for the chosen version with the file read as JSON and the schedule as year-month-day', async () => {
    const { calls, dialog, sentQuery } = await openCreating('createTask', 't9');
    await choose(dialog, 'Application', 'Planner');
    await choose(dialog, 'Version', '1.10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Service name/ }), 'solve');
    fireEvent.change(within(dialog).getByLabelText('Schedule for'), { target: { value: '2099-12-01' } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Schedule interval' }), '1 day');
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), jsonFile('{"orders": [1, 2]}'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New task' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/pro-api/v2/tasks/Planner/1.10/solve');
    expect(post?.body).toEqual({ orders: [1, 2] });
    expect(sentQuery()).toEqual(new URLSearchParams({ scheduleFor: '2099-12-01', scheduleInterval: '1 day' }));
  });

  it("shows 'An error occurred while creating a task' with the server's message, and keeps the dialog open", async () => {
    await openDialog([
      APPS,
      mockOperation('main', 'createTaskForLatestVersion', {
        status: 404,
        body: { message: 'Service solve not found.', errorCode: 1, errorId: 'x' },
      }),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'New task' });
    await choose(dialog, 'Application', 'Router');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Service name/ }), 'solve');
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), jsonFile('{}'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const toast = await screen.findByText(/An error occurred while creating a task/);
    expect(toast.textContent).toBe('An error occurred while creating a task\nService solve not found.');
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeInTheDocument();
  });

  it('checks the request data file when it is chosen and says plainly that it is not JSON', async () => {
    const { calls } = await openDialog([APPS]);
    const dialog = screen.getByRole('dialog', { name: 'New task' });
    await choose(dialog, 'Application', 'Router');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Service name/ }), 'solve');
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), jsonFile('not json'));
    expect(
      await within(dialog).findByText('This file is not valid JSON. Choose a file that holds a JSON object or array.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), jsonFile('"text"'));
    expect(await within(dialog).findByText('The request data must be a JSON object or array.')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), jsonFile('{"ok": true}'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    expect(within(dialog).queryByText(/not valid JSON/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says what is wrong with a schedule field while it is typed', async () => {
    const { dialog } = await openDialog([APPS]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Schedule in' }), '-5');
    expect(await within(dialog).findByText('Schedule in cannot be negative.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Schedule in' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Schedule in' }), 'soon');
    expect(
      await within(dialog).findByText(
        'Schedule in must be a duration such as 2 hours, 1 day, 2 weeks or PT30M (ISO 8601), or a number of seconds.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Schedule interval' }), '0');
    expect(await within(dialog).findByText('Schedule interval must be at least 1 second.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '08:30' } });
    expect(await within(dialog).findByText('Choose the day for this time.')).toBeInTheDocument();
  });

  it("refuses Schedule for with Schedule in at Schedule in, in the server's words, and takes blanks as no schedule", async () => {
    const { dialog } = await openDialog([APPS]);
    const scheduleIn = within(dialog).getByRole('textbox', { name: 'Schedule in' });
    fireEvent.change(within(dialog).getByLabelText('Schedule for'), { target: { value: '2099-12-01' } });
    await userEvent.type(scheduleIn, '   ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Schedule interval' }), '  ');
    await waitFor(() => expect(scheduleIn).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(scheduleIn, '0');
    expect(await within(dialog).findByText('Choose either Schedule for or Schedule in, not both.')).toBeInTheDocument();
    expect(scheduleIn).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(dialog).getByLabelText('Schedule for'), { target: { value: '' } });
    await waitFor(() => expect(within(dialog).queryByText(/Choose either/)).not.toBeInTheDocument());
  });

  it('preselects the latest version and sends a day with a time in the documented form with its offset', async () => {
    const { dialog, sentQuery } = await openCreating('createTaskForLatestVersion', 't8');
    await choose(dialog, 'Application', 'Planner');
    expect(within(dialog).getByRole('combobox', { name: 'Version' })).toHaveTextContent('Latest version (1.10)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Service name/ }), 'solve');
    fireEvent.change(within(dialog).getByLabelText('Schedule for'), { target: { value: '2099-12-01' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '08:30' } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Schedule interval' }), 'P1D');
    await userEvent.upload(within(dialog).getByLabelText('Request data file'), jsonFile('{}'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sentQuery().toString()).not.toBe(''), { timeout: 3000 });
    expect(sentQuery().get('scheduleFor')).toBe('2099-12-01 08:30 +05:30');
    expect(sentQuery().get('scheduleInterval')).toBe('P1D');
  });
});

describe('the response download', () => {
  const saved: { name: string; text: Promise<string> }[] = [];
  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push({ name: '', text: blob.text() });
        return 'blob:fake';
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved[saved.length - 1];
      if (last) last.name = this.download;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves responses as Task_{id}_response, and Task_{id}_{groupIndex}_response for a repeat', async () => {
    renderJobs('/sessions/task', [
      ...tasksRoute([aTask('t1', 'completed'), aTask('t2', 'completed', { groupIndex: 3, scheduleInterval: 60 })]),
      mockOperation('main', 'getTaskResponse', ({ params, query }) => ({
        status: 200,
        body: params.id === 't1' ? { result: 42 } : { groupIndex: query.groupIndex },
      })),
    ]);
    await userEvent.click(await screen.findByText('t1[0]', {}, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Download response (1)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Task_t1_response']));
    expect(JSON.parse(await saved[0].text)).toEqual({ result: 42 });
    await userEvent.click(screen.getByText('t2[3]'));
    await userEvent.click(screen.getByRole('button', { name: 'Download response (1)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Task_t1_response', 'Task_t2_3_response']));
    expect(JSON.parse(await saved[1].text)).toEqual({ groupIndex: '3' });
  });

  it('shows the JSON error of a non-OK reply and saves nothing', async () => {
    renderJobs('/sessions/task', [
      ...tasksRoute([aTask('t1', 'completed')]),
      mockOperation('main', 'getTaskResponse', {
        status: 404,
        body: { message: 'The response data has expired.', errorCode: 7, errorId: 'gone' },
      }),
    ]);
    await userEvent.click(await screen.findByText('t1[0]', {}, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Download response (1)' }));
    expect(await screen.findByText('The response data has expired.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
