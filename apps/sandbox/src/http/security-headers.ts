import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { ApiError, ErrorCode } from '../errors.js';

/** Scripts only from this origin; styles may be inline (the UI library injects them); framing only by this origin. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};

const HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'sameorigin' as const },
  referrerPolicy: { policy: 'same-origin' as const },
  strictTransportSecurity: false,
  crossOriginResourcePolicy: false,
};

/** The same headers for answers given before any hook runs (Fastify's own refusals of a malformed address). */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  helmet(HEADERS)(req.raw, reply.raw, () => undefined);
}

/**
 * The same headers as name/value pairs, for answers written straight to the socket (a request the
 * HTTP parser refused never becomes a request object).
 */
export function securityHeaderPairs(): [string, string][] {
  const pairs = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => pairs.set(name, String(value)),
    removeHeader: (name: string) => pairs.delete(name),
  };
  helmet(HEADERS)({} as never, res as never, () => undefined);
  return [...pairs];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls that carry the session cookie but come from another site's page
 * (Origin of another host, or Sec-Fetch-Site cross-site). Calls with an API key, and clients that
 * send neither header, are not browsers acting for someone else and pass.
 */
function crossSiteGuard(req: FastifyRequest): void {
  if (SAFE_METHODS.has(req.method) || req.headers.apikey || !/(^|;\s*)pro_session=/.test(req.headers.cookie ?? ''))
    return;
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  let foreign = site === 'cross-site';
  if (!foreign && origin && origin !== 'null') {
    try {
      foreign = new URL(origin).host !== req.headers.host;
    } catch {
      foreign = true;
    }
  } else if (origin === 'null') foreign = true;
  if (foreign) {
    throw new ApiError(
      403,
      ErrorCode.forbidden,
      'This request came from another site and was refused. Open the portal itself and try again.',
    );
  }
}

/**
 * Security headers on every answer (helmet's defaults with the policy above, X-Frame-Options
 * SAMEORIGIN and Referrer-Policy same-origin), the cross-site guard, and the base path on every
 * HTML answer. HSTS stays off (the sandbox is usually served over plain HTTP on localhost) and so
 * does Cross-Origin-Resource-Policy (a portal served from another origin in development loads
 * images from the sandbox).
 */
export async function installSecurityHeaders(app: FastifyInstance, basePath: string): Promise<void> {
  await app.register(fastifyHelmet, HEADERS);
  app.addHook('onRequest', async (req) => crossSiteGuard(req));
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('x-base-path')) reply.header('X-Base-Path', basePath);
    return payload;
  });
}
