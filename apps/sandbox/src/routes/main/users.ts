import { requireCaller, requireCallerRole, hasRole, type AppContext, type HandlerMap } from '../../context.js';
import { accountCredentials } from '../../services/account.js';
import { toUsers, type EnvironmentRow } from '../../services/account-rows.js';
import { findEnvironment } from '../../services/environments.js';
import {
  checkMayManage,
  createUser,
  deleteUser,
  findUser,
  listUserRows,
  updateUser,
  type UserInput,
} from '../../services/users.js';
import { forbidden } from '../../errors.js';

type UserParams = { environmentName: string; userName: string };

export function userHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  const envOf = (req: { params: unknown }) => findEnvironment(db, (req.params as UserParams).environmentName);
  const one = async (env: EnvironmentRow, name: string) => (await toUsers(db, [await findUser(db, env, name)], env))[0];
  const isSelf = (caller: { environmentName: string; username: string }, p: UserParams) =>
    caller.environmentName.toLowerCase() === p.environmentName.trim().toLowerCase() &&
    caller.username.toLowerCase() === p.userName.trim().toLowerCase();
  return {
    async getCurrentUser(req) {
      const caller = requireCaller(req);
      const row = await accountCredentials(db, caller.userId);
      return {
        name: caller.username,
        isAdmin: caller.isAdmin,
        isAppPublisher: caller.isAppPublisher,
        isGroupAdmin: caller.isGroupAdmin,
        environment_name: caller.environmentName,
        fullName: row?.full_name || null,
        email: row?.email || null,
        samlMetadataUrl: row?.saml || null,
      };
    },
    async listUsers(req) {
      requireCallerRole(req, 'manageApps');
      const env = await envOf(req);
      return { entities: await toUsers(db, await listUserRows(db, env), env) };
    },
    async getUser(req) {
      const caller = requireCaller(req);
      const p = req.params as UserParams;
      if (!isSelf(caller, p) && !hasRole(caller, 'manageApps')) throw forbidden('You may only read your own user.');
      return one(await envOf(req), p.userName);
    },
    async createUser(req, reply) {
      requireCallerRole(req, 'manageUsers');
      const env = await envOf(req);
      const user = await createUser(db, env, req.body as UserInput);
      reply.code(201);
      return (await toUsers(db, [user], env))[0];
    },
    async updateUser(req) {
      const caller = requireCaller(req);
      const p = req.params as UserParams;
      const manager = hasRole(caller, 'manageUsers');
      if (!manager && !isSelf(caller, p))
        throw forbidden('Only administrators and group administrators may edit other users.');
      const env = await envOf(req);
      const body = req.body as UserInput;
      const profileOnly = body.username === undefined && body.password === undefined;
      const selfService = !manager || (isSelf(caller, p) && profileOnly);
      if (!selfService) await checkMayManage(db, caller.isAdmin, await findUser(db, env, p.userName));
      const user = await updateUser(db, env, p.userName, body, { selfService });
      return (await toUsers(db, [user], env))[0];
    },
    async deleteUser(req) {
      const caller = requireCallerRole(req, 'manageUsers');
      const env = await envOf(req);
      const name = (req.params as UserParams).userName;
      const target = await findUser(db, env, name);
      if (!target.is_protected) await checkMayManage(db, caller.isAdmin, target);
      await deleteUser(db, env, name);
    },
  };
}
