import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { OpenDb } from '../db/index.js';
import { createDbFileStore } from './db-store.js';
import { createDiskFileStore } from './disk-store.js';
import type { FileStore } from './store.js';

/** Where the embedded engine's files live inside DATA_DIR. */
export const filesDir = (dataDir: string) => path.join(dataDir, 'files');

/**
 * The file store of this start. On PostgreSQL the files live in the database, where every instance
 * on it reaches them. The embedded engine keeps them on the disk beside its database (DATA_DIR),
 * which only its one process can use anyway: the embedded engine holds large binary values in its
 * own memory, so a 128 MB package stored in it would cost well over 100 MB per upload.
 */
export async function openFileStore(db: OpenDb, config: Config): Promise<FileStore> {
  const folder = filesDir(config.dataDir);
  if (!config.databaseUrl) return createDiskFileStore(folder);
  const store = createDbFileStore(db, db.instanceId);
  await store.sweepUnfinished();
  await adoptDiskFiles(folder, store);
  return store;
}

/**
 * Files an earlier version kept on this instance's disk while on PostgreSQL move into the database
 * (those it does not hold yet); the folder is then renamed, not deleted, so nothing is lost.
 */
async function adoptDiskFiles(folder: string, store: FileStore): Promise<void> {
  if (!existsSync(folder)) return;
  const disk = createDiskFileStore(folder);
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (key.startsWith('.tmp/') || (await store.exists(key))) continue;
    const { stream } = await disk.open(key);
    await store.save(key, stream);
  }
  await fs.rename(folder, `${folder}.moved-to-database-${Date.now()}`);
}
