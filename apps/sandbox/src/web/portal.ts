import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BASE_PATH_HEADER } from '@pro-portal/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { esc, page } from './html.js';

/**
 * Paths that belong to the APIs and the server pages, never to the portal's index.html: everything
 * under /pro-api and /pro (the APIs), the development identity provider, and {base}pro/ (the server
 * pages about, help and stats are routes of their own; the portal has no route there).
 */
const NON_PORTAL = [/^\/pro-api(\/|$)/, /^\/pro(\/|$)/, /^\/dev-idp(\/|$)/];

const requestPath = (req: FastifyRequest) => (req.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');

/** A request for one of the built portal's files (its scripts, styles, images), which anyone may fetch. */
export const isPortalAsset = (req: FastifyRequest, basePath: string) =>
  requestPath(req).startsWith(`${basePath}v3/assets/`);

export const isPortalRequest = (req: FastifyRequest, basePath: string) => {
  const url = requestPath(req);
  const inBase = url === basePath.replace(/\/$/, '') || url.startsWith(basePath);
  const asset = isPortalAsset(req, basePath);
  const serverPage = url === `${basePath}pro` || url.startsWith(`${basePath}pro/`);
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    inBase &&
    !asset &&
    !serverPage &&
    !NON_PORTAL.some((re) => re.test(url))
  );
};

const notBuiltPage = (config: Config) =>
  page(
    'PRO Portal sandbox',
    `<h1>The portal is not built yet</h1>
<p>The sandbox is running and its APIs answer under <code>/pro-api/v2</code>, <code>/pro/auth/v1</code> and
<code>/pro/session-manager/v1</code>, but there is no built portal in <code>${esc(config.portalDist)}</code>.</p>
<p>Build it from the repository root, then reload this page:</p>
<pre>npm run build -w packages/rules -w packages/sdk -w apps/portal</pre>
<p>or start everything with <code>npm start</code>, which builds what is missing.</p>`,
  );

/** Serves the built portal: hashed assets with long cache lifetimes (the build's .br or .gz copy when the browser takes it), index.html (base path applied) for every portal route. */
export async function registerPortal(
  app: FastifyInstance,
  config: Config,
): Promise<(req: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexFile = path.join(config.portalDist, 'index.html');
  const assetsDir = path.join(config.portalDist, 'v3', 'assets');
  const built = fs.existsSync(indexFile);
  if (built && fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: `${config.basePath}v3/assets/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  let cached: string | undefined;
  const indexHtml = () => {
    if (!cached) {
      const html = fs.readFileSync(indexFile, 'utf8');
      cached =
        config.basePath === '/' ? html : html.replace(/(["'(])\/v3\/assets\//g, `$1${config.basePath}v3/assets/`);
    }
    return cached;
  };
  return (_req, reply) => {
    reply
      .header(BASE_PATH_HEADER, config.basePath)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return reply.send(built ? indexHtml() : notBuiltPage(config));
  };
}
