export {
  createProClient,
  lazyApi,
  API_PATHS,
  type ProClient,
  type ProClientCore,
  type ProClientOptions,
  type Credentials,
  type ApiClass,
  type ApiName,
  type ApiSet,
  type ApiOperations,
  type LazyApi,
} from './client';
export { ALL_APIS } from './all-apis';
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
export {
  isOperationError,
  type Operations,
  type OperationError,
  type ErrorStatus,
  type ErrorBodyOf,
} from './operation-errors';
export { toDateString, fromDateString } from './dates';
export {
  createTransport,
  type FetchLike,
  type RequestOptions,
  type CallSettings,
  type TransportOptions,
} from './transport';
export { retryPolicy, type Retry, type RetryPolicy } from './retry';
export { readPortalMode, MIXED_PORTAL_MODE, type MixedMode, type ClientWithPortalMode } from './portal-mode';
export { allTasks, allSessions } from './pagination';
export * from './types';
export * as Main from './generated/main';
export * as V1 from './generated/v1';
export * as Auth from './generated/auth';
export * as SessionManager from './generated/sessions';
export * as UserManager from './generated/users';
export * as SecretManager from './generated/secrets';
export {
  publishApplicationWithProgress,
  sendFormWithProgress,
  type UploadProgress,
  type UploadOptions,
  type PublishUpload,
  type XhrConstructor,
  type XhrLike,
} from './upload';
export { apiCall, apiCallTag, sendApiCall, type ApiCall, type OperationOf } from './api-call';
export {
  maskApiCall,
  captureApiCall,
  apiCallSnippets,
  SECRET_FIELD,
  secretVariable,
  API_KEY_VARIABLE,
  type CapturedRequest,
  type ApiCallSnippets,
} from './api-call-snippets';
