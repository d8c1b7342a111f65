import type { AppContext } from '../context.js';
import { countAll } from '../db/db.js';
import { seedAccounts, type SeededAccounts } from './accounts.js';
import { seedAppsAndJobs } from './apps-jobs.js';

export type { SeededAccounts } from './accounts.js';

/** Seeds a database that has no environment yet; answers what was created, or undefined when it was not empty. */
export async function seedIfEmpty(
  ctx: AppContext,
  opts: { samlMetadataUrl: string },
): Promise<SeededAccounts | undefined> {
  const { n } = await ctx.db.kysely.selectFrom('environments').select(countAll).executeTakeFirstOrThrow();
  if (n > 0) return undefined;
  const accounts = await seedAccounts(ctx.db, {
    adminPassword: ctx.config.adminPassword,
    samlMetadataUrl: opts.samlMetadataUrl,
  });
  await seedAppsAndJobs(ctx.db, { ctx });
  return accounts;
}
