import { requireCallerCapability, type AppContext, type Handler, type HandlerMap } from '../../context.js';
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
  type AccessNames,
} from '../../services/app-access.js';
import { explainAccess, type ExplainQuery } from '../../services/access-explainer.js';

export function appAccessHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  const list = (entries: unknown[]) => ({ app_access_list: entries });
  const entityId = (req: { params: unknown }) => Number((req.params as { entityId: number }).entityId);
  /** A call of app managers that runs `run` with the names of the query string. */
  const byQuery =
    (run: (names: AccessNames) => Promise<unknown>): Handler =>
    async (req) => {
      requireCallerCapability(req, 'manageApps');
      return run(req.query as AccessNames);
    };
  return {
    async grantGroupAppAccess(req, reply) {
      requireCallerCapability(req, 'manageApps');
      const entry = await grantGroupAccess(db, req.body as AccessNames);
      reply.code(201);
      return entry;
    },
    revokeGroupAppAccess: byQuery((q) => revokeGroupAccess(db, q)),
    revokeUserAppAccess: byQuery((q) => revokeUserAccess(db, q)),
    listAppsByGroup: byQuery(async (q) => list(await appsByGroup(db, q))),
    listAppsByUser: byQuery(async (q) => list(await appsByUser(db, q))),
    listGroupsByApp: byQuery(async (q) => list(await groupsByApp(db, q))),
    listUsersByApp: byQuery(async (q) => list(await usersByApp(db, q))),
    async explainAppAccess(req) {
      const caller = requireCallerCapability(req, 'manageApps');
      return explainAccess(db, caller, req.query as ExplainQuery);
    },
    async getAppAccess(req) {
      requireCallerCapability(req, 'manageApps');
      return list(await accessOfApp(db, req.params as AccessNames));
    },
    async getEntity(req) {
      requireCallerCapability(req, 'manageApps');
      return describeEntity(db, entityId(req));
    },
    async listEntityAppAccess(req) {
      requireCallerCapability(req, 'manageApps');
      return list(await accessOfEntity(db, entityId(req)));
    },
  };
}
