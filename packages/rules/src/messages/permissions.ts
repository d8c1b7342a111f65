/** Refusals of the guards on users and groups. */
export const permissionMessages = {
  administratorRoleRestricted: 'The Administrator role is restricted and cannot be changed to a lower level',
  noRegularGroup: 'User is not part of any regular group and can only stay at, or be promoted to Administrator',
  onlyGroup: 'This user cannot be removed from this group, because it is only part of this group and no other.',
  groupWouldOrphanUsers:
    'This group cannot be deleted because it has some users that are only part of this group and no other. They cannot be orphaned.',
  /** The last three are worded here: the spec states these rules without quoting a text. */
  roleGroupLocked: 'Role groups cannot be deleted or renamed.',
  rootEnvironmentLocked: 'The root environment cannot be edited or deleted.',
  administratorAccountLocked: 'The administrator account cannot be edited, have its app access managed, or be deleted.',
  /** Worded here too: what only administrators may do to administrators. */
  administratorRoleAdminsOnly: 'Only administrators may grant or take away the Administrator role.',
  administratorsAdminsOnly: 'Only administrators may change administrators.',
  explainOwnEnvironmentOnly:
    'Group administrators and app publishers can explain app access only in their own environment.',
  manageOwnEnvironmentOnly: 'Group administrators manage the groups and users of their own environment only.',
  resetMfaAdminsOnly: 'Only administrators can reset a user’s MFA.',
} as const;
