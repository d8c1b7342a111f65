import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ICON_STORAGE_PATH,
  STORAGE_LABEL_PATTERN,
  STORAGE_LABEL_RULE,
  STORAGE_PATH_PATTERN,
  STORAGE_PATH_RULE,
} from '@pro-portal/rules';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import type { StorageBucketsTable, StorageObjectsTable } from '../db/schema.js';
import { ErrorCode, badRequest, conflict, notFound } from '../errors.js';
import type { FileStore } from '../files/store.js';

type BucketRow = Selectable<StorageBucketsTable>;
export type ObjectRow = Selectable<StorageObjectsTable>;

const now = sql<Date>`now()`;

/** The object labelled `label` in the bucket at `path` (the pair is unique). */
const objectAt = (db: Db, path: string, label: string) =>
  db.kysely.selectFrom('storage_objects').selectAll().where('path', '=', path).where('label', '=', label);

/** Largest object accepted by an upload. */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

const PATH = new RegExp(STORAGE_PATH_PATTERN);
const LABEL = new RegExp(STORAGE_LABEL_PATTERN);

/** The refusal of a storage path, stating the rule (also when the request's schema refuses it). */
export const storagePathMessage = (value: unknown) =>
  `The storage path '${String(value ?? '')}' is not valid: use ${STORAGE_PATH_RULE}.`;
/** The refusal of a storage label, stating the rule (also when the request's schema refuses it). */
export const storageLabelMessage = (value: unknown) =>
  `The storage label '${String(value ?? '')}' is not valid: use ${STORAGE_LABEL_RULE}.`;

/** A bucket path such as 'PublicData/AppIcon' (the contract's rule), without blanks around it or trailing slashes. */
export function normaliseBucketPath(value: string | undefined): string {
  if (!PATH.test(value ?? '')) {
    throw badRequest(storagePathMessage(value), ErrorCode.storagePathInvalid);
  }
  return value!.trim().replace(/\/+$/, '');
}

/** The refusal of an app icon address (also when the request's schema refuses it). */
export const iconAddressMessage = (value: unknown) =>
  `The icon address '${String(value ?? '')}' is not valid: expected /icons/{label}.`;

/** An object label (the contract's rule), without blanks around it. */
export function checkLabel(value: string | undefined): string {
  if (!LABEL.test(value ?? '')) {
    throw badRequest(storageLabelMessage(value), ErrorCode.storagePathInvalid);
  }
  return value!.trim();
}

export const toStorageObject = (o: ObjectRow) => ({
  id: String(o.id),
  path: o.path,
  label: o.label,
  size: o.size,
  contentType: o.content_type,
  description: o.description,
  createdAt: new Date(o.created_at).toISOString(),
  updatedAt: new Date(o.updated_at).toISOString(),
});

/** The bucket at path; objects stored without a bucket row (as the seed does) make an implicit bucket with id 0. */
export async function findBucket(db: Db, path: string): Promise<BucketRow> {
  const normalised = normaliseBucketPath(path);
  const bucket = await db.kysely
    .selectFrom('storage_buckets')
    .selectAll()
    .where('path', '=', normalised)
    .executeTakeFirst();
  if (bucket) return bucket;
  const implicit = await db.kysely
    .selectFrom('storage_objects')
    .select((eb) => eb.fn.min<Date | null>('created_at').as('created_at'))
    .where('path', '=', normalised)
    .executeTakeFirst();
  if (!implicit?.created_at) throw notFound(`The storage bucket '${path}' does not exist.`, ErrorCode.storageNotFound);
  return {
    id: 0,
    path: normalised,
    label: normalised.split('/').at(-1)!,
    description: null,
    is_public: normalised.startsWith('PublicData'),
    created_at: implicit.created_at,
  };
}

async function materialise(db: Db, bucket: BucketRow): Promise<BucketRow> {
  if (bucket.id !== 0) return bucket;
  const { path, label, is_public, created_at } = bucket;
  return db.kysely
    .insertInto('storage_buckets')
    .values({ path, label, is_public, created_at })
    .onConflict((oc) => oc.column('path').doUpdateSet((eb) => ({ path: eb.ref('excluded.path') })))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function bucketWithObjects(db: Db, bucket: BucketRow) {
  const objects = await db.kysely
    .selectFrom('storage_objects')
    .selectAll()
    .where('path', '=', bucket.path)
    .orderBy('label')
    .execute();
  return {
    path: bucket.path,
    label: bucket.label,
    description: bucket.description,
    isPublic: bucket.is_public,
    createdAt: new Date(bucket.created_at).toISOString(),
    objects: objects.map(toStorageObject),
  };
}

export interface BucketInput {
  description?: string | null;
  isPublic?: boolean;
}

export async function createBucket(
  db: Db,
  rawPath: string,
  label: string | undefined,
  input: BucketInput,
): Promise<BucketRow> {
  const path = normaliseBucketPath(rawPath);
  const exists =
    (await db.kysely.selectFrom('storage_buckets').select('id').where('path', '=', path).executeTakeFirst()) ??
    (await db.kysely.selectFrom('storage_objects').select('id').where('path', '=', path).limit(1).executeTakeFirst());
  if (exists) throw conflict(`The storage bucket '${path}' already exists.`, ErrorCode.storageExists);
  return db.kysely
    .insertInto('storage_buckets')
    .values({
      path,
      label: label?.trim() || path.split('/').at(-1)!,
      description: input.description ?? null,
      is_public: input.isPublic ?? path.startsWith('PublicData'),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateBucket(
  db: Db,
  path: string,
  label: string | undefined,
  input: BucketInput,
): Promise<BucketRow> {
  const bucket = await materialise(db, await findBucket(db, path));
  return db.kysely
    .updateTable('storage_buckets')
    .set((eb) => ({
      label: label?.trim() || eb.ref('label'),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.isPublic !== undefined && { is_public: input.isPublic }),
    }))
    .where('id', '=', bucket.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteBucket(db: Db, files: FileStore, path: string): Promise<void> {
  const bucket = await findBucket(db, path);
  const objects = await db.kysely.selectFrom('storage_objects').selectAll().where('path', '=', bucket.path).execute();
  await db.tx(async (t) => {
    await t.kysely.deleteFrom('storage_objects').where('path', '=', bucket.path).execute();
    await t.kysely.deleteFrom('storage_buckets').where('id', '=', bucket.id).execute();
  });
  await Promise.all(objects.map((o) => files.remove(o.file_key)));
}

export async function findObject(db: Db, path: string, label: string): Promise<ObjectRow> {
  const row = await objectAt(db, normaliseBucketPath(path), checkLabel(label)).executeTakeFirst();
  if (!row) throw notFound(`The storage object '${label}' does not exist in '${path}'.`, ErrorCode.storageNotFound);
  return row;
}

export async function findObjectById(db: Db, id: string): Promise<ObjectRow> {
  const row = /^\d{1,9}$/.test(id)
    ? await db.kysely.selectFrom('storage_objects').selectAll().where('id', '=', Number(id)).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`The storage object with id '${id}' does not exist.`, ErrorCode.storageNotFound);
  return row;
}

interface SaveObjectInput {
  path: string;
  label: string;
  source: Readable;
  contentType?: string;
  description?: string | null;
  maxBytes?: number;
}

/**
 * Streams an object to disk and records it, replacing an object with the same label; the bucket is created
 * when missing. Nothing is recorded when the upload fails. Icons: path ICON_STORAGE_PATH, served as /icons/{label}.
 */
export async function saveStorageObject(db: Db, files: FileStore, input: SaveObjectInput): Promise<ObjectRow> {
  const path = normaliseBucketPath(input.path);
  const label = checkLabel(input.label);
  const maxBytes = input.maxBytes ?? MAX_OBJECT_BYTES;
  const key = `storage/${randomUUID()}`;
  const saved = await files.save(key, input.source, {
    maxBytes,
    tooLargeMessage: `The file is too large: at most ${Math.round(maxBytes / 1024 / 1024)} MB is accepted.`,
  });
  try {
    const { row, old } = await db.tx(async (t) => {
      await t.kysely
        .insertInto('storage_buckets')
        .values({ path, label: path.split('/').at(-1)!, is_public: path.startsWith('PublicData') })
        .onConflict((oc) => oc.column('path').doNothing())
        .execute();
      const previous = await objectAt(t, path, label).executeTakeFirst();
      const row = await t.kysely
        .insertInto('storage_objects')
        .values({
          path,
          label,
          file_key: saved.key,
          size: saved.size,
          content_type: input.contentType || 'application/octet-stream',
          description: input.description ?? null,
        })
        .onConflict((oc) =>
          oc.columns(['path', 'label']).doUpdateSet((eb) => ({
            file_key: eb.ref('excluded.file_key'),
            size: eb.ref('excluded.size'),
            content_type: eb.ref('excluded.content_type'),
            description: eb.ref('excluded.description'),
            updated_at: now,
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, old: previous };
    });
    if (old) await files.remove(old.file_key);
    return row;
  } catch (err) {
    await files.remove(saved.key);
    throw err;
  }
}

export interface ObjectUpdate {
  label?: string;
  contentType?: string;
  description?: string | null;
}

export async function updateObject(db: Db, path: string, label: string, input: ObjectUpdate): Promise<ObjectRow> {
  const object = await findObject(db, path, label);
  const newLabel = input.label !== undefined ? checkLabel(input.label) : object.label;
  if (newLabel !== object.label) {
    const taken = await objectAt(db, object.path, newLabel).executeTakeFirst();
    if (taken)
      throw conflict(`A storage object '${newLabel}' already exists in '${object.path}'.`, ErrorCode.storageExists);
  }
  return db.kysely
    .updateTable('storage_objects')
    .set({
      label: newLabel,
      ...(input.contentType && { content_type: input.contentType }),
      ...(input.description !== undefined && { description: input.description }),
      updated_at: now,
    })
    .where('id', '=', object.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteObject(db: Db, files: FileStore, path: string, label: string): Promise<void> {
  const object = await findObject(db, path, label);
  await db.kysely.deleteFrom('storage_objects').where('id', '=', object.id).execute();
  await files.remove(object.file_key);
}

/** The stored object behind an app icon address ('/icons/{label}' or 'PublicData/AppIcon/{label}'). */
export async function findIconObject(db: Db, iconUrl: string): Promise<ObjectRow> {
  let decoded = iconUrl.trim();
  const prefix = [`/icons/`, `icons/`, `/${ICON_STORAGE_PATH}/`, `${ICON_STORAGE_PATH}/`].find((p) =>
    decoded.startsWith(p),
  );
  if (!prefix) throw badRequest(iconAddressMessage(iconUrl), ErrorCode.storagePathInvalid);
  decoded = decoded.slice(prefix.length);
  return findObject(db, ICON_STORAGE_PATH, decoded);
}
