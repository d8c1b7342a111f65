import { describe, expect, it } from '@jest/globals';
import { everyoneGroupId } from './group-id';
import {
  ROLE_GROUPS,
  USER_ADMIN_GROUP_ID,
  isRegularGroup,
  isRoleGroup,
  planRoleChange,
  planRoleChangeFromGroups,
  roleFromGroups,
  roleGroupApiName,
  roleGroupId,
  roleOfGroup,
  roleOfGroupName,
} from './role-groups';

const ADMIN = 128;
const GROUP_ADMIN = 384;
const PUBLISHER = 896;
const PLANNERS = 257;

describe('role groups', () => {
  it('are admin 128 (admin), group admin 384 (GroupAdmins) and app publisher 896 (AppPublishers)', () => {
    expect(roleGroupId('admin')).toBe(ADMIN);
    expect(roleGroupId('groupAdmin')).toBe(GROUP_ADMIN);
    expect(roleGroupId('appPublisher')).toBe(PUBLISHER);
    expect(roleGroupApiName('admin')).toBe('admin');
    expect(roleGroupApiName('groupAdmin')).toBe('GroupAdmins');
    expect(roleGroupApiName('appPublisher')).toBe('AppPublishers');
    expect(roleOfGroupName('AppPublishers')).toBe('appPublisher');
    expect(roleOfGroupName('Planners')).toBeNull();
    expect(Object.values(ROLE_GROUPS).map((g) => g.id)).toEqual([ADMIN, GROUP_ADMIN, PUBLISHER]);
  });

  it('recognises role groups of any environment by the flag', () => {
    expect(roleOfGroup(roleGroupId('appPublisher', 4))).toBe('appPublisher');
    expect(roleOfGroup(PLANNERS)).toBeNull();
    expect(roleOfGroup(USER_ADMIN_GROUP_ID)).toBe('admin');
  });

  it('tells regular groups from role, user admin and everyone groups', () => {
    expect(isRegularGroup(PLANNERS)).toBe(true);
    expect(isRegularGroup(ADMIN)).toBe(false);
    expect(isRegularGroup(USER_ADMIN_GROUP_ID)).toBe(false);
    expect(isRegularGroup(everyoneGroupId(1))).toBe(false);
    expect(isRoleGroup(PUBLISHER)).toBe(true);
  });
});

describe('role from groups: the highest matching group decides', () => {
  it.each([
    [[], 'user'],
    [[PLANNERS], 'user'],
    [[PLANNERS, PUBLISHER], 'appPublisher'],
    [[PUBLISHER, GROUP_ADMIN], 'groupAdmin'],
    [[PUBLISHER, ADMIN, GROUP_ADMIN], 'admin'],
    [[USER_ADMIN_GROUP_ID], 'admin'],
  ])('%j -> %s', (groups, role) => {
    expect(roleFromGroups(groups)).toBe(role);
  });
});

describe("role change plan: join the new role's group, leave the old role's", () => {
  it('user to publisher adds the publisher group', () => {
    expect(planRoleChange('user', 'appPublisher')).toEqual({ add: [PUBLISHER], remove: [] });
  });
  it('user to admin adds the admin group', () => {
    expect(planRoleChange('user', 'admin')).toEqual({ add: [ADMIN], remove: [] });
  });
  it('publisher to admin adds admin and removes publisher', () => {
    expect(planRoleChange('appPublisher', 'admin')).toEqual({ add: [ADMIN], remove: [PUBLISHER] });
  });
  it('admin to publisher removes admin and adds publisher', () => {
    expect(planRoleChange('admin', 'appPublisher')).toEqual({ add: [PUBLISHER], remove: [ADMIN] });
  });
  it('to user removes the current role group', () => {
    expect(planRoleChange('admin', 'user')).toEqual({ add: [], remove: [ADMIN] });
    expect(planRoleChange('groupAdmin', 'user')).toEqual({ add: [], remove: [GROUP_ADMIN] });
  });
  it('keeping the role changes nothing', () => {
    expect(planRoleChange('appPublisher', 'appPublisher')).toEqual({ add: [], remove: [] });
  });

  it('from actual groups, leaves every other role group and keeps regular groups', () => {
    expect(planRoleChangeFromGroups([PLANNERS, PUBLISHER, GROUP_ADMIN], 'admin')).toEqual({
      add: [ADMIN],
      remove: [PUBLISHER, GROUP_ADMIN],
    });
    expect(planRoleChangeFromGroups([PLANNERS, PUBLISHER], 'appPublisher')).toEqual({ add: [], remove: [] });
    expect(planRoleChangeFromGroups([PLANNERS, ADMIN], 'user')).toEqual({ add: [], remove: [ADMIN] });
  });
});
