import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const OPENAPI_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'openapi');

/** OpenAPI 3.0 → JSON Schema: nullable becomes a null type, local $refs point at the file's schema ids. */
function convert(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => convert(n, file));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'nullable' || key === 'example' || key === 'discriminator' || key === 'xml') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = `${file}#/definitions/${value.split('/').pop()}`;
    else out[key] = convert(value, file);
  }
  const n = node as Json;
  if (n.nullable === true) {
    if (typeof n.type === 'string') out.type = [n.type, 'null'];
    if (Array.isArray(n.enum)) out.enum = [...(n.enum as unknown[]), null];
    if (n.$ref) return { anyOf: [{ $ref: out.$ref }, { type: 'null' }] };
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const loaded = new Set<string>();

function load(file: string) {
  if (loaded.has(file)) return;
  const spec = parse(fs.readFileSync(path.join(OPENAPI_DIR, file), 'utf8')) as { components: { schemas: Json } };
  ajv.addSchema({ $id: file, definitions: convert(spec.components.schemas, file) as Json });
  loaded.add(file);
}

const cache = new Map<string, ValidateFunction>();

/** Throws with ajv's errors unless value matches the named component schema of an OpenAPI file. */
export function expectSchema(value: unknown, schema: string, file = 'pro-api-v2.yaml'): void {
  load(file);
  const key = `${file}#${schema}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.getSchema(`${file}#/definitions/${schema}`);
    if (!validate) throw new Error(`No schema ${schema} in ${file}`);
    cache.set(key, validate);
  }
  const json = JSON.parse(JSON.stringify(value));
  if (!validate(json)) {
    throw new Error(`Not a valid ${schema}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(json).slice(0, 500)}`);
  }
}
