import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from '../errors.js';

const malformed = (message: string) => new ApiError(400, ErrorCode.malformedJson, message);

/** The first key that could change an object's prototype when the body is merged somewhere: __proto__ or constructor.prototype. */
function prototypeKey(value: unknown, depth = 0): string | undefined {
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') return '__proto__';
    if (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child)
      return 'constructor.prototype';
    const found = prototypeKey(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** JSON bodies; a key that could poison prototypes is refused by name rather than as invalid JSON. */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(malformed('The request body is empty, but JSON was expected.'), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(malformed('The request body is not valid JSON.'), undefined);
    }
    const key = prototypeKey(parsed);
    if (key) {
      return done(
        malformed(
          `The request body contains the key '${key}', which could change how objects behave and is not accepted.`,
        ),
        undefined,
      );
    }
    done(null, parsed);
  });
}
