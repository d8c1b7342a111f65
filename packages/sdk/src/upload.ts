import { API_PATHS, type ApiOperations, type ProClientCore } from './client';
import { CLIENT_ERROR_IDS, ProApiError, toProApiError } from './errors';
import {
  PublishResponseFromJSON,
  type ApplicationsApi,
  type PublishMetadata,
  type PublishResponse,
} from './generated/main';
import { parseBody } from './read-body';

/** Any client offering the applications class (createProClient with ALL_APIS or with `main: { applications }`). */
export type ClientWithApplications = ProClientCore & {
  readonly main: { readonly applications: ApiOperations<ApplicationsApi> };
};

/** How far an upload has come; `percent` is 0–100, rounded down. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

interface ProgressEventLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** What XMLHttpRequest offers that an upload needs (the browser's, or a test double). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  readonly status: number;
  readonly responseText: string;
  upload: {
    onprogress: ((event: ProgressEventLike) => void) | null;
    onload: ((event: ProgressEventLike) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export type XhrConstructor = new () => XhrLike;

export interface UploadOptions {
  /** Called as the request body goes out, and once with 100% when it is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with a ProApiError: errorId `aborted`, name 'AbortError'. */
  signal?: AbortSignal;
  /** The XMLHttpRequest to use; default the global one, unless the client was given its own fetch. */
  XMLHttpRequest?: XhrConstructor;
}

export interface PublishUpload {
  /** The .aimmspack. */
  file: Blob;
  icon?: Blob;
  /** PublishMetadata, or its JSON text. */
  metadata: PublishMetadata | string;
}

const progressOf = (loaded: number, total: number): UploadProgress => ({
  loaded,
  total,
  percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 100,
});

/** The SDK's errors for a cancelled upload (errorId `aborted`, name 'AbortError') and an unreachable server. */
const abortError = () => toProApiError({ name: 'AbortError', errorId: CLIENT_ERROR_IDS.aborted });
const networkError = () => toProApiError(new TypeError('XMLHttpRequest failed'));

/** The XMLHttpRequest to use: the given one, else the global one when the client uses the default fetch. */
function xhrFor(client: ProClientCore, options: UploadOptions): XhrConstructor | undefined {
  if (options.XMLHttpRequest) return options.XMLHttpRequest;
  if (client.settings.fetch) return undefined;
  const Xhr = (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;
  return typeof Xhr === 'function' ? Xhr : undefined;
}

/**
 * Sends multipart `form` to `path` of the main API with XMLHttpRequest, reporting upload progress,
 * with the client's API key header, credentials and 401 callback. Resolves with the parsed JSON answer.
 * @example
 * await sendFormWithProgress(pro, 'POST', '/applications', form, { XMLHttpRequest, onProgress: (p) => console.log(p.percent) });
 */
export function sendFormWithProgress(
  client: ProClientCore,
  method: string,
  path: string,
  form: FormData,
  options: UploadOptions & { XMLHttpRequest: XhrConstructor },
): Promise<unknown> {
  const { settings } = client;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new options.XMLHttpRequest();
    xhr.open(method, `${settings.baseUrl}${API_PATHS.main}${path}`);
    xhr.withCredentials = settings.credentials !== 'omit';
    if (settings.apiKey) xhr.setRequestHeader('apiKey', settings.apiKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(progressOf(event.loaded, event.total));
    };
    xhr.upload.onload = (event) => options.onProgress?.(progressOf(event.total, event.total));
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      const error = new ProApiError(xhr.status, body);
      if (xhr.status === 401) settings.onUnauthorized?.(error);
      reject(error);
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}

/**
 * Publishes an application (POST /applications) reporting upload progress. Uses XMLHttpRequest in
 * browsers; elsewhere (or when the client was given its own fetch) the generated publishApplication,
 * reporting 0% before and 100% after.
 * @example
 * const controller = new AbortController();
 * const { data } = await publishApplicationWithProgress(pro, { file, metadata }, {
 *   onProgress: ({ percent }) => bar.set(percent),
 *   signal: controller.signal,
 * });
 */
export async function publishApplicationWithProgress(
  client: ClientWithApplications,
  upload: PublishUpload,
  options: UploadOptions = {},
): Promise<PublishResponse> {
  const metadata = typeof upload.metadata === 'string' ? upload.metadata : JSON.stringify(upload.metadata);
  const Xhr = xhrFor(client, options);
  if (Xhr) {
    const form = new FormData();
    form.append('file', upload.file);
    if (upload.icon) form.append('icon', upload.icon);
    form.append('metadata', metadata);
    return PublishResponseFromJSON(
      await sendFormWithProgress(client, 'POST', '/applications', form, { ...options, XMLHttpRequest: Xhr }),
    );
  }
  if (options.signal?.aborted) throw abortError();
  const total = upload.file.size + (upload.icon?.size ?? 0) + metadata.length;
  options.onProgress?.(progressOf(0, total));
  const call = client.main.applications.publishApplication(
    { file: upload.file, icon: upload.icon, metadata },
    { signal: options.signal },
  );
  const answer = await (options.signal ? settleOnAbort(call, options.signal) : call);
  options.onProgress?.(progressOf(total, total));
  return answer;
}

/** Rejects as aborted as soon as `signal` aborts, even when the call itself is slow to notice. */
function settleOnAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
