import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { byteCounter, failWhenTruncated, missing, safeKey, type FileStore } from './store.js';

/**
 * Files on the local disk under one root (DATA_DIR/files): the store of the embedded engine, whose
 * database lives on the same disk. A save goes to a temporary file, renamed when complete.
 */
export function createDiskFileStore(root: string): FileStore {
  // Temporary files of uploads cut short by a crash: no upload is running while the store is created.
  rmSync(path.join(root, '.tmp'), { recursive: true, force: true });
  const resolve = (key: string) => path.join(root, safeKey(key));
  const commit = async (key: string, temp: string) => {
    const target = resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(temp, target);
  };
  const tempFile = async () => {
    const temp = path.join(root, '.tmp', `${randomUUID()}.part`);
    await fs.mkdir(path.dirname(temp), { recursive: true });
    return temp;
  };
  return {
    async save(key, source, opts = {}) {
      safeKey(key);
      const temp = await tempFile();
      const counter = byteCounter(opts);
      try {
        await pipeline(source, counter.stream, createWriteStream(temp));
        failWhenTruncated(source, opts.tooLargeMessage);
        await commit(key, temp);
        return { key: safeKey(key), size: counter.size() };
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },
    async saveBuffer(key, data) {
      safeKey(key);
      const temp = await tempFile();
      await fs.writeFile(temp, data);
      await commit(key, temp);
      return { key: safeKey(key), size: Buffer.byteLength(data) };
    },
    async open(key) {
      const file = resolve(key);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw missing();
      return { stream: createReadStream(file), size: stat.size };
    },
    async readBuffer(key) {
      return fs.readFile(resolve(key)).catch(() => {
        throw missing();
      });
    },
    async exists(key) {
      return fs
        .stat(resolve(key))
        .then((s) => s.isFile())
        .catch(() => false);
    },
    async list() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const files = await Promise.all(
        entries
          .filter((e) => e.isFile())
          .map(async (e) => {
            const file = path.join(e.parentPath, e.name);
            return { key: path.relative(root, file).split(path.sep).join('/'), size: (await fs.stat(file)).size };
          }),
      );
      return files
        .filter((f) => !f.key.startsWith('.tmp/'))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async removeFolder(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    // Only one process uses a disk store: what its crash left is removed when it starts again.
    async sweepUnfinished() {},
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
