import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ strict: false, useDefaults: true, removeAdditional: false, addUsedSchema: false, ...options });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'binary', 'password', 'byte', 'float', 'double']) ajv.addFormat(format, true);
  return ajv;
}

/**
 * JSON bodies are validated as sent (a number is not a string); query, path and header values arrive as
 * text and are coerced to the types the spec gives them.
 */
export function installValidators(app: FastifyInstance): void {
  const body = makeAjv({ coerceTypes: false });
  const text = makeAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema));
}
