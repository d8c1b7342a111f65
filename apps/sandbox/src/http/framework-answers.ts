import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorBody } from '../errors.js';
import { securityHeaderPairs, setSecurityHeaders } from './security-headers.js';

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

/** The status and Error body for a request Node's HTTP parser refused before Fastify saw it. */
function clientErrorAnswer(code: string | undefined): { status: number; errorCode: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      errorCode: ErrorCode.headersTooLarge,
      message: 'The address or the headers are too large: together they may take at most 16 KB.',
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, errorCode: ErrorCode.validation, message: 'The request did not arrive in time.' };
  return { status: 400, errorCode: ErrorCode.validation, message: 'The request is not valid HTTP.' };
}

/**
 * Fastify's clientErrorHandler: a request the HTTP parser refused (an address over 16 KB, malformed
 * HTTP) is answered in the Error schema with the security headers, written straight to the socket
 * as Node's own answer would be, and the connection closed.
 */
export function clientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = clientErrorAnswer(err.code);
    const body = JSON.stringify(errorBody(answer.errorCode, answer.message));
    const headers = [
      ...securityHeaderPairs(),
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Content-Length', String(Buffer.byteLength(body))],
      ['Connection', 'close'],
    ];
    const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(err);
}
