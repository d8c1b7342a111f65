/**
 * The SDK's error type and its message helper (spec section 8), for components that show or branch on
 * a failed call. Components reach the SDK's values only through here or their feature's api/.
 */
export { ProApiError, errorMessage, isAbortError } from '@pro-portal/sdk';
