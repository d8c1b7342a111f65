/** The Error body every API answers with on failure. */
export interface ErrorBody {
  message: string;
  errorCode: number;
  errorId: string;
}

/**
 * The one error the SDK throws for a failed call: the HTTP status and the server's Error body.
 * Failures on the caller's side have status 0 and one of the errorIds of {@link CLIENT_ERROR_IDS}:
 * `required-parameter` (a {@link RequiredError}, nothing was sent), `network` (the server could not
 * be reached), `aborted` (the call's AbortSignal fired; its `name` is `'AbortError'`) and
 * `invalid-response` (a 2xx answer whose body could not be read).
 * @example
 * try { await client.main.applications.listApplications(); }
 * catch (e) { if (e instanceof ProApiError && e.status === 403) showForbidden(); }
 */
export class ProApiError extends Error {
  override name = 'ProApiError';
  declare readonly status: number;
  declare readonly errorCode?: number;
  declare readonly errorId?: string;
  /** The parsed JSON body, or the text body when it was not JSON. */
  declare readonly body: unknown;

  constructor(status: number, body: unknown) {
    // Object(body) reads the fields of an object body and none of a text body (or of none).
    const { message, errorCode, errorId } = Object(body) as Partial<Record<keyof ErrorBody, unknown>>;
    super(typeof message === 'string' ? message : `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
    if (typeof errorCode === 'number') this.errorCode = errorCode;
    if (typeof errorId === 'string') this.errorId = errorId;
  }
}

/** The errorIds of the failures that happen on the caller's side (status 0). */
export const CLIENT_ERROR_IDS = {
  requiredParameter: 'required-parameter',
  network: 'network',
  aborted: 'aborted',
  invalidResponse: 'invalid-response',
} as const;

type ClientErrorId = (typeof CLIENT_ERROR_IDS)[keyof typeof CLIENT_ERROR_IDS];

const clientBody = (errorId: ClientErrorId, message: string): ErrorBody => ({ message, errorCode: 0, errorId });

/**
 * A required parameter was null or undefined: the call failed before anything was sent.
 * Status 0, errorId `required-parameter`, `field` names the parameter.
 */
export class RequiredError extends ProApiError {
  override name = 'RequiredError';
  declare readonly field: string;
  constructor(field: string, message: string) {
    super(0, clientBody('required-parameter', message));
    this.field = field;
  }
}

export const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';
export const ABORTED_MESSAGE = 'The request was cancelled.';

/** Whether a call failed because its AbortSignal fired (an SDK error or a platform AbortError). */
export function isAbortError(err: unknown): boolean {
  const { name, errorId } = Object(err) as Record<string, unknown>;
  return name === 'AbortError' || errorId === 'aborted';
}

/** A failure on the caller's side: status 0 (or the answer's), errorCode 0 and one of CLIENT_ERROR_IDS. */
const clientError = (errorId: ClientErrorId, message: string, status = 0) =>
  new ProApiError(status, clientBody(errorId, message));

/**
 * Turns anything a request threw on the caller's side into a ProApiError: SDK errors pass through,
 * an abort becomes errorId `aborted` (name `'AbortError'`), anything else errorId `network`.
 */
export function toProApiError(cause: unknown): ProApiError {
  return cause instanceof ProApiError
    ? cause
    : isAbortError(cause)
      ? Object.assign(clientError('aborted', ABORTED_MESSAGE), { name: 'AbortError' })
      : clientError('network', NETWORK_MESSAGE);
}

/** The error of a 2xx answer whose body could not be read or converted. */
export function invalidResponseError(status: number): ProApiError {
  return clientError('invalid-response', 'The server sent an answer that could not be read.', status);
}

export const UNKNOWN_ERROR = 'Unknown error.';

/**
 * Turns anything thrown by a call into the text a person reads (spec section 8): the message of the
 * server's response body if present, else the error's own message when it carries message, errorId
 * and a numeric errorCode, else a plain string, else 'Unknown error.'.
 * @example
 * enqueueSnackbar(errorMessage(err), { variant: 'error' });
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ProApiError) {
    const fromBody = bodyMessage(err.body);
    if (fromBody) return fromBody;
  }
  if (isRecord(err) && 'body' in err) {
    const fromBody = bodyMessage(err.body);
    if (fromBody) return fromBody;
  }
  if (
    isRecord(err) &&
    typeof err.message === 'string' &&
    typeof err.errorId === 'string' &&
    typeof err.errorCode === 'number' &&
    !Number.isNaN(err.errorCode)
  ) {
    return err.message;
  }
  if (typeof err === 'string' && err.length > 0) return err;
  return UNKNOWN_ERROR;
}

/**
 * A caller's prefix line followed by the error's message, for fallback texts such as
 * 'An error occurred while creating a task'.
 * @example
 * notify(errorMessageWithPrefix('An error occurred while creating a task', err));
 */
export function errorMessageWithPrefix(prefix: string, err: unknown): string {
  return `${prefix}\n${errorMessage(err)}`;
}

function bodyMessage(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.message === 'string' && body.message.length > 0) return body.message;
  if (typeof body === 'string' && body.trim().length > 0) return body;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
