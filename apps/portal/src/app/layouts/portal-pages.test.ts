import { portalPages } from './portal-pages';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const base = {
  isAuthenticated: true,
  isAdmin: false,
  isAppPublisher: false,
  isGroupAdmin: false,
  isMixedMode: 'no' as const,
};

describe('the pages the command box offers', () => {
  it('offers a user the applications, the three session tabs, the app stats and their settings', () => {
    expect(labels(portalPages(base))).toEqual([
      'Apps',
      'Sessions: WebUI',
      'Sessions: Solver',
      'Sessions: Tasks',
      'Stats',
      'User settings',
    ]);
  });

  it('adds Users for group admins, and Users and both Configuration tabs for admins', () => {
    expect(labels(portalPages({ ...base, isGroupAdmin: true }))).toContain('Users');
    expect(labels(portalPages({ ...base, isGroupAdmin: true })).join()).not.toContain('Configuration');
    expect(labels(portalPages({ ...base, isGroupAdmin: true }))).not.toContain('Secrets');
    expect(labels(portalPages({ ...base, isAdmin: true }))).toEqual(
      expect.arrayContaining(['Users', 'Secrets', 'Configuration: Account settings', 'Configuration: Tunnels']),
    );
    expect(labels(portalPages({ ...base, isAdmin: true }))).not.toContain('Configuration');
  });

  it('adds Help and About in mixed mode, and offers nothing signed out', () => {
    expect(labels(portalPages({ ...base, isMixedMode: 'yes' }))).toEqual(expect.arrayContaining(['Help', 'About']));
    expect(portalPages({ ...base, isAuthenticated: false, isAdmin: true })).toEqual([]);
  });
});
