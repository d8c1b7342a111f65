import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/** Where a sandbox keeps its files: its data directory, or its PostgreSQL database when it has one. */
export interface FileHome {
  dataDir: string;
  databaseUrl?: string;
}

export interface StoredFile {
  /** The file's key ('apps/12/model.aimmspack'); a save not yet complete is '.tmp/<its id>'. */
  key: string;
  size: number;
}

/** The files under the data directory; one the running sandbox removes while they are listed is not kept, so not listed. */
function onDisk(dataDir: string): StoredFile[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .flatMap((f) => {
      const file = path.join(f.parentPath, f.name);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return stat ? [{ key: path.relative(root, file).split(path.sep).join('/'), size: stat.size }] : [];
    });
}

async function inDatabase(databaseUrl: string): Promise<StoredFile[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; size: string }>(
      `select key, size from stored_files
       union all
       select '.tmp/' || blob_id, sum(length(data)) from file_chunks c
       where not exists (select 1 from stored_files f where f.blob_id = c.blob_id) group by blob_id`,
    );
    return rows.map((r) => ({ key: r.key, size: Number(r.size) }));
  } finally {
    await client.end();
  }
}

/** Every file a sandbox keeps, whichever engine it runs on, sorted by key. */
export async function storedFiles(home: FileHome): Promise<StoredFile[]> {
  const files = home.databaseUrl ? await inDatabase(home.databaseUrl) : onDisk(home.dataDir);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** The keys of the files under a folder ('images', 'tasks/requests'), relative to it, sorted. */
export async function storedKeys(home: FileHome, folder: string): Promise<string[]> {
  const prefix = `${folder.replace(/\/$/, '')}/`;
  return (await storedFiles(home)).filter((f) => f.key.startsWith(prefix)).map((f) => f.key.slice(prefix.length));
}
