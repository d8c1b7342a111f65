import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type Spec = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
  security?: unknown[];
};

interface Operation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }>; required?: boolean };
  [key: string]: unknown;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  tag?: string;
  /** The operation answers signed-out callers. */
  open: boolean;
  /** Request body content types that are handled by the handler itself (multipart). */
  multipart: boolean;
  /** The content types the request body may have (empty when the operation takes no body). */
  contentTypes: string[];
  bodyRequired: boolean;
  /** Array query parameters sent comma-separated (style form, explode false). */
  commaSeparated: CommaSeparated[];
}

/** An array query parameter sent comma-separated, and whether its list may be empty (no minItems). */
export interface CommaSeparated {
  name: string;
  mayBeEmpty: boolean;
}

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  explode?: boolean;
  style?: string;
  schema?: { type?: string; minItems?: number };
}

/** The parameter itself, following a local $ref (#/components/parameters/x). */
function resolveParameter(spec: Spec, p: Parameter): Parameter {
  if (!p.$ref) return p;
  const name = p.$ref.split('/').pop()!;
  const components = spec.components as { parameters?: Record<string, Parameter> } | undefined;
  return components?.parameters?.[name] ?? p;
}

function commaSeparatedQuery(spec: Spec, parameters: unknown): CommaSeparated[] {
  if (!Array.isArray(parameters)) return [];
  return (parameters as Parameter[])
    .map((p) => resolveParameter(spec, p))
    .filter(
      (p) => p.in === 'query' && p.schema?.type === 'array' && p.explode === false && (p.style ?? 'form') === 'form',
    )
    .map((p) => ({ name: p.name!, mayBeEmpty: !(p.schema?.minItems && p.schema.minItems > 0) }));
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** An OpenAPI file as written and as parsed. */
export interface SpecFile {
  text: string;
  spec: Spec;
}

/** Where the build keeps each spec parsed, under the package's dist folder. */
export const parsedSpecsDir = (packageDir: string) => path.join(packageDir, 'dist', 'openapi');

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const keptFile = (dir: string, file: string) => path.join(dir, `${path.basename(file, '.yaml')}.json`);

/**
 * Reads an OpenAPI file; undefined when it does not exist. Parsing YAML takes a tenth of a start, so the
 * parse the build kept is used while the file's text is still the one it was made from.
 */
export function loadSpec(file: string, keptDir: string): SpecFile | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  try {
    const kept = JSON.parse(fs.readFileSync(keptFile(keptDir, file), 'utf8')) as { hash: string; spec: Spec };
    if (kept.hash === hashOf(text)) return { text, spec: kept.spec };
  } catch {
    // none kept, or unreadable: parse the file itself
  }
  return { text, spec: parse(text) as Spec };
}

/** Keeps every OpenAPI file of a folder parsed, with the hash of the text it was parsed from. */
export function keepParsedSpecs(specDir: string, keptDir: string): void {
  fs.mkdirSync(keptDir, { recursive: true });
  for (const name of fs.readdirSync(specDir).filter((f) => f.endsWith('.yaml'))) {
    const text = fs.readFileSync(path.join(specDir, name), 'utf8');
    const spec = parse(text) as Partial<Spec>;
    // The folder holds the linter's settings too.
    if (spec?.openapi) fs.writeFileSync(keptFile(keptDir, name), JSON.stringify({ hash: hashOf(text), spec }));
  }
}

/**
 * Prepares a spec for the route generator: multipart bodies are read as streams by their handlers,
 * so their schema is dropped (the content type stays accepted); a body of any type (the wildcard range) is
 * stored by its route's own hook before parsing, so only its JSON schema is kept. The operation list
 * is returned.
 */
export function prepareSpec(
  spec: Spec,
  signInRequired: (operationId: string) => boolean,
): {
  spec: Spec;
  operations: Map<string, OperationInfo>;
} {
  const copy = structuredClone(spec);
  const operations = new Map<string, OperationInfo>();
  for (const [, item] of Object.entries(copy.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const multipart = 'multipart/form-data' in content;
      const bodyRequired = op.requestBody?.required === true;
      const contentTypes = Object.keys(content);
      if (multipart) delete op.requestBody;
      else if ('*/*' in content) delete content['*/*'];
      const security = op.security ?? copy.security;
      const declaresNone = Array.isArray(security) && security.length === 0;
      const open = security === undefined ? !signInRequired(op.operationId) : declaresNone;
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        tag: op.tags?.[0],
        open,
        multipart,
        contentTypes,
        bodyRequired,
        commaSeparated: commaSeparatedQuery(copy, [
          ...((item as { parameters?: unknown[] }).parameters ?? []),
          ...((op.parameters as unknown[]) ?? []),
        ]),
      });
    }
  }
  return { spec: copy, operations };
}

/** The folder holding the OpenAPI files. */
export function openapiDir(packageDir: string): string {
  return process.env.OPENAPI_DIR
    ? path.resolve(process.env.OPENAPI_DIR)
    : path.resolve(packageDir, '..', '..', 'openapi');
}
