import { checkManagesEnvironment } from '../../services/manage-scope.js';
import {
  requireCaller,
  requireCallerCapability,
  hasCapability,
  type AppContext,
  type HandlerMap,
} from '../../context.js';
import { forbidden } from '../../errors.js';
import { accountCredentials, setMfaSecret } from '../../services/account.js';
import { toUsers, type EnvironmentRow } from '../../services/account-rows.js';
import * as users from '../../services/users.js';
import { createInEnvironment, environmentOf, listInEveryEnvironment } from './environment-entities.js';

type UserParams = { environmentName: string; userName: string };

export function userHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  const one = async (env: EnvironmentRow, name: string) =>
    (await toUsers(db, [await users.findUser(db, env, name)], env))[0];
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
      requireCallerCapability(req, 'manageApps');
      const env = await environmentOf(db, req);
      return { entities: await toUsers(db, await users.listUserRows(db, env), env) };
    },
    listAllUsers: listInEveryEnvironment(db, users.listUserRows, toUsers),
    async getUser(req) {
      const caller = requireCaller(req);
      const p = req.params as UserParams;
      if (!isSelf(caller, p) && !hasCapability(caller, 'manageApps'))
        throw forbidden('You may only read your own user.');
      return one(await environmentOf(db, req), p.userName);
    },
    createUser: createInEnvironment(db, users.createUser, toUsers),
    async updateUser(req) {
      const caller = requireCaller(req);
      const p = req.params as UserParams;
      const manager = hasCapability(caller, 'manageUsers');
      if (!manager && !isSelf(caller, p))
        throw forbidden('Only administrators and group administrators may edit other users.');
      const env = await environmentOf(db, req);
      if (manager && !isSelf(caller, p)) checkManagesEnvironment(caller, env);
      const body = req.body as users.UserInput;
      const profileOnly = body.username === undefined && body.password === undefined;
      const selfService = !manager || (isSelf(caller, p) && profileOnly);
      if (!selfService) await users.checkMayManage(db, caller.isAdmin, await users.findUser(db, env, p.userName));
      const user = await users.updateUser(db, env, p.userName, body, { selfService });
      return (await toUsers(db, [user], env))[0];
    },
    async deleteUser(req) {
      const caller = requireCallerCapability(req, 'manageUsers');
      const env = checkManagesEnvironment(caller, await environmentOf(db, req));
      const name = (req.params as UserParams).userName;
      const target = await users.findUser(db, env, name);
      if (!target.is_protected) await users.checkMayManage(db, caller.isAdmin, target);
      await users.deleteUser(db, env, name);
    },
    /**
     * Forgets the user's authenticator (a lost device): they sign in with the password alone, or enrol
     * again when MFA is required. Not the administrator account's, which nobody else edits.
     */
    async resetUserMfa(req) {
      requireCallerCapability(req, 'admin');
      const target = await users.findUser(db, await environmentOf(db, req), (req.params as UserParams).userName);
      if (target.is_protected) throw users.adminAccountLocked();
      await setMfaSecret(db, target.id, null);
    },
  };
}
