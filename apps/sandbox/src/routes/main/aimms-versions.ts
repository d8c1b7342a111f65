import type { AppContext, HandlerMap } from '../../context.js';
import { requireCaller } from '../../context.js';
import { getVersion, listVersions } from '../../services/versions.js';

export function aimmsVersionsHandlers(ctx: AppContext): HandlerMap {
  return {
    listAimmsVersions: async (req, reply) => {
      requireCaller(req);
      reply.header('cache-control', 'private, max-age=10');
      return { versions: await listVersions(ctx.db, (req.query as { dev?: boolean }).dev === true) };
    },
    getAimmsVersion: async (req) => {
      requireCaller(req);
      return getVersion(ctx.db, (req.params as { aimmsVersionId: string }).aimmsVersionId);
    },
  };
}
