import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_KEY_SCOPES, toIsoDate } from '@pro-portal/rules';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiKeyTexts } from '../../shared/texts/api-key-texts';
import { renderApp } from '../../testing/render-app';
import { addDays } from './lib/expiry';
import { spokenDate } from './lib/calendar';
import { allowSlowRenders, nativeUser, settingsRoutes } from './testing/routes';

allowSlowRenders();

const today = () => toIsoDate(new Date());
const key = (keyName: string, days: number, scopes: string[] = ['Tasks']) => ({
  keyName,
  expirationDate: addDays(today(), days),
  scopes: scopes.map((scope) => ({ scope })),
});
const listing = (...keys: ReturnType<typeof key>[]) =>
  mockOperation('main', 'listApiKeys', { status: 200, body: { keys } });
const documentedScopes = mockOperation('main', 'listApiKeyScopes', {
  status: 200,
  body: { scopes: API_KEY_SCOPES.map(({ scope }) => ({ scope })) },
});

describe('API keys that expire soon', () => {
  it('are named with the days they have left', () => {
    expect(apiKeyTexts.expiringNotice([{ name: 'ci', daysLeft: 1 }], 14)).toBe('Your API key ci: expires tomorrow.');
    expect(apiKeyTexts.expiringNotice([{ name: 'ci', daysLeft: -3 }], 14)).toBe('Your API key ci: expired.');
    expect(apiKeyTexts.expiryMark(9)).toBe('Expires in 9 days');
  });

  it('are marked on the settings page: within 14 days, today and expired, not later', async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        listing(key('soon', 5), key('edge', 14), key('today', 0), key('gone', -2), key('later', 15)),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name} `) });
    expect(within(row('soon')).getByText('Expires in 5 days')).toBeInTheDocument();
    expect(within(row('edge')).getByText('Expires in 14 days')).toBeInTheDocument();
    expect(within(row('today')).getByText('Expires today')).toBeInTheDocument();
    expect(within(row('gone')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('later')).queryByText(/Expire/)).not.toBeInTheDocument();
    expect(within(row('later')).getByText(addDays(today(), 15))).toBeInTheDocument();
  });

  it('are told once at sign-in, soonest first, with a link that opens Create API key with their scopes', async () => {
    const { history } = renderApp({
      path: '/login-redirect?returnTo=%2Fsessions%2Ftask',
      user: null,
      routes: [
        mockOperation('main', 'getCurrentUser', { status: 200, body: nativeUser }),
        listing(key('later', 40), key('nightly', 9, ['PublishApp', 'Tasks']), key('ci', 3, ['Tasks'])),
        documentedScopes,
        ...settingsRoutes(),
      ],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/sessions/task'));
    expect(await screen.findByText('2 of your API keys expire within 14 days: ci, nightly.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: apiKeyTexts.createNewKey });
    expect(link).toHaveAttribute('href', '/user-settings?newApiKey=ci');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(history.location.pathname).toBe('/user-settings');
    // The request is taken out of the address, so a reload does not open the dialog again.
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(within(dialog).getByText(apiKeyTexts.renewing('ci'))).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Tasks' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'PublishApp' })).not.toBeChecked();
  });

  it('tell nothing at sign-in when no key expires within 14 days', async () => {
    const { history, calls } = renderApp({
      path: '/login-redirect',
      user: null,
      routes: [mockOperation('main', 'getCurrentUser', { status: 200, body: nativeUser }), listing(key('later', 15))],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/api-keys'))).toBe(true));
    await screen.findByPlaceholderText(/^Search apps/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/Your API key|of your API keys/)).not.toBeInTheDocument();
  });
});

describe('the Create API key dialog', () => {
  async function openCreate() {
    renderApp({ path: '/user-settings', routes: settingsRoutes([documentedScopes]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    return screen.findByRole('dialog', { name: 'Create API key' });
  }

  it('describes each scope', async () => {
    const dialog = await openCreate();
    for (const { scope, description } of API_KEY_SCOPES) {
      expect(within(dialog).getByRole('checkbox', { name: scope })).toHaveAccessibleDescription(description);
    }
  });

  it('offers a calendar from today to a year ahead that fills the expiration date, by mouse and by keyboard', async () => {
    const dialog = await openCreate();
    const field = within(dialog).getByLabelText(/^Expiration date/);
    await userEvent.click(within(dialog).getByRole('button', { name: apiKeyTexts.chooseDate('expiration date') }));
    let calendar = await screen.findByRole('grid');
    // It opens on the chosen day (one year ahead), the last that can be chosen.
    const yearAhead = (field as HTMLInputElement).value;
    await waitFor(() => expect(within(calendar).getByRole('button', { name: spokenDate(yearAhead) })).toHaveFocus());
    expect(screen.getByRole('button', { name: apiKeyTexts.nextMonth })).toBeDisabled();
    // Back to this month: days before today cannot be chosen, today can.
    for (let i = 0; i < 12; i++) await userEvent.click(screen.getByRole('button', { name: apiKeyTexts.previousMonth }));
    expect(screen.getByRole('button', { name: apiKeyTexts.previousMonth })).toBeDisabled();
    calendar = screen.getByRole('grid');
    if (today().slice(8) !== '01') {
      expect(within(calendar).getByRole('button', { name: spokenDate(addDays(today(), -1)) })).toBeDisabled();
    }
    expect(within(calendar).getByRole('button', { name: spokenDate(today()) })).toBeEnabled();
    // Two days ahead may be in next month (on a month's last two days).
    const inTwoDays = addDays(today(), 2);
    if (inTwoDays.slice(0, 7) !== today().slice(0, 7)) {
      await userEvent.click(screen.getByRole('button', { name: apiKeyTexts.nextMonth }));
      calendar = screen.getByRole('grid');
    }
    await userEvent.click(within(calendar).getByRole('button', { name: spokenDate(inTwoDays) }));
    expect(field).toHaveValue(inTwoDays);
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());

    // Keyboard: the calendar opens on the chosen day; arrows move, Enter chooses.
    await userEvent.click(within(dialog).getByRole('button', { name: apiKeyTexts.chooseDate('expiration date') }));
    await waitFor(() => expect(screen.getByRole('button', { name: spokenDate(inTwoDays) })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: spokenDate(addDays(inTwoDays, 8)) })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveValue(addDays(inTwoDays, 8));
  });
});
