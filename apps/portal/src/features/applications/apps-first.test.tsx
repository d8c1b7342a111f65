import { screen, waitFor, within } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';
import { appsFirstTexts } from '../../shared/texts/apps-first-texts';
import { mockOperation } from '@pro-portal/sdk/testing';
import { appMemoryKey } from './lib/app-memory-key';
import { browserWindow } from './lib/browser-window';
import { app, appRoutes } from './testing/fixtures';

const APPS = [
  app({ name: 'Zeta', version: '1.10', category: 'Planning', isLatest: true }),
  app({ name: 'Zeta', version: '1.9', category: 'Planning' }),
  app({ name: 'alpha', version: '2.0', category: '' }),
  app({ name: 'Router', version: '3.0', category: 'Logistics' }),
];
/** alice of Sales: the user renderApp signs in. */
const ALICE = appMemoryKey('Sales', 'alice');

const cardsIn = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

async function chooseInMenu(user: ReturnType<typeof userEvent.setup>, label: string, entry: string) {
  await user.click(await screen.findAllByRole('button', { name: `More actions for ${label}` }).then((b) => b[0]!));
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: entry }));
}

jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

describe('favourite and recently used apps first', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows favourites first, kept per user and environment, until taken out again', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    await screen.findByRole('article', { name: 'Router 3.0' });
    expect(screen.queryByRole('region', { name: appsFirstTexts.favourites })).not.toBeInTheDocument();

    await chooseInMenu(user, 'Router 3.0', appsFirstTexts.addFavourite);
    await chooseInMenu(user, 'Zeta 1.9', appsFirstTexts.addFavourite);
    await waitFor(() => expect(cardsIn(appsFirstTexts.favourites)).toEqual(['Router 3.0', 'Zeta 1.9']));
    // The section comes before the categories, and the apps stay in their categories as well.
    const main = screen.getByRole('region', { name: 'Applications' });
    expect(within(main).getAllByRole('region')[0]).toHaveAccessibleName(appsFirstTexts.favourites);
    expect(
      within(screen.getByRole('region', { name: 'Logistics' })).getByRole('article', { name: 'Router 3.0' }),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(ALICE) ?? '{}')).toEqual({
      favourites: [
        { name: 'Router', version: '3.0' },
        { name: 'Zeta', version: '1.9' },
      ],
      recents: [],
    });

    // A search shows what was asked for only.
    await user.type(screen.getByPlaceholderText('Search apps (4 available)'), 'alpha');
    expect(screen.queryByRole('region', { name: appsFirstTexts.favourites })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await chooseInMenu(user, 'Router 3.0', appsFirstTexts.removeFavourite);
    await chooseInMenu(user, 'Zeta 1.9', appsFirstTexts.removeFavourite);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: appsFirstTexts.favourites })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem(ALICE)).toBeNull();
  });

  it('puts the apps launched last first, newest first, leaving out favourites and apps no longer listed', async () => {
    window.localStorage.setItem(
      ALICE,
      JSON.stringify({
        favourites: [{ name: 'Zeta', version: '1.10' }],
        recents: [
          { name: 'Gone', version: '1.0' },
          { name: 'Router', version: '3.0' },
          { name: 'Zeta', version: '1.10' },
          { name: 'alpha', version: '2.0' },
        ],
      }),
    );
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    await waitFor(() => expect(cardsIn(appsFirstTexts.favourites)).toEqual(['Zeta 1.10']));
    expect(cardsIn(appsFirstTexts.recentlyUsed)).toEqual(['Router 3.0', 'alpha 2.0']);
  });

  it('makes an app launched through the launch route the most recently used one, of this user and environment', async () => {
    jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    window.localStorage.setItem(
      ALICE,
      JSON.stringify({ favourites: [], recents: [{ name: 'Router', version: '3.0' }] }),
    );
    renderApp({
      path: '/applications/launch/alpha/2.0',
      routes: [
        mockOperation('main', 'launchApp', {
          status: 200,
          body: { isWebUI: true, launchLink: 'https://apps.example/alpha', appVersion: '2.0', instanceId: 'i-1' },
        }),
      ],
    });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(ALICE) ?? '{}')).toEqual({
        favourites: [],
        recents: [
          { name: 'alpha', version: '2.0' },
          { name: 'Router', version: '3.0' },
        ],
      }),
    );
    jest.restoreAllMocks();
  });

  it("shows nothing of another user's or another environment's", async () => {
    const kept = JSON.stringify({ favourites: [{ name: 'alpha', version: '2.0' }], recents: [] });
    window.localStorage.setItem(appMemoryKey('Sales', 'bob'), kept);
    window.localStorage.setItem(appMemoryKey('Other', 'alice'), kept);
    renderApp({ path: '/applications', routes: appRoutes(APPS) });
    await screen.findByRole('article', { name: 'alpha 2.0' });
    expect(screen.queryByRole('region', { name: appsFirstTexts.favourites })).not.toBeInTheDocument();
    renderApp({ path: '/applications', user: { name: 'bob' }, routes: appRoutes(APPS) });
    expect(await screen.findByRole('region', { name: appsFirstTexts.favourites })).toBeInTheDocument();
  });
});
