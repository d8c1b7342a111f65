import type { AppContext, HandlerMap } from '../context.js';
import { authHandlers } from './auth/auth.js';
import { aimmsVersionsHandlers } from './main/aimms-versions.js';
import { apiKeyHandlers } from './main/api-keys.js';
import { appAccessHandlers } from './main/app-access.js';
import { applicationsHandlers } from './main/applications.js';
import { categoriesHandlers } from './main/categories.js';
import { customizationHandlers } from './main/customization.js';
import { environmentHandlers } from './main/environments.js';
import { groupHandlers } from './main/groups.js';
import { launchingHandlers } from './main/launching.js';
import { portalAccountHandlers } from './main/portal-account.js';
import { storageHandlers } from './main/storage.js';
import { tasksHandlers } from './main/tasks.js';
import { userHandlers } from './main/users.js';
import { secretManagerHandlers } from './secrets/secret-manager.js';
import { sessionsHandlers } from './sessions/sessions.js';
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
  const groups = [
    portalAccountHandlers(ctx),
    appAccessHandlers(ctx),
    environmentHandlers(ctx),
    groupHandlers(ctx),
    userHandlers(ctx),
    apiKeyHandlers(ctx),
    customizationHandlers(ctx),
    storageHandlers(ctx),
    applicationsHandlers(ctx),
    categoriesHandlers(ctx),
    aimmsVersionsHandlers(ctx),
    launchingHandlers(ctx),
    tasksHandlers(ctx),
  ];
  // Each operation has one handler: a second one for the same operationId is a mistake of the code.
  const main: HandlerMap = {};
  for (const [operationId, handler] of groups.flatMap((g) => Object.entries(g))) {
    if (operationId in main) throw new Error(`Two handlers for ${operationId}`);
    main[operationId] = handler;
  }
  // The v1 API's calls other than the portal mode and the v1 tasks are its v2 calls under the same operationId.
  const v1 = { ...main, ...portalModeHandlers(ctx), ...tasksV1Handlers(ctx) };
  return {
    main,
    v1,
    auth: authHandlers(ctx),
    sessions: sessionsHandlers(ctx),
    users: userManagerHandlers(ctx),
    secrets: secretManagerHandlers(ctx),
  };
}
