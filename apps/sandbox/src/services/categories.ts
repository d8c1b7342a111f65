import type { AppContext, Caller } from '../context.js';
import { requireCapability } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, ErrorCode, notFound } from '../errors.js';
import { createCategorySchema } from '@pro-portal/rules';
import { nameKey, validateWith } from './validate.js';

/** Every refusal of the category rules carries the category code; a taken name is a conflict. */
const categoryAnswers = {
  required: (message: string) => badRequest(message, ErrorCode.categoryInvalid),
  max: (message: string) => badRequest(message, ErrorCode.categoryInvalid),
  reserved: (message: string) => badRequest(message, ErrorCode.categoryInvalid),
  unique: (message: string) => conflict(message, ErrorCode.categoryExists),
};

const selectCategories = (db: Db) => db.kysely.selectFrom('app_categories').select(['id', 'value']);
type Category = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await selectCategories(db).execute();
  return rows.sort((x, y) => x.value.localeCompare(y.value, undefined, { sensitivity: 'base' }));
}

/** A category id: a UUID string, as on the platform. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A category by its value (case-insensitive) or, when the text is a category id, by its id. */
export async function findCategoryByValue(db: Db, value: string): Promise<Category | undefined> {
  const byValue = await selectCategories(db).where('value_key', '=', nameKey(value)).executeTakeFirst();
  if (byValue || !UUID.test(value.trim())) return byValue;
  return selectCategories(db).where('id', '=', value.trim().toLowerCase()).executeTakeFirst();
}

/** A category name is required, at most 40 characters, not 'Other' (trimmed, any case) and unique: the portal's own schema; returns the trimmed value. */
async function checkCategoryValue(db: Db, raw: unknown, currentName?: string): Promise<string> {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const existingNames = (await selectCategories(db).execute()).map((c) => c.value);
  validateWith(createCategorySchema({ existingNames, currentName }), { value }, categoryAnswers);
  return value;
}

function parseId(categoryId: string): string {
  if (!UUID.test(categoryId)) throw notFound(`Category ${categoryId} does not exist.`, ErrorCode.categoryNotFound);
  return categoryId.toLowerCase();
}

/**
 * The category an app is published into, created when it does not exist yet: the platform's own
 * publishing scripts publish into categories they never created. The category rules still hold.
 */
export async function categoryForPublish(db: Db, value: string): Promise<Category> {
  const existing = await findCategoryByValue(db, value);
  if (existing) return existing;
  const checked = await checkCategoryValue(db, value);
  return db.kysely
    .insertInto('app_categories')
    .values({ value: checked, value_key: nameKey(checked) })
    .returning(['id', 'value'])
    .executeTakeFirstOrThrow();
}

export async function createCategory(ctx: AppContext, caller: Caller, value: unknown): Promise<Category> {
  requireCapability(caller, 'admin');
  const created = await ctx.db.tx(async (db) => {
    const checked = await checkCategoryValue(db, value);
    return db.kysely
      .insertInto('app_categories')
      .values({ value: checked, value_key: nameKey(checked) })
      .returning(['id', 'value'])
      .executeTakeFirstOrThrow();
  });
  return created;
}

export async function renameCategory(ctx: AppContext, caller: Caller, categoryId: string, value: unknown) {
  requireCapability(caller, 'admin');
  const id = parseId(categoryId);
  const renamed = await ctx.db.tx(async (db) => {
    const existing = await selectCategories(db).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(`Category ${categoryId} does not exist.`, ErrorCode.categoryNotFound);
    const checked = await checkCategoryValue(db, value, existing.value);
    return db.kysely
      .updateTable('app_categories')
      .set({ value: checked, value_key: nameKey(checked) })
      .where('id', '=', id)
      .returning(['id', 'value'])
      .executeTakeFirstOrThrow();
  });
  return renamed;
}

/** Deletes a category; its apps become uncategorised (listed under 'Other'). */
export async function deleteCategory(ctx: AppContext, caller: Caller, categoryId: string): Promise<void> {
  requireCapability(caller, 'admin');
  const id = parseId(categoryId);
  const removed = await ctx.db.kysely.deleteFrom('app_categories').where('id', '=', id).executeTakeFirst();
  if (removed.numDeletedRows === 0n)
    throw notFound(`Category ${categoryId} does not exist.`, ErrorCode.categoryNotFound);
}
