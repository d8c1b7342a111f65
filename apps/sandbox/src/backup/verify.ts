import { createReadStream } from 'node:fs';
import { migrations } from '../db/migrations/index.js';
import { BackupError, checkHeader, parseLine } from './format.js';
import { readLines } from './lines.js';

/** Reads a backup file through and checks it is whole: a header this sandbox reads, and its end line. */
export async function verifyBackup(file: string): Promise<{ rows: number; files: number }> {
  let first = true;
  let last = '';
  for await (const text of readLines(createReadStream(file), file)) {
    if (first)
      checkHeader(
        parseLine(text, file),
        file,
        migrations.map((m) => m.id),
      );
    first = false;
    last = text;
  }
  const end = first ? undefined : parseLine(last, file);
  if (end?.kind !== 'end') throw new BackupError('The backup was cut short (it has no end line); no file was written.');
  return { rows: Number(end.rows), files: Number(end.files) };
}
