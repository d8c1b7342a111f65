import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { pidAlive } from './pid-alive';

/**
 * A sandbox's first start initialises its database and seeds the demo data, which costs most of a
 * start (about 10 s of the embedded engine's 14). A suite's sandbox therefore starts from a copy of
 * one seeded template instead: the data directory of a sandbox that made its first start and stopped,
 * and for PostgreSQL a template database. The template is made once per build of the sandbox and per
 * day (its name carries a hash of the built code and the date, so a rebuild or a new day makes a new
 * one) by whichever suite needs it first, under a lock the other suites wait on. The seed dates its
 * jobs and apps back from its own start, so a template weeks old would hand a suite data that job
 * retention has since removed.
 */

/** Settings that change only how a started sandbox runs, never what its first start writes. */
const RUNTIME_ONLY = new Set([
  'JOB_SPEED',
  'LOG_LEVEL',
  'PORTAL_BASE_PATH',
  'PORTAL_DIST',
  'PORTAL_MODE',
  'SIGN_IN_BLOCK_SECONDS',
]);

/** A start with other settings than these (its own account name, secrets key, …) makes its own first start. */
export const startsFromTemplate = (env: Record<string, string> = {}): boolean =>
  Object.keys(env).every((key) => RUNTIME_ONLY.has(key));

export interface SeededTemplate {
  /** The data directory to copy (embedded database and stored files). */
  dataDir: string;
  adminPassword: string;
  /** The PostgreSQL template database, for the 'postgres' backend. */
  databaseName?: string;
}

interface TemplateSource {
  repoRoot: string;
  backend: 'embedded' | 'postgres';
  /** Makes a first start on this data directory (and database) with this admin password, then stops. */
  seed(dataDir: string, adminPassword: string, databaseUrl?: string): Promise<void>;
}

const TEMPLATE_PASSWORD = 'Template#Admin1';
const LOCK_WAIT_MS = 180_000;

/** A hash of everything a first start runs: the sandbox's and the shared rules' built code (not their source maps). */
function buildHash(repoRoot: string): string {
  const hash = createHash('sha256');
  for (const dir of ['apps/sandbox/dist', 'packages/rules/dist']) {
    const root = path.join(repoRoot, dir);
    const files = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => !f.endsWith('.map') && fs.statSync(path.join(root, f)).isFile())
      .sort();
    for (const f of files) hash.update(`${dir}/${f}\0`).update(fs.readFileSync(path.join(root, f)));
  }
  return hash.digest('hex').slice(0, 12);
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(run: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

const databaseExists = (name: string) =>
  withAdmin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);

/** Takes the lock directory, or answers false while a live process holds it. */
function tryLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch {
    const holder = Number(fs.readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
    if (holder && !pidAlive(holder)) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** The seeded template for this build, day and backend, made now if no suite has made it yet. */
export async function seededTemplate(source: TemplateSource): Promise<SeededTemplate> {
  const build = buildHash(source.repoRoot);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const home = path.join(os.tmpdir(), `pro-sandbox-template-${build}-${day}-${source.backend}`);
  const ready = path.join(home, 'ready.json');
  const lock = `${home}.lock`;
  const databaseName = source.backend === 'postgres' ? `sandbox_template_${build}_${day}` : undefined;
  const usable = async () =>
    fs.existsSync(ready) && (databaseName === undefined || (await databaseExists(databaseName)));

  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!(await usable())) {
    if (tryLock(lock)) {
      try {
        if (!(await usable())) await make(source, home, databaseName);
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`Gave up waiting for the seeded template at ${home}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return JSON.parse(fs.readFileSync(ready, 'utf8')) as SeededTemplate;
}

const STALE_AFTER_MS = 6 * 3600_000;

/** Templates of earlier builds and days go once they are hours old (a run of another checkout may still use a newer one). */
async function removeStaleTemplates(home: string): Promise<void> {
  const parent = path.dirname(home);
  for (const name of fs.readdirSync(parent)) {
    const other = path.join(parent, name);
    if (!name.startsWith('pro-sandbox-template-') || other === home || name.endsWith('.lock')) continue;
    if (fs.existsSync(`${other}.lock`)) continue;
    const ready = path.join(other, 'ready.json');
    if (fs.existsSync(ready) && Date.now() - fs.statSync(ready).mtimeMs < STALE_AFTER_MS) continue;
    const stale = fs.existsSync(ready) ? (JSON.parse(fs.readFileSync(ready, 'utf8')) as SeededTemplate) : undefined;
    if (stale?.databaseName && process.env.TEST_DATABASE_URL)
      await withAdmin((c) => c.query(`drop database if exists ${stale.databaseName}`)).catch(() => undefined);
    fs.rmSync(other, { recursive: true, force: true });
  }
}

async function make(source: TemplateSource, home: string, databaseName: string | undefined): Promise<void> {
  await removeStaleTemplates(home);
  fs.rmSync(home, { recursive: true, force: true });
  const dataDir = path.join(home, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  if (databaseName) {
    await withAdmin(async (c) => {
      await c.query(`drop database if exists ${databaseName}`);
      await c.query(`create database ${databaseName}`);
    });
  }
  await source.seed(dataDir, TEMPLATE_PASSWORD, databaseName && databaseUrl(databaseName));
  const template: SeededTemplate = { dataDir, adminPassword: TEMPLATE_PASSWORD, databaseName };
  fs.writeFileSync(path.join(home, 'ready.json'), JSON.stringify(template));
}

/** A copy of the template's data directory at `dataDir` (which exists and is empty). */
export function copyTemplateData(template: SeededTemplate, dataDir: string): void {
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
}
