import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Readable } from 'node:stream';
import type { AppContext } from '../context.js';
import { saveTaskRequest } from '../services/task-request.js';

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
 * Task request data (up to 128 MB) is streamed to storage instead of parsed in memory, after the
 * route's own authorisation hook; a refused request's stored data is removed. Register it on the
 * root instance BEFORE the APIs (it is not encapsulated): its onRoute hook must see their routes.
 */
export function taskBodyPlugin(ctx: AppContext) {
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
  });
}
