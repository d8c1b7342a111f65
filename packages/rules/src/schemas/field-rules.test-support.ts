// Test support for the schema tests (not part of the package: index.ts does not import it).
import { expect, it } from '@jest/globals';
import { fieldErrorsSync, type ObjectSchemaLike } from '../validation';

type Values = Record<string, unknown>;

export interface FieldRuleCases {
  /** Inputs, laid over the valid values, that pass without any error; each with what it shows. */
  accepts?: [what: string, values: Values][];
  /** A message and the inputs, laid over the valid values, that get it on the (first) field each names. */
  rejects: [message: string, ...inputs: Values[]][];
}

/**
 * Declares a schema's field-rule tests: the valid values pass, every accepted input passes, and
 * every rejected input gets its message on the field it names first.
 */
export function itChecksFieldRules(schema: ObjectSchemaLike<unknown>, valid: Values, cases: FieldRuleCases): void {
  const errorsOf = (values: Values) => fieldErrorsSync(schema, { ...valid, ...values });
  it.each([['the valid values', {}] as [string, Values], ...(cases.accepts ?? [])])('accepts %s', (_, values) => {
    expect(errorsOf(values)).toEqual({});
  });
  const rejected = cases.rejects.flatMap(([message, ...inputs]) => inputs.map((values) => [values, message] as const));
  it.each(rejected)("answers %j with '%s'", (values, message) => {
    const [field] = Object.keys(values);
    expect(errorsOf(values)[field!]).toBe(message);
  });
}
