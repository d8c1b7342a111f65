import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Json } from './json';

export type { Json };

/** One operation of the OpenAPI files, as the tests need it. */
export interface Operation {
  api: ApiFile;
  operationId: string;
  method: string;
  /** The path with its base path, e.g. /pro-api/v2/applications/{projectName}. */
  path: string;
  tag: string;
  /** security: [] on the operation. */
  open: boolean;
  params: Parameter[];
  body?: { required: boolean; contentType: string; schema: Schema };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
  /** An array sent as one parameter per item (OpenAPI's default for query parameters), not comma-separated. */
  explode: boolean;
}

export type Schema = Record<string, Json>;
export type ApiFile =
  'pro-api-v2' | 'pro-api-v1' | 'auth-v1' | 'session-manager-v1' | 'user-manager-v1' | 'secret-manager-v1';

export const API_BASES: Record<ApiFile, string> = {
  'pro-api-v2': '/pro-api/v2',
  'pro-api-v1': '/pro-api/v1',
  'auth-v1': '/pro/auth/v1',
  'session-manager-v1': '/pro/session-manager/v1',
  'user-manager-v1': '/pro/user-manager/v1',
  'secret-manager-v1': '/pro/secret-manager/v1',
};

const OPENAPI_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'openapi');
const specs = new Map<ApiFile, Schema>();

export function spec(api: ApiFile): Schema {
  let s = specs.get(api);
  if (!s) {
    s = parse(fs.readFileSync(path.join(OPENAPI_DIR, `${api}.yaml`), 'utf8')) as Schema;
    specs.set(api, s);
  }
  return s;
}

/** Follows local $refs (#/components/...) of a spec. */
export function deref<T = Schema>(api: ApiFile, node: Json): T {
  let n = node;
  while (n && typeof n === 'object' && typeof n.$ref === 'string') {
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc: Json, key: string) => acc?.[key], spec(api));
  }
  return n as T;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the files (read from disk, so a new operation shows up here at once). */
export function allOperations(): Operation[] {
  const out: Operation[] = [];
  for (const api of Object.keys(API_BASES) as ApiFile[]) {
    for (const [p, item] of Object.entries<Schema>(spec(api).paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((raw: Json) => {
          const prm = deref<Schema>(api, raw);
          return {
            name: prm.name,
            in: prm.in,
            required: Boolean(prm.required),
            schema: deref(api, prm.schema ?? {}),
            explode: prm.explode !== false,
          } as Parameter;
        });
        let body: Operation['body'];
        if (op.requestBody) {
          const rb = deref<Schema>(api, op.requestBody);
          const [contentType, media] = Object.entries<Schema>(rb.content)[0]!;
          body = { required: Boolean(rb.required), contentType, schema: deref(api, media.schema ?? {}) };
        }
        out.push({
          api,
          operationId: op.operationId,
          method: method.toUpperCase(),
          path: API_BASES[api] + p,
          tag: op.tags?.[0] ?? '',
          open: Array.isArray(op.security) && op.security.length === 0,
          params,
          body,
        });
      }
    }
  }
  return out;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A minimal value valid against a schema: required properties only, the first enum value, lower bounds. */
export function sample(api: ApiFile, raw: Schema | undefined): Json {
  const s = deref<Schema>(api, raw ?? {});
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x: Schema) => sample(api, x)));
  if (s.oneOf || s.anyOf) return sample(api, (s.oneOf ?? s.anyOf)[0]);
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(api, s.properties?.[key]);
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(api, s.items));
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'date') return today();
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'uri') return 'http://127.0.0.1:9/hook';
      if (s.format === 'binary') return 'x';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return s.properties ? sample(api, { ...s, type: 'object' }) : {};
  }
}
