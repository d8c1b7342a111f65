import type { FastifyInstance } from 'fastify';

/** application/x-www-form-urlencoded bodies (the SAML form posts) as plain objects. */
export function installFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
