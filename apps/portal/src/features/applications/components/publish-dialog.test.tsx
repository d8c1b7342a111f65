import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { apiError } from '../../../testing/mock-api';
import { app, appRoutes } from '../testing/fixtures';

jest.setTimeout(90000);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => window.localStorage.clear());

const APPS = [
  app({ name: 'Zeta', version: '1.9', category: 'Planning', aimmsVersionId: '24.5.2.7-linux64-x64-vc143' }),
  app({ name: 'Zeta', version: '1.8', category: 'Planning', aimmsVersionId: '24.5.2.7-linux64-x64-vc143' }),
  app({ name: 'Router', version: '1.0', category: 'Planning', aimmsVersionId: '24.5.2.7-linux64-x64-vc143' }),
];
const pack = (name = 'demo.aimmspack', size = 2 * 1024 * 1024) => new File([new Uint8Array(size)], name);

function open(path: string, extra: HttpHandler[] = []) {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp({ path, user: { isAppPublisher: true }, routes: appRoutes(APPS, extra) });
  return { user, ...view };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

async function fillValid(user: ReturnType<typeof userEvent.setup>, name = 'Demo', version = '1.0') {
  await user.upload(screen.getByLabelText('Choose .aimmspack file'), pack());
  await user.type(field('App name'), name);
  await user.type(field('App version'), version);
}

describe('publish dialog', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens on /applications/publish over the list, preselects the newest version and the default profile', async () => {
    open('/applications/publish');
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new app' });
    expect(await screen.findByRole('article', { name: 'Zeta 1.9', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(select('AIMMS version')).toHaveTextContent('25.1.0.3-linux64-x64-vc143'));
    expect(select('Resource profile')).toHaveTextContent('medium');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('groups the versions by major.minor and hides dev-only builds unless ?dev=true', async () => {
    const { user } = open('/applications/publish');
    await screen.findByRole('dialog');
    await waitFor(() => expect(select('AIMMS version')).toHaveTextContent('25.1'));
    await user.click(select('AIMMS version'));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.filter((o) => o.hasAttribute('data-value')).map((o) => o.textContent)).toEqual([
      '25.1.0.3-linux64-x64-vc143',
      '24.5.3.1-linux64-x64-vc143',
      '24.5.2.7-linux64-x64-vc143',
      '24.4.1.2-linux64-x64-vc143',
    ]);
    expect(options.filter((o) => !o.hasAttribute('data-value')).map((o) => o.textContent)).toEqual([
      '25.1',
      '24.5',
      '24.4',
    ]);
  });

  it('lists dev-only builds with the dev flag', async () => {
    const { user } = open('/applications/publish?dev=true');
    await screen.findByRole('dialog');
    await waitFor(() => expect(select('AIMMS version')).toHaveTextContent('25.2.0.1-x86-internal'));
    await user.click(select('AIMMS version'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.filter((o) => o.hasAttribute('data-value'))).toHaveLength(5);
  });

  it('keeps the dev flag when New app is chosen on the list opened with it', async () => {
    const { user, history } = open('/applications?dev=true');
    await user.click(await screen.findByRole('button', { name: 'New app' }));
    await screen.findByRole('dialog', { name: 'Publish a new app' });
    expect(`${history.location.pathname}${history.location.search}`).toBe('/applications/publish?dev=true');
    await waitFor(() => expect(select('AIMMS version')).toHaveTextContent('25.2.0.1-x86-internal'));
  });

  it('shows every message of the file and icon fields', async () => {
    const { user } = open('/applications/publish');
    await screen.findByRole('dialog');
    await user.upload(screen.getByLabelText('Choose .aimmspack file'), pack('model.zip'));
    expect(await screen.findByText('The file needs to have the .aimmspack extension.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Choose .aimmspack file'), { target: { files: [] } });
    expect(await screen.findByText('An aimmspack file is required')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose icon'), new File(['x'], 'icon.bmp'));
    expect(
      await screen.findByText('The icon needs to have the .jpg, .jpeg, .jfif, .gif or .png extension.'),
    ).toBeInTheDocument();
  });

  it('shows every message of the name, version and description fields', async () => {
    const { user } = open('/applications/publish');
    await screen.findByRole('dialog');
    await user.type(field('App name'), 'a/b');
    expect(await screen.findByText('App name contains invalid characters')).toBeInTheDocument();
    await user.clear(field('App name'));
    await user.type(field('App name'), '_ab');
    expect(await screen.findByText('App name must start with a letter or digit')).toBeInTheDocument();
    await user.clear(field('App name'));
    expect(await screen.findByText('Application name is required')).toBeInTheDocument();
    await user.type(field('App version'), '@1');
    expect(await screen.findByText('App version contains invalid characters')).toBeInTheDocument();
    await user.clear(field('App version'));
    expect(await screen.findByText('Application version is required')).toBeInTheDocument();
    await user.type(field('App version'), '1'.repeat(26));
    expect(await screen.findByText('Version must be less than 25 characters')).toBeInTheDocument();
    await user.click(field('Description'));
    await user.paste('d'.repeat(256));
    expect(await screen.findByText('Description must be less than 255 characters.')).toBeInTheDocument();
  });

  it('warns, without blocking, about an existing name, refuses a published version and shows the file size', async () => {
    const { user } = open('/applications/publish');
    await screen.findByRole('dialog');
    await fillValid(user, 'zeta', '1.9');
    expect(screen.getByText('demo.aimmspack (2.00 MB)')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'An application named zeta already exists. Consider updating it instead of publishing a new app.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Application with this version is already published')).toBeInTheDocument();
    await user.clear(field('App version'));
    await user.type(field('App version'), '2.0');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
  });

  it('publishes, announces the start, returns to the list and remembers the app as publishing', async () => {
    const { user, calls, history } = open('/applications/publish', [
      mockOperation('main', 'publishApplication', { status: 202, body: { data: { storedId: 'st-9' } } }),
      // The list, read again once the upload is accepted, answers late: the form is still shown meanwhile.
      mockOperation('main', 'listApplications', { status: 200, body: { applications: APPS }, delayMs: 400 }),
    ]);
    await screen.findByRole('dialog');
    await fillValid(user);
    await user.click(select('Category'));
    await user.click(await screen.findByRole('option', { name: 'Planning' }));
    // The app just submitted joins the publishing apps before the form closes; the form must not take
    // it for an existing app and warn about its own name.
    let warned = false;
    const observer = new MutationObserver(() => {
      warned ||= document.body.textContent?.includes('An application named Demo already exists') ?? false;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Publishing application Demo 1.0 in category Planning has started.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
    observer.disconnect();
    expect(warned).toBe(false);
    const form = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(JSON.parse(String(form.get('metadata')))).toMatchObject({
      name: 'Demo',
      projectVersion: '1.0',
      projectCategory: 'Planning',
      aimmsVersionId: '25.1.0.3-linux64-x64-vc143',
      publishBehavior: 0,
      resourceProfile: 'medium',
    });
    expect(JSON.parse(window.localStorage.getItem('PublishingApps') ?? '[]')).toEqual([
      { name: 'Demo', version: '1.0', description: '', storedId: 'st-9', category: 'Planning' },
    ]);
  });

  it("shows 'An error occured while publishing a new app.' with the server's message", async () => {
    const { user } = open('/applications/publish', [
      mockOperation('main', 'publishApplication', apiError(409, 'Application with this version is already published')),
    ]);
    await screen.findByRole('dialog');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        /An error occured while publishing a new app\.\s+Application with this version is already published/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Publish a new app' })).toBeInTheDocument();
  });

  it('cancels a running upload: the upload is aborted and the form is usable again, with nothing published', async () => {
    const { user, client } = open('/applications/publish');
    // An upload that never finishes on its own, so only an abort can end it.
    const publish = jest
      .spyOn(client.main.applications, 'publishApplication')
      .mockImplementation(() => new Promise(() => undefined));
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    try {
      const dialog = await screen.findByRole('dialog', { name: 'Publish a new app' });
      await waitFor(() => expect(select('AIMMS version')).toHaveTextContent('25.1.0.3-linux64-x64-vc143'));
      await fillValid(user);
      await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
      const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
      expect(publish).toHaveBeenCalledTimes(1);
      expect(field('App name')).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
      const cancel = within(progress.parentElement as HTMLElement).getByRole('button', { name: 'Cancel' });
      expect(abort).not.toHaveBeenCalled();
      await user.click(cancel);
      expect(abort).toHaveBeenCalledTimes(1);
      const controller = abort.mock.contexts[0] as AbortController;
      expect(controller.signal.aborted).toBe(true);
      await waitFor(() =>
        expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument(),
      );
      expect(field('App name')).toBeEnabled();
      expect(field('App name')).toHaveValue('Demo');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled());
      expect(screen.getByRole('dialog', { name: 'Publish a new app' })).toBeInTheDocument();
      expect(screen.queryByText(/has started\./)).not.toBeInTheDocument();
      expect(screen.queryByText(/An error occured while publishing a new app/)).not.toBeInTheDocument();
      expect(JSON.parse(window.localStorage.getItem('PublishingApps') ?? '[]')).toEqual([]);
    } finally {
      abort.mockRestore();
      publish.mockRestore();
    }
  });
});

describe('update dialog', () => {
  it('keeps the existing version by default, locking the name; overwriting frees it; the version must change', async () => {
    const { user, calls } = open('/applications/update/Zeta/1.9', [
      mockOperation('main', 'publishApplication', { status: 202, body: { data: { storedId: 'st-10' } } }),
    ]);
    await screen.findByRole('dialog', { name: 'Update Zeta 1.9' });
    expect(select('Update mode')).toHaveTextContent('Keep existing version');
    expect(field('App name')).toBeDisabled();
    expect(field('App name')).toHaveValue('Zeta');
    await waitFor(() => expect(select('AIMMS version')).toHaveTextContent('24.5.3.1-linux64-x64-vc143'));
    await user.upload(screen.getByLabelText('Choose .aimmspack file'), pack());
    // Not shown under the untouched field: the disabled Update button says why.
    expect(screen.queryByText('Please update the app version when updating the app')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update' }).parentElement).toHaveAttribute(
      'title',
      'Please update the app version when updating the app',
    );
    await user.click(select('Update mode'));
    await user.click(await screen.findByRole('option', { name: 'Overwrite existing version' }));
    expect(field('App name')).toBeEnabled();
    await user.type(field('App name'), 'X');
    await user.click(select('Update mode'));
    await user.click(await screen.findByRole('option', { name: 'Keep existing version' }));
    expect(field('App name')).toHaveValue('Zeta');
    await user.clear(field('App version'));
    await user.type(field('App version'), '2.0');
    expect(select('Resource profile')).toHaveTextContent('medium');
    await user.click(select('Resource profile'));
    await user.click(await screen.findByRole('option', { name: 'large: For heavy solves' }));
    expect(select('Resource profile')).toHaveTextContent('large');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Publishing application Zeta 2.0 in category Planning has started.'),
    ).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(JSON.parse(String(form.get('metadata')))).toMatchObject({
      publishBehavior: 1,
      oldProjectName: 'Zeta',
      oldProjectVersion: '1.9',
      aimmsVersionId: '24.5.3.1-linux64-x64-vc143',
      resourceProfile: 'large',
    });
  });

  it("shows 'An error occurred while updating {name} {version}.' when the update fails", async () => {
    const { user } = open('/applications/update/Zeta/1.9', [
      mockOperation('main', 'publishApplication', apiError(500, 'Disk full')),
    ]);
    await screen.findByRole('dialog');
    await waitFor(() => expect(select('AIMMS version')).toHaveTextContent('24.5.3.1-linux64-x64-vc143'));
    await user.upload(screen.getByLabelText('Choose .aimmspack file'), pack());
    await user.clear(field('App version'));
    await user.type(field('App version'), '2.0');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/An error occurred while updating Zeta 1\.9\.\s+Disk full/)).toBeInTheDocument();
  });

  it("says 'Project does not exist or cannot be retrieved' for an unknown app", async () => {
    open('/applications/update/Nope/1');
    expect(await screen.findByText('Project does not exist or cannot be retrieved')).toBeInTheDocument();
  });
});

describe('edit dialog', () => {
  const icon = () => new File(['png'], 'logo.png', { type: 'image/png' });

  it('uploads a new icon to PublicData/AppIcon, then saves description, category, profile and icon', async () => {
    const { user, calls, history } = open('/applications/edit/Zeta/1.9', [
      mockOperation('main', 'uploadStorageObject', {
        status: 201,
        body: {
          id: '1',
          path: 'PublicData/AppIcon',
          label: 'x',
          size: 3,
          contentType: 'image/png',
          createdAt: '2025-01-01T00:00:00Z',
          updatedAt: '2025-01-01T00:00:00Z',
        },
      }),
      mockOperation('main', 'updateApplication', { status: 200, body: APPS[0] }),
    ]);
    await screen.findByRole('dialog', { name: 'Edit Zeta 1.9' });
    await user.upload(screen.getByLabelText('Choose icon'), icon());
    await user.clear(field('Description'));
    await user.type(field('Description'), 'New text');
    await user.click(select('Category'));
    await user.click(await screen.findByRole('option', { name: 'Logistics' }));
    expect(select('Resource profile')).toHaveTextContent('medium');
    await user.click(select('Resource profile'));
    await user.click(await screen.findByRole('option', { name: 'small: For light interactive use' }));
    expect(select('Resource profile')).toHaveTextContent('small');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
    const upload = calls.find((c) => c.path === '/pro-api/v2/storage/object');
    expect(upload).toBeDefined();
    const patch = calls.find((c) => c.method === 'PATCH')?.body as {
      description: string;
      projectCategory: string;
      resourceProfile: string | null;
      attributes: { iconUrl: string; isWebUI: string };
    };
    expect(patch.description).toBe('New text');
    expect(patch.projectCategory).toBe('Logistics');
    expect(patch.resourceProfile).toBe('small');
    expect(patch.attributes.isWebUI).toBe('true');
    expect(patch.attributes.iconUrl).toMatch(/^\/icons\/Zeta_1\.9_\d+\.png$/);
    expect(patch).not.toHaveProperty('name');
  });

  it("renames the app (all its versions) under the app name rules, and the person's favourite and recent apps follow", async () => {
    const memoryKey = 'FavouriteAndRecentApps:Sales:alice';
    window.localStorage.setItem(
      memoryKey,
      JSON.stringify({
        favourites: [{ name: 'Zeta', version: '1.8' }],
        recents: [
          { name: 'Router', version: '1.0' },
          { name: 'Zeta', version: '1.9' },
        ],
      }),
    );
    const { user, calls, history } = open('/applications/edit/Zeta/1.9', [
      mockOperation('main', 'updateApplication', { status: 200, body: { ...APPS[0]!, name: 'Zeta Planner' } }),
    ]);
    await screen.findByRole('dialog', { name: 'Edit Zeta 1.9' });
    expect(field('App name')).toHaveValue('Zeta');
    expect(screen.getByText('A new name renames all 2 versions of this app.')).toBeInTheDocument();
    await user.clear(field('App name'));
    await user.type(field('App name'), 'router');
    expect(await screen.findByText('Another application already has this name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field('App name'));
    await user.type(field('App name'), '#Zeta');
    expect(await screen.findByText('App name contains invalid characters')).toBeInTheDocument();
    await user.clear(field('App name'));
    await user.type(field('App name'), 'Zeta Planner ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/pro-api/v2/applications/Zeta/1.9');
    expect(patch?.body).toMatchObject({ name: 'Zeta Planner' });
    expect(JSON.parse(window.localStorage.getItem(memoryKey) ?? '{}')).toEqual({
      favourites: [{ name: 'Zeta Planner', version: '1.8' }],
      recents: [
        { name: 'Router', version: '1.0' },
        { name: 'Zeta Planner', version: '1.9' },
      ],
    });
  });

  it('aborts the edit with a toast when the icon upload fails', async () => {
    const { user, calls } = open('/applications/edit/Zeta/1.9', [
      mockOperation('main', 'uploadStorageObject', apiError(413, 'Icon too large')),
    ]);
    await screen.findByRole('dialog');
    await user.upload(screen.getByLabelText('Choose icon'), icon());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/An error occurred while editing Zeta 1\.9\.\s+Icon too large/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Edit Zeta 1.9' })).toBeInTheDocument();
  });

  it("shows 'An error occurred while editing {name} {version}.' when saving fails", async () => {
    const { user } = open('/applications/edit/Zeta/1.9', [
      mockOperation('main', 'updateApplication', apiError(403, 'Not yours')),
    ]);
    await screen.findByRole('dialog');
    await user.type(field('Description'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/An error occurred while editing Zeta 1\.9\.\s+Not yours/)).toBeInTheDocument();
  });
});
