import type { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupError, MAX_LINE_CHARS } from './format.js';

/** Waits until out takes more, or is gone (a reader that went away must not hold the backup forever). */
function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Writes JSON lines to a stream, waiting whenever it is full: a slow reader slows the backup, not memory. */
export class LineWriter {
  constructor(private readonly out: Writable) {}

  /** Writes one line; `json` is already JSON text (a row as PostgreSQL wrote it) or a value to stringify. */
  async write(json: string | object): Promise<void> {
    const text = typeof json === 'string' ? json : JSON.stringify(json);
    if (!this.out.destroyed && !this.out.write(`${text}\n`)) await drainedOrClosed(this.out);
    if (this.out.destroyed) throw new Error('The backup was cut short: its reader went away.');
  }
}

/**
 * The lines of a gzip'ed backup, one at a time (never the whole file in memory). A file that is not
 * gzip, or holds an endless line, is refused as no backup.
 */
export async function* readLines(source: Readable, what: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk as Buffer);
      let newline: number;
      while ((newline = rest.indexOf('\n')) >= 0) {
        yield rest.slice(0, newline);
        rest = rest.slice(newline + 1);
      }
      if (rest.length > MAX_LINE_CHARS) throw new BackupError(`${what} is not a sandbox backup (a line is too long).`);
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_')) throw new BackupError(`${what} is not a sandbox backup (not gzip data, or cut short).`);
    throw err;
  } finally {
    source.unpipe(gunzip);
    source.destroy();
  }
  rest += decoder.end();
  if (rest) yield rest;
}
