import { preselectedEnvironment } from './preselected-environment';

const environments = [{ name: 'ROOT' }, { name: 'Sales', isDefault: true }, { name: 'Field' }];

describe('the preselected environment of the login page', () => {
  it('is the default one', () => {
    expect(preselectedEnvironment(environments)).toBe('Sales');
  });

  it('is the default one after a sign-in from this browser to another environment', () => {
    window.localStorage.setItem('lastEnvironment', 'Field');
    expect(preselectedEnvironment(environments)).toBe('Sales');
  });

  it('is the one asked for (kept across a cancelled MFA step) while it is listed', () => {
    expect(preselectedEnvironment(environments, 'ROOT')).toBe('ROOT');
    expect(preselectedEnvironment(environments, 'Deleted')).toBe('Sales');
  });

  it('is the first listed when none is the default', () => {
    expect(preselectedEnvironment([{ name: 'ROOT' }, { name: 'Field' }])).toBe('ROOT');
    expect(preselectedEnvironment([])).toBe('');
  });
});
