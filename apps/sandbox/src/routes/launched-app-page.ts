import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { launchingPage } from './main/launching-page.js';

/**
 * Serves {base}apps/{instanceId}/, the stand-in page of a launched WebUI app (the launchLink of
 * launchApp). The router ignores a trailing slash; the page's relative links need it, so its
 * absence redirects.
 */
export function registerLaunchedAppPage(app: FastifyInstance, ctx: AppContext): void {
  const base = ctx.config.basePath;
  app.get(`${base}apps/:instanceId`, (req, reply) =>
    req.url.split('?')[0]!.endsWith('/')
      ? launchingPage(ctx, req, reply)
      : reply.redirect(`${base}apps/${encodeURIComponent((req.params as { instanceId: string }).instanceId)}/`),
  );
}
