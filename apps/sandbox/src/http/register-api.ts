import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { requiredScope, scopeAllows } from '../auth/api-key-scopes.js';
import type { Handler, HandlerMap, HandlerSpec } from '../context.js';
import { ApiError, ErrorCode, unauthorized } from '../errors.js';
import { prepareSpec, type OperationInfo, type Spec } from './openapi-spec.js';
import './spec-check-once.js';

interface ApiRegistration {
  name: string;
  prefix: string;
  spec: Spec;
  handlers: HandlerMap;
  /** For specs that declare no security: operations that still need a signed-in caller. */
  signInRequired: (operationId: string) => boolean;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

function notImplemented(operationId: string): Handler {
  return async () => {
    throw new ApiError(501, ErrorCode.internal, `The sandbox does not implement ${operationId} yet.`);
  };
}

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Refuses a body of a content type the operation does not declare. */
function checkContentType(info: OperationInfo, req: FastifyRequest): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (info.contentTypes.length === 0 || !hasBody(req)) {
    if (info.bodyRequired && !hasBody(req)) {
      throw new ApiError(
        400,
        ErrorCode.validation,
        `The request body is missing: send ${info.contentTypes.join(' or ')}.`,
      );
    }
    // An empty body where none is required is no body, whatever type it names (generated clients
    // name the declared type on a call they send without one), so no parser refuses it as empty.
    if (!hasBody(req)) delete req.headers['content-type'];
    return;
  }
  if (!info.contentTypes.includes(type) && !info.contentTypes.includes('*/*')) {
    throw new ApiError(
      415,
      ErrorCode.unsupportedMediaType,
      `The content type '${type || 'none'}' is not accepted here: send ${info.contentTypes.join(' or ')}.`,
    );
  }
}

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1),
  );
};

/** Text with NUL characters cannot be stored or compared; refused before anything looks at it. */
async function refuseNul(req: FastifyRequest): Promise<void> {
  if (hasNul(req.params) || hasNul(req.query) || (req.body !== undefined && hasNul(req.body))) {
    throw new ApiError(
      400,
      ErrorCode.validation,
      'The request contains a NUL character, which is not allowed in text.',
    );
  }
}

/**
 * Array query parameters of style form without explode arrive as 'a,b': each value becomes one item.
 * An empty value is both an empty list and a list of one empty item: it is read as the one the
 * parameter's schema allows, no item (how a client sends an empty list, 'breakdown=') unless the
 * list must have items.
 */
function splitCommaSeparated(info: OperationInfo) {
  return async (req: FastifyRequest) => {
    const query = req.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const { name, mayBeEmpty } of info.commaSeparated) {
      const value = query[name];
      if (value === undefined) continue;
      query[name] = [value].flat().flatMap((v) => (String(v) === '' && mayBeEmpty ? [] : String(v).split(',')));
    }
  };
}

/**
 * Sign-in, API key scope and content type, checked before any of the body is read or stored (a
 * signed-out caller gets 401, not 400, and nothing of an unauthorised request reaches the disk).
 */
function authorize(info: OperationInfo) {
  return async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const caller = req.caller;
    if (!info.open && !caller) throw unauthorized();
    checkContentType(info, req);
    if (caller?.viaApiKey && !info.open) {
      const needed = requiredScope(info.operationId, info.tag);
      if (!scopeAllows(caller.viaApiKey.scopes, needed)) {
        throw new ApiError(
          403,
          ErrorCode.apiKeyScope,
          `The API key '${caller.viaApiKey.keyName}' lacks the scope '${[needed].flat().join("' or '")}'.`,
        );
      }
    }
    return payload;
  };
}

/** What registerApi gives each operation's route: its operationId and the message of its 413 answer. */
interface RouteConfig {
  operationId?: string;
  tooLargeMessage?: string;
}

/** The route config of a request; empty for a request no operation answers. */
export const routeConfig = (req: FastifyRequest): RouteConfig => (req.routeOptions?.config ?? {}) as RouteConfig;

/** Answers 204 when the handler returns nothing. */
function guard(handler: Handler): Handler {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await handler(req, reply);
    if (result === undefined && !reply.sent) {
      if (reply.statusCode === 200) reply.code(204);
      return reply.send();
    }
    return result;
  };
}

/** Binds every operation of a spec to its handler (or a 501 stand-in) under the prefix, validated by the spec. */
export async function registerApi(app: FastifyInstance, api: ApiRegistration): Promise<Map<string, OperationInfo>> {
  const { spec, operations } = prepareSpec(api.spec, api.signInRequired);
  const missing: string[] = [];
  await app.register(openapiGlue, {
    specification: spec,
    prefix: api.prefix,
    operationResolver: (operationId: string) => {
      const info = operations.get(operationId);
      const entry = api.handlers[operationId];
      if (!entry) missing.push(operationId);
      const entrySpec: HandlerSpec =
        typeof entry === 'function' ? { handler: entry } : (entry ?? { handler: notImplemented(operationId) });
      return {
        handler: guard(entrySpec.handler),
        preParsing: info ? [authorize(info)] : [],
        preValidation: info ? [splitCommaSeparated(info), refuseNul] : [refuseNul],
        bodyLimit: entrySpec.bodyLimit ?? DEFAULT_BODY_LIMIT,
        config: { operationId, tooLargeMessage: entrySpec.tooLargeMessage },
      } as never;
    },
  });
  if (missing.length > 0) app.log.warn(`${api.name}: no handler yet for ${missing.join(', ')}`);
  return operations;
}
