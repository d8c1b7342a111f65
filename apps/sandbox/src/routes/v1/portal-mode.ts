import { PORTAL_MODE_HEADER } from '@pro-portal/rules';
import type { AppContext, HandlerMap } from '../../context.js';

export function portalModeHandlers(ctx: AppContext): HandlerMap {
  return {
    async getPortalMode(_req, reply) {
      reply.header(PORTAL_MODE_HEADER, ctx.config.portalMode);
      reply.header('Access-Control-Expose-Headers', PORTAL_MODE_HEADER);
      return reply.code(204).send();
    },
  };
}
