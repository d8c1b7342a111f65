/** Global roles, lowest to highest. */
export const ROLES = ['user', 'appPublisher', 'groupAdmin', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  appPublisher: 'App publisher',
  groupAdmin: 'Group admin',
  admin: 'Admin',
};

/** Higher rank wins when a user is in several role groups. */
export const roleRank = (role: Role): number => ROLES.indexOf(role);

export const isHigherRole = (a: Role, b: Role): boolean => roleRank(a) > roleRank(b);
