import type { Selectable } from 'kysely';
import type { Caller } from '../context.js';
import { sqlNow, type Db } from '../db/db.js';
import type { SecretAccess, SecretItemType, SecretItemsTable } from '../db/schema.js';
import { ErrorCode, badRequest, conflict, forbidden, notFound } from '../errors.js';
import { entityPaths } from './access-decision.js';
import { itemPath, nameOf, parentOf } from './secret-paths.js';
import { openValue, sealValue } from './secret-sealing.js';

/**
 * The secret manager's items: directories and secrets in one tree. Access is evaluated on the item
 * itself, never on its parents; administrators have read_write on every item. A secret's value is
 * stored encrypted under the secrets key, leaves this module only in the answer of getItem, and is
 * never logged.
 */

type ItemRow = Selectable<SecretItemsTable>;

/** An item as the API answers it (see the Item schema of secret-manager-v1.yaml). */
export interface SecretItem {
  path: string;
  name: string;
  type: SecretItemType;
  access: SecretAccess;
  created_at: string;
  created_by: string;
  modified_at: string;
  modified_by: string;
  value?: string;
  items?: SecretItem[];
}

export interface ItemCreate {
  type: SecretItemType;
  value?: string;
}

const missing = (path: string) => notFound(`There is no item ${path}.`, ErrorCode.secretItemNotFound);

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';
const isForeignKeyViolation = (err: unknown) => (err as { code?: string }).code === '23503';

/**
 * The caller's access to each of the items (absent: none): read_write for administrators, else the
 * strongest entry naming them, a group of theirs or their environment's everyone group.
 */
async function accessOf(db: Db, caller: Caller, paths: string[]): Promise<Map<string, SecretAccess>> {
  if (caller.isAdmin) return new Map(paths.map((p) => [p, 'read_write']));
  if (paths.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('secret_access')
    .select(['item_path', 'access'])
    .where('item_path', 'in', paths)
    .where(
      'entity',
      'in',
      entityPaths(caller).map((p) => p.entity),
    )
    .execute();
  const access = new Map<string, SecretAccess>();
  for (const r of rows) if (access.get(r.item_path) !== 'read_write') access.set(r.item_path, r.access);
  return access;
}

/** The item and the caller's access to it; 404 when there is none or the caller has none (hidden looks absent). */
async function visibleItem(db: Db, caller: Caller, path: string): Promise<{ row: ItemRow; access: SecretAccess }> {
  const row = await db.kysely.selectFrom('secret_items').selectAll().where('path', '=', path).executeTakeFirst();
  const access = row && (await accessOf(db, caller, [path])).get(path);
  if (!row || !access) throw missing(path);
  return { row, access };
}

function requireReadWrite(path: string, access: SecretAccess): void {
  if (access !== 'read_write') throw forbidden(`Your access to ${path} is read only.`);
}

const toItem = (row: ItemRow, access: SecretAccess): SecretItem => ({
  path: row.path,
  name: row.name,
  type: row.type,
  access,
  created_at: new Date(row.created_at).toISOString(),
  created_by: row.created_by,
  modified_at: new Date(row.modified_at).toISOString(),
  modified_by: row.modified_by,
});

type SortField = 'name' | 'type' | 'created_at' | 'modified_at';

/** The order of a directory's items from the sort parameter ('name,-modified_at'); name by default. */
function byFields(sort: string | undefined) {
  const keys = (sort ?? 'name').split(',').map((k) => ({
    field: k.replace(/^-/, '') as SortField,
    sign: k.startsWith('-') ? -1 : 1,
  }));
  return (a: SecretItem, b: SecretItem) => {
    for (const { field, sign } of keys) {
      const d = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
      if (d !== 0) return d * sign;
    }
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
  };
}

/** A secret with its value, or a directory with the items in it the caller has access to. */
export async function getItem(
  db: Db,
  secretsKey: string,
  caller: Caller,
  rawPath: string,
  sort?: string,
): Promise<SecretItem> {
  const { row, access } = await visibleItem(db, caller, itemPath(rawPath));
  if (row.type === 'secret')
    return { ...toItem(row, access), value: openValue(secretsKey, row.path, row.sealed_value ?? '') };
  const children = await db.kysely.selectFrom('secret_items').selectAll().where('parent_path', '=', row.path).execute();
  const childAccess = await accessOf(
    db,
    caller,
    children.map((c) => c.path),
  );
  const items = children.flatMap((c) => {
    const a = childAccess.get(c.path);
    return a ? [toItem(c, a)] : [];
  });
  return { ...toItem(row, access), items: items.sort(byFields(sort)) };
}

/** Creates a directory or a secret in a directory the caller may write; it gets a copy of that directory's access. */
export async function createItem(
  db: Db,
  secretsKey: string,
  caller: Caller,
  rawPath: string,
  body: ItemCreate,
): Promise<SecretItem> {
  const path = itemPath(rawPath);
  if (body.type === 'directory' && body.value !== undefined)
    throw badRequest('A directory holds no value: send {"type": "directory"} alone.');
  if (body.type === 'secret' && body.value === undefined) throw badRequest('A secret needs its value.');
  if (path === '/') throw conflict('The root directory / exists already.', ErrorCode.secretItemExists);
  try {
    return await db.tx(async (t) => {
      const parent = await visibleItem(t, caller, parentOf(path)!);
      if (parent.row.type !== 'directory')
        throw conflict(`${parent.row.path} is a secret: it holds no items.`, ErrorCode.secretItemKind);
      requireReadWrite(parent.row.path, parent.access);
      const exists = await t.kysely
        .selectFrom('secret_items')
        .select('path')
        .where('path', '=', path)
        .executeTakeFirst();
      if (exists) throw conflict(`The item ${path} exists already.`, ErrorCode.secretItemExists);
      const row = await t.kysely
        .insertInto('secret_items')
        .values({
          path,
          parent_path: parent.row.path,
          name: nameOf(path),
          type: body.type,
          sealed_value: body.type === 'secret' ? sealValue(secretsKey, path, body.value ?? '') : null,
          created_by: caller.username,
          modified_by: caller.username,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The parent's access at this moment, copied: later changes to the parent do not reach the item.
      await t.kysely
        .insertInto('secret_access')
        .columns(['item_path', 'entity', 'access'])
        .expression((eb) =>
          eb
            .selectFrom('secret_access')
            .select((s) => [s.val(path).as('item_path'), 'entity', 'access'])
            .where('item_path', '=', parent.row.path),
        )
        .execute();
      const access = (await accessOf(t, caller, [path])).get(path) ?? parent.access;
      return toItem(row, access);
    });
  } catch (err) {
    // Another request created the same path first.
    if (isUniqueViolation(err)) throw conflict(`The item ${path} exists already.`, ErrorCode.secretItemExists);
    // Another request deleted the parent directory meanwhile.
    if (isForeignKeyViolation(err)) throw missing(parentOf(path)!);
    throw err;
  }
}

/** Replaces a secret's value (read_write on the secret). */
export async function updateItem(
  db: Db,
  secretsKey: string,
  caller: Caller,
  rawPath: string,
  value: string,
): Promise<SecretItem> {
  return db.tx(async (t) => {
    const { row, access } = await visibleItem(t, caller, itemPath(rawPath));
    if (row.type !== 'secret')
      throw conflict(`${row.path} is a directory: it has no value to modify.`, ErrorCode.secretItemKind);
    requireReadWrite(row.path, access);
    const updated = await t.kysely
      .updateTable('secret_items')
      .set({
        sealed_value: sealValue(secretsKey, row.path, value),
        modified_at: sqlNow(),
        modified_by: caller.username,
      })
      .where('path', '=', row.path)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toItem(updated, access);
  });
}

/** Deletes a secret or an empty directory other than the root (read_write on the item); never recursively. */
export async function deleteItem(db: Db, caller: Caller, rawPath: string): Promise<void> {
  try {
    await db.tx(async (t) => {
      const { row, access } = await visibleItem(t, caller, itemPath(rawPath));
      if (row.path === '/') throw conflict('The root directory / cannot be deleted.', ErrorCode.secretRootProtected);
      requireReadWrite(row.path, access);
      const child = await t.kysely
        .selectFrom('secret_items')
        .select('path')
        .where('parent_path', '=', row.path)
        .executeTakeFirst();
      if (child) throw notEmpty(row.path);
      await t.kysely.deleteFrom('secret_items').where('path', '=', row.path).execute();
    });
  } catch (err) {
    // An item created in the directory meanwhile: its parent key keeps the directory.
    if (isForeignKeyViolation(err)) throw notEmpty(itemPath(rawPath));
    throw err;
  }
}

const notEmpty = (path: string) =>
  conflict(`The directory ${path} is not empty: delete the items in it first.`, ErrorCode.secretDirectoryNotEmpty);

/** The item, for the access calls: 404 when there is none (administrators see every item). */
export async function findItem(db: Db, caller: Caller, rawPath: string): Promise<ItemRow> {
  return (await visibleItem(db, caller, itemPath(rawPath))).row;
}
