import type { AppContext, HandlerMap } from '../context.js';
import { appsJobsHandlers } from './apps-jobs.js';
import { authHandlers } from './auth/auth.js';
import { apiKeyHandlers } from './main/api-keys.js';
import { appAccessHandlers } from './main/app-access.js';
import { customizationHandlers } from './main/customization.js';
import { environmentHandlers } from './main/environments.js';
import { groupHandlers } from './main/groups.js';
import { portalAccountHandlers } from './main/portal-account.js';
import { storageHandlers } from './main/storage.js';
import { userHandlers } from './main/users.js';
import { secretManagerHandlers } from './secrets/secret-manager.js';
import { userManagerHandlers } from './users/user-manager.js';
import { portalModeHandlers } from './v1/portal-mode.js';
import { tasksV1Handlers } from './v1/tasks.js';

/** Handler maps per API, keyed by operationId. */
interface ApiHandlers {
  main: HandlerMap;
  v1: HandlerMap;
  auth: HandlerMap;
  sessions: HandlerMap;
  users: HandlerMap;
  secrets: HandlerMap;
}

/** Every handler of the six APIs. */
export function allHandlers(ctx: AppContext): ApiHandlers {
  const b = appsJobsHandlers(ctx);
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
  // The v1 API's calls other than the portal mode and the v1 tasks are its v2 calls under the same operationId.
  const v1 = { ...main, ...portalModeHandlers(ctx), ...tasksV1Handlers(ctx) };
  return {
    main,
    v1,
    auth: authHandlers(ctx),
    sessions: b.sessions,
    users: userManagerHandlers(ctx),
    secrets: secretManagerHandlers(ctx),
  };
}
