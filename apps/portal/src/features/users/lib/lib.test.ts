import { ROLE_GROUPS, USER_ADMIN_GROUP_ID, everyoneGroupId } from '@pro-portal/rules';
import { roleChangeSteps } from './role-change';
import { capacityLabel, groupDescription, groupKind, groupNames, membersOf } from './groups';
import { environmentBadges, fallbackEnvironment } from './environments';
import { env, group, user } from '../testing/fake-account';

const REGULAR = 257;
const { admin, appPublisher } = ROLE_GROUPS;

describe('role changes through role-group membership', () => {
  it.each([
    ['user to publisher adds the publisher group', [REGULAR], 'appPublisher', ['AppPublishers'], []],
    ['user to admin adds the admin group', [REGULAR], 'admin', ['admin'], []],
    [
      'publisher to admin adds admin and removes publisher',
      [REGULAR, appPublisher.id],
      'admin',
      ['admin'],
      ['AppPublishers'],
    ],
    [
      'admin to publisher removes admin and adds publisher',
      [REGULAR, admin.id],
      'appPublisher',
      ['AppPublishers'],
      ['admin'],
    ],
    ['to user removes the current role group', [REGULAR, admin.id], 'user', [], ['admin']],
    ['the user admin group is never left', [USER_ADMIN_GROUP_ID, admin.id], 'user', [], ['admin']],
  ] as const)('%s', (_, groups, to, join, leave) => {
    expect(roleChangeSteps(groups, to)).toEqual({ join, leave });
  });
});

describe('group helpers', () => {
  const demo = env(1, 'Demo');
  const users = [user('a', demo, [REGULAR]), user('b', demo, [513])];
  it('knows role, everyone and regular groups', () => {
    expect(groupKind({ entity: admin.id })).toBe('role');
    expect(groupKind({ entity: everyoneGroupId(1) })).toBe('everyone');
    expect(groupKind({ entity: REGULAR })).toBe('regular');
  });
  it('counts the everyone group as every user and others by membership', () => {
    expect(membersOf({ entity: everyoneGroupId(1) }, users)).toHaveLength(2);
    expect(membersOf({ entity: REGULAR }, users).map((u) => u.name)).toEqual(['a']);
  });
  it("shows groups with a maximum as 'n / max max'", () => {
    expect(capacityLabel({ max_users: 5 }, 2)).toBe('2 / 5 max');
    expect(capacityLabel({ max_users: -1 }, 1)).toBe('1 user');
  });
  it('describes role groups by their role', () => {
    expect(groupDescription(group(appPublisher.id, 'AppPublishers', 'ROOT'))).toBe(
      'App publishers see and manage all apps and categories, and can publish apps.',
    );
    expect(groupDescription(group(REGULAR, 'Planners', 'Demo'))).toBe('Planners group');
  });
  it('names group ids and skips unknown ones', () => {
    expect(groupNames([REGULAR, 9999], [group(REGULAR, 'Planners', 'Demo')])).toEqual(['Planners']);
  });
});

describe('environment helpers', () => {
  it('badges: Default, Native without SAML URL, Linked with one', () => {
    expect(environmentBadges({ isDefault: true, samlMetadataUrl: null })).toEqual(['Default', 'Native']);
    expect(environmentBadges({ isDefault: false, samlMetadataUrl: 'https://idp' })).toEqual(['Linked']);
  });
  it('selects the default, else the root', () => {
    expect(fallbackEnvironment([env(0, 'ROOT'), env(1, 'Demo', { isDefault: true })])).toBe('Demo');
    expect(fallbackEnvironment([env(1, 'Demo'), env(0, 'ROOT')])).toBe('ROOT');
    expect(fallbackEnvironment([])).toBeNull();
  });
});
