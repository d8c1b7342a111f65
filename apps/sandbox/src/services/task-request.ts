import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { REQUEST_DATA_MAX_BYTES, validationMessages } from '@pro-portal/rules';
import type { FileStore } from '../files/store.js';
import { ApiError, ErrorCode } from '../errors.js';

/** Requests up to this size are read whole for the stand-in service's "fail" flag; larger ones never ask to fail. */
const PARSE_LIMIT = 8 * 1024 * 1024;

const requestTooLarge = () => new ApiError(413, ErrorCode.requestTooLarge, validationMessages.task.requestDataTooLarge);

export interface SavedRequest {
  /** Where the body is stored; null when the request had no body. */
  key: string | null;
  size: number;
  /** The Content-Type the body was sent with, as sent; null when the request named none. */
  contentType: string | null;
  shouldFail: boolean;
}

/**
 * Streams a task's request body to disk as sent (at most 128 MB). The body is the service's input,
 * whatever its type (JSON, CSV, XML, Excel, ...), and may be empty; nothing of it is parsed here.
 * A body over the limit is refused (before any of it is read when its declared length says so); the
 * error handler drops what is left unread. Nothing stays on failure.
 */
export async function saveTaskRequest(
  files: FileStore,
  body: Readable,
  contentType: string | null,
  declaredLength?: number,
): Promise<SavedRequest> {
  if (declaredLength !== undefined && declaredLength > REQUEST_DATA_MAX_BYTES) throw requestTooLarge();
  const key = `tasks/requests/${randomUUID()}`;
  const saved = await files.save(key, body, {
    maxBytes: REQUEST_DATA_MAX_BYTES,
    tooLargeMessage: validationMessages.task.requestDataTooLarge,
  });
  if (saved.size === 0) {
    await files.remove(key);
    return { key: null, size: 0, contentType, shouldFail: false };
  }
  const shouldFail = saved.size <= PARSE_LIMIT && asksToFail((await files.readBuffer(key)).toString('utf8'));
  return { key, size: saved.size, contentType, shouldFail };
}

/** The sandbox's stand-in service fails a task whose request data is a JSON object with "fail": true. */
function asksToFail(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && (parsed as { fail?: unknown }).fail === true;
  } catch {
    return false;
  }
}
