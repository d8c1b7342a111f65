import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export type ApiName = 'main' | 'v1' | 'auth' | 'sessions' | 'users' | 'secrets';

const FILES: Record<ApiName, string> = {
  main: 'pro-api-v2.yaml',
  v1: 'pro-api-v1.yaml',
  auth: 'auth-v1.yaml',
  sessions: 'session-manager-v1.yaml',
  users: 'user-manager-v1.yaml',
  secrets: 'secret-manager-v1.yaml',
};

const openapiDir = path.resolve(__dirname, '..', '..', '..', '..', 'openapi');
const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
for (const format of ['int32', 'int64', 'binary', 'password', 'byte', 'float', 'double']) ajv.addFormat(format, true);
for (const [api, file] of Object.entries(FILES)) {
  ajv.addSchema(parse(fs.readFileSync(path.join(openapiDir, file), 'utf8')), api);
}
const cache = new Map<string, ValidateFunction>();

/** Validates body against a named component schema of an OpenAPI file; throws with the errors when it does not match. */
export function expectSchema(api: ApiName, schema: string, body: unknown): void {
  const key = `${api}#/components/schemas/${schema}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.getSchema(key);
    if (!validate) throw new Error(`No schema ${schema} in ${FILES[api]}`);
    cache.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `Response does not match ${schema}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 800)}`,
    );
  }
}
