import type { AppContext, HandlerMap } from '../context.js';

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
 */
export interface AppsJobsModule {
  appsJobsHandlers(ctx: AppContext): { main: HandlerMap; sessions: HandlerMap };
  startJobs?(ctx: AppContext): () => Promise<void>;
}
