import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { webUiSessionView } from '../../services/account.js';
import { esc } from '../../web/html.js';

function page(title: string, body: string, refresh: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
${refresh ? '<meta http-equiv="refresh" content="2">' : ''}
<style>body{font-family:system-ui,sans-serif;margin:3rem;color:#1d2733}main{max-width:40rem}.state{font-weight:bold}</style>
</head><body><main>${body}</main></body></html>`;
}

/** GET {base}apps/{instanceId}/: the sandbox's stand-in for a running WebUI app. */
export async function launchingPage(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const { instanceId } = req.params as { instanceId: string };
  const caller = req.caller;
  const row = await webUiSessionView(ctx.db, instanceId);
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  if (!caller) {
    return reply
      .code(401)
      .send(
        page(
          'Sign in required',
          '<h1>Sign in required</h1><p>Sign in to the portal, then open this app again.</p>',
          false,
        ),
      );
  }
  if (!row || (!caller.isAdmin && row.user_id !== caller.userId)) {
    return reply
      .code(404)
      .send(
        page(
          'Unknown app instance',
          '<h1>Unknown app instance</h1><p>This app instance does not exist or is not yours.</p>',
          false,
        ),
      );
  }
  const starting = row.state === 'created' || row.state === 'launching';
  const title = `${row.app_name} ${row.app_version}`;
  const body = `<h1>${esc(title)}</h1>
<p>Session <code>${esc(row.id)}</code> of ${esc(row.user_name)}@${esc(row.environment)}
is <span class="state" data-state="${esc(row.state)}">${esc(row.state)}</span>.</p>
<p>${
    starting
      ? 'The app is starting; this page refreshes by itself.'
      : row.state === 'running'
        ? 'This page stands in for the WebUI of the app: the sandbox simulates the session, it does not run the model.'
        : 'The session has ended.'
  }</p>`;
  return reply.send(page(title, body, starting));
}
