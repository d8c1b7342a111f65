import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addYears, toIsoDate, validationMessages } from '@pro-portal/rules';
import { errorMessages } from '../../shared/texts/error-messages';
import { successMessages } from '../../shared/texts/success-messages';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../testing/mock-api';
import { allowSlowRenders, API, replaceText, settingsRoutes } from './testing/routes';
import { NO_API_KEYS } from './components/api-keys-section';

allowSlowRenders();

const m = validationMessages.apiKey;
const existingKey = {
  keyName: 'ci-bot',
  expirationDate: '2027-03-01',
  scopes: [{ scope: 'apps:read' }, { scope: 'tasks:write' }],
};

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('dialog', { name: 'Create API key' });
}

describe('API keys on the user settings page', () => {
  it('lists name, expiry date and scopes', async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([mockOperation('main', 'listApiKeys', { status: 200, body: { keys: [existingKey] } })]),
    });
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = within(table).getByRole('row', { name: /ci-bot/ });
    expect(within(row).getByText('2027-03-01')).toBeInTheDocument();
    expect(within(row).getByText('apps:read')).toBeInTheDocument();
    expect(within(row).getByText('tasks:write')).toBeInTheDocument();
  });

  it('shows the empty state, and an error with retry', async () => {
    let fail = true;
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        mockOperation('main', 'listApiKeys', () =>
          fail ? apiError(500, 'Keys unavailable.') : { status: 200, body: { keys: [] } },
        ),
      ]),
    });
    expect(await screen.findByText('Keys unavailable.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_API_KEYS)).toBeInTheDocument();
  });

  it('defaults the expiry to one year from today and offers the scopes of the scopes call', async () => {
    renderApp({ path: '/user-settings', routes: settingsRoutes() });
    const dialog = await openCreate();
    expect(within(dialog).getByLabelText(/^Expiration date/)).toHaveValue(addYears(toIsoDate(new Date()), 1));
    expect(within(dialog).getByRole('checkbox', { name: 'apps:read' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'tasks:write' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('applies every API key rule', async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([mockOperation('main', 'listApiKeys', { status: 200, body: { keys: [existingKey] } })]),
    });
    const dialog = await openCreate();
    const name = within(dialog).getByLabelText(/^Key name/);
    const expiry = within(dialog).getByLabelText(/^Expiration date/);
    await userEvent.click(name);
    await userEvent.tab();
    expect(await within(dialog).findByText(m.nameRequired)).toBeInTheDocument();
    await replaceText(userEvent, name, 'k'.repeat(26));
    expect(await within(dialog).findByText(m.nameTooLong)).toBeInTheDocument();
    await replaceText(userEvent, name, 'CI-BOT');
    expect(await within(dialog).findByText(m.nameNotUnique)).toBeInTheDocument();
    await replaceText(userEvent, name, 'deploy');
    await replaceText(userEvent, expiry, '');
    expect(await within(dialog).findByText(m.expirationRequired)).toBeInTheDocument();
    await replaceText(userEvent, expiry, '01-02-2026');
    expect(await within(dialog).findByText(m.expirationFormat)).toBeInTheDocument();
    const today = toIsoDate(new Date());
    await replaceText(userEvent, expiry, addYears(today, -1));
    expect(await within(dialog).findByText(m.expirationInPast)).toBeInTheDocument();
    await replaceText(userEvent, expiry, addYears(today, 2));
    expect(await within(dialog).findByText(m.expirationTooFar)).toBeInTheDocument();
    await replaceText(userEvent, expiry, today);
    const readScope = within(dialog).getByRole('checkbox', { name: 'apps:read' });
    await userEvent.click(readScope);
    await userEvent.click(readScope);
    expect(await within(dialog).findByText(m.scopeRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.click(readScope);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
  });

  it('creates a key and shows its secret once with a copy button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let keys: (typeof existingKey)[] = [];
    const { calls } = renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        mockOperation('main', 'listApiKeys', () => ({ status: 200, body: { keys } })),
        mockOperation('main', 'createApiKey', () => {
          const created = { keyName: 'deploy', expirationDate: '2027-01-01', scopes: [{ scope: 'tasks:write' }] };
          keys = [created];
          return { status: 201, body: { ...created, secret: 'pro_secret_123' } };
        }),
      ]),
    });
    const dialog = await openCreate();
    await replaceText(userEvent, within(dialog).getByLabelText(/^Key name/), ' deploy ');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Expiration date/), toIsoDate(new Date()));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'tasks:write' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'API key deploy was created' });
    expect(within(secretDialog).getByLabelText('Secret')).toHaveValue('pro_secret_123');
    await userEvent.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('pro_secret_123');
    expect(await within(secretDialog).findByText('The secret was copied to the clipboard.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/api-keys'))?.body).toEqual({
      keyName: 'deploy',
      expirationDate: toIsoDate(new Date()),
      scopes: [{ scope: 'tasks:write' }],
    });
    await userEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('row', { name: /deploy/ })).toBeInTheDocument();
    expect(screen.queryByText('pro_secret_123')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('pro_secret_123')).not.toBeInTheDocument();
  });

  it("shows 'An error occured while creating an API key.' with the server message", async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([mockOperation('main', 'createApiKey', apiError(409, 'Key name must be unique.'))]),
    });
    const dialog = await openCreate();
    await replaceText(userEvent, within(dialog).getByLabelText(/^Key name/), 'deploy');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'apps:read' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(`${errorMessages.createApiKey} Key name must be unique.`)).toBeInTheDocument();
  });

  it("deletes a key and says 'API key {name} was deleted.'", async () => {
    let keys = [existingKey];
    const { calls } = renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        mockOperation('main', 'listApiKeys', () => ({ status: 200, body: { keys } })),
        mockOperation('main', 'deleteApiKey', ({ params }) => {
          keys = keys.filter((key) => key.keyName !== params.name);
          return { status: 204 };
        }),
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete API key ci-bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(successMessages.apiKeyDeleted('ci-bot'))).toBeInTheDocument();
    expect(await screen.findByText(NO_API_KEYS)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${API}/api-keys/ci-bot`)).toBe(true);
  });
});
