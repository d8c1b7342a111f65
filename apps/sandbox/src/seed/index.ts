import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { countAll } from '../db/db.js';
import { seedAccounts, type SeededAccounts } from './accounts.js';
import { seedAppsAndJobs } from './apps-jobs.js';

export type { SeededAccounts } from './accounts.js';

/**
 * Seeds a database that has no environment yet; answers what was created, or undefined when it was
 * not empty. On PostgreSQL, instances that start together on an empty database seed it once: each
 * holds a transaction-scoped advisory lock while it looks and seeds (through its other connections),
 * so the others wait and then find it seeded. The embedded engine has one process and one connection.
 */
export async function seedIfEmpty(
  ctx: AppContext,
  opts: { samlMetadataUrl: string },
): Promise<SeededAccounts | undefined> {
  if (!ctx.config.databaseUrl) return seedEmpty(ctx, opts);
  return ctx.db.tx(async (t) => {
    await sql`select pg_advisory_xact_lock(hashtext('pro-sandbox demo data'))`.execute(t.kysely);
    return seedEmpty(ctx, opts);
  });
}

async function seedEmpty(ctx: AppContext, opts: { samlMetadataUrl: string }): Promise<SeededAccounts | undefined> {
  const { n } = await ctx.db.kysely.selectFrom('environments').select(countAll).executeTakeFirstOrThrow();
  if (n > 0) return undefined;
  const accounts = await seedAccounts(ctx.db, {
    adminPassword: ctx.config.adminPassword,
    samlMetadataUrl: opts.samlMetadataUrl,
  });
  await seedAppsAndJobs(ctx.db, { ctx });
  return accounts;
}
