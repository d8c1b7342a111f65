import { screen, waitFor } from '@testing-library/react';
import { mockOperation } from '@pro-portal/sdk/testing';
import { renderApp } from '../../testing/render-app';
import { apiError } from '../../testing/mock-api';

jest.setTimeout(30_000);

/** The shell's two calls failing: the platform version and the customization. */
const failingShell = [
  mockOperation('main', 'getCustomization', apiError(500, 'Customization is down')),
  mockOperation('main', 'getProVersion', apiError(500, 'Version is down')),
];

describe('the shell calls failing', () => {
  it('are silent on the signed-in layout: no toast, the footer without a version number', async () => {
    const { calls } = renderApp({
      path: '/applications',
      routes: [
        ...failingShell,
        // A failure shown once the shell's calls have long answered: when it shows, a toast of
        // theirs would be showing too.
        mockOperation('main', 'listApplications', { ...apiError(500, 'Apps are down'), delayMs: 300 }),
      ],
    });
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(
        expect.arrayContaining(['/pro-api/v2/customization', '/pro-api/v2/portal/pro_version']),
      ),
    );
    expect(await screen.findAllByText(/Apps are down/)).not.toHaveLength(0);
    expect(screen.queryByText(/Customization is down/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Version is down/)).not.toBeInTheDocument();
    expect(screen.getByTestId('platform-version')).toHaveTextContent(/^Platform version$/);
  });

  it('show the customization failure on the login layout, and still not the version failure', async () => {
    renderApp({ path: '/login', user: null, routes: failingShell });
    expect(await screen.findByText('Customization is down')).toBeInTheDocument();
    expect(screen.queryByText(/Version is down/)).not.toBeInTheDocument();
  });
});
