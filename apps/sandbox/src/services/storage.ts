import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ICON_STORAGE_PATH } from '@pro-portal/rules';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, conflict, notFound } from '../errors.js';
import type { FileStore } from '../files/store.js';

interface BucketRow {
  id: number;
  path: string;
  label: string;
  description: string | null;
  is_public: boolean;
  created_at: Date;
}

export interface ObjectRow {
  id: number;
  path: string;
  label: string;
  file_key: string;
  size: number;
  content_type: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Largest object accepted by an upload. */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

const SEGMENT = /^[\w][\w .@()+-]*$/;

/** A bucket path such as 'PublicData/AppIcon'; refuses '..', absolute paths and odd characters. */
export function normaliseBucketPath(value: string | undefined): string {
  const raw = (value ?? '').trim().replace(/\/+$/, '');
  const segments = raw.split('/');
  if (
    !raw ||
    raw.startsWith('/') ||
    raw.includes('\\') ||
    segments.some((s) => !SEGMENT.test(s) || s === '..' || s === '.')
  ) {
    throw badRequest(
      `The storage path '${value ?? ''}' is not valid: use names separated by '/', without '..'.`,
      ErrorCode.storagePathInvalid,
    );
  }
  return segments.join('/');
}

/** An object label: one name, no path separators. */
export function checkLabel(value: string | undefined): string {
  const label = (value ?? '').trim();
  if (
    !label ||
    label.includes('/') ||
    label.includes('\\') ||
    label === '.' ||
    label === '..' ||
    label.includes('\0')
  ) {
    throw badRequest(
      `The storage label '${value ?? ''}' is not valid: use a single name without '/' or '..'.`,
      ErrorCode.storagePathInvalid,
    );
  }
  return label;
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
  const bucket = await db.one<BucketRow>('select * from storage_buckets where path = $1', [normalised]);
  if (bucket) return bucket;
  const implicit = await db.one<{ created_at: Date | null }>(
    'select min(created_at) as created_at from storage_objects where path = $1',
    [normalised],
  );
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
  return (await db.one<BucketRow>(
    `insert into storage_buckets (path, label, is_public, created_at) values ($1, $2, $3, $4)
     on conflict (path) do update set path = excluded.path returning *`,
    [bucket.path, bucket.label, bucket.is_public, bucket.created_at],
  ))!;
}

export async function bucketWithObjects(db: Db, bucket: BucketRow) {
  const objects = await db.query<ObjectRow>('select * from storage_objects where path = $1 order by label', [
    bucket.path,
  ]);
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
    (await db.one('select 1 as x from storage_buckets where path = $1', [path])) ??
    (await db.one('select 1 as x from storage_objects where path = $1 limit 1', [path]));
  if (exists) throw conflict(`The storage bucket '${path}' already exists.`, ErrorCode.storageExists);
  return (await db.one<BucketRow>(
    'insert into storage_buckets (path, label, description, is_public) values ($1, $2, $3, $4) returning *',
    [
      path,
      label?.trim() || path.split('/').at(-1)!,
      input.description ?? null,
      input.isPublic ?? path.startsWith('PublicData'),
    ],
  ))!;
}

export async function updateBucket(
  db: Db,
  path: string,
  label: string | undefined,
  input: BucketInput,
): Promise<BucketRow> {
  const bucket = await materialise(db, await findBucket(db, path));
  return (await db.one<BucketRow>(
    `update storage_buckets set label = coalesce($2, label), description = case when $3::boolean then $4 else description end,
       is_public = coalesce($5, is_public) where id = $1 returning *`,
    [
      bucket.id,
      label?.trim() || null,
      input.description !== undefined,
      input.description ?? null,
      input.isPublic ?? null,
    ],
  ))!;
}

export async function deleteBucket(db: Db, files: FileStore, path: string): Promise<void> {
  const bucket = await findBucket(db, path);
  const objects = await db.query<ObjectRow>('select * from storage_objects where path = $1', [bucket.path]);
  await db.tx(async (t) => {
    await t.query('delete from storage_objects where path = $1', [bucket.path]);
    await t.query('delete from storage_buckets where id = $1', [bucket.id]);
  });
  await Promise.all(objects.map((o) => files.remove(o.file_key)));
}

export async function findObject(db: Db, path: string, label: string): Promise<ObjectRow> {
  const row = await db.one<ObjectRow>('select * from storage_objects where path = $1 and label = $2', [
    normaliseBucketPath(path),
    checkLabel(label),
  ]);
  if (!row) throw notFound(`The storage object '${label}' does not exist in '${path}'.`, ErrorCode.storageNotFound);
  return row;
}

export async function findObjectById(db: Db, id: string): Promise<ObjectRow> {
  const row = /^\d{1,9}$/.test(id)
    ? await db.one<ObjectRow>('select * from storage_objects where id = $1', [Number(id)])
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
      await t.query(
        `insert into storage_buckets (path, label, is_public) values ($1, $2, $3) on conflict (path) do nothing`,
        [path, path.split('/').at(-1)!, path.startsWith('PublicData')],
      );
      const previous = await t.one<ObjectRow>('select * from storage_objects where path = $1 and label = $2', [
        path,
        label,
      ]);
      const row = await t.one<ObjectRow>(
        `insert into storage_objects (path, label, file_key, size, content_type, description) values ($1, $2, $3, $4, $5, $6)
         on conflict (path, label) do update set file_key = excluded.file_key, size = excluded.size,
           content_type = excluded.content_type, description = excluded.description, updated_at = now()
         returning *`,
        [
          path,
          label,
          saved.key,
          saved.size,
          input.contentType || 'application/octet-stream',
          input.description ?? null,
        ],
      );
      return { row: row!, old: previous };
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
    const taken = await db.one('select 1 as x from storage_objects where path = $1 and label = $2', [
      object.path,
      newLabel,
    ]);
    if (taken)
      throw conflict(`A storage object '${newLabel}' already exists in '${object.path}'.`, ErrorCode.storageExists);
  }
  return (await db.one<ObjectRow>(
    `update storage_objects set label = $2, content_type = coalesce($3, content_type),
       description = case when $4::boolean then $5 else description end, updated_at = now() where id = $1 returning *`,
    [object.id, newLabel, input.contentType || null, input.description !== undefined, input.description ?? null],
  ))!;
}

export async function deleteObject(db: Db, files: FileStore, path: string, label: string): Promise<void> {
  const object = await findObject(db, path, label);
  await db.query('delete from storage_objects where id = $1', [object.id]);
  await files.remove(object.file_key);
}

/** The stored object behind an app icon address ('/icons/{label}' or 'PublicData/AppIcon/{label}'). */
export async function findIconObject(db: Db, iconUrl: string): Promise<ObjectRow> {
  let decoded = iconUrl.trim();
  const prefix = [`/icons/`, `icons/`, `/${ICON_STORAGE_PATH}/`, `${ICON_STORAGE_PATH}/`].find((p) =>
    decoded.startsWith(p),
  );
  if (!prefix)
    throw badRequest(
      `The icon address '${iconUrl}' is not valid: expected /icons/{label}.`,
      ErrorCode.storagePathInvalid,
    );
  decoded = decoded.slice(prefix.length);
  return findObject(db, ICON_STORAGE_PATH, decoded);
}
