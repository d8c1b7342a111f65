import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { findImage, type ImageKind } from '../services/images.js';
import { findIconObject } from '../services/storage.js';

const PREFIXES = ['/portal', '/pro-api/v2/portal'];

/** The password-free image addresses: company logo, login image and app icons (served at /portal/... and /pro-api/v2/portal/...). */
export function registerImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, files } = ctx;
  const send = async (reply: FastifyReply, fileKey: string, contentType: string) => {
    const { stream, size } = await files.open(fileKey);
    return reply
      .header('content-type', contentType)
      .header('content-length', size)
      .header('cache-control', 'public, max-age=300')
      .send(stream);
  };
  const image = (kind: ImageKind, param: string) => async (req: { query: unknown }, reply: FastifyReply) => {
    const id = (req.query as Record<string, string | undefined>)[param];
    if (!id) throw badRequest(`The query parameter '${param}' is required.`);
    const row = await findImage(db, kind, id);
    return send(reply, row.file_key, row.content_type);
  };
  for (const prefix of PREFIXES) {
    app.get(`${prefix}/company-logo`, image('rightLogo', 'logo'));
    app.get(`${prefix}/login-image`, image('loginImage', 'image'));
    app.get(`${prefix}/app-icon`, async (req, reply) => {
      const icon = (req.query as { icon?: string }).icon;
      if (!icon) throw badRequest("The query parameter 'icon' is required.");
      const object = await findIconObject(db, icon);
      const type = object.content_type.startsWith('image/') ? object.content_type : 'application/octet-stream';
      return send(reply, object.file_key, type);
    });
  }
}
