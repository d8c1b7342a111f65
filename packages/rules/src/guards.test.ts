import { describe, expect, it } from '@jest/globals';
import {
  assignRoleError,
  deleteEnvironmentError,
  deleteGroupError,
  environmentChangeError,
  explainAccessError,
  manageUserError,
  removeFromGroupError,
  renameGroupError,
  resetMfaError,
  roleChangeError,
  userChangeError,
} from './guards';
import { encodeGroupId, everyoneGroupId } from './group-id';
import { USER_ADMIN_GROUP_ID, roleGroupId } from './role-groups';

// The encoding itself is role-groups.test.ts's and group-id.test.ts's subject; here only the roles count.
const ADMIN = roleGroupId('admin');
const PUBLISHER = roleGroupId('appPublisher');
/** A regular (not a role) group of environment 1. */
const regularGroup = (local: number) => encodeGroupId({ environment: 1, roleFlag: false, local });
const PLANNERS = regularGroup(1);
const BUYERS = regularGroup(2);

const adminCaller = { isAdmin: true, isAppPublisher: false };
const groupAdminCaller = { isAdmin: false, isAppPublisher: false, isGroupAdmin: true };

describe('what a caller may do to a user', () => {
  it('only administrators change administrators; nobody edits or deletes the administrator account', () => {
    expect(manageUserError(adminCaller, [ADMIN, PLANNERS])).toBeNull();
    expect(manageUserError(groupAdminCaller, [ADMIN, PLANNERS])).toBe('Only administrators may change administrators.');
    expect(manageUserError(groupAdminCaller, [PUBLISHER, PLANNERS])).toBeNull();
    for (const caller of [adminCaller, groupAdminCaller]) {
      expect(manageUserError(caller, [USER_ADMIN_GROUP_ID, ADMIN])).toBe(
        'The administrator account cannot be edited, have its app access managed, or be deleted.',
      );
    }
  });

  it('only administrators grant or take away the Administrator role; then the administrator account and regular-group rules apply', () => {
    const adminsOnly = 'Only administrators may grant or take away the Administrator role.';
    expect(assignRoleError(groupAdminCaller, [PLANNERS], 'admin')).toBe(adminsOnly);
    expect(assignRoleError(groupAdminCaller, [ADMIN, PLANNERS], 'user')).toBe(adminsOnly);
    expect(assignRoleError(groupAdminCaller, [PLANNERS], 'appPublisher')).toBeNull();
    expect(assignRoleError(adminCaller, [PLANNERS], 'admin')).toBeNull();
    expect(assignRoleError(adminCaller, [ADMIN], 'user')).toBe(
      'User is not part of any regular group and can only stay at, or be promoted to Administrator',
    );
    expect(assignRoleError(adminCaller, [USER_ADMIN_GROUP_ID, ADMIN], 'user')).toBe(
      'The Administrator role is restricted and cannot be changed to a lower level',
    );
    expect(assignRoleError(groupAdminCaller, [ADMIN], 'admin')).toBeNull();
  });
});

describe('role change guards', () => {
  it("the administrator account's role cannot be lowered", () => {
    expect(roleChangeError([USER_ADMIN_GROUP_ID], 'appPublisher')).toBe(
      'The Administrator role is restricted and cannot be changed to a lower level',
    );
    expect(roleChangeError([USER_ADMIN_GROUP_ID, ADMIN, PLANNERS], 'user')).toBe(
      'The Administrator role is restricted and cannot be changed to a lower level',
    );
    expect(roleChangeError([USER_ADMIN_GROUP_ID], 'admin')).toBeNull();
  });

  it('a user in no regular group can only stay at or rise to admin', () => {
    const message = 'User is not part of any regular group and can only stay at, or be promoted to Administrator';
    expect(roleChangeError([ADMIN], 'appPublisher')).toBe(message);
    expect(roleChangeError([ADMIN, everyoneGroupId(1)], 'user')).toBe(message);
    expect(roleChangeError([PUBLISHER], 'admin')).toBeNull();
    expect(roleChangeError([ADMIN], 'admin')).toBeNull();
  });

  it('a user with a regular group may take any role', () => {
    expect(roleChangeError([ADMIN, PLANNERS], 'user')).toBeNull();
    expect(roleChangeError([PLANNERS], 'appPublisher')).toBeNull();
  });
});

describe('group membership guards', () => {
  it('a user cannot leave their only regular group, unless an Administrator', () => {
    const onlyGroup =
      'This user cannot be removed from this group, because it is only part of this group and no other.';
    expect(removeFromGroupError([PLANNERS], PLANNERS)).toBe(onlyGroup);
    expect(removeFromGroupError([PLANNERS, everyoneGroupId(1)], PLANNERS)).toBe(onlyGroup);
    // A role group is no regular group: a publisher would be left in none.
    expect(removeFromGroupError([PLANNERS, PUBLISHER], PLANNERS)).toBe(onlyGroup);
    expect(removeFromGroupError([PLANNERS, BUYERS], PLANNERS)).toBeNull();
    expect(removeFromGroupError([PLANNERS, ADMIN], PLANNERS)).toBeNull();
    expect(removeFromGroupError([PLANNERS, USER_ADMIN_GROUP_ID], PLANNERS)).toBeNull();
  });

  it('a role group is left only by someone who keeps a regular group or stays an Administrator', () => {
    const noRegularGroup =
      'User is not part of any regular group and can only stay at, or be promoted to Administrator';
    expect(removeFromGroupError([ADMIN], ADMIN)).toBe(noRegularGroup);
    expect(removeFromGroupError([PUBLISHER], PUBLISHER)).toBe(noRegularGroup);
    expect(removeFromGroupError([ADMIN, PUBLISHER], PUBLISHER)).toBeNull();
    expect(removeFromGroupError([PLANNERS, PUBLISHER], PUBLISHER)).toBeNull();
  });

  it('a group whose users would be orphaned cannot be deleted', () => {
    const orphans =
      'This group cannot be deleted because it has some users that are only part of this group and no other. They cannot be orphaned.';
    expect(deleteGroupError(PLANNERS, [[PLANNERS, BUYERS], [PLANNERS]])).toBe(orphans);
    expect(deleteGroupError(PLANNERS, [[PLANNERS, PUBLISHER]])).toBe(orphans);
    expect(
      deleteGroupError(PLANNERS, [
        [PLANNERS, BUYERS],
        [PLANNERS, ADMIN],
      ]),
    ).toBeNull();
    expect(deleteGroupError(PLANNERS, [])).toBeNull();
  });

  it('role groups and everyone groups cannot be deleted or renamed', () => {
    for (const id of [ADMIN, PUBLISHER, USER_ADMIN_GROUP_ID, everyoneGroupId(2)]) {
      expect(deleteGroupError(id, [])).toBe('Role groups cannot be deleted or renamed.');
      expect(renameGroupError(id)).toBe('Role groups cannot be deleted or renamed.');
    }
    expect(renameGroupError(PLANNERS)).toBeNull();
  });
});

describe('fixed environments and accounts', () => {
  it('the root environment cannot be edited or deleted', () => {
    expect(environmentChangeError('ROOT')).toBe('The root environment cannot be edited or deleted.');
    expect(environmentChangeError('Sales')).toBeNull();
  });

  it('an environment holding an administrator is deleted only by an administrator', () => {
    const users = [[PLANNERS], [PLANNERS, ADMIN]];
    expect(deleteEnvironmentError(groupAdminCaller, 'Sales', users)).toBe(
      'Only administrators may change administrators.',
    );
    expect(deleteEnvironmentError(adminCaller, 'Sales', users)).toBeNull();
    expect(deleteEnvironmentError(groupAdminCaller, 'Sales', [[PLANNERS], [PLANNERS, PUBLISHER]])).toBeNull();
    expect(deleteEnvironmentError(adminCaller, 'ROOT', [])).toBe('The root environment cannot be edited or deleted.');
  });

  it('the administrator account cannot be edited, given access or deleted', () => {
    expect(userChangeError([USER_ADMIN_GROUP_ID])).not.toBeNull();
    expect(userChangeError([ADMIN, PLANNERS])).toBeNull();
  });
});

describe('who may explain app access', () => {
  it('lets administrators explain anywhere and group admins and publishers only in their own environment', () => {
    expect(explainAccessError({ ...adminCaller, environmentName: 'ROOT' }, 'Demo')).toBeNull();
    expect(explainAccessError({ ...groupAdminCaller, environmentName: 'Demo' }, 'demo')).toBeNull();
    expect(explainAccessError({ ...groupAdminCaller, environmentName: 'Demo' }, 'Plant')).toBe(
      'Group administrators and app publishers can explain app access only in their own environment.',
    );
    expect(explainAccessError({ isAdmin: false, isAppPublisher: true, environmentName: 'Demo' }, 'Plant')).toBe(
      'Group administrators and app publishers can explain app access only in their own environment.',
    );
  });
});

describe('who may reset a user’s MFA', () => {
  it('lets administrators only, and never for the administrator account', () => {
    expect(resetMfaError(adminCaller, [PLANNERS])).toBeNull();
    expect(resetMfaError(adminCaller, [PLANNERS, ADMIN])).toBeNull();
    expect(resetMfaError(groupAdminCaller, [PLANNERS])).toBe('Only administrators can reset a user’s MFA.');
    expect(resetMfaError(adminCaller, [USER_ADMIN_GROUP_ID, ADMIN])).toBe(
      'The administrator account cannot be edited, have its app access managed, or be deleted.',
    );
  });
});
