import { STORAGE_KEYS } from '@pro-portal/rules';
import { UNAUTHORIZED_EVENT, createUnauthorizedHandler, currentRoutePath } from './unauthorized';

describe('the 401 handler', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the current path in locationBeforeError and raises the unauthorized event', () => {
    window.history.replaceState(null, '', '/portal/sessions/task?page=2');
    const raised = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, raised);
    createUnauthorizedHandler('/portal/')();
    window.removeEventListener(UNAUTHORIZED_EVENT, raised);
    expect(window.localStorage.getItem(STORAGE_KEYS.locationBeforeError)).toBe('/sessions/task?page=2');
    expect(raised).toHaveBeenCalledTimes(1);
  });

  it('does not remember the login page, but still raises the event', () => {
    window.history.replaceState(null, '', '/portal/login?returnTo=%2Fusers');
    const raised = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, raised);
    createUnauthorizedHandler('/portal/')();
    window.removeEventListener(UNAUTHORIZED_EVENT, raised);
    expect(window.localStorage.getItem(STORAGE_KEYS.locationBeforeError)).toBeNull();
    expect(raised).toHaveBeenCalledTimes(1);
  });

  it('reads the route path relative to the base path', () => {
    window.history.replaceState(null, '', '/users?env=ROOT');
    expect(currentRoutePath('/')).toBe('/users?env=ROOT');
  });
});
