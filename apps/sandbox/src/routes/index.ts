import type { FastifyPluginAsync } from 'fastify';
import type { AppContext, HandlerMap } from '../context.js';
import { authHandlers } from './auth/auth.js';
import { apiKeyHandlers } from './main/api-keys.js';
import { appAccessHandlers } from './main/app-access.js';
import { customizationHandlers } from './main/customization.js';
import { environmentHandlers } from './main/environments.js';
import { groupHandlers } from './main/groups.js';
import { portalAccountHandlers } from './main/portal-account.js';
import { storageHandlers } from './main/storage.js';
import { userHandlers } from './main/users.js';
import { portalModeHandlers } from './v1/portal-mode.js';

/** Handler maps per API, keyed by operationId. */
export interface ApiHandlers {
  main: HandlerMap;
  v1: HandlerMap;
  auth: HandlerMap;
  sessions: HandlerMap;
}

/**
 * What src/routes/apps-jobs.ts exports:
 *   appsJobsHandlers(ctx) -> { main: HandlerMap; sessions: HandlerMap }
 *     main: Applications, Categories, AimmsVersions, Launching, Tasks and the Portal calls
 *           launchApp, listPortalApps, getAppIconUrl, getTaskResponse;
 *     sessions: every operation of the session-manager API.
 *   startJobs?(ctx) -> stop(): Promise<void>   (the simulator; started after the seed, stopped on close)
 *   appsJobsPlugin?(ctx) -> plugin registered before the APIs (task body streaming, the WebUI stand-in page)
 */
export interface AppsJobsModule {
  appsJobsHandlers(ctx: AppContext): { main: HandlerMap; sessions: HandlerMap };
  startJobs?(ctx: AppContext): () => Promise<void>;
  /** Hooks and routes outside the specs; registered on the root instance before the APIs. */
  appsJobsPlugin?(ctx: AppContext): FastifyPluginAsync;
}

/** The apps-and-jobs module, when it is present in this build. */
export async function loadAppsJobs(): Promise<AppsJobsModule | undefined> {
  const specifier = './apps-jobs.js';
  try {
    return (await import(specifier)) as AppsJobsModule;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && String(err).includes('apps-jobs'))
      return undefined;
    throw err;
  }
}

/** Every handler of the four APIs. */
export function allHandlers(ctx: AppContext, appsJobs: AppsJobsModule | undefined): ApiHandlers {
  const b = appsJobs?.appsJobsHandlers(ctx) ?? { main: {}, sessions: {} };
  const main: HandlerMap = {
    ...portalAccountHandlers(ctx),
    ...appAccessHandlers(ctx),
    ...environmentHandlers(ctx),
    ...groupHandlers(ctx),
    ...userHandlers(ctx),
    ...apiKeyHandlers(ctx),
    ...customizationHandlers(ctx),
    ...storageHandlers(ctx),
  };
  for (const [operationId, handler] of Object.entries(b.main)) {
    if (operationId in main) throw new Error(`Two handlers for ${operationId}`);
    main[operationId] = handler;
  }
  return { main, v1: portalModeHandlers(ctx), auth: authHandlers(ctx), sessions: b.sessions };
}
