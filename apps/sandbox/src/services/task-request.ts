import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { REQUEST_DATA_MAX_BYTES, validationMessages } from '@pro-portal/rules';
import type { FileStore } from '../files/store.js';
import { ApiError, badRequest } from '../errors.js';
import { AppCode } from './codes.js';

/** Requests up to this size are parsed whole (JSON check, the "fail" flag); larger ones only by their first byte. */
const PARSE_LIMIT = 8 * 1024 * 1024;

const requestTooLarge = () => new ApiError(413, AppCode.requestTooLarge, validationMessages.task.requestDataTooLarge);

export interface SavedRequest {
  key: string;
  size: number;
  shouldFail: boolean;
}

/** Streams a task's request body to disk (at most 128 MB), then checks it is JSON. Nothing stays on failure. */
export async function saveTaskRequest(
  files: FileStore,
  body: Readable,
  declaredLength?: number,
): Promise<SavedRequest> {
  if (declaredLength !== undefined && declaredLength > REQUEST_DATA_MAX_BYTES) {
    body.resume();
    throw requestTooLarge();
  }
  const key = `tasks/requests/${randomUUID()}.json`;
  const saved = await files.save(key, body, {
    maxBytes: REQUEST_DATA_MAX_BYTES,
    tooLargeMessage: validationMessages.task.requestDataTooLarge,
  });
  try {
    if (saved.size === 0) throw badRequest(validationMessages.task.requestDataRequired, AppCode.requestInvalid);
    const shouldFail = await inspectRequest(files.resolve(key), saved.size);
    return { key, size: saved.size, shouldFail };
  } catch (err) {
    await files.remove(key);
    throw err;
  }
}

async function inspectRequest(file: string, size: number): Promise<boolean> {
  if (size <= PARSE_LIMIT) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch {
      throw badRequest('The request data is not valid JSON.', AppCode.requestInvalid);
    }
    if (parsed === null || typeof parsed !== 'object') {
      throw badRequest('The request data must be a JSON object or array.', AppCode.requestInvalid);
    }
    return !Array.isArray(parsed) && (parsed as { fail?: unknown }).fail === true;
  }
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    const first = buffer.subarray(0, bytesRead).toString('utf8').trimStart()[0];
    if (first !== '{' && first !== '[') throw badRequest('The request data is not valid JSON.', AppCode.requestInvalid);
    return false;
  } finally {
    await handle.close();
  }
}
