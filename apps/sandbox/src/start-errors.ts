import fs from 'node:fs';
import path from 'node:path';

/** A reason the sandbox cannot start that the operator can fix (configuration, database, disk): printed as one line, without a stack. */
export class StartError extends Error {
  override name = 'StartError';
}

/** The connection string with its password hidden, for messages; undefined when it is not a URL. */
function redactedUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return undefined;
  }
}

/** Why a database connection failed, in words: the driver's message, with the system error's code when there is one. */
function reason(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { errors?: unknown[] };
  // A host with several addresses fails with an AggregateError of one error per address.
  const first = (e.errors?.[0] ?? e) as NodeJS.ErrnoException;
  const message = first.message || e.message || String(err);
  return first.code && !message.includes(first.code) ? `${message} (${first.code})` : message;
}

export function databaseUnreachable(url: string, err: unknown): StartError {
  const shown = redactedUrl(url);
  return new StartError(
    shown
      ? `Cannot use the database at ${shown} (DATABASE_URL): ${reason(err)}`
      : `DATABASE_URL is not a URL such as postgres://user:password@host:5432/database (${reason(err)})`,
  );
}

/** Creates the folder when missing and writes and removes a file in it; a StartError naming the variable otherwise. */
export function ensureWritableDir(dir: string, variable: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (err) {
    throw new StartError(`${variable} ${dir} is not writable: ${reason(err)}`);
  }
}

/** What to print when the start fails: the StartError's line, or for a fault of the sandbox its stack as well. */
export function startFailure(err: unknown): string {
  if (err instanceof StartError) return `The sandbox cannot start. ${err.message}`;
  const e = err as NodeJS.ErrnoException & { port?: number; address?: string };
  if (e.code === 'EADDRINUSE')
    return `The sandbox cannot start. ${e.address}:${e.port} is already in use (HOST, PORT).`;
  if (e.code === 'EACCES' && e.syscall === 'listen')
    return `The sandbox cannot start. It may not listen on ${e.address}:${e.port} (HOST, PORT): permission denied.`;
  return `The sandbox cannot start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}
