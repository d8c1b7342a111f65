import { createHash, randomUUID } from 'node:crypto';
import type { FileStore } from '../files/store.js';
import type { TaskRow } from './task-rows.js';

/** Requests up to this size are echoed in the response; larger ones are summarised. */
const ECHO_LIMIT = 1024 * 1024;

/** Types whose bytes are echoed as text when they are not JSON. */
const TEXT_TYPE = /^(text\/|application\/(json|xml|x-www-form-urlencoded|csv)|[^;]*\+(json|xml))/i;

/** The request data as the stand-in service read it: JSON parsed, other text as text, binary by its size only. */
function echoOf(bytes: Buffer, contentType: string | null): unknown {
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (contentType === null || TEXT_TYPE.test(contentType)) return text;
    return { bytes: bytes.length };
  }
}

/**
 * Writes the response data of a finished task group: deterministic, derived from the request
 * ({status, task, objective, requestSha256, requestContentType, echo}); indented when the task was created with prettyFormat.
 */
export async function writeTaskResponse(
  files: FileStore,
  row: TaskRow,
  status: 'completed' | 'interrupted',
): Promise<string> {
  const hash = createHash('sha256');
  let echo: unknown = null;
  if (row.request_file && (await files.exists(row.request_file))) {
    const { stream, size } = await files.open(row.request_file);
    for await (const chunk of stream) hash.update(chunk as Buffer);
    if (size <= ECHO_LIMIT) echo = echoOf(await files.readBuffer(row.request_file), row.request_content_type);
    else echo = { omitted: true, bytes: size };
  }
  const digest = hash.digest('hex');
  const response = {
    status,
    task: {
      id: row.id,
      groupIndex: row.group_index,
      appName: row.app_name,
      appVersion: row.app_version,
      serviceName: row.service_name,
    },
    objective: Number((parseInt(digest.slice(0, 8), 16) / 1000).toFixed(3)),
    requestSha256: digest,
    requestContentType: row.request_content_type,
    echo,
  };
  const text = row.pretty_format ? JSON.stringify(response, null, 2) : JSON.stringify(response);
  // Each writer its own file: where two instances finish the same run, the one whose state change
  // loses removes only what it wrote itself.
  const key = `tasks/responses/${row.id}-${row.group_index}-${status}-${randomUUID()}.json`;
  await files.saveBuffer(key, text);
  return key;
}
