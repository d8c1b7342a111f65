import type { TaskDto } from './task-rows.js';

const HOOK_TIMEOUT_MS = 2000;

/** Only absolute http(s) addresses may receive task state hooks. */
export function isHookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** POSTs the task's state to its hook address; never waits for it and never fails the task. */
export function notifyTaskHook(url: string | null, task: TaskDto): void {
  if (!url) return;
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(task),
    signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
  })
    .then((res) => res.body?.cancel())
    .catch(() => undefined);
}
