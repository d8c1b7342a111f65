import { randomUUID } from 'node:crypto';
import { IGNORED_ADD_USER_ERROR_CODE, WRONG_PASSWORD_ERROR_CODE } from '@pro-portal/rules';

/** Error codes answered in the Error schema's errorCode. Ranges: 100xx generic, 101xx auth, 102xx apps,
 *  103xx groups/users, 104xx environments, 105xx tasks/sessions, 106xx customization/storage, 107xx API keys, 108xx secrets.
 *  This is the one table of codes: each code is defined once, so no two refusals share one. */
export const ErrorCode = {
  validation: 10000,
  malformedJson: 10001,
  unsupportedMediaType: 10002,
  payloadTooLarge: 10003,
  notFound: 10004,
  methodNotAllowed: 10005,
  uriTooLong: 10006,
  headersTooLarge: 10007,
  internal: 10099,
  unauthenticated: 10100,
  invalidCredentials: 10101,
  mfaRequired: 10102,
  invalidMfaCode: 10103,
  invalidVerificationToken: 10104,
  forbidden: 10105,
  adminOnlyInRoot: 10106,
  samlNotConfigured: 10107,
  samlInvalidResponse: 10108,
  wrongPassword: WRONG_PASSWORD_ERROR_CODE,
  passwordRules: 10110,
  mfaNotAvailable: 10111,
  apiKeyExpired: 10112,
  apiKeyScope: 10113,
  tooManySignInAttempts: 10114,
  mfaRequiredByAdmin: 10115,
  appNotFound: 10200,
  versionExists: 10201,
  stillPublishing: 10202,
  categoryNotFound: 10203,
  categoryExists: 10204,
  categoryInvalid: 10205,
  publishInvalid: 10206,
  projectNotFound: 10207,
  versionNotFound: 10208,
  iconTooLarge: 10209,
  packTooLarge: 10210,
  launchNotFound: 10211,
  appNameTaken: 10212,
  groupNotFound: 10300,
  groupExists: 10301,
  userNotFound: 10302,
  userAlreadyInGroup: IGNORED_ADD_USER_ERROR_CODE,
  userExists: 10304,
  userOnlyInGroup: 10305,
  groupHasOrphans: 10306,
  protectedGroup: 10307,
  protectedUser: 10308,
  noRegularGroup: 10309,
  groupFull: 10310,
  reservedName: 10311,
  userNotInGroup: 10312,
  accessExists: 10313,
  environmentNotFound: 10400,
  environmentExists: 10401,
  rootEnvironmentProtected: 10402,
  reservedEnvironmentName: 10403,
  environmentNotEmpty: 10404,
  taskNotFound: 10500,
  taskWrongState: 10501,
  requestTooLarge: 10502,
  requestInvalid: 10503,
  sessionNotFound: 10504,
  sessionWrongState: 10505,
  scheduleInvalid: 10506,
  customizationInvalidImage: 10600,
  imageNotFound: 10601,
  tunnelNotFound: 10602,
  storageNotFound: 10603,
  storageExists: 10604,
  storagePathInvalid: 10605,
  tunnelExists: 10606,
  apiKeyNotFound: 10700,
  apiKeyExists: 10701,
  apiKeyInvalid: 10702,
  secretItemNotFound: 10800,
  secretItemExists: 10801,
  secretDirectoryNotEmpty: 10802,
  secretItemKind: 10803,
  secretRootProtected: 10804,
  secretAccessNotFound: 10805,
} as const;

/** An error with an HTTP status that the error handler answers in the Error schema (a 405 names the methods allowed). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    readonly allow?: readonly string[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A refusal that lifts by itself: answered with a Retry-After header of the seconds to wait. */
export class RetryLater extends ApiError {
  constructor(
    errorCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, errorCode, message);
  }
}

interface ErrorBody {
  message: string;
  errorCode: number;
  errorId: string;
}

/** The Error body; errorId names this occurrence (a new UUID unless given, such as the request's id). */
export function errorBody(errorCode: number, message: string, errorId: string = randomUUID()): ErrorBody {
  return { message, errorCode, errorId };
}

export const badRequest = (message: string, code: number = ErrorCode.validation) => new ApiError(400, code, message);
export const notFound = (message: string, code: number = ErrorCode.notFound) => new ApiError(404, code, message);
export const conflict = (message: string, code: number) => new ApiError(409, code, message);
export const forbidden = (message = 'You are not allowed to do this.', code: number = ErrorCode.forbidden) =>
  new ApiError(403, code, message);
export const unauthorized = (message = 'You are not signed in or your session has expired. Please sign in again.') =>
  new ApiError(401, ErrorCode.unauthenticated, message);
