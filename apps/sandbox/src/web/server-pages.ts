import { BASE_PATH_HEADER } from '@pro-portal/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { countAll } from '../db/db.js';
import { esc, page } from './html.js';

/**
 * Plain server-side pages: about, help and stats (mixed mode sends the browser to {base}pro/...),
 * and the App Launcher page (/plugin/). The stand-in page of a running WebUI app is served by the apps-and-jobs plugin.
 */
export function registerServerPages(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const base = config.basePath;
  const html = (reply: FastifyReply, body: string) =>
    reply.header(BASE_PATH_HEADER, base).type('text/html; charset=utf-8').send(body);
  const back = `<p><a href="${esc(base)}applications">Back to the applications</a></p>`;

  app.get(`${base}pro/about`, async (_req, reply) =>
    html(
      reply,
      page(
        'About PRO Portal',
        `<h1>About PRO Portal</h1>
<p>PRO Portal publishes, launches and runs optimisation applications. This instance is the sandbox platform, version ${esc(config.proVersion)}, portal mode '${esc(config.portalMode || 'standard')}'.</p>
<p>Copyright 2010 - 2025.</p>${back}`,
      ),
    ),
  );

  app.get(`${base}pro/help`, async (_req, reply) =>
    html(
      reply,
      page(
        'PRO Portal help',
        `<h1>Help</h1>
<ul><li>Apps: browse, search and launch the applications your groups give you.</li>
<li>Sessions: follow your WebUI sessions, solver sessions and tasks.</li>
<li>User settings: change your profile, password, multi-factor authentication and API keys.</li></ul>${back}`,
      ),
    ),
  );

  app.get(`${base}pro/stats/:name/:version`, async (req, reply) => {
    const { name, version } = req.params as { name: string; version: string };
    const stats = await db.kysely
      .selectFrom('sessions')
      .select(['kind', 'state', countAll])
      .where((eb) => eb(eb.fn('lower', ['app_name']), '=', eb.fn('lower', [eb.val(name)])))
      .where((eb) => eb(eb.fn('lower', ['app_version']), '=', eb.fn('lower', [eb.val(version)])))
      .groupBy(['kind', 'state'])
      .orderBy('kind')
      .orderBy('state')
      .execute()
      .catch(() => []);
    const rows = stats.map((s) => `<tr><td>${esc(s.kind)}</td><td>${esc(s.state)}</td><td>${s.n}</td></tr>`).join('');
    return html(
      reply,
      page(
        `Stats of ${name} ${version}`,
        `<h1>Stats of ${esc(name)} ${esc(version)}</h1>
${rows ? `<table><tr><th>Kind</th><th>State</th><th>Sessions</th></tr>${rows}</table>` : '<p>No sessions of this app yet.</p>'}${back}`,
      ),
    );
  });

  app.get('/plugin/', async (_req, reply) =>
    html(
      reply,
      page(
        'App Launcher',
        `<h1>App Launcher</h1>
<p>WinUI applications run on your own computer through the App Launcher, a small desktop program that opens the
<code>aimmspro://</code> links the portal creates when you launch a WinUI app.</p>
<p>This sandbox has no App Launcher download: on a real platform this page offers the installer. After installing it, refresh the portal and launch the app again.</p>`,
      ),
    ),
  );
}
