import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from '../errors.js';

/** Scripts only from this origin; styles may be inline (the UI library injects them); framing only by this origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

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

/** The headers every answer carries. */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header('Referrer-Policy', 'same-origin');
}

/** Security headers on every answer, and the base path on every HTML answer. */
export function installSecurityHeaders(app: FastifyInstance, basePath: string): void {
  app.addHook('onRequest', async (req) => crossSiteGuard(req));
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('x-base-path')) reply.header('X-Base-Path', basePath);
    setSecurityHeaders(reply);
    return payload;
  });
}
