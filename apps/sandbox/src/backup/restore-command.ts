import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { configFromEnv, type Config } from '../config.js';
import { CONNECTION_NAME_PREFIX, embeddedDir, openDatabase } from '../db/index.js';
import { createDbFileStore } from '../files/db-store.js';
import { createDiskFileStore } from '../files/disk-store.js';
import { filesDir } from '../files/open-store.js';
import { fileArgument, runCommand } from './command.js';
import { BackupError } from './format.js';
import { openBackup, restoreBackup, type OpenedBackup, type Restored } from './restore.js';
import { runningServer } from './running-server.js';

/** Replaces everything in the PostgreSQL database, in one transaction, unless a sandbox is connected to it. */
async function restorePostgres(config: Config, backup: OpenedBackup): Promise<Restored> {
  const db = await openDatabase({ ...config, command: 'restore' });
  try {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and starts_with(application_name, ${CONNECTION_NAME_PREFIX})`.execute(
      db.kysely,
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new BackupError(
        'A sandbox is running on this database (DATABASE_URL); stop every instance before restoring.',
      );
    const instance = `restore-${randomUUID()}`;
    return await restoreBackup(db, backup, (trx) => createDbFileStore(trx, instance));
  } finally {
    await db.close();
  }
}

/**
 * Restores into a new embedded database and file folder beside the current ones, then puts them in
 * their place: a restore that fails leaves DATA_DIR as it was.
 */
async function restoreEmbedded(config: Config, backup: OpenedBackup): Promise<Restored> {
  const server = runningServer(config.dataDir);
  if (server)
    throw new BackupError(
      `A sandbox is running on ${config.dataDir} (process ${server.pid}); stop it before restoring.`,
    );
  const work = path.join(config.dataDir, `restoring-${randomUUID()}`);
  let restored: Restored;
  try {
    const db = await openDatabase({ dataDir: work, command: 'restore' });
    try {
      const files = createDiskFileStore(filesDir(work));
      restored = await restoreBackup(db, backup, () => files);
    } finally {
      await db.close();
    }
  } catch (err) {
    await fs.rm(work, { recursive: true, force: true });
    throw err;
  }
  // Were a rename to fail here, both the data replaced and the data restored stay in the work folder.
  for (const place of [embeddedDir, filesDir]) {
    const current = place(config.dataDir);
    if (existsSync(current)) await fs.rename(current, path.join(work, `replaced-${path.basename(current)}`));
    if (existsSync(place(work))) await fs.rename(place(work), current);
  }
  await fs.rm(work, { recursive: true, force: true });
  return restored;
}

await runCommand('restore', async () => {
  const file = fileArgument('restore');
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file} does not exist.`);
  const config = configFromEnv();
  const backup = await openBackup(createReadStream(file), file);
  const { header, rows, files } = config.databaseUrl
    ? await restorePostgres(config, backup)
    : await restoreEmbedded(config, backup);
  const target = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
  return `Restored ${rows} rows and ${files} files into ${target} from ${file} (taken ${header.createdAt} on the ${header.engine} engine).`;
});
