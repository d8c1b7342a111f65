import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { API_BASES, deref, spec, type ApiFile, type Json, type Operation, type Schema } from './operations';

/** The responses an operation declares, by status ('default' included), each with its content types and schemas. */
export function declaredResponses(op: Operation): Map<string, Record<string, Schema | undefined>> {
  const item = (spec(op.api).paths as Record<string, Schema>)[op.path.slice(API_BASES[op.api].length)]!;
  const responses = (item[op.method.toLowerCase()] as Schema).responses as Record<string, Json>;
  const out = new Map<string, Record<string, Schema | undefined>>();
  for (const [status, raw] of Object.entries(responses)) {
    const response = deref<Schema>(op.api, raw);
    const content = (response.content ?? {}) as Record<string, Schema>;
    out.set(status, Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema])));
  }
  return out;
}

/** OpenAPI 3.0 → JSON Schema: nullable becomes a null type, local $refs point into the file's own schema. */
function convert(node: unknown, api: ApiFile): unknown {
  if (Array.isArray(node)) return node.map((n) => convert(n, api));
  if (!node || typeof node !== 'object') return node;
  const n = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(n)) {
    if (['nullable', 'example', 'discriminator', 'xml'].includes(key)) continue;
    out[key] = key === '$ref' ? `${api}${String(value)}` : convert(value, api);
  }
  if (n.nullable === true) {
    if (typeof n.type === 'string') out.type = [n.type, 'null'];
    if (Array.isArray(n.enum)) out.enum = [...n.enum, null];
    if (n.$ref) return { anyOf: [{ $ref: out.$ref }, { type: 'null' }] };
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
for (const format of ['int32', 'int64', 'binary', 'password', 'byte', 'float', 'double']) ajv.addFormat(format, true);
for (const api of Object.keys(API_BASES) as ApiFile[]) ajv.addSchema(convert(spec(api), api) as Json, api);
const compiled = new Map<Schema, ValidateFunction>();

/** ajv's complaint when body does not match the (OpenAPI) schema of an operation's file, else undefined. */
export function schemaMismatch(api: ApiFile, schema: Schema, body: unknown): string | undefined {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(convert(schema, api) as Json);
    compiled.set(schema, validate);
  }
  return validate(body) ? undefined : ajv.errorsText(validate.errors);
}
