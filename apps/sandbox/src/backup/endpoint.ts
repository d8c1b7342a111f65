import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ErrorCode, errorBody } from '../errors.js';
import { filesDir } from '../files/open-store.js';
import { diskFiles, snapshotsDir } from './file-snapshot.js';
import { LineWriter } from './lines.js';
import { announceServer, BACKUP_PATH, TOKEN_HEADER, withdrawServer } from './running-server.js';
import { writeBackup } from './write-backup.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (given: unknown, token: string) =>
  typeof given === 'string' && given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

/**
 * Says in dataDir that this process runs a sandbox there, before it opens the embedded database (a
 * backup or restore then leaves the database to it); the token it returns guards the backup endpoint.
 */
export function claimDataDir(dataDir: string): string {
  const token = randomBytes(32).toString('hex');
  announceServer(dataDir, { pid: process.pid, port: 0, token });
  // Snapshots of backups that a crash cut short.
  rmSync(snapshotsDir(dataDir), { recursive: true, force: true });
  return token;
}

/**
 * `GET /ops/backup` on the embedded engine: the backup command's way into a running server's
 * database. It answers only a caller on this machine that sends the token the server wrote into
 * DATA_DIR at start (readable by the owner of DATA_DIR only); to anyone else the address does not
 * exist. The answer is the backup file itself, streamed.
 */
export function registerBackupEndpoint(app: FastifyInstance, ctx: AppContext, token: string): void {
  const { dataDir } = ctx.config;
  app.addHook('onListen', async () => {
    const { port } = app.server.address() as AddressInfo;
    announceServer(dataDir, { pid: process.pid, port, token });
  });
  app.addHook('onClose', async () => withdrawServer(dataDir, token));
  app.get(BACKUP_PATH, async (req, reply) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || !sameToken(req.headers[TOKEN_HEADER], token)) {
      const body = errorBody(ErrorCode.notFound, `There is no ${req.method} ${BACKUP_PATH} here.`);
      return reply.code(404).type('application/json').send(body);
    }
    const gzip = createGzip();
    const source = {
      kysely: ctx.db.kysely,
      engine: 'embedded' as const,
      snapshotFiles: () => diskFiles(filesDir(dataDir), dataDir),
    };
    writeBackup(source, new LineWriter(gzip)).then(
      () => gzip.end(),
      (err: unknown) => {
        req.log.error({ err }, 'backup failed');
        gzip.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return reply.type('application/gzip').header('cache-control', 'no-store').send(gzip);
  });
}
