import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { configFromEnv, type Config } from '../config.js';
import { embeddedDir, openDatabase } from '../db/index.js';
import { filesDir } from '../files/open-store.js';
import { fileArgument, runCommand } from './command.js';
import { databaseFiles, diskFiles } from './file-snapshot.js';
import { BackupError } from './format.js';
import { LineWriter } from './lines.js';
import { BACKUP_PATH, runningServer, TOKEN_HEADER, type RunningServer } from './running-server.js';
import { verifyBackup } from './verify.js';
import { writeBackup, type BackupSource } from './write-backup.js';

/** Backs up the database the configuration names, read directly (PostgreSQL, or an embedded one no server holds). */
async function backupDirectly(config: Config, target: string): Promise<void> {
  if (!config.databaseUrl && !existsSync(embeddedDir(config.dataDir)))
    throw new BackupError(`There is no sandbox database in ${config.dataDir} (set DATA_DIR or DATABASE_URL).`);
  const db = await openDatabase({ ...config, command: 'backup' });
  try {
    const source: BackupSource = config.databaseUrl
      ? { kysely: db.kysely, engine: 'postgres', snapshotFiles: async (trx) => databaseFiles(trx) }
      : {
          kysely: db.kysely,
          engine: 'embedded',
          snapshotFiles: () => diskFiles(filesDir(config.dataDir), config.dataDir),
        };
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(target));
    try {
      await writeBackup(source, new LineWriter(gzip));
      gzip.end();
    } catch (err) {
      gzip.destroy();
      await written.catch(() => undefined);
      throw err;
    }
    await written;
  } finally {
    await db.close();
  }
}

/** Backs up through the server that holds the embedded database. */
async function backupThroughServer(server: RunningServer, target: string): Promise<void> {
  if (!server.port)
    throw new BackupError(`A sandbox is starting on this DATA_DIR (process ${server.pid}); back up once it listens.`);
  const res = await fetch(`http://127.0.0.1:${server.port}${BACKUP_PATH}`, {
    headers: { [TOKEN_HEADER]: server.token },
  });
  if (!res.ok || !res.body)
    throw new BackupError(
      `The sandbox running on this DATA_DIR (process ${server.pid}) refused the backup (HTTP ${res.status}).`,
    );
  await pipeline(Readable.fromWeb(res.body), createWriteStream(target));
}

await runCommand('backup', async () => {
  const file = fileArgument('backup');
  const config = configFromEnv();
  // Written beside its destination and renamed when complete: FILE is never a backup cut short.
  const partial = `${file}.partial`;
  try {
    const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
    if (server) await backupThroughServer(server, partial);
    else await backupDirectly(config, partial);
    const { rows, files } = await verifyBackup(partial);
    await fs.rename(partial, file);
    const how = server
      ? `through the running sandbox (process ${server.pid})`
      : config.databaseUrl
        ? 'from PostgreSQL'
        : 'from the embedded database';
    return `Backed up ${rows} rows and ${files} files ${how} to ${file}.`;
  } finally {
    await fs.rm(partial, { force: true });
  }
});
