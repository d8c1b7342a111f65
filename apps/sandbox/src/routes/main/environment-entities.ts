import { checkManagesEnvironment } from '../../services/manage-scope.js';
import { requireCallerCapability, type Handler } from '../../context.js';
import type { Db } from '../../db/db.js';
import type { EnvironmentRow } from '../../services/account-rows.js';
import { findEnvironment, listEnvironmentRows } from '../../services/environments.js';

/** The environment named by the path ({environmentName}) of a group or user call. */
export const environmentOf = (db: Db, req: { params: unknown }) =>
  findEnvironment(db, (req.params as { environmentName: string }).environmentName);

/**
 * The POST handler of an environment's groups or users: a user administrator creates the entity in the
 * environment of the path and gets 201 with it, as the list shows it.
 */
export function createInEnvironment<Input, Row>(
  db: Db,
  create: (db: Db, env: EnvironmentRow, input: Input) => Promise<Row>,
  toJson: (db: Db, rows: Row[], env: EnvironmentRow) => Promise<unknown[]>,
): Handler {
  return async (req, reply) => {
    const caller = requireCallerCapability(req, 'manageUsers');
    const env = checkManagesEnvironment(caller, await environmentOf(db, req));
    const [created] = await toJson(db, [await create(db, env, req.body as Input)], env);
    reply.code(201);
    return created;
  };
}

/**
 * The GET handler of every environment's groups or users (listAllGroups, listAllUsers): each
 * environment's entities exactly as its own list answers them, one environment after another in the
 * environment list's order, for the callers of those lists (those who manage apps).
 */
export function listInEveryEnvironment<Row>(
  db: Db,
  list: (db: Db, env: EnvironmentRow) => Promise<Row[]>,
  toJson: (db: Db, rows: Row[], env: EnvironmentRow) => Promise<unknown[]>,
): Handler {
  return async (req) => {
    requireCallerCapability(req, 'manageApps');
    const entities: unknown[] = [];
    for (const env of await listEnvironmentRows(db)) entities.push(...(await toJson(db, await list(db, env), env)));
    return { entities };
  };
}
