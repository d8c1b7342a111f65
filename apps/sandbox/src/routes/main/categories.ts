import type { AppContext, HandlerMap } from '../../context.js';
import { requireCaller } from '../../context.js';
import { createCategory, deleteCategory, listCategories, renameCategory } from '../../services/categories.js';

type CategoryParams = { categoryId: string };
type CategoryBody = { value?: unknown };

export function categoriesHandlers(ctx: AppContext): HandlerMap {
  return {
    listCategories: async (req) => {
      requireCaller(req);
      return listCategories(ctx.db);
    },
    createCategory: async (req, reply) => {
      const created = await createCategory(ctx, requireCaller(req), (req.body as CategoryBody).value);
      reply.code(201);
      return created;
    },
    updateCategory: async (req) =>
      renameCategory(
        ctx,
        requireCaller(req),
        (req.params as CategoryParams).categoryId,
        (req.body as CategoryBody).value,
      ),
    deleteCategory: async (req) => {
      await deleteCategory(ctx, requireCaller(req), (req.params as CategoryParams).categoryId);
    },
  };
}
