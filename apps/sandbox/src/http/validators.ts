import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * The ranges of the spec's integer formats; a value outside them never reaches a handler or the database.
 * int64 stops at the integers a JSON number holds exactly.
 */
export const INTEGER_RANGES: Record<string, readonly [number, number]> = {
  int32: [-2147483648, 2147483647],
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ strict: false, useDefaults: true, removeAdditional: false, addUsedSchema: false, ...options });
  addFormats(ajv);
  for (const [format, [min, max]] of Object.entries(INTEGER_RANGES)) {
    ajv.addFormat(format, { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= min && n <= max });
  }
  for (const format of ['binary', 'password', 'byte', 'float', 'double']) ajv.addFormat(format, true);
  return ajv;
}

/**
 * A validator compiled when first called: a start compiles none of the few hundred the specs declare, and
 * each costs its first request a few milliseconds. Its errors are the compiled one's, where Fastify reads them.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

/**
 * JSON bodies are validated as sent (a number is not a string); query, path and header values arrive as
 * text and are coerced to the types the spec gives them.
 */
export function installValidators(app: FastifyInstance): void {
  // verbose: a failed pattern's value tells a blank text (answered as missing) from a wrong one.
  const body = makeAjv({ coerceTypes: false, verbose: true });
  const text = makeAjv({ coerceTypes: 'array', verbose: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compiledOnFirstUse(() => (httpPart === 'body' ? body : text).compile(schema)),
  );
}
