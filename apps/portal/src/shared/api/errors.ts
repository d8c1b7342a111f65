/**
 * The SDK's error type and its message helper (the server's message, else the error's own, else
 * 'Unknown error.'), for components that show or branch on
 * a failed call. Components reach the SDK's values only through here or their feature's api/.
 */
import { ProApiError } from '@pro-portal/sdk';

export { ProApiError };
export { errorMessage, isAbortError } from '@pro-portal/sdk';

/** What identifies an expected API error: its HTTP status, its error code, or both. */
export interface ApiErrorMatch {
  status?: number;
  errorCode?: number;
}

/** Is err an API error with this status and error code (those given)? */
export const isApiErrorWith = (err: unknown, { status, errorCode }: ApiErrorMatch): boolean =>
  err instanceof ProApiError &&
  (status === undefined || err.status === status) &&
  (errorCode === undefined || err.errorCode === errorCode);

/**
 * Waits for a call whose failure with the matching error counts as success (such as adding a user who
 * is already a member); any other failure is thrown on.
 * @example await ignoringApiError(addUserToGroup(request), { errorCode: IGNORED_ADD_USER_ERROR_CODE });
 */
export async function ignoringApiError(call: Promise<unknown>, match: ApiErrorMatch): Promise<void> {
  try {
    await call;
  } catch (err) {
    if (!isApiErrorWith(err, match)) throw err;
  }
}
