import { screen, waitFor } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import { WINUI_WINDOW_CLOSE_MS } from '../lib/launch-timings';
import { renderApp } from '../../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../../testing/mock-api';
import { browserWindow } from '../lib/browser-window';

jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64)';

/** The WinUI app Desk 2 launched from a launcher popup on a browser of `userAgent`. */
const launchDeskInPopup = (userAgent: string) =>
  launch('/applications/launch/Desk/2', { isWebUI: false, launchLink: 'aimmspro://x' }, userAgent, true);

function launch(
  path: string,
  answer: { isWebUI: boolean; launchLink: string } | 'fail',
  userAgent = WINDOWS_UA,
  popup = false,
) {
  const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
  const close = jest.spyOn(browserWindow, 'close').mockImplementation(() => undefined);
  jest.spyOn(browserWindow, 'userAgent').mockReturnValue(userAgent);
  jest.spyOn(browserWindow, 'isPopup').mockReturnValue(popup);
  const view = renderApp({
    path,
    user: { name: 'alice' },
    routes: [
      mockOperation(
        'main',
        'launchApp',
        answer === 'fail'
          ? apiError(404, 'No such app')
          : { status: 200, body: { ...answer, appVersion: '1.0', instanceId: 'inst-7' } },
      ),
    ],
  });
  return { assign, close, ...view };
}

describe('launch route', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('asks launch-app with the app, its version and the device id kept in this browser, then follows a WebUI link with its cookies', async () => {
    window.localStorage.setItem('deviceId', 'device-42');
    const { assign, calls } = launch('/applications/launch/Demo/1.0', { isWebUI: true, launchLink: '/apps/inst-7/' });
    expect(await screen.findByText('Launching')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/apps/inst-7/'));
    expect(calls.find((c) => c.path === '/pro-api/v2/portal/launch-app')?.body).toEqual({
      appName: 'Demo',
      appVersion: '1.0',
      deviceId: 'device-42',
    });
  });

  it.each([
    ['moves', false, /infinite/],
    ['stands still when motion is reduced', true, /^none$/],
  ])('shows the product logo above the caption; the logo %s', async (_, reduced, animation) => {
    const systemMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...systemMatchMedia(query),
      matches: reduced && query.includes('prefers-reduced-motion: reduce'),
    });
    try {
      launch('/applications/launch/Demo/1.0', { isWebUI: true, launchLink: '/apps/inst-7/' });
      const status = (await screen.findByText('Launching')).closest('[role="status"]') as HTMLElement;
      const logo = status.querySelector('img');
      expect(logo).not.toBeNull();
      await waitFor(() => expect(getComputedStyle(logo!).animation).toMatch(animation));
    } finally {
      window.matchMedia = systemMatchMedia;
    }
  });

  it('makes and keeps a device id, and launches the latest through tag/latest', async () => {
    const { assign, calls } = launch('/applications/launch/Demo/tag/latest', {
      isWebUI: true,
      launchLink: '/apps/inst-7/',
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const body = calls.find((c) => c.path === '/pro-api/v2/portal/launch-app')?.body as {
      appVersion: string;
      deviceId: string;
    };
    expect(body.appVersion).toBe('latest');
    expect(body.deviceId).toBe(window.localStorage.getItem('deviceId'));
    expect(body.deviceId).toBeTruthy();
  });

  it('shows the WinUI screen with the App Launcher link on Windows, and starts the launcher', async () => {
    const { assign } = launch('/applications/launch/Desk/2', {
      isWebUI: false,
      launchLink: 'aimmspro://launch?app=Desk',
    });
    expect(await screen.findByText('Your WinUI app should be started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the App Launcher' })).toHaveAttribute(
      'href',
      'http://localhost/plugin/',
    );
    expect(assign).toHaveBeenCalledWith('aimmspro://launch?app=Desk');
  });

  it('says when the browser or system cannot run a WinUI app', async () => {
    const { assign } = launch(
      '/applications/launch/Desk/2',
      { isWebUI: false, launchLink: 'aimmspro://launch?app=Desk' },
      LINUX_UA,
    );
    expect(
      await screen.findByText('Browser and/or Operating System cannot launch this WinUI application.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the applications list and closes a launcher popup after 3 s', async () => {
    const { close, history } = launchDeskInPopup(WINDOWS_UA);
    await screen.findByText('Your WinUI app should be started.');
    const shown = Date.now();
    await waitFor(() => expect(close).toHaveBeenCalled(), { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(2500);
    expect(history.location.pathname).toBe('/applications');
  });

  it('keeps a launcher popup open on the screen that says the app cannot be launched here', async () => {
    const { close, history } = launchDeskInPopup(LINUX_UA);
    await screen.findByText('Browser and/or Operating System cannot launch this WinUI application.');
    await new Promise((resolve) => setTimeout(resolve, WINUI_WINDOW_CLOSE_MS + 500));
    expect(close).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/applications/launch/Desk/2');
    expect(screen.getByText('Browser and/or Operating System cannot launch this WinUI application.')).toBeVisible();
  });

  it('shows why a launch failed', async () => {
    launch('/applications/launch/Gone/1', 'fail');
    expect(await screen.findByText('No such app')).toBeInTheDocument();
  });
});
