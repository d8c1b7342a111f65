import { ApiError, badRequest, conflict } from '../errors.js';

interface SyncSchema {
  validateSync(value: unknown, options?: { abortEarly?: boolean }): unknown;
}

/** The answer for a failed test of a schema, by the test's name ('reserved', 'unique', ...). */
type TestAnswers = Partial<Record<string, (message: string) => ApiError>>;

/**
 * Runs a yup schema from @pro-portal/rules; a failure becomes a 400 carrying the rule's own message,
 * or the answer `answers` gives for the failed test (a taken name is a 409, for instance).
 */
export function validateWith(schema: SyncSchema, values: unknown, answers: TestAnswers = {}): void {
  try {
    schema.validateSync(values, { abortEarly: true });
  } catch (err) {
    const { errors, type } = err as { errors?: unknown; type?: string };
    const message = Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : String(err);
    const answer = type === undefined ? undefined : answers[type];
    throw answer ? answer(message) : badRequest(message);
  }
}

/** Case-insensitive key used for unique names. */
export const nameKey = (value: string): string => value.trim().toLowerCase();

/**
 * The name columns of a renamed (or kept) group, user or environment. In an update the other columns may
 * be undefined: the query builder leaves those out of the statement, so they keep their value.
 */
export const nameColumns = (name: string) => ({ name, name_lower: name.toLowerCase() });

/** 'name 001.010.002' style key: apps sort by name, then numerically by version (3-digit padding). */
export function appSortKey(name: string, version: string): string {
  const paddedVersion = version.replace(/\d+/g, (digits) => digits.padStart(3, '0'));
  return `${name.toLowerCase()} ${paddedVersion.toLowerCase()}`;
}

/** A reserved name is refused with its own code; a taken one is a conflict (groups, users and environments). */
export const nameAnswers = (codes: { reserved: number; taken: number }): TestAnswers => ({
  reserved: (message) => badRequest(message, codes.reserved),
  unique: (message) => conflict(message, codes.taken),
});
