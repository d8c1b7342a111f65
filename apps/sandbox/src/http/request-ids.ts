import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id in and out (load balancers and proxies set it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a proxy sends are kept when they look like ids: short, no spaces, nothing that could forge a log line. */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the incoming `X-Request-Id` when it is a plausible id, so one id follows a
 * request through the load balancer and every instance's log; a new UUID otherwise.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request's id in `X-Request-Id`, the id its log lines carry as `reqId`. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
