import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { admin, configurationRoutes } from './testing/routes';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

describe('Show API call in the Create tunnel dialog', () => {
  it('shows the entered tunnel as SDK, curl and fetch with the Account scope, copies it and sends nothing', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = renderApp({
      path: '/configuration/tunnels',
      user: admin,
      routes: configurationRoutes([mockOperation('main', 'listTunnels', { status: 200, body: { tunnels: [] } })]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create tunnel' }));
    const form = await screen.findByRole('dialog', { name: 'Create tunnel' });
    await userEvent.type(within(form).getByLabelText(/^URI Context Path/), 'erp-db');
    await userEvent.type(within(form).getByLabelText(/^Socket Address/), 'db.internal:5432');
    await userEvent.click(within(form).getByRole('button', { name: 'Show API call' }));

    const shown = await screen.findByRole('dialog', { name: 'API call: saveTunnel' });
    expect(await within(shown).findByText(/Least API key scope needed: Account\./)).toBeInTheDocument();
    const sdk = within(shown).getByRole('region', { name: 'SDK (TypeScript)' });
    expect(sdk).toHaveTextContent('pro.main.customization.saveTunnel({');
    expect(sdk).toHaveTextContent("context: 'erp-db'");
    await userEvent.click(within(shown).getByRole('tab', { name: 'curl' }));
    const curl = within(shown).getByRole('region', { name: 'curl' });
    expect(curl).toHaveTextContent('/pro-api/v2/customization/tunnels');
    expect(curl).toHaveTextContent('-H "apikey: $PRO_API_KEY"');
    expect(curl).toHaveTextContent('"socketAddress": "db.internal:5432"');
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy curl' }));
    expect(writeText).toHaveBeenCalledWith(curl.textContent);
    expect(within(shown).getByRole('status')).toHaveTextContent('Copied to the clipboard.');

    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
