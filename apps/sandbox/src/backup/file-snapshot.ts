import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/db.js';
import { createDbFileStore } from '../files/db-store.js';
import { createDiskFileStore } from '../files/disk-store.js';
import type { FileStore } from '../files/store.js';

/** The files of a backup as they were when its database snapshot was taken. */
export interface FileSnapshot {
  files: Pick<FileStore, 'list' | 'open'>;
  /** True when they can only be read inside the snapshot's transaction (they live in the database). */
  readInTransaction: boolean;
  release(): Promise<void>;
}

/** The files in the database, read in the backup's own transaction: the same snapshot as its rows. */
export function databaseFiles(trx: Db): FileSnapshot {
  return { files: createDbFileStore(trx, 'backup'), readInTransaction: true, release: async () => undefined };
}

/** Where a backup of the embedded engine keeps its snapshots of the files; what a crash left is removed at start. */
export const snapshotsDir = (dataDir: string) => path.join(dataDir, 'backup-snapshots');

/** Links file at target; a file system without hard links gets a copy; a file removed meanwhile is left out. */
async function freeze(file: string, target: string): Promise<void> {
  try {
    await fs.link(file, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    await fs.copyFile(file, target);
  }
}

/**
 * The files on disk, frozen by hard links taken while the backup holds the embedded database (so no
 * request commits in between): a save replaces a file by renaming a new one over it and a delete
 * unlinks it, neither of which changes a linked copy. The copies are read after the database is let
 * go, so requests wait only for the rows and the links, not for the file contents.
 */
export async function diskFiles(root: string, dataDir: string): Promise<FileSnapshot> {
  const dir = path.join(snapshotsDir(dataDir), randomUUID());
  const live = createDiskFileStore(root);
  try {
    for (const { key } of await live.list()) {
      const target = path.join(dir, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await freeze(path.join(root, key), target);
    }
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    files: createDiskFileStore(dir),
    readInTransaction: false,
    release: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
