import { requireCaller, requireCallerCapability, type HandlerMap, type AppContext } from '../../context.js';
import {
  deleteItemAccess,
  listItemAccess,
  putItemAccess,
  type AccessEntry,
  type EntityNames,
} from '../../services/secret-access.js';
import { createItem, deleteItem, getItem, updateItem, type ItemCreate } from '../../services/secrets.js';

type ItemParams = { path: string };

/** Every operation of the secret manager API; only administrators manage access. */
export function secretManagerHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  // buildServer sets the key before any route is bound.
  const secretsKey = ctx.config.secretsKey!;
  return {
    async getItem(req) {
      return getItem(
        db,
        secretsKey,
        requireCaller(req),
        (req.params as ItemParams).path,
        (req.query as { sort?: string }).sort,
      );
    },
    async createItem(req, reply) {
      const item = await createItem(
        db,
        secretsKey,
        requireCaller(req),
        (req.params as ItemParams).path,
        req.body as ItemCreate,
      );
      reply.code(201);
      return item;
    },
    async updateItem(req) {
      return updateItem(
        db,
        secretsKey,
        requireCaller(req),
        (req.params as ItemParams).path,
        (req.body as { value: string }).value,
      );
    },
    async deleteItem(req) {
      await deleteItem(db, requireCaller(req), (req.params as ItemParams).path);
    },
    async listItemAccess(req) {
      return listItemAccess(db, requireCallerCapability(req, 'admin'), (req.params as ItemParams).path);
    },
    async putItemAccess(req) {
      return putItemAccess(
        db,
        requireCallerCapability(req, 'admin'),
        (req.params as ItemParams).path,
        req.body as AccessEntry,
      );
    },
    async deleteItemAccess(req) {
      await deleteItemAccess(
        db,
        requireCallerCapability(req, 'admin'),
        (req.params as ItemParams).path,
        req.query as EntityNames,
      );
    },
  };
}
