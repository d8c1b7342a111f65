import { ApiError, ErrorCode } from '../errors.js';

interface SyncSchema {
  validateSync(value: unknown, options?: { abortEarly?: boolean }): unknown;
}

/** Runs a yup schema from @pro-portal/rules; a failure becomes a 400 carrying the rule's own message. */
export function validateWith(schema: SyncSchema, values: unknown, status = 400): void {
  try {
    schema.validateSync(values, { abortEarly: true });
  } catch (err) {
    const errors = (err as { errors?: unknown }).errors;
    const message = Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : String(err);
    throw new ApiError(status, ErrorCode.validation, message);
  }
}

/** Case-insensitive key used for unique names. */
export const nameKey = (value: string): string => value.trim().toLowerCase();

/** 'name 001.010.002' style key: apps sort by name, then numerically by version (3-digit padding). */
export function appSortKey(name: string, version: string): string {
  const paddedVersion = version.replace(/\d+/g, (digits) => digits.padStart(3, '0'));
  return `${name.toLowerCase()} ${paddedVersion.toLowerCase()}`;
}
