import { taskFormMessages } from './schedule';

/** Parses request data text as the JSON object a task's body must be; the errors say so in plain words. */
export function parseRequestData(text: string): object {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(taskFormMessages.notJson);
  }
  if (value === null || typeof value !== 'object') throw new Error(taskFormMessages.notObject);
  return value;
}

/** The groupIndex part of a downloaded file's name: only for tasks that belong to a repeating group. */
export const fileGroupIndex = (task: { groupIndex: number; scheduleInterval?: number | null }): number | undefined =>
  task.groupIndex > 0 || task.scheduleInterval != null ? task.groupIndex : undefined;
