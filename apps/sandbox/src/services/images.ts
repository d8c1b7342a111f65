import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { LOGIN_IMAGE_LIMITS, LOGO_LIMITS } from '@pro-portal/rules';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, notFound } from '../errors.js';
import type { FileStore } from '../files/store.js';

export type ImageKind = 'loginImage' | 'rightLogo';

const LIMITS = { loginImage: LOGIN_IMAGE_LIMITS, rightLogo: LOGO_LIMITS } as const;
const LABELS = { loginImage: 'The login image', rightLogo: 'The company logo' } as const;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface StoredImage {
  id: string;
  kind: ImageKind;
  fileKey: string;
  contentType: string;
  width: number;
  height: number;
}

/** Streams an uploaded image to disk and checks its type and dimensions; the file is removed when it fails. */
export async function storeImage(files: FileStore, kind: ImageKind, source: Readable): Promise<StoredImage> {
  const id = randomUUID();
  const fileKey = `images/${id}`;
  await files.save(fileKey, source, {
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: `${LABELS[kind]} is too large: at most 10 MB is accepted.`,
  });
  try {
    const size = await files
      .readBuffer(fileKey)
      .then(imageSize)
      .catch(() => undefined);
    const contentType = size?.type ? TYPES[size.type] : undefined;
    if (!size || !contentType) {
      throw badRequest(`${LABELS[kind]} must be a JPEG, PNG or GIF image.`, ErrorCode.customizationInvalidImage);
    }
    const l = LIMITS[kind];
    if (size.width < l.minWidth || size.width > l.maxWidth || size.height < l.minHeight || size.height > l.maxHeight) {
      throw badRequest(
        `${LABELS[kind]} must be ${l.minWidth} to ${l.maxWidth} pixels wide and ${l.minHeight} to ${l.maxHeight} pixels high; this one is ${size.width} x ${size.height}.`,
        ErrorCode.customizationInvalidImage,
      );
    }
    return { id, kind, fileKey, contentType, width: size.width, height: size.height };
  } catch (err) {
    await files.remove(fileKey);
    throw err;
  }
}

export async function recordImage(db: Db, image: StoredImage): Promise<void> {
  const { id, kind, fileKey, contentType, width, height } = image;
  await db.kysely
    .insertInto('images')
    .values({ id, kind, file_key: fileKey, content_type: contentType, width, height })
    .execute();
}

export async function findImage(db: Db, kind: ImageKind, id: string) {
  const row = await db.kysely
    .selectFrom('images')
    .select(['file_key', 'content_type'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row)
    throw notFound(
      `There is no ${kind === 'loginImage' ? 'login image' : 'company logo'} with id '${id}'.`,
      ErrorCode.imageNotFound,
    );
  return row;
}

export async function deleteImage(db: Db, files: FileStore, id: string | null): Promise<void> {
  if (!id) return;
  const row = await db.kysely.deleteFrom('images').where('id', '=', id).returning('file_key').executeTakeFirst();
  if (row) await files.remove(row.file_key);
}
