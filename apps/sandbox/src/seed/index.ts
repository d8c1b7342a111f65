import type { AppContext } from '../context.js';
import { seedAccounts, type SeededAccounts } from './accounts.js';

export type { SeededAccounts } from './accounts.js';

/** What src/seed/apps-jobs.ts exports: seedAppsAndJobs(db, { ctx, accounts }) adds demo apps, sessions and tasks. */
interface AppsJobsSeedModule {
  seedAppsAndJobs(db: AppContext['db'], opts: { ctx: AppContext; accounts: SeededAccounts }): Promise<unknown>;
}

async function loadAppsJobsSeed(): Promise<AppsJobsSeedModule | undefined> {
  const specifier = './apps-jobs.js';
  try {
    return (await import(specifier)) as AppsJobsSeedModule;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && String(err).includes('apps-jobs'))
      return undefined;
    throw err;
  }
}

/** Seeds a database that has no environment yet; answers what was created, or undefined when it was not empty. */
export async function seedIfEmpty(
  ctx: AppContext,
  opts: { samlMetadataUrl: string },
): Promise<SeededAccounts | undefined> {
  const row = await ctx.db.one<{ n: number }>('select count(*) as n from environments');
  if ((row?.n ?? 0) > 0) return undefined;
  const accounts = await seedAccounts(ctx.db, {
    adminPassword: ctx.config.adminPassword,
    samlMetadataUrl: opts.samlMetadataUrl,
  });
  const appsJobs = await loadAppsJobsSeed();
  if (appsJobs) await appsJobs.seedAppsAndJobs(ctx.db, { ctx, accounts });
  return accounts;
}
