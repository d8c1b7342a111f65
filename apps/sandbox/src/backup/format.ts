/**
 * The backup file: gzip'ed JSON lines, the same for both engines, so a backup of one restores into
 * the other. In order:
 *   {"kind":"header","format":"pro-sandbox-backup","version":1,"createdAt":…,"engine":…,"migrations":[…]}
 *   {"kind":"table","name":"users","columns":[…]}   then one {"row":{…}} line per row
 *   {"kind":"sequence","name":"users_id_seq","lastValue":…,"isCalled":…}
 *   {"kind":"file","key":"apps/1/x.aimmspack","size":…}   then {"data":"<base64>"} lines, at most
 *                                                          FILE_PIECE_BYTES each, adding up to size
 *   {"kind":"end","rows":…,"files":…}
 * Rows are PostgreSQL's own JSON of each row (row_to_json), read back by json_populate_recordset,
 * so every type (timestamps to the microsecond, bytea, numerics) comes back exactly. A file without
 * its end line was cut short and is refused.
 */
export const FORMAT = 'pro-sandbox-backup';
export const FORMAT_VERSION = 1;

/** Raw bytes per data line: a line stays small however large the file. */
export const FILE_PIECE_BYTES = 192 * 1024;

/** Longer lines are not the sandbox's (a base64 piece is about 256 KB; rows are far smaller). */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;

export interface Header {
  kind: 'header';
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  engine: 'embedded' | 'postgres';
  /** The migrations applied to the database the backup was taken from (Kysely's names). */
  migrations: string[];
}

export type Line =
  | Header
  | { kind: 'table'; name: string; columns: string[] }
  | { kind: 'sequence'; name: string; lastValue: number; isCalled: boolean }
  | { kind: 'file'; key: string; size: number }
  | { kind: 'end'; rows: number; files: number };

/** A refusal with one line for the operator: no stack trace is printed for it. */
export class BackupError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses one line; a line that is not JSON or not an object is the mark of a file that is no backup. */
export function parseLine(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`${what} is not a sandbox backup (a line is not JSON).`);
  }
  if (!isRecord(value)) throw new BackupError(`${what} is not a sandbox backup (a line is not a JSON object).`);
  return value;
}

/** Checks the first line: a backup of this format, of a version and migrations this sandbox knows. */
export function checkHeader(line: Record<string, unknown>, what: string, knownMigrations: string[]): Header {
  if (line.kind !== 'header' || line.format !== FORMAT) throw new BackupError(`${what} is not a sandbox backup.`);
  const { version, migrations, engine, createdAt } = line;
  if (typeof version !== 'number' || !Array.isArray(migrations) || !migrations.every((m) => typeof m === 'string'))
    throw new BackupError(`${what} is not a sandbox backup (its header is incomplete).`);
  if (version > FORMAT_VERSION)
    throw new BackupError(
      `${what} is of backup format ${version}, newer than this sandbox reads (${FORMAT_VERSION}); restore it with a newer sandbox.`,
    );
  const unknown = migrations.filter((m) => !knownMigrations.includes(m));
  if (unknown.length)
    throw new BackupError(
      `${what} was taken from a newer sandbox (its database has migrations this one lacks: ${unknown.join(', ')}); restore it with a newer sandbox.`,
    );
  return {
    kind: 'header',
    format: FORMAT,
    version,
    migrations: migrations as string[],
    engine: engine === 'postgres' ? 'postgres' : 'embedded',
    createdAt: String(createdAt),
  };
}
