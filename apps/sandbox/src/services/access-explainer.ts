import { explainAccessError } from '@pro-portal/rules';
import { loadCaller } from '../auth/caller.js';
import { hasCapability, type Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, forbidden } from '../errors.js';
import type { EnvironmentRow, GroupRow } from './account-rows.js';
import { accessPaths, rolesOfGroups, type AccessPath, type AccessRole, type AccessSubject } from './access-decision.js';
import { describeEntity, findApp } from './app-access.js';
import { entitiesGranted } from './app-visibility.js';
import { everyoneEntity, userEntity } from './entities.js';
import { findEnvironment } from './environments.js';
import { findGroup, listGroupRows } from './groups.js';
import { findUser } from './users.js';

export interface ExplainQuery {
  envName: string;
  userName?: string;
  groupName?: string;
  appName: string;
  appVersion: string;
}

interface PathDto {
  kind: AccessPath['kind'];
  entity?: number;
  entity_name?: string;
  env_name?: string;
  role?: AccessRole;
  text: string;
}

interface SuggestionDto {
  action: 'grantGroupAccess' | 'addUserToGroup';
  env_name: string;
  group_name: string;
  user_name?: string;
  text: string;
}

const ROLE_TEXT: Record<AccessRole, string> = {
  admin: 'Administrators can open every app.',
  groupAdmin: 'Group administrators can open every app.',
  appPublisher: 'App publishers can open every app.',
};

/** Group admins and publishers explain only within their own environment, as they manage only that one. */
function checkScope(caller: Caller, env: EnvironmentRow) {
  const refusal = env.id === caller.environmentId ? null : explainAccessError(caller, env.name);
  if (refusal) throw forbidden(refusal);
}

async function pathDto(db: Db, path: AccessPath, userName?: string): Promise<PathDto> {
  if (path.kind === 'role') return { kind: 'role', role: path.role, text: ROLE_TEXT[path.role] };
  const e = await describeEntity(db, path.entity);
  const base = { kind: path.kind, entity: path.entity, entity_name: e.entity_name, env_name: e.env_name };
  if (path.kind === 'everyone') return { ...base, text: `Everyone in environment ${e.env_name} has access.` };
  if (path.kind === 'direct') return { ...base, text: `${userName} has direct access.` };
  if (userName === undefined) return { ...base, text: `Group ${e.entity_name} has access.` };
  return { ...base, text: `${userName} is a member of group ${e.entity_name}, which has access.` };
}

/**
 * What would grant access: giving one of the subject's groups or the environment access, or joining a
 * group that has it. `joiner` is the user to add to such a group: given only when the subject is a user
 * and the caller may add users to groups (publishers may not).
 */
function suggestions(
  groups: GroupRow[],
  env: EnvironmentRow,
  subjectGroups: readonly number[],
  granted: ReadonlySet<number>,
  joiner?: string,
): SuggestionDto[] {
  const grant = (g: GroupRow): SuggestionDto => ({
    action: 'grantGroupAccess',
    env_name: env.name,
    group_name: g.name,
    text: g.kind === 'everyone' ? `Give everyone in environment ${env.name} access.` : `Give group ${g.name} access.`,
  });
  const regular = groups.filter((g) => g.kind === 'regular' && g.environment_id === env.id);
  const own = regular.filter((g) => subjectGroups.includes(g.entity)).map(grant);
  const join =
    joiner === undefined
      ? []
      : regular
          .filter((g) => granted.has(g.entity) && !subjectGroups.includes(g.entity))
          .map((g): SuggestionDto => ({
            action: 'addUserToGroup',
            env_name: env.name,
            group_name: g.name,
            user_name: joiner,
            text: `Add ${joiner} to group ${g.name}, which has access.`,
          }));
  const everyone = groups.filter((g) => g.kind === 'everyone' && g.environment_id === env.id).map(grant);
  return [...own, ...join, ...everyone];
}

/** GET /portal/app_access/explain: the verdict, every granting path, or what would grant access. */
export async function explainAccess(db: Db, caller: Caller, q: ExplainQuery) {
  const hasUser = Boolean(q.userName?.trim());
  if (hasUser === Boolean(q.groupName?.trim()))
    throw badRequest('Give either userName or groupName.', ErrorCode.validation);
  const env = await findEnvironment(db, q.envName);
  checkScope(caller, env);
  const app = await findApp(db, q.appName, q.appVersion);

  let subject: AccessSubject;
  let entity: number;
  let userName: string | undefined;
  if (hasUser) {
    const user = await findUser(db, env, q.userName!);
    // The very facts the access check of a signed-in user is made of.
    subject = (await loadCaller(db, user.id))!;
    entity = userEntity(user.id);
    userName = user.name;
  } else {
    const group = await findGroup(db, env, q.groupName!);
    // A plain member of the group: no other group, no direct access; a role group gives its role.
    const groups = group.kind === 'everyone' ? [] : [group.entity];
    subject = { environmentId: env.id, groups, ...rolesOfGroups(groups) };
    entity = group.kind === 'everyone' ? everyoneEntity(env.id) : group.entity;
  }

  const granted = await entitiesGranted(db, app.id);
  const paths = accessPaths(subject, granted);
  const groupRows = paths.length === 0 ? await listGroupRows(db, env) : [];
  return {
    subject: await describeEntity(db, entity),
    app_name: app.name,
    app_version: app.version,
    allowed: paths.length > 0,
    paths: await Promise.all(paths.map((p) => pathDto(db, p, userName))),
    suggestions: suggestions(
      groupRows,
      env,
      subject.groups,
      granted,
      hasCapability(caller, 'manageUsers') ? userName : undefined,
    ),
  };
}
