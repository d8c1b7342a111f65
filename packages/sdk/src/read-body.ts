import { invalidResponseError, toProApiError } from './errors';

/** A body's text as the SDK reports it: parsed JSON when it is JSON, else the text (undefined when empty). */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads an error body: parsed JSON when it is JSON, else its text (undefined when empty). */
export async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text().catch(() => ''));
}

/**
 * Reads a 2xx answer with `read`; a body that cannot be read or converted rejects with errorId
 * `invalid-response`, an abort or a time-out while reading with errorId `aborted` or `timeout`.
 */
export async function readValue<T>(response: Response, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    const error = toProApiError(cause);
    throw error.errorId === 'aborted' || error.errorId === 'timeout'
      ? error
      : invalidResponseError(response.status, cause);
  }
}
