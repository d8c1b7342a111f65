import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { AppContext, HandlerMap } from '../../context.js';
import { requireCaller } from '../../context.js';
import {
  deleteApp,
  getApp,
  isAppModifiable,
  listAppVersions,
  listApps,
  updateApp,
  type AppUpdate,
} from '../../services/apps.js';
import { listPortalApps, iconUrlFor } from '../../services/portal-apps.js';
import { publishApp, PACK_MAX_BYTES } from '../../services/publish.js';
import { uploadParts } from '../../http/multipart.js';

type AppParams = { projectName: string; projectVersion: string };

/** Handlers of the Applications tag plus the portal's app list and icon address. */
export function applicationsHandlers(ctx: AppContext): HandlerMap {
  return {
    listApplications: async (req) => ({ applications: await listApps(ctx.db, requireCaller(req)) }),
    listApplicationVersions: async (req) => {
      const { projectName } = req.params as AppParams;
      return { applications: await listAppVersions(ctx.db, requireCaller(req), projectName) };
    },
    getApplication: async (req) => {
      const { projectName, projectVersion } = req.params as AppParams;
      return getApp(ctx.db, requireCaller(req), projectName, projectVersion);
    },
    getApplicationModifiable: async (req) => {
      const { projectName, projectVersion } = req.params as AppParams;
      return { isModifiable: await isAppModifiable(ctx.db, requireCaller(req), projectName, projectVersion) };
    },
    updateApplication: async (req) => {
      const { projectName, projectVersion } = req.params as AppParams;
      return updateApp(ctx, requireCaller(req), projectName, projectVersion, (req.body ?? {}) as AppUpdate);
    },
    deleteApplication: async (req) => {
      const { projectName, projectVersion } = req.params as AppParams;
      await deleteApp(ctx, requireCaller(req), projectName, projectVersion);
    },
    publishApplication: async (req: FastifyRequest, reply: FastifyReply) => {
      const caller = requireCaller(req);
      const parts = req.parts({
        limits: { fileSize: PACK_MAX_BYTES + 1, files: 2, fields: 10, fieldSize: 1024 * 1024 },
      });
      const data = await publishApp(ctx, caller, uploadParts(parts));
      reply.code(202);
      return { data };
    },
    listPortalApps: async (req) => ({ applications: await listPortalApps(ctx.db, requireCaller(req)) }),
    getAppIconUrl: async (req) => ({ url: await iconUrlFor(ctx.db, (req.query as { iconPath: string }).iconPath) }),
  };
}
