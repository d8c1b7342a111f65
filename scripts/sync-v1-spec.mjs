// Copies into openapi/pro-api-v1.yaml the calls the platform still serves under /pro-api/v1 (the
// documented v1 application, API key, resource profile and AIMMS version paths), from their v2
// definitions in openapi/pro-api-v2.yaml, with every component they use. The v2 file is the one home
// of these calls; openapi/operations.test.ts fails when the v1 copies differ from it.
// Usage: node scripts/sync-v1-spec.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

/** The v2 operations the v1 API also has, by operationId. */
export const V1_FROM_V2 = [
  'listApplications',
  'publishApplication',
  'listApplicationVersions',
  'getApplication',
  'updateApplication',
  'deleteApplication',
  'listApiKeys',
  'createApiKey',
  'listApiKeyScopes',
  'deleteApiKey',
  'listResourceProfiles',
  'listAimmsVersions',
  'getAimmsVersion',
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every local '#/components/...' reference inside a value. */
function refsOf(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, found));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) found.add(v);
      else refsOf(v, found);
    }
  return found;
}

export function syncV1(v1, v2) {
  const paths = {};
  for (const [path, item] of Object.entries(v1.paths)) {
    const own = Object.fromEntries(
      Object.entries(item).filter(([m, op]) => !METHODS.includes(m) || !V1_FROM_V2.includes(op.operationId)),
    );
    if (Object.keys(own).some((m) => METHODS.includes(m))) paths[path] = own;
  }
  const copied = [];
  for (const [path, item] of Object.entries(v2.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || !V1_FROM_V2.includes(op.operationId)) continue;
      paths[path] ??= {};
      if (item.parameters) paths[path].parameters = item.parameters;
      paths[path][method] = op;
      copied.push(item.parameters ?? [], op);
    }
  }
  const components = structuredClone(v1.components ?? {});
  const pending = [...refsOf(paths)];
  for (const s of v2.security ?? [])
    for (const name of Object.keys(s)) pending.push(`#/components/securitySchemes/${name}`);
  const seen = new Set();
  while (pending.length) {
    const ref = pending.pop();
    if (seen.has(ref)) continue;
    seen.add(ref);
    const [, , kind, name] = ref.split('/');
    // A component v2 also has is v2's; the v1 file's own (the portal-mode header) stay as written.
    const definition = v2.components?.[kind]?.[name] ?? components[kind]?.[name];
    if (!definition) throw new Error(`${ref} is defined in neither file`);
    components[kind] ??= {};
    components[kind][name] = definition;
    pending.push(...refsOf(definition));
  }
  const tags = [...(v1.tags ?? [])];
  for (const tag of v2.tags ?? [])
    if (copied.some((op) => op.tags?.includes(tag.name)) && !tags.some((t) => t.name === tag.name)) tags.push(tag);
  return { ...v1, security: v2.security, tags, paths, components };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(root, 'openapi/pro-api-v1.yaml');
  const v1 = parse(readFileSync(file, 'utf8'));
  const v2 = parse(readFileSync(join(root, 'openapi/pro-api-v2.yaml'), 'utf8'));
  writeFileSync(file, stringify(syncV1(v1, v2), { lineWidth: 0 }));
  console.log(`openapi/pro-api-v1.yaml: ${V1_FROM_V2.length} calls copied from openapi/pro-api-v2.yaml`);
}
