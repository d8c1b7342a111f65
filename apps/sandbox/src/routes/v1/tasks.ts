import { validationMessages } from '@pro-portal/rules';
import type { AppContext, HandlerMap } from '../../context.js';
import { requireCaller } from '../../context.js';
import { deleteTask, getTask, interruptTask, listTasks, type TaskQuery } from '../../services/tasks.js';
import { toTaskListV1, toTaskV1 } from '../../services/task-v1.js';
import { createFromRequest, sendResponse, TASK_BODY_LIMIT } from '../main/tasks.js';

type TaskParams = { id: string };

/**
 * The v1 tasks API, which the platform still serves to older clients: the same tasks as v2 (one
 * store, the same rules and answers' status codes), each answered in its v1 form.
 */
export function tasksV1Handlers(ctx: AppContext): HandlerMap {
  return {
    createTaskV1: {
      handler: async (req) => toTaskV1(await createFromRequest(ctx, req)),
      bodyLimit: TASK_BODY_LIMIT,
      tooLargeMessage: validationMessages.task.requestDataTooLarge,
    },
    listTasksV1: async (req) => toTaskListV1(await listTasks(ctx.db, requireCaller(req), req.query as TaskQuery)),
    getTaskV1: async (req) => toTaskV1(await getTask(ctx.db, requireCaller(req), (req.params as TaskParams).id)),
    deleteTaskV1: async (req) => toTaskV1(await deleteTask(ctx, requireCaller(req), (req.params as TaskParams).id)),
    updateTaskV1: async (req) => {
      const { setstatus } = req.body as { setstatus: string };
      const task = await interruptTask(ctx, requireCaller(req), (req.params as TaskParams).id, undefined, setstatus);
      return { ...toTaskV1(task), setstatus: 'interrupt-processed' };
    },
    getTaskResponseV1: (req, reply) => sendResponse(ctx, req, reply),
  };
}
