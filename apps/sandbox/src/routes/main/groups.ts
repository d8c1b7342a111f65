import { checkManagesEnvironment } from '../../services/manage-scope.js';
import { requireCallerCapability, type AppContext, type HandlerMap } from '../../context.js';
import * as groups from '../../services/groups.js';
import { addUserToGroup, removeUserFromGroup } from '../../services/memberships.js';
import { createInEnvironment, environmentOf, listInEveryEnvironment } from './environment-entities.js';

type GroupParams = { groupName: string; userId: string };

export function groupHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listGroups(req) {
      requireCallerCapability(req, 'manageApps');
      const env = await environmentOf(db, req);
      return { entities: await groups.toGroups(db, await groups.listGroupRows(db, env), env) };
    },
    listAllGroups: listInEveryEnvironment(db, groups.listGroupRows, groups.toGroups),
    async getGroup(req) {
      requireCallerCapability(req, 'manageApps');
      const env = await environmentOf(db, req);
      const group = await groups.findGroup(db, env, (req.params as GroupParams).groupName);
      return (await groups.toGroups(db, [group], env))[0];
    },
    createGroup: createInEnvironment(db, groups.createGroup, groups.toGroups),
    async updateGroup(req) {
      const caller = requireCallerCapability(req, 'manageUsers');
      const env = checkManagesEnvironment(caller, await environmentOf(db, req));
      const group = await groups.updateGroup(
        db,
        env,
        (req.params as GroupParams).groupName,
        req.body as groups.GroupInput,
      );
      return (await groups.toGroups(db, [group], env))[0];
    },
    async deleteGroup(req) {
      const caller = requireCallerCapability(req, 'manageUsers');
      const env = checkManagesEnvironment(caller, await environmentOf(db, req));
      await groups.deleteGroup(db, env, (req.params as GroupParams).groupName);
    },
    async listGroupUsers(req) {
      requireCallerCapability(req, 'manageApps');
      const env = await environmentOf(db, req);
      const group = await groups.findGroup(db, env, (req.params as GroupParams).groupName);
      return { entities: await groups.groupMembers(db, env, group) };
    },
    async addUserToGroup(req) {
      const caller = requireCallerCapability(req, 'manageUsers');
      const p = req.params as GroupParams;
      await addUserToGroup(
        db,
        caller,
        checkManagesEnvironment(caller, await environmentOf(db, req)),
        p.groupName,
        p.userId,
      );
    },
    async removeUserFromGroup(req) {
      const caller = requireCallerCapability(req, 'manageUsers');
      const p = req.params as GroupParams;
      await removeUserFromGroup(
        db,
        caller,
        checkManagesEnvironment(caller, await environmentOf(db, req)),
        p.groupName,
        p.userId,
      );
    },
  };
}
