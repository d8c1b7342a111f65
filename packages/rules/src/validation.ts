import { ValidationError, type AnyObject, type ValidateOptions } from 'yup';

/** What the helpers need of a yup object schema. */
export interface ObjectSchemaLike<T> {
  fields: Record<string, unknown>;
  validate(value: unknown, options?: ValidateOptions<AnyObject>): Promise<T>;
  validateSync(value: unknown, options?: ValidateOptions<AnyObject>): T;
}

export interface FieldError {
  path: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const fieldIndex = (fields: string[], path: string | undefined) => {
  const top = (path ?? '').split(/[.[]/)[0] ?? '';
  const index = fields.indexOf(top);
  return index < 0 ? fields.length : index;
};

/**
 * Validates `value` and returns the cast value or every error, ordered as the fields are declared
 * (yup itself reports them in no useful order). Useful for a server answering with the first error.
 */
export const validateValues = async <T>(
  schema: ObjectSchemaLike<T>,
  value: unknown,
  context?: AnyObject,
): Promise<ValidationResult<T>> => {
  try {
    return { ok: true, value: await schema.validate(value, { abortEarly: false, context }) };
  } catch (error) {
    return failure(schema, error);
  }
};

/** validateValues for schemas without async tests (all of this package's). */
export const validateValuesSync = <T>(
  schema: ObjectSchemaLike<T>,
  value: unknown,
  context?: AnyObject,
): ValidationResult<T> => {
  try {
    return { ok: true, value: schema.validateSync(value, { abortEarly: false, context }) };
  } catch (error) {
    return failure(schema, error);
  }
};

const failure = <T>(schema: ObjectSchemaLike<T>, error: unknown): ValidationResult<T> => {
  if (!ValidationError.isError(error)) throw error;
  const fields = Object.keys(schema.fields);
  const all = error.inner.length > 0 ? error.inner : [error];
  const errors = all
    .map((e, order) => ({ path: e.path ?? '', message: e.message, order }))
    .sort((a, b) => fieldIndex(fields, a.path) - fieldIndex(fields, b.path) || a.order - b.order)
    .map(({ path, message }) => ({ path, message }));
  return { ok: false, errors };
};

/** The first message in field order, or null when `value` is valid. */
export const firstValidationError = async <T>(
  schema: ObjectSchemaLike<T>,
  value: unknown,
  context?: AnyObject,
): Promise<string | null> => {
  const result = await validateValues(schema, value, context);
  return result.ok ? null : (result.errors[0]?.message ?? null);
};

/** The first message per field, as formik keeps errors: { version: 'Application version is required' }. */
export const fieldErrorsSync = <T>(
  schema: ObjectSchemaLike<T>,
  value: unknown,
  context?: AnyObject,
): Record<string, string> => {
  const result = validateValuesSync(schema, value, context);
  const errors: Record<string, string> = {};
  if (!result.ok) {
    for (const { path, message } of result.errors) errors[path] ??= message;
  }
  return errors;
};
