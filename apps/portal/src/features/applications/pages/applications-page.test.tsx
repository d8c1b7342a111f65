import { screen, waitFor, within } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../../testing/mock-api';
import { app, appRoutes } from '../testing/fixtures';
import { appsFirstTexts } from '../../../shared/texts/apps-first-texts';

const APPS = [
  app({ name: 'Zeta', version: '1.10', category: 'Planning', isLatest: true }),
  app({ name: 'Zeta', version: '1.9', category: 'Planning' }),
  app({ name: 'alpha', version: '2.0', category: '' }),
  app({ name: 'Router', version: '3.0', category: 'Logistics', isWebUI: 'false', isModifiable: false }),
];

/** The entry every card's menu ends with, after the spec's entries. */
const FAVOURITE = appsFirstTexts.addFavourite;
const card = (label: string) => screen.findByRole('article', { name: label });
const sectionNames = () => screen.getAllByRole('region').flatMap((r) => r.getAttribute('aria-label') ?? []);

async function menuEntries(user: ReturnType<typeof userEvent.setup>, label: string): Promise<string[]> {
  await user.click(await screen.findByRole('button', { name: `More actions for ${label}` }));
  const entries = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((m) => m.textContent ?? '');
  await user.keyboard('{Escape}');
  return entries;
}

jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

describe('applications list', () => {
  beforeEach(() => window.localStorage.clear());

  it("says how many apps there are, finds 'name version' ignoring case, counts matches and clears", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    const search = await screen.findByPlaceholderText('Search apps (4 available)');
    await user.type(search, 'zeta 1.1');
    expect(await screen.findByText('1 matching app(s) found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Zeta 1.10' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Zeta 1.9' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    expect(screen.queryByText(/matching app\(s\) found/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it("shows 'No apps available' when there are none", async () => {
    renderApp({ path: '/applications', routes: appRoutes([]) });
    expect(await screen.findByPlaceholderText('No apps available')).toBeInTheDocument();
  });

  it("groups by category with 'Other' last, sorts by name and padded version, and lists flat on request", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    await card('Zeta 1.10');
    expect(sectionNames()).toEqual(['Logistics', 'Planning', 'Other']);
    const planning = screen.getByRole('region', { name: 'Planning' });
    expect(
      within(planning)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Zeta 1.9', 'Zeta 1.10']);
    await user.click(screen.getByRole('switch', { name: 'Group by category' }));
    expect(sectionNames()).toEqual([]);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'alpha 2.0',
      'Router 3.0',
      'Zeta 1.9',
      'Zeta 1.10',
    ]);
  });

  it('marks the latest version, WinUI apps, and shows an error with a retry', async () => {
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    expect(within(await card('Zeta 1.10')).getByText('Latest version')).toBeInTheDocument();
    expect(within(await card('Zeta 1.9')).queryByText('Latest version')).not.toBeInTheDocument();
    expect(within(await card('Router 3.0')).getByText('WinUI')).toBeInTheDocument();
    expect(within(await card('alpha 2.0')).queryByText('WinUI')).not.toBeInTheDocument();
  });

  it('shows a failed list with Retry, which asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp({
      path: '/applications',
      routes: appRoutes(
        [],
        [
          mockOperation('main', 'listApplications', () =>
            fail ? apiError(500, 'Database down') : { status: 200, body: { applications: APPS } },
          ),
        ],
      ),
    });
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Zeta 1.10')).toBeInTheDocument();
  });

  it('gives a plain user App stats and Publishing details only (and their favourites), and no management controls', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    expect(await menuEntries(user, 'Zeta 1.9')).toEqual(['App stats', 'Publishing details', FAVOURITE]);
    expect(screen.queryByRole('button', { name: 'New app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit category/ })).not.toBeInTheDocument();
  });

  it('gives a publisher the app actions on modifiable apps, Set as latest only when not latest, but no category edits', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/applications', user: { isAppPublisher: true }, routes: appRoutes(APPS) });
    expect(await menuEntries(user, 'Zeta 1.9')).toEqual([
      'App stats',
      'Publishing details',
      'Update',
      'Edit',
      'App access',
      'Set as latest version',
      'Select for deletion',
      'Delete',
      FAVOURITE,
    ]);
    expect(await menuEntries(user, 'Zeta 1.10')).not.toContain('Set as latest version');
    expect(await menuEntries(user, 'Router 3.0')).toEqual(['App stats', 'Publishing details', FAVOURITE]);
    expect(screen.getByRole('button', { name: 'New app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New category' })).not.toBeInTheDocument();
  });

  it('opens the App stats of the card’s app, every version together, from its menu', async () => {
    const user = userEvent.setup();
    const { history } = renderApp({ path: '/applications', routes: appRoutes(APPS) });
    await user.click(await screen.findByRole('button', { name: 'More actions for Zeta 1.9' }));
    await user.click(await screen.findByRole('menuitem', { name: 'App stats' }));
    await waitFor(() => expect(history.location.pathname).toBe('/stats/Zeta'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zeta' })).toBeInTheDocument();
  });

  it('offers Stats only in mixed mode', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/applications', mode: 'yes', routes: appRoutes(APPS) });
    expect(await menuEntries(user, 'Zeta 1.9')).toEqual(['Stats', 'App stats', 'Publishing details', FAVOURITE]);
  });

  it("shows the publishing details, or 'unknown'", async () => {
    const user = userEvent.setup();
    const apps = [app({ name: 'Old', version: '1', aimmsVersionId: '', architecture: null })];
    renderApp({ path: '/applications', routes: appRoutes(apps) });
    await user.click(await screen.findByRole('button', { name: 'More actions for Old 1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publishing details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('row', { name: 'AIMMS version unknown' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Architecture unknown' })).toBeInTheDocument();
  });

  it('merges the apps being published and announces each once the server lists it with isWebUI, with a Launch button', async () => {
    window.localStorage.setItem('PublishingAppsOwner', JSON.stringify('alice@Sales'));
    window.localStorage.setItem(
      'PublishingApps',
      JSON.stringify([{ name: 'Fresh', version: '0.1', description: '', storedId: 's', category: 'Planning' }]),
    );
    let published = false;
    const user = userEvent.setup();
    renderApp({
      path: '/applications',
      routes: appRoutes(
        [],
        [
          mockOperation('main', 'listApplications', () => ({
            status: 200,
            body: {
              applications: published
                ? [app({ name: 'Fresh', version: '0.1', category: 'Planning' })]
                : [app({ name: 'Fresh', version: '0.1', isWebUI: null })],
            },
          })),
        ],
      ),
    });
    const fresh = await card('Fresh 0.1');
    expect(within(fresh).getByText('Publishing…')).toBeInTheDocument();
    expect(within(fresh).queryByRole('button', { name: /^Launch/ })).not.toBeInTheDocument();
    published = true;
    const message = await screen.findByText('Application Fresh 0.1 was successfully published.', {}, { timeout: 5000 });
    expect(within(await card('Fresh 0.1')).getByRole('button', { name: 'Launch Fresh 0.1' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('PublishingApps') ?? '[]')).toEqual([]));
    const toast = message.closest<HTMLElement>('[role="alert"]');
    expect(toast).not.toBeNull();
    const launch = within(toast as HTMLElement).getByRole('button', { name: 'Launch' });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      await user.click(launch);
      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith('/applications/launch/Fresh/0.1', '_blank');
    } finally {
      open.mockRestore();
    }
  });

  const pending = (owner: string, name = 'Pending') => {
    window.localStorage.setItem('PublishingAppsOwner', JSON.stringify(owner));
    window.localStorage.setItem(
      'PublishingApps',
      JSON.stringify([{ name, version: '2', description: 'soon', storedId: 's', category: '' }]),
    );
  };

  it('shows an entry of PublishingApps the server does not list yet', async () => {
    pending('alice@Sales');
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    expect(within(await card('Pending 2')).getByText('Publishing…')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search apps (5 available)')).toBeInTheDocument();
  });

  it('shows none of the apps another person left publishing in this browser', async () => {
    pending('paula@Demo');
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    expect(await screen.findByPlaceholderText('Search apps (4 available)')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pending 2' })).not.toBeInTheDocument();
  });

  it("takes an app whose publishing failed off the list, with the platform's reason", async () => {
    pending('alice@Sales', 'Broken');
    renderApp({
      path: '/applications',
      routes: appRoutes(APPS, [
        mockOperation('main', 'getApplication', apiError(404, 'Publishing Broken 2 failed: the pack is damaged.')),
      ]),
    });
    expect(
      await screen.findByText(
        /An error occured while publishing a new app\.\s+Publishing Broken 2 failed: the pack is damaged\./,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Broken 2' })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('PublishingApps') ?? '[]')).toEqual([]);
  });
});
