import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorBody } from '../errors.js';
import { setSecurityHeaders } from './security-headers.js';

/** Path parameters longer than this answer 414; below it the operation's own rules (length, existence) decide. */
export const MAX_PARAM_LENGTH = 2048;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Refusals Fastify answers before any route runs (a malformed URL, an over-long path parameter) in the
 * Error schema and with the security headers, like every other answer.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body = tooLong
    ? errorBody(ErrorCode.uriTooLong, `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`)
    : errorBody(ErrorCode.validation, 'The address is not valid: it contains a malformed escape sequence.');
  // No hook has run yet (no route matched): the security headers are set here.
  setSecurityHeaders(req, reply);
  void reply
    .code(tooLong ? 414 : 400)
    .type('application/json')
    .send(body);
}

/** The methods this address answers, when it is a known route for some other method. */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0]!;
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/** 405 with Allow for a known address called with a method it does not support. */
export function methodNotAllowed(req: FastifyRequest, reply: FastifyReply, allow: string[]): FastifyReply {
  const path = req.url.split('?')[0]!;
  const body = errorBody(
    ErrorCode.methodNotAllowed,
    `${req.method} is not supported on ${path}; it answers ${allow.join(', ')}.`,
  );
  return reply.code(405).header('Allow', allow.join(', ')).type('application/json').send(body);
}
