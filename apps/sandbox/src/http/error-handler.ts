import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, RetryLater, errorBody } from '../errors.js';
import { routeConfig } from './register-api.js';
import { unreadBodyDropper } from './unread-body.js';
import { validationCode, validationMessage } from './validation-messages.js';

/** Maps an error of any kind to a status and the Error schema; bad input is never a 500. */
function toErrorAnswer(err: unknown, req: FastifyRequest): { status: number; errorCode: number; message: string } {
  if (err instanceof ApiError) return { status: err.status, errorCode: err.errorCode, message: err.message };
  const e = err as FastifyError & { validation?: unknown[]; validationContext?: string; part?: unknown };
  if (e.validation) {
    const { operationId } = routeConfig(req);
    const message = validationMessage(operationId, e.validationContext, e.validation as never);
    return { status: 400, errorCode: validationCode(operationId, e.validationContext, e.validation as never), message };
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return {
        status: 413,
        errorCode: ErrorCode.payloadTooLarge,
        message: routeConfig(req).tooLargeMessage ?? 'The request is too large.',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        status: 415,
        errorCode: ErrorCode.unsupportedMediaType,
        message: `The content type '${req.headers['content-type'] ?? 'none'}' is not accepted here.`,
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        errorCode: ErrorCode.malformedJson,
        message: 'The request body is empty, but JSON was expected.',
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, errorCode: ErrorCode.malformedJson, message: 'The request body is not valid JSON.' };
  }
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) {
    return {
      status: 400,
      errorCode: ErrorCode.validation,
      message: 'A value in the request is out of range or cannot be stored.',
    };
  }
  if (
    /^(Multipart: |Malformed part header|Unexpected end of (form|multipart)|Part terminated early)/i.test(
      e.message ?? '',
    )
  ) {
    return { status: 400, errorCode: ErrorCode.validation, message: `The multipart body is malformed: ${e.message}.` };
  }
  if (err instanceof SyntaxError || e.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return { status: 400, errorCode: ErrorCode.malformedJson, message: 'The request body is not valid JSON.' };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, errorCode: ErrorCode.validation, message: e.message || 'The request is invalid.' };
  }
  return { status: 500, errorCode: ErrorCode.internal, message: 'An unexpected error occurred in the sandbox.' };
}

export function installErrorHandlers(app: FastifyInstance): void {
  const dropUnreadBody = unreadBodyDropper(app);
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const answer = toErrorAnswer(err, req);
    // A fault of the sandbox is logged with the request's id (reqId), and the answer's errorId is that
    // id: what a user reports leads to the log line.
    const fault = answer.status >= 500;
    if (fault) req.log.error({ err }, 'request failed');
    const body = errorBody(answer.errorCode, answer.message, fault ? req.id : undefined);
    dropUnreadBody(req.raw);
    if (err instanceof ApiError && err.allow) reply.header('Allow', err.allow.join(', '));
    if (err instanceof RetryLater) reply.header('Retry-After', String(err.retryAfterSeconds));
    return reply.code(answer.status).type('application/json').send(body);
  });
}
