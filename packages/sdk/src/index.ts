export { createProClient, API_PATHS, type ProClient, type ProClientOptions, type Credentials } from './client';
export {
  ProApiError,
  RequiredError,
  CLIENT_ERROR_IDS,
  isAbortError,
  errorMessage,
  errorMessageWithPrefix,
  UNKNOWN_ERROR,
  type ErrorBody,
} from './errors';
export { toDateString, fromDateString } from './dates';
export type { RequestOptions } from './generated/main/runtime';
export { createTransport, type FetchLike } from './transport';
export { readPortalMode, MIXED_PORTAL_MODE } from './portal-mode';
export { allTasks, allSessions } from './pagination';
export * from './types';
export * as Main from './generated/main';
export * as V1 from './generated/v1';
export * as Auth from './generated/auth';
export * as SessionManager from './generated/sessions';
export {
  publishApplicationWithProgress,
  sendFormWithProgress,
  type UploadProgress,
  type UploadOptions,
  type PublishUpload,
  type XhrConstructor,
  type XhrLike,
} from './upload';
