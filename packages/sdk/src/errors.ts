/** The Error body every API answers with on failure. */
export interface ErrorBody {
  message: string;
  errorCode: number;
  errorId: string;
}

/**
 * The one error the SDK throws for a failed call: the HTTP status and the server's Error body.
 * A network failure is reported with status 0 and errorId 'network'.
 * @example
 * try { await client.main.applications.listApplications(); }
 * catch (e) { if (e instanceof ProApiError && e.status === 403) showForbidden(); }
 */
export class ProApiError extends Error {
  override readonly name = 'ProApiError';
  readonly status: number;
  readonly errorCode?: number;
  readonly errorId?: string;
  /** The parsed JSON body, or the text body when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const fields = isRecord(body) ? body : {};
    super(typeof fields.message === 'string' ? fields.message : `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
    if (typeof fields.errorCode === 'number') this.errorCode = fields.errorCode;
    if (typeof fields.errorId === 'string') this.errorId = fields.errorId;
  }
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
