import type { AppContext, Caller } from '../context.js';
import { requireRole } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { MAX_LENGTH, OTHER_CATEGORY, validationMessages } from '@pro-portal/rules';
import { AppCode } from './codes.js';
import { nameKey } from './validate.js';

const m = validationMessages.category;

interface Category {
  id: number;
  value: string;
}

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.query<Category>('select id, value from app_categories');
  return rows.sort((x, y) => x.value.localeCompare(y.value, undefined, { sensitivity: 'base' }));
}

/** A category by its value (case-insensitive) or, when the text is numeric, by its id. */
export async function findCategoryByValue(db: Db, value: string): Promise<Category | undefined> {
  const byValue = await db.one<Category>('select id, value from app_categories where value_key = $1', [nameKey(value)]);
  if (byValue || !/^\d+$/.test(value.trim())) return byValue;
  return db.one<Category>('select id, value from app_categories where id = $1', [Number(value)]);
}

/** The Category rules of spec section 5; returns the trimmed value. */
async function checkCategoryValue(db: Db, raw: unknown, exceptId?: number): Promise<string> {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) throw badRequest(m.required, AppCode.categoryInvalid);
  if (value.length > MAX_LENGTH.categoryName) throw badRequest(m.tooLong, AppCode.categoryInvalid);
  if (nameKey(value) === nameKey(OTHER_CATEGORY)) throw badRequest(m.reserved, AppCode.categoryInvalid);
  const same = await db.one<Category>('select id, value from app_categories where value_key = $1', [nameKey(value)]);
  if (same && same.id !== exceptId) throw conflict(m.notUnique, AppCode.categoryExists);
  return value;
}

function parseId(categoryId: string | number): number {
  const id = Number(categoryId);
  if (!Number.isInteger(id) || id <= 0)
    throw notFound(`Category ${categoryId} does not exist.`, AppCode.categoryNotFound);
  return id;
}

export async function createCategory(ctx: AppContext, caller: Caller, value: unknown): Promise<Category> {
  requireRole(caller, 'admin');
  const created = await ctx.db.tx(async (db) => {
    const checked = await checkCategoryValue(db, value);
    return (await db.one<Category>(
      'insert into app_categories (value, value_key) values ($1, $2) returning id, value',
      [checked, nameKey(checked)],
    )) as Category;
  });
  return created;
}

export async function renameCategory(ctx: AppContext, caller: Caller, categoryId: string | number, value: unknown) {
  requireRole(caller, 'admin');
  const id = parseId(categoryId);
  const renamed = await ctx.db.tx(async (db) => {
    const existing = await db.one<Category>('select id, value from app_categories where id = $1', [id]);
    if (!existing) throw notFound(`Category ${categoryId} does not exist.`, AppCode.categoryNotFound);
    const checked = await checkCategoryValue(db, value, id);
    return (await db.one<Category>(
      'update app_categories set value = $2, value_key = $3 where id = $1 returning id, value',
      [id, checked, nameKey(checked)],
    )) as Category;
  });
  return renamed;
}

/** Deletes a category; its apps become uncategorised (listed under 'Other'). */
export async function deleteCategory(ctx: AppContext, caller: Caller, categoryId: string | number): Promise<void> {
  requireRole(caller, 'admin');
  const id = parseId(categoryId);
  const rows = await ctx.db.query('delete from app_categories where id = $1 returning id', [id]);
  if (rows.length === 0) throw notFound(`Category ${categoryId} does not exist.`, AppCode.categoryNotFound);
}
