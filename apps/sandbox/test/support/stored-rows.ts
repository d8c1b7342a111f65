import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { type SandboxHandle } from '@pro-portal/test-harness';

/** The embedded database of a stopped sandbox, queried by a separate Node process (PGlite is an ES module). */
const EMBEDDED_QUERY = `
import { PGlite } from '@electric-sql/pglite';
const [dir, text, params] = JSON.parse(process.argv[1]);
const db = new PGlite(dir);
const result = await db.query(text, params);
await db.close();
process.stdout.write(JSON.stringify(result.rows));
`;

function embeddedQuery<T>(dataDir: string, text: string, params: unknown[]): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', EMBEDDED_QUERY, JSON.stringify([path.join(dataDir, 'pgdata'), text, params])],
      { cwd: __dirname, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as T[]) : reject(new Error(err))));
  });
}

/**
 * Runs one SQL statement on the sandbox's own database, as stored: the server is stopped meanwhile
 * (the embedded database has one process at a time) and started again before this resolves.
 */
export async function queryStored<T>(sandbox: SandboxHandle, text: string, params: unknown[] = []): Promise<T[]> {
  await sandbox.halt();
  try {
    if (!sandbox.databaseUrl) return await embeddedQuery<T>(sandbox.dataDir, text, params);
    const db = new Client({ connectionString: sandbox.databaseUrl });
    await db.connect();
    try {
      return (await db.query(text, params)).rows as T[];
    } finally {
      await db.end();
    }
  } finally {
    await sandbox.restart();
  }
}
