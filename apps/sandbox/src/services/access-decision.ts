import { ROLE_GROUPS, everyoneEntity, userEntity } from './entities.js';

/**
 * The one decision of whether someone may open an app, over facts loaded beforehand (no I/O here).
 * The application list, launching (through app-visibility.ts) and the access explainer all use it,
 * so the explanation cannot disagree with what happens.
 */

export type AccessRole = 'admin' | 'groupAdmin' | 'appPublisher';

export interface AccessRoles {
  isAdmin: boolean;
  isGroupAdmin: boolean;
  isAppPublisher: boolean;
}

/** Who asks: a signed-in user (a Caller fits), or a group's plain member (no userId, no other group). */
export interface AccessSubject extends AccessRoles {
  environmentId: number;
  /** Entity ids of the groups the subject belongs to (role groups included). */
  groups: readonly number[];
  /** The user's id; undefined when a group is explained. */
  userId?: number;
}

/** One reason why the subject may open the app. */
export type AccessPath = { kind: 'role'; role: AccessRole } | { kind: 'everyone' | 'group' | 'direct'; entity: number };

export type EntityPath = Extract<AccessPath, { entity: number }>;

/** The roles of a member of these groups (the user administrator counts as an administrator). */
export function rolesOfGroups(groups: readonly number[]): AccessRoles {
  const has = (entity: number) => groups.includes(entity);
  return {
    isAdmin: has(ROLE_GROUPS.admin.entity) || has(ROLE_GROUPS.useradmin.entity),
    isGroupAdmin: has(ROLE_GROUPS.groupadmin.entity),
    isAppPublisher: has(ROLE_GROUPS.publisher.entity),
  };
}

/** The roles that open every app, in the order they are reported. */
export function rolePaths(subject: AccessRoles): AccessPath[] {
  const paths: AccessPath[] = [];
  if (subject.isAdmin) paths.push({ kind: 'role', role: 'admin' });
  if (subject.isGroupAdmin) paths.push({ kind: 'role', role: 'groupAdmin' });
  if (subject.isAppPublisher) paths.push({ kind: 'role', role: 'appPublisher' });
  return paths;
}

/** The entities whose access row would give the subject an app: its environment's everyone group, its groups, itself. */
export function entityPaths(subject: AccessSubject): EntityPath[] {
  const everyone = everyoneEntity(subject.environmentId);
  const paths: EntityPath[] = [{ kind: 'everyone', entity: everyone }];
  for (const entity of new Set(subject.groups)) if (entity !== everyone) paths.push({ kind: 'group', entity });
  if (subject.userId !== undefined) paths.push({ kind: 'direct', entity: userEntity(subject.userId) });
  return paths;
}

/** Every path that grants the subject an app whose access rows name the `granted` entities. */
export function accessPaths(subject: AccessSubject, granted: ReadonlySet<number>): AccessPath[] {
  return [...rolePaths(subject), ...entityPaths(subject).filter((p) => granted.has(p.entity))];
}
