import { requireCallerRole, type AppContext, type HandlerMap } from '../../context.js';
import {
  accessOfApp,
  accessOfEntity,
  appsByGroup,
  appsByUser,
  describeEntity,
  grantGroupAccess,
  groupsByApp,
  revokeGroupAccess,
  revokeUserAccess,
  usersByApp,
} from '../../services/app-access.js';
import { explainAccess, type ExplainQuery } from '../../services/access-explainer.js';

type Q = { envName: string; groupName: string; userName: string; appName: string; appVersion: string };

export function appAccessHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  const list = (entries: unknown[]) => ({ app_access_list: entries });
  return {
    async grantGroupAppAccess(req, reply) {
      requireCallerRole(req, 'manageApps');
      const b = req.body as Q;
      const entry = await grantGroupAccess(db, b.envName, b.groupName, b.appName, b.appVersion);
      reply.code(201);
      return entry;
    },
    async revokeGroupAppAccess(req) {
      requireCallerRole(req, 'manageApps');
      const q = req.query as Q;
      await revokeGroupAccess(db, q.envName, q.groupName, q.appName, q.appVersion);
    },
    async revokeUserAppAccess(req) {
      requireCallerRole(req, 'manageApps');
      const q = req.query as Q;
      await revokeUserAccess(db, q.envName, q.userName, q.appName, q.appVersion);
    },
    async listAppsByGroup(req) {
      requireCallerRole(req, 'manageApps');
      const q = req.query as Q;
      return list(await appsByGroup(db, q.envName, q.groupName));
    },
    async listAppsByUser(req) {
      requireCallerRole(req, 'manageApps');
      const q = req.query as Q;
      return list(await appsByUser(db, q.envName, q.userName));
    },
    async listGroupsByApp(req) {
      requireCallerRole(req, 'manageApps');
      const q = req.query as Q;
      return list(await groupsByApp(db, q.appName, q.appVersion));
    },
    async listUsersByApp(req) {
      requireCallerRole(req, 'manageApps');
      const q = req.query as Q;
      return list(await usersByApp(db, q.appName, q.appVersion));
    },
    async explainAppAccess(req) {
      const caller = requireCallerRole(req, 'manageUsers');
      return explainAccess(db, caller, req.query as ExplainQuery);
    },
    async getAppAccess(req) {
      requireCallerRole(req, 'manageApps');
      const p = req.params as Q;
      return list(await accessOfApp(db, p.appName, p.appVersion));
    },
    async getEntity(req) {
      requireCallerRole(req, 'manageApps');
      return describeEntity(db, Number((req.params as { entityId: number }).entityId));
    },
    async listEntityAppAccess(req) {
      requireCallerRole(req, 'manageApps');
      return list(await accessOfEntity(db, Number((req.params as { entityId: number }).entityId)));
    },
  };
}
