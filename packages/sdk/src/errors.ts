/** The Error body every API answers with on failure. */
export interface ErrorBody {
  message: string;
  errorCode: number;
  errorId: string;
}

/**
 * The brand every SDK error carries, under a global symbol: the ESM and the CJS build (or two copies
 * of the package) each define their own classes, and `instanceof` answers by the brand, so an error
 * made by one copy is an instance of the other's classes. Its value is the class's kind.
 */
const BRAND = Symbol.for('@pro-portal/sdk/error');

/** The plain sentence for an answer whose body says nothing a person can read. */
const statusSentence = (status: number) => `The server answered with status ${status}.`;

/**
 * The one error the SDK throws for a failed call: the HTTP status and the server's Error body.
 * Failures on the caller's side have status 0 and one of the errorIds of {@link CLIENT_ERROR_IDS};
 * `cause` keeps what was thrown underneath (the fetch's error, the AbortSignal's reason).
 * `instanceof ProApiError` holds across the ESM and CJS builds (a global brand, see BRAND).
 * @example
 * try { await pro.main.applications.listApplications(); }
 * catch (e) { if (e instanceof ProApiError && e.status === 403) console.warn('forbidden'); }
 */
export class ProApiError extends Error {
  static readonly [BRAND]: string = 'ProApiError';

  /** An SDK error of any copy of the package is an instance of ProApiError; of RequiredError when it is one. */
  static [Symbol.hasInstance](value: unknown): boolean {
    const kind = (Object(value) as Record<symbol, unknown>)[BRAND];
    return (
      Function.prototype[Symbol.hasInstance].call(this, value) ||
      (!!kind && Object.hasOwn(this, BRAND) && [kind, 'ProApiError'].includes(this[BRAND]))
    );
  }

  override name = 'ProApiError';
  declare readonly status: number;
  declare readonly errorCode?: number;
  declare readonly errorId?: string;
  /** The parsed JSON body, or the text body when it was not JSON. */
  declare readonly body: unknown;

  constructor(status: number, body: unknown, options?: { cause?: unknown }) {
    // Object(body) reads the fields of an object body and none of a text body (or of none).
    const { message, errorCode, errorId } = Object(body) as Partial<Record<keyof ErrorBody, unknown>>;
    super(typeof message === 'string' && message ? message : statusSentence(status), options);
    (this as Record<symbol, unknown>)[BRAND] = (new.target as unknown as Record<symbol, string>)[BRAND];
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
  timeout: 'timeout',
  invalidRequest: 'invalid-request',
  invalidResponse: 'invalid-response',
} as const;

type ClientErrorId = (typeof CLIENT_ERROR_IDS)[keyof typeof CLIENT_ERROR_IDS];

const clientBody = (errorId: ClientErrorId, message: string): ErrorBody => ({ message, errorCode: 0, errorId });

/**
 * A required parameter was null or undefined: the call failed before anything was sent.
 * Status 0, errorId `required-parameter`, `field` names the parameter.
 */
export class RequiredError extends ProApiError {
  static override readonly [BRAND]: string = 'RequiredError';
  override name = 'RequiredError';
  declare readonly field: string;
  constructor(field: string, message: string) {
    super(0, clientBody('required-parameter', message));
    this.field = field;
  }
}

export const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';
export const ABORTED_MESSAGE = 'The request was cancelled.';
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Try again.';

/** 'timeout' for a time-out (AbortSignal.timeout, `timeoutMs`), 'aborted' for any other abort (by name, as SDK errors have too). */
function cancelKind(reason: unknown): 'timeout' | 'aborted' | undefined {
  const { name } = Object(reason) as { name?: unknown };
  return name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'aborted' : undefined;
}

/** Whether a call failed because its AbortSignal fired (an SDK error or a platform AbortError); a time-out is not. */
export function isAbortError(err: unknown): boolean {
  return cancelKind(err) === 'aborted';
}

/** A failure on the caller's side: status 0 (or the answer's), errorCode 0 and one of CLIENT_ERROR_IDS. */
const clientError = (errorId: ClientErrorId, message: string, cause?: unknown, status = 0) =>
  new ProApiError(status, clientBody(errorId, message), { cause });

/**
 * What fetch throws when no answer came (browsers and Node: refused, offline, DNS, CORS), and the
 * codes of Node's system errors (ECONNREFUSED, …) on the error or its cause.
 */
const NETWORK_FAILURE = /fetch failed|failed to fetch|networkerror|load failed|network request failed/i;

/**
 * Turns anything a request threw on the caller's side into a ProApiError whose `cause` is what was
 * thrown: SDK errors pass through; when `signal` fired (or an abort was thrown) errorId `timeout`
 * (name 'TimeoutError') for a time-out and `aborted` (name 'AbortError') otherwise, with the
 * signal's reason as cause; when fetch of `url` threw anything else than a network failure (such as
 * a relative URL outside a browser, or a bug in a custom fetch), errorId `invalid-request` saying
 * what is wrong; else errorId `network`. A CORS refusal looks like a network failure to scripts.
 */
export function toProApiError(cause: unknown, signal?: AbortSignal | null, url?: string): ProApiError {
  if (cause instanceof ProApiError) return cause;
  const reason: unknown = signal?.aborted ? signal.reason : cause;
  const kind = cancelKind(reason) ?? (signal?.aborted ? 'aborted' : undefined);
  if (kind) {
    const timedOut = kind === 'timeout';
    const error = clientError(kind, timedOut ? TIMEOUT_MESSAGE : ABORTED_MESSAGE, reason);
    return Object.assign(error, { name: timedOut ? 'TimeoutError' : 'AbortError' });
  }
  const { message, code, cause: inner } = Object(cause) as Record<string, unknown>;
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return url === undefined ||
    NETWORK_FAILURE.test(String(message)) ||
    /^E[A-Z]+$/.test(String(code ?? Object(inner).code))
    ? clientError('network', NETWORK_MESSAGE, cause)
    : clientError(
        'invalid-request',
        (URL.canParse?.(url, page) ?? true)
          ? `The request could not be sent: ${String(cause)}`
          : `Relative URL ${url}: outside a browser, baseUrl must be absolute (e.g. 'http://localhost:8080').`,
        cause,
      );
}

/** The error of a Date to send that holds no moment (new Date('nope')): nothing is sent. */
export function invalidDateError(): ProApiError {
  return clientError('invalid-request', 'A date to send is an invalid Date: it holds no moment.');
}

/** The error of a 2xx answer whose body could not be read or converted. */
export function invalidResponseError(status: number, cause?: unknown): ProApiError {
  return clientError('invalid-response', 'The server sent an answer that could not be read.', cause, status);
}

export const UNKNOWN_ERROR = 'Unknown error.';

/**
 * Turns anything thrown by a call into the text a person reads: the message of the server's
 * response body if present (a text body unless it is markup, such as a proxy's HTML page), else the
 * error's own message when it carries message, errorId and a numeric errorCode, else a plain string
 * as given, else 'Unknown error.'. It never returns markup from an answer. (An answer without a
 * readable message is 'Unknown error.' to people; the error's own `message` names its status.)
 * @example
 * console.error(errorMessage(new ProApiError(502, '<html><body>Bad gateway</body></html>')));
 * // 'Unknown error.'
 */
export function errorMessage(err: unknown): string {
  if (isRecord(err) && 'body' in err) {
    const fromBody = bodyMessage(err.body);
    if (fromBody) return fromBody;
  }
  if (
    isRecord(err) &&
    typeof err.message === 'string' &&
    !isMarkup(err.message) &&
    typeof err.errorId === 'string' &&
    typeof err.errorCode === 'number' &&
    !Number.isNaN(err.errorCode)
  ) {
    return err.message;
  }
  // A caller's own string is a message, not an answer: shown as given (as text), markup or not.
  if (typeof err === 'string' && err.trim().length > 0) return err;
  return UNKNOWN_ERROR;
}

/**
 * A caller's prefix line followed by the error's message, for fallback texts such as
 * 'An error occurred while creating a task'.
 * @example
 * console.error(errorMessageWithPrefix('An error occurred while creating a task', new ProApiError(500, undefined)));
 */
export function errorMessageWithPrefix(prefix: string, err: unknown): string {
  return `${prefix}\n${errorMessage(err)}`;
}

/** Text with an HTML or XML tag in it, which is never shown to people. */
const isMarkup = (text: string) => /<\/?[a-z!?][^>]*>/i.test(text);

function bodyMessage(body: unknown): string | undefined {
  const text = isRecord(body) ? body.message : body;
  return typeof text === 'string' && text.trim().length > 0 && !isMarkup(text) ? text : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
