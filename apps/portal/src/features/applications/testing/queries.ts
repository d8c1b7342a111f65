import { waitFor, within } from '@testing-library/react';

/** The texts of a list's items, in order. */
export const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Waits until a request of `method` to a path ending in `pathEnd` was sent. */
export const waitForCall = (calls: readonly { method: string; path: string }[], method: string, pathEnd: string) =>
  waitFor(() => expect(calls.some((c) => c.method === method && c.path.endsWith(pathEnd))).toBe(true));

/** The body that gives `group` of Demo access to Zeta 1.9. */
export const zetaGrant = (groupName: string) => ({ envName: 'Demo', groupName, appName: 'Zeta', appVersion: '1.9' });
