import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError, ErrorCode, badRequest, notFound } from '../errors.js';

/** Files on disk under one root (DATA_DIR/files). Keys are relative paths such as 'apps/12/model.aimmspack'. */
export interface FileStore {
  readonly root: string;
  /** Streams source to key: written to a temporary file first, renamed when complete, removed on failure. */
  save(
    key: string,
    source: Readable,
    opts?: { maxBytes?: number; tooLargeMessage?: string },
  ): Promise<{ key: string; size: number }>;
  saveBuffer(key: string, data: Buffer | string): Promise<{ key: string; size: number }>;
  /** Opens key for reading; 404 ApiError when it does not exist. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  exists(key: string): Promise<boolean>;
  /** Removes key; missing files are ignored. */
  remove(key: string): Promise<void>;
  /** Removes every file under a key prefix (a folder). */
  removeFolder(prefix: string): Promise<void>;
  /** The absolute path of key (validated to stay inside root). */
  resolve(key: string): string;
}

/** Rejects keys that are absolute or climb out of the root. */
function safeKey(key: string): string {
  const normalised = key.replace(/\\/g, '/');
  const parts = normalised.split('/').filter((p) => p !== '' && p !== '.');
  if (normalised.startsWith('/') || parts.length === 0 || parts.some((p) => p === '..' || p.includes('\0'))) {
    throw badRequest(`The path '${key}' is not allowed.`, ErrorCode.storagePathInvalid);
  }
  return parts.join('/');
}

function limitBytes(maxBytes: number, message: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new ApiError(413, ErrorCode.payloadTooLarge, message));
      else done(null, chunk);
    },
  });
}

export function createFileStore(root: string): FileStore {
  // Temporary files of uploads cut short by a crash: no upload is running while the store is created.
  rmSync(path.join(root, '.tmp'), { recursive: true, force: true });
  const resolve = (key: string) => path.join(root, safeKey(key));
  const store: FileStore = {
    root,
    resolve,
    async save(key, source, opts = {}) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(root, '.tmp', `${randomUUID()}.part`);
      await fs.mkdir(path.dirname(temp), { recursive: true });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        const limit = limitBytes(
          opts.maxBytes ?? Number.MAX_SAFE_INTEGER,
          opts.tooLargeMessage ?? 'The uploaded file is too large.',
        );
        await pipeline(source, limit, counter, createWriteStream(temp));
        const truncated = (source as Readable & { truncated?: boolean }).truncated;
        if (truncated)
          throw new ApiError(413, ErrorCode.payloadTooLarge, opts.tooLargeMessage ?? 'The uploaded file is too large.');
        await fs.rename(temp, target);
        return { key: safeKey(key), size };
      } catch (err) {
        await fs.rm(temp, { force: true });
        source.resume?.();
        throw err;
      }
    },
    async saveBuffer(key, data) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.part`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, target);
      return { key: safeKey(key), size: Buffer.byteLength(data) };
    },
    async open(key) {
      const file = resolve(key);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw notFound('The requested file does not exist.', ErrorCode.storageNotFound);
      return { stream: createReadStream(file), size: stat.size };
    },
    async exists(key) {
      return fs
        .stat(resolve(key))
        .then((s) => s.isFile())
        .catch(() => false);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async removeFolder(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
  };
  return store;
}
