/** Group entity ids: 16-bit id, a role flag and the 7-bit environment id ((id << 8) | (flag << 7) | env). */
const ENV_BITS = 7;
const EVERYONE_ID = 65535;
/** User entities live above every group entity. */
const USER_ENTITY_BASE = 1 << 24;

export function groupEntity(environmentId: number, id: number, roleFlag = false): number {
  return ((id & 0xffff) << 8) | ((roleFlag ? 1 : 0) << ENV_BITS) | (environmentId & 0x7f);
}

export const everyoneEntity = (environmentId: number) => groupEntity(environmentId, EVERYONE_ID);
export const userEntity = (userId: number) => USER_ENTITY_BASE + userId;
export const isUserEntity = (entity: number) => entity >= USER_ENTITY_BASE;
export const userIdOfEntity = (entity: number) => entity - USER_ENTITY_BASE;

/** The role groups (all in the ROOT environment, id 0). */
export const ROLE_GROUPS = {
  useradmin: { entity: 0, name: 'UserAdmin', description: 'The user administrator account' },
  admin: { entity: 128, name: 'admin', description: 'Global portal administrators' },
  groupadmin: {
    entity: 384,
    name: 'GroupAdmins',
    description: 'Group admins manage environments, groups, users and access and can do what publishers do',
  },
  publisher: {
    entity: 896,
    name: 'AppPublishers',
    description: 'App publishers see and manage all apps and categories and publish',
  },
} as const;
export type RoleKey = keyof typeof ROLE_GROUPS;
