import fs from 'node:fs';
import path from 'node:path';

/**
 * A sandbox on the embedded engine says in its DATA_DIR that it runs, and how its backup endpoint is
 * reached: the embedded database can be opened by one process only, so while it runs a backup goes
 * through it and a restore into that DATA_DIR is refused. The file is readable by its owner only:
 * its token is what lets a local command read the whole database.
 */
export interface RunningServer {
  pid: number;
  /** 0 while the server starts (its database is open, it does not listen yet). */
  port: number;
  token: string;
}

/** The path of a backup endpoint: outside the APIs' prefixes and the portal, like /healthz. */
export const BACKUP_PATH = '/ops/backup';
export const TOKEN_HEADER = 'x-backup-token';

const markerFile = (dataDir: string) => path.join(dataDir, 'running-server.json');

/** Claims dataDir for this process (before it opens the database there), or says where it listens. */
export function announceServer(dataDir: string, server: RunningServer): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = markerFile(dataDir);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(server), { mode: 0o600 });
}

/** Removes the marker, unless another server has written its own since. */
export function withdrawServer(dataDir: string, token: string): void {
  if (runningServerFile(dataDir)?.token === token) fs.rmSync(markerFile(dataDir), { force: true });
}

function runningServerFile(dataDir: string): RunningServer | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(markerFile(dataDir), 'utf8'));
    const { pid, port, token } = (value ?? {}) as Partial<RunningServer>;
    if (typeof pid === 'number' && typeof port === 'number' && typeof token === 'string') return { pid, port, token };
  } catch {
    // no marker, or not one of ours
  }
  return undefined;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The server running on dataDir, if any (a marker left by a server that died does not count). */
export function runningServer(dataDir: string): RunningServer | undefined {
  const server = runningServerFile(dataDir);
  return server && alive(server.pid) ? server : undefined;
}
