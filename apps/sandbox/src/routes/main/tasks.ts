import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_DATA_MAX_BYTES, TASK_INTERRUPT_STATUS, validationMessages } from '@pro-portal/rules';
import type { AppContext, HandlerMap } from '../../context.js';
import { requireCaller } from '../../context.js';
import { saveTaskRequest, type SavedRequest } from '../../services/task-request.js';
import {
  createTask,
  deleteTask,
  getTask,
  interruptTask,
  listTasks,
  openTaskResponse,
  prepareTask,
  type TaskQuery,
  type TaskSchedule,
} from '../../services/tasks.js';
import type { TaskDto } from '../../services/task-rows.js';
import { taskLogFile, taskLogs } from '../../services/task-logs.js';
import { taskStatus } from '../../services/task-status.js';
import { currentTaskStats, taskStats, type TaskStatsQuery } from '../../services/task-stats.js';
import { sendTextFile } from '../text-file.js';

type CreateParams = { appName: string; appVersion?: string; serviceName: string };
type TaskParams = { id: string };
type TaskIndexQuery = { groupIndex?: number; prettyFormat?: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The request data of a task, already streamed to disk by the task body hook. */
    taskRequest?: SavedRequest;
  }
}

/** Answers JSON, indented when prettyFormat asks for it. */
function json(reply: FastifyReply, value: unknown, pretty: boolean | undefined) {
  if (!pretty) return value;
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value, null, 2));
}

async function requestData(ctx: AppContext, req: FastifyRequest): Promise<SavedRequest> {
  if (req.taskRequest) return req.taskRequest;
  return saveTaskRequest(ctx.files, Readable.from([JSON.stringify(req.body ?? null)]), 'application/json');
}

/** Queues the task a creation request asks for (v1 and v2 alike); its request data is stored as sent. */
export async function createFromRequest(ctx: AppContext, req: FastifyRequest): Promise<TaskDto> {
  const caller = requireCaller(req);
  const { appName, appVersion, serviceName } = req.params as CreateParams;
  const query = req.query as TaskSchedule;
  const hook = req.headers.taskstatehook;
  const schedule: TaskSchedule = { ...query, taskStateHook: Array.isArray(hook) ? hook[0] : hook };
  let saved: SavedRequest | undefined;
  try {
    const prepared = await prepareTask(ctx, caller, appName, appVersion, schedule, {
      port: ctx.config.port,
      host: req.headers.host,
    });
    saved = await requestData(ctx, req);
    return await createTask(ctx, caller, prepared, serviceName, schedule, saved);
  } catch (err) {
    const stored = (saved ?? req.taskRequest)?.key;
    if (stored) await ctx.files.remove(stored);
    throw err;
  }
}

// The platform answers 200 with the queued task; clients read its id only on 200.
const create = async (ctx: AppContext, req: FastifyRequest, reply: FastifyReply) =>
  json(reply, await createFromRequest(ctx, req), (req.query as TaskSchedule).prettyFormat);

/** Streams a task's response data, as stored by the service. */
export async function sendResponse(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const { id } = req.params as TaskParams;
  const { groupIndex } = req.query as TaskIndexQuery;
  const file = await openTaskResponse(ctx, requireCaller(req), id, groupIndex);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.stream);
}

/** Options for the task creation routes: request data up to 128 MB. */
export const TASK_BODY_LIMIT = REQUEST_DATA_MAX_BYTES;

export function tasksHandlers(ctx: AppContext): HandlerMap {
  const createSpec = {
    handler: (req: FastifyRequest, reply: FastifyReply) => create(ctx, req, reply),
    bodyLimit: TASK_BODY_LIMIT,
    tooLargeMessage: validationMessages.task.requestDataTooLarge,
  };
  return {
    createTask: createSpec,
    createTaskForLatestVersion: createSpec,
    listTasks: async (req, reply) => {
      const q = req.query as TaskQuery & { prettyFormat?: boolean };
      return json(reply, await listTasks(ctx.db, requireCaller(req), q), q.prettyFormat);
    },
    getTask: async (req, reply) => {
      const { groupIndex, prettyFormat } = req.query as TaskIndexQuery;
      return json(
        reply,
        await getTask(ctx.db, requireCaller(req), (req.params as TaskParams).id, groupIndex),
        prettyFormat,
      );
    },
    deleteTask: async (req) =>
      deleteTask(ctx, requireCaller(req), (req.params as TaskParams).id, (req.query as TaskIndexQuery).groupIndex),
    updateTask: async (req) => {
      // No body: the interrupt of the whole execution.
      const setstatus =
        (req.body as { setstatus: string } | undefined)?.setstatus ?? TASK_INTERRUPT_STATUS.interruptExecution;
      return interruptTask(
        ctx,
        requireCaller(req),
        (req.params as TaskParams).id,
        (req.query as TaskIndexQuery).groupIndex,
        setstatus,
      );
    },
    getTaskResponseData: (req, reply) => sendResponse(ctx, req, reply),
    getTaskStatus: async (req) =>
      taskStatus(ctx.db, requireCaller(req), (req.params as TaskParams).id, (req.query as TaskIndexQuery).groupIndex),
    getTaskLogs: async (req) => {
      const { groupIndex, offset, limit } = req.query as TaskIndexQuery & { offset?: number; limit?: number };
      return taskLogs(ctx.db, requireCaller(req), (req.params as TaskParams).id, groupIndex, { offset, limit });
    },
    downloadTaskLogs: async (req, reply) => {
      const { groupIndex } = req.query as TaskIndexQuery;
      const file = await taskLogFile(ctx.db, requireCaller(req), (req.params as TaskParams).id, groupIndex);
      return sendTextFile(reply, file.fileName, file.text);
    },
    getTaskStats: async (req) => taskStats(ctx.db, requireCaller(req), req.query as TaskStatsQuery),
    getCurrentTaskStats: async (req) =>
      currentTaskStats(ctx.db, requireCaller(req), (req.query as { listAll?: boolean }).listAll),
    getTaskResponse: (req, reply) => sendResponse(ctx, req, reply),
  };
}
