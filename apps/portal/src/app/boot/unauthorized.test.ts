import { STORAGE_KEYS } from '../../shared/storage-keys';
import {
  UNAUTHORIZED_EVENT,
  createUnauthorizedHandler,
  currentRoutePath,
  takeUnheardUnauthorized,
} from './unauthorized';

describe('the 401 handler', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['remembers the current path in locationBeforeError', '/portal/sessions/task?page=2', '/sessions/task?page=2'],
    ['does not remember the login page', '/portal/login?returnTo=%2Fusers', null],
  ])('%s and raises the unauthorized event', (_case, location, remembered) => {
    window.history.replaceState(null, '', location);
    const raised = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, raised);
    createUnauthorizedHandler('/portal/')();
    window.removeEventListener(UNAUTHORIZED_EVENT, raised);
    expect(window.localStorage.getItem(STORAGE_KEYS.locationBeforeError)).toBe(remembered);
    expect(raised).toHaveBeenCalledTimes(1);
  });

  it('keeps a 401 nobody heard for the listener that mounts later, once', () => {
    takeUnheardUnauthorized();
    createUnauthorizedHandler('/')();
    expect(takeUnheardUnauthorized()).toBe(true);
    expect(takeUnheardUnauthorized()).toBe(false);
  });

  it('keeps nothing when a listener answered the 401', () => {
    const answer = (event: Event) => event.preventDefault();
    window.addEventListener(UNAUTHORIZED_EVENT, answer);
    createUnauthorizedHandler('/')();
    window.removeEventListener(UNAUTHORIZED_EVENT, answer);
    expect(takeUnheardUnauthorized()).toBe(false);
  });

  it('reads the route path relative to the base path', () => {
    window.history.replaceState(null, '', '/users?env=ROOT');
    expect(currentRoutePath('/')).toBe('/users?env=ROOT');
  });
});
