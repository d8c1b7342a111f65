import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartError } from './start-errors.js';

/** Everything the server needs to know about where it runs; read once from the environment by main.ts. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded database in dataDir/pgdata is used. */
  databaseUrl?: string;
  /** Password of the ROOT admin at first start; generated when absent. */
  adminPassword?: string;
  /** Base path of the portal, always starting and ending with '/'. */
  basePath: string;
  /** Value of the X-Account-Portal-Mode header ('mixed' turns mixed mode on). */
  portalMode: string;
  /** How many times faster than real time simulated jobs advance. */
  jobSpeed: number;
  /** Folder of the built portal (holds index.html and v3/assets). */
  portalDist: string;
  /** Secret for signing session-bound tokens and the development SAML responses. */
  secret?: string;
  /** Key that encrypts the secret manager's values; generated and kept in the database when absent. */
  secretsKey?: string;
  /** Version reported by /portal/pro_version. */
  proVersion: string;
  /** The account's name, as the user manager API answers it (account_name). */
  accountName: string;
  /** Whether to print seeded accounts and the listening address. */
  quiet?: boolean;
  /** Seconds the first temporary sign-in block lasts; each further block within a day lasts twice as long, at most 60 times this. */
  signInBlockSeconds: number;
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Normalises a base path to '/x/y/' form. */
function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new StartError(`${name} must be a positive number, got '${value}'`);
  return n;
}

/** Reads the configuration from environment variables (see README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: positiveNumber(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.SANDBOX_ADMIN_PASSWORD || undefined,
    basePath: normaliseBasePath(env.PORTAL_BASE_PATH),
    portalMode: env.PORTAL_MODE ?? '',
    jobSpeed: positiveNumber(env.JOB_SPEED, 1, 'JOB_SPEED'),
    portalDist: path.resolve(env.PORTAL_DIST || path.join(packageDir, '..', 'portal', 'dist')),
    secret: env.SANDBOX_SECRET || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    proVersion: env.PRO_VERSION || '2.0.0-sandbox',
    accountName: env.ACCOUNT_NAME?.trim() || 'sandbox',
    quiet: env.SANDBOX_QUIET === '1',
    signInBlockSeconds: positiveNumber(env.SIGN_IN_BLOCK_SECONDS, 60, 'SIGN_IN_BLOCK_SECONDS'),
  };
}
