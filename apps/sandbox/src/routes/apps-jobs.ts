import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Readable } from 'node:stream';
import type { AppContext, HandlerMap } from '../context.js';
import { startJobs as startSimulator } from '../jobs/simulator.js';
import { saveTaskRequest } from '../services/task-request.js';
import { aimmsVersionsHandlers } from './main/aimms-versions.js';
import { applicationsHandlers } from './main/applications.js';
import { categoriesHandlers } from './main/categories.js';
import { launchingHandlers } from './main/launching.js';
import { launchingPage } from './main/launching-page.js';
import { tasksHandlers } from './main/tasks.js';
import { sessionsHandlers } from './sessions/sessions.js';

/** Handlers of the main API (Applications, Categories, AimmsVersions, Launching, Tasks and the portal calls
 *  launchApp, listPortalApps, getAppIconUrl, getTaskResponse) and of the whole session-manager API. */
export function appsJobsHandlers(ctx: AppContext): { main: HandlerMap; sessions: HandlerMap } {
  return {
    main: {
      ...applicationsHandlers(ctx),
      ...categoriesHandlers(ctx),
      ...aimmsVersionsHandlers(ctx),
      ...launchingHandlers(ctx),
      ...tasksHandlers(ctx),
    },
    sessions: sessionsHandlers(ctx),
  };
}

/** Starts the job simulator (publishing, tasks, sessions, retention); returns its stop function. */
export function startJobs(ctx: AppContext): () => Promise<void> {
  return startSimulator(ctx);
}

const TASK_CREATION = new Set(['createTask', 'createTaskForLatestVersion', 'createTaskV1']);

/**
 * Streams a task's request data to disk as sent, with its content type, before the body parser sees
 * it; the parser then gets '{}' as JSON. It runs after the caller is authenticated and the API key's
 * scope checked, so nothing of an unauthorised request is stored.
 */
function streamTaskBody(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    const contentType = req.headers['content-type'] ?? null;
    req.taskRequest = await saveTaskRequest(ctx.files, payload, contentType, declared);
    const replacement = Readable.from([Buffer.from('{}')]) as Readable & { receivedEncodedLength?: number };
    replacement.receivedEncodedLength = 2;
    req.raw.headers['content-type'] = 'application/json';
    if (req.raw.headers['transfer-encoding'] === undefined) req.raw.headers['content-length'] = '2';
    return replacement;
  };
}

function addPreParsing(route: RouteOptions, hook: ReturnType<typeof streamTaskBody>) {
  const existing = route.preParsing;
  route.preParsing = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), hook as never];
}

/**
 * Routes and hooks outside the OpenAPI files. Register it on the root instance BEFORE the APIs
 * (it is not encapsulated): its onRoute hook streams task request data (up to 128 MB) to disk instead
 * of parsing it in memory, after the route's own authorisation hook. It also serves {base}apps/{instanceId}/, the stand-in page of a launched
 * WebUI app (the launchLink of launchApp).
 */
export function appsJobsPlugin(ctx: AppContext) {
  return fastifyPlugin(async (app: FastifyInstance) => {
    const taskHook = streamTaskBody(ctx);
    app.addHook('onRoute', (route) => {
      const operationId = (route.config as { operationId?: string } | undefined)?.operationId;
      if (operationId && TASK_CREATION.has(operationId) && route.method === 'POST') addPreParsing(route, taskHook);
    });
    app.addHook('onResponse', async (req, reply) => {
      const stored = req.taskRequest?.key;
      if (stored && reply.statusCode >= 400) await ctx.files.remove(stored);
    });
    const base = ctx.config.basePath;
    // The router ignores a trailing slash; the page's relative links need it, so its absence redirects.
    app.get(`${base}apps/:instanceId`, (req, reply) =>
      req.url.split('?')[0]!.endsWith('/')
        ? launchingPage(ctx, req, reply)
        : reply.redirect(`${base}apps/${encodeURIComponent((req.params as { instanceId: string }).instanceId)}/`),
    );
  });
}
