import { randomUUID } from 'node:crypto';
import type { AppContext, Caller } from '../context.js';
import { badRequest, ErrorCode, notFound } from '../errors.js';
import type { AppRow } from './app-rows.js';
import { findLatestVisibleApp, findVisibleApp } from './apps.js';
import { jobOwner } from './job-owner.js';
import { startSession } from './sessions.js';

interface LaunchResult {
  isWebUI: boolean;
  appVersion: string;
  instanceId: string;
  launchLink: string;
}

/** The app to launch: the given version, or the latest when the version is 'latest' and no such version exists. */
async function appToLaunch(ctx: AppContext, caller: Caller, appName: string, appVersion: string): Promise<AppRow> {
  if (!appName?.trim() || !appVersion?.trim())
    throw badRequest('appName and appVersion are required.', ErrorCode.appNotFound);
  let app = await findVisibleApp(ctx.db, caller, appName, appVersion);
  if (!app && appVersion.toLowerCase() === 'latest') app = await findLatestVisibleApp(ctx.db, caller, appName);
  if (!app || app.is_webui === null) {
    throw notFound(
      `Application ${appName} ${appVersion} does not exist, is still being published, or you have no access to it.`,
      ErrorCode.appNotFound,
    );
  }
  return app;
}

/** The sandbox page that stands in for a running WebUI app. */
const webuiLink = (basePath: string, instanceId: string) => `${basePath}apps/${encodeURIComponent(instanceId)}/`;

/** The desktop launcher's link for a WinUI app. */
const winuiLink = (app: Pick<AppRow, 'name' | 'version'>, instanceId: string, deviceId: string) =>
  `aimmspro://launch?app=${encodeURIComponent(app.name)}&version=${encodeURIComponent(app.version)}&instance=${instanceId}&device=${encodeURIComponent(deviceId)}`;

/** POST /portal/launch-app (and /launching): a WebUI app gets a new WebUI session; a WinUI app a launcher link. */
export async function launchApp(
  ctx: AppContext,
  caller: Caller,
  appName: string,
  appVersion: string,
  deviceId = '',
): Promise<LaunchResult> {
  const app = await appToLaunch(ctx, caller, appName, appVersion);
  const isWebUI = app.is_webui === 'true';
  return ctx.db.tx(async (db) => {
    const instanceId = isWebUI
      ? (await startSession(ctx, caller, 'webui', app, `Launched from device ${deviceId || 'unknown'}`, db)).id
      : randomUUID();
    const launchLink = isWebUI ? webuiLink(ctx.config.basePath, instanceId) : winuiLink(app, instanceId, deviceId);
    await db.kysely
      .insertInto('launches')
      .values({
        instance_id: instanceId,
        ...jobOwner(app, caller),
        device_id: deviceId,
        is_webui: isWebUI,
        session_id: isWebUI ? instanceId : null,
        environment: caller.environmentName,
      })
      .execute();
    return { isWebUI, appVersion: app.version, instanceId, launchLink };
  });
}

interface LaunchingStatus {
  appInstanceId: string;
  appName: string;
  appVersion: string;
  state: 'starting' | 'running' | 'failed';
  isWebUI: boolean;
  launchLink: string | null;
}

const launchState = (row: { is_webui: boolean; session_state: string | null }): LaunchingStatus['state'] => {
  if (!row.is_webui) return 'running';
  if (row.session_state === 'running') return 'running';
  if (row.session_state === 'created' || row.session_state === 'launching') return 'starting';
  return 'failed';
};

/** GET /launching/{appInstanceId}: starting while the WebUI session starts, running once it runs, failed when it ended. */
export async function launchingStatus(ctx: AppContext, caller: Caller, instanceId: string): Promise<LaunchingStatus> {
  const row = await ctx.db.kysely
    .selectFrom('launches as l')
    .leftJoin('sessions as s', 's.id', 'l.session_id')
    .select([
      'l.instance_id',
      'l.app_name',
      'l.app_version',
      'l.device_id',
      'l.is_webui',
      'l.user_id',
      's.state as session_state',
    ])
    .where('l.instance_id', '=', instanceId)
    .executeTakeFirst();
  if (!row || (!caller.isAdmin && row.user_id !== caller.userId)) {
    throw notFound(`No application instance ${instanceId} exists.`, ErrorCode.launchNotFound);
  }
  const state = launchState(row);
  const link = row.is_webui
    ? webuiLink(ctx.config.basePath, row.instance_id)
    : winuiLink({ name: row.app_name, version: row.app_version }, row.instance_id, row.device_id ?? '');
  return {
    appInstanceId: row.instance_id,
    appName: row.app_name,
    appVersion: row.app_version,
    state,
    isWebUI: row.is_webui,
    launchLink: state === 'running' ? link : null,
  };
}
