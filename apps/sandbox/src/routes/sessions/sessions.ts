import { Readable } from 'node:stream';
import { ErrorCode, notFound } from '../../errors.js';
import type { AppContext, Handler, HandlerMap } from '../../context.js';
import { requireCaller } from '../../context.js';
import { sessionLogFileName, type SessionManagerKind as SessionKind } from '@pro-portal/rules';
import { appStats, type AppStatsQuery } from '../../services/app-stats.js';
import { findVisibleApp } from '../../services/apps.js';
import { logText, readLogs, type LogFilter } from '../../services/logs.js';
import {
  assertSessionVisible,
  deleteSession,
  getSession,
  listSessions,
  startSession,
  terminateSession,
  type SessionQuery,
} from '../../services/sessions.js';
import { listOverview, type OverviewQuery } from '../../services/session-overview.js';
import { sessionEvents } from '../../services/session-events.js';
import { sessionStats, type StatsQuery } from '../../services/session-stats.js';
import { createTask, prepareTask } from '../../services/tasks.js';
import { saveTaskRequest } from '../../services/task-request.js';
import { taskSessionId } from '../../services/task-rows.js';
import { sendTextFile } from '../text-file.js';

type KindParams = { kind: SessionKind; session_id: string };
type LaunchBody = { appName: string; appVersion: string; serviceName?: string; description?: string };

/** Every operation of the session-manager API. */
export function sessionsHandlers(ctx: AppContext): HandlerMap {
  const logsOf =
    (fixedKind?: SessionKind): Handler =>
    async (req) => {
      const caller = requireCaller(req);
      const { session_id, kind } = req.params as KindParams;
      await assertSessionVisible(ctx.db, caller, fixedKind ?? kind, session_id);
      return readLogs(ctx.db, fixedKind ?? kind, session_id, req.query as LogFilter);
    };
  return {
    listSessions: async (req) => {
      const { kind } = req.params as KindParams;
      return listSessions(ctx.db, requireCaller(req), kind, req.query as SessionQuery);
    },
    getSession: async (req) => {
      const { kind, session_id } = req.params as KindParams;
      const { include_deleted_apps } = req.query as SessionQuery;
      return getSession(ctx.db, requireCaller(req), kind, session_id, include_deleted_apps);
    },
    deleteSession: async (req) => {
      const { kind, session_id } = req.params as KindParams;
      await deleteSession(ctx, requireCaller(req), kind, session_id);
    },
    terminateSession: async (req) => {
      const { kind, session_id } = req.params as KindParams;
      await terminateSession(ctx, requireCaller(req), kind, session_id);
    },
    getAppStats: async (req) => {
      const { app_name } = req.params as { app_name: string };
      return appStats(ctx.db, requireCaller(req), app_name, req.query as AppStatsQuery);
    },
    listAllSessions: async (req) => listOverview(ctx.db, requireCaller(req), req.query as OverviewQuery),
    getSessionStats: async (req) => sessionStats(ctx.db, requireCaller(req), req.query as StatsQuery),
    getSessionEvents: async (req) => {
      const { kind, session_id } = req.params as KindParams;
      await assertSessionVisible(ctx.db, requireCaller(req), kind, session_id);
      return sessionEvents(ctx.db, kind, session_id);
    },
    getSessionLogs: logsOf(),
    getTaskSessionLogsLegacy: logsOf('task'),
    getWebUISessionLogsLegacy: logsOf('webui'),
    downloadSessionLogs: async (req, reply) => {
      const { kind, session_id } = req.params as KindParams;
      await assertSessionVisible(ctx.db, requireCaller(req), kind, session_id);
      const text = await logText(ctx.db, kind, session_id);
      return sendTextFile(reply, sessionLogFileName(kind, session_id), text);
    },
    launchWebUISession: async (req, reply) => {
      const caller = requireCaller(req);
      const { appName, appVersion, description } = req.body as LaunchBody;
      const app = await findVisibleApp(ctx.db, caller, appName, appVersion);
      if (!app || app.is_webui === null) {
        throw notFound(
          `Application ${appName} ${appVersion} does not exist or you have no access to it.`,
          ErrorCode.appNotFound,
        );
      }
      reply.code(201);
      return startSession(ctx, caller, 'webui', app, description);
    },
    launchTaskSession: async (req, reply) => {
      const caller = requireCaller(req);
      const { appName, appVersion, serviceName = '', description } = req.body as LaunchBody;
      const prepared = await prepareTask(ctx, caller, appName, appVersion, {}, { port: ctx.config.port });
      const request = await saveTaskRequest(
        ctx.files,
        Readable.from([JSON.stringify({ description: description ?? '' })]),
        'application/json',
      );
      const task = await createTask(ctx, caller, prepared, serviceName, {}, request).catch(async (err: unknown) => {
        if (request.key) await ctx.files.remove(request.key);
        throw err;
      });
      reply.code(201);
      return {
        id: taskSessionId({ id: task.id, group_index: task.groupIndex }),
        state: task.state,
        app_name: task.appName,
        app_version: task.appVersion,
        user: task.userName,
        environment: task.userEnvironment,
        created_at: task.createdAt,
      };
    },
  };
}
