import type { AppContext, HandlerMap } from '../../context.js';
import { requireCaller } from '../../context.js';
import { launchApp, launchingStatus } from '../../services/launch.js';

type LaunchBody = { appName: string; appVersion: string; deviceId?: string };

/** POST /portal/launch-app and the Launching tag. */
export function launchingHandlers(ctx: AppContext): HandlerMap {
  return {
    launchApp: async (req) => {
      const { appName, appVersion, deviceId } = req.body as LaunchBody;
      return launchApp(ctx, requireCaller(req), appName, appVersion, deviceId);
    },
    startLaunching: async (req, reply) => {
      const caller = requireCaller(req);
      const { appName, appVersion, deviceId } = req.body as LaunchBody;
      const launched = await launchApp(ctx, caller, appName, appVersion, deviceId);
      reply.code(202);
      return launchingStatus(ctx, caller, launched.instanceId);
    },
    getLaunchingStatus: async (req) =>
      launchingStatus(ctx, requireCaller(req), (req.params as { appInstanceId: string }).appInstanceId),
  };
}
