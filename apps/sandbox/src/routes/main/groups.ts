import { requireCallerRole, type AppContext, type HandlerMap } from '../../context.js';
import { findEnvironment } from '../../services/environments.js';
import {
  createGroup,
  deleteGroup,
  findGroup,
  groupMembers,
  listGroupRows,
  toGroups,
  updateGroup,
  type GroupInput,
} from '../../services/groups.js';
import { addUserToGroup, removeUserFromGroup } from '../../services/memberships.js';

type GroupParams = { environmentName: string; groupName: string; userId: string };

export function groupHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  const envOf = (req: { params: unknown }) => findEnvironment(db, (req.params as GroupParams).environmentName);
  return {
    async listGroups(req) {
      requireCallerRole(req, 'manageApps');
      const env = await envOf(req);
      return { entities: await toGroups(db, await listGroupRows(db, env), env) };
    },
    async getGroup(req) {
      requireCallerRole(req, 'manageApps');
      const env = await envOf(req);
      const group = await findGroup(db, env, (req.params as GroupParams).groupName);
      return (await toGroups(db, [group], env))[0];
    },
    async createGroup(req, reply) {
      requireCallerRole(req, 'manageUsers');
      const env = await envOf(req);
      const group = await createGroup(db, env, req.body as GroupInput);
      reply.code(201);
      return (await toGroups(db, [group], env))[0];
    },
    async updateGroup(req) {
      requireCallerRole(req, 'manageUsers');
      const env = await envOf(req);
      const group = await updateGroup(db, env, (req.params as GroupParams).groupName, req.body as GroupInput);
      return (await toGroups(db, [group], env))[0];
    },
    async deleteGroup(req) {
      requireCallerRole(req, 'manageUsers');
      await deleteGroup(db, await envOf(req), (req.params as GroupParams).groupName);
    },
    async listGroupUsers(req) {
      requireCallerRole(req, 'manageApps');
      const env = await envOf(req);
      const group = await findGroup(db, env, (req.params as GroupParams).groupName);
      return { entities: await groupMembers(db, env, group) };
    },
    async addUserToGroup(req) {
      const caller = requireCallerRole(req, 'manageUsers');
      const p = req.params as GroupParams;
      await addUserToGroup(db, caller, await envOf(req), p.groupName, p.userId);
    },
    async removeUserFromGroup(req) {
      const caller = requireCallerRole(req, 'manageUsers');
      const p = req.params as GroupParams;
      await removeUserFromGroup(db, caller, await envOf(req), p.groupName, p.userId);
    },
  };
}
