import { LAST_ENVIRONMENT_KEY, preselectedEnvironment, rememberEnvironment } from './last-environment';

const environments = [{ name: 'ROOT' }, { name: 'Sales', isDefault: true }, { name: 'Field' }];

describe('the preselected environment of the login page', () => {
  beforeEach(() => window.localStorage.clear());

  it('is the default one when none was used from this browser', () => {
    expect(preselectedEnvironment(environments)).toBe('Sales');
  });

  it('is the last one used, kept in local storage', () => {
    rememberEnvironment('Field');
    expect(window.localStorage.getItem(LAST_ENVIRONMENT_KEY)).toBe('Field');
    expect(preselectedEnvironment(environments)).toBe('Field');
  });

  it('falls back to the default when the last one used is gone', () => {
    rememberEnvironment('Deleted');
    expect(preselectedEnvironment(environments)).toBe('Sales');
  });

  it('is the one asked for (kept across the MFA step) before the remembered one', () => {
    rememberEnvironment('Field');
    expect(preselectedEnvironment(environments, 'ROOT')).toBe('ROOT');
  });
});
