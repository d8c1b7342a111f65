/**
 * What the portal's "Show API call" shows: a described call (see api-call.ts) run through the
 * generated request building with a fetch that records instead of sending, and written out as an SDK
 * call, curl and fetch. A module of its own, so that a front end bundles every API class it needs
 * (ALL_APIS) only where it shows calls, not with apiCall and sendApiCall.
 */
import { ALL_APIS } from './all-apis';
import { apiCallTag, sendApiCall, type ApiCall } from './api-call';
import { createProClient } from './client';

/** The request the SDK would send, as recorded by a fetch that sends nothing. */
export interface CapturedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON or text body, or the parts of a multipart form (files by name only). */
  body?: string | Array<{ name: string; value: string; file?: boolean }> | undefined;
}

/** Field names whose values never appear in a shown call. */
export const SECRET_FIELD = /password|secret|token/i;
/** The environment variable the shown calls read the API key from. */
export const API_KEY_VARIABLE = 'PRO_API_KEY';
const API_KEY_MARK = '@@api-key@@';

/**
 * The environment variable a shown call reads a secret field from (currentPassword → PRO_CURRENT_PASSWORD;
 * every token field → PRO_VERIFICATION_TOKEN, the one token verifyPassword answers with): a secret is
 * never written into a script, so a placeholder cannot be sent by mistake.
 */
export const secretVariable = (field: string): string =>
  /token/i.test(field)
    ? 'PRO_VERIFICATION_TOKEN'
    : `PRO_${field
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/\W+/g, '_')
        .toUpperCase()}`;
/** Stands for a secret in the recorded request: letters and underscores only, so encoding leaves it whole. */
const secretMark = (variable: string) => `__env_${variable}__`;
const SECRET_MARK = /__env_([A-Z][A-Z0-9_]*?)__/g;
const secretIn = (text: string): string | undefined => new RegExp(`^${SECRET_MARK.source}$`).exec(text)?.[1];

const FILE_MARK = '@@file@@';
class Captured extends Error {}

/** The file a JSON body or value stands for, when it is a file's placeholder. */
function markedFile(value: unknown): string | undefined {
  if (typeof value === 'string') {
    try {
      return markedFile(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const name = (value as Record<string, unknown>)[FILE_MARK];
  return typeof name === 'string' ? name : undefined;
}

/** The call's parameters with secrets replaced by marks of their variables and files by empty files of the same name. */
export function maskApiCall(call: ApiCall): ApiCall {
  const mask = (value: unknown, key: string): unknown => {
    if (typeof value === 'string' && SECRET_FIELD.test(key)) return secretMark(secretVariable(key));
    if (typeof Blob !== 'undefined' && value instanceof Blob) return new File([], fileName(value));
    if (value instanceof Date || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => mask(v, key));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  };
  const params = mask(call.params, '');
  for (const [key, name] of Object.entries(call.files ?? {})) {
    if (params && typeof params === 'object') (params as Record<string, unknown>)[key] = { [FILE_MARK]: name };
  }
  return { ...call, params };
}

const fileName = (blob: Blob): string =>
  typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : '<file>';

/**
 * Runs the SDK's own request building for a call and records the request instead of sending it
 * (secrets and files masked, the API key as a mark the snippets replace).
 */
export async function captureApiCall(call: ApiCall, baseUrl: string): Promise<CapturedRequest> {
  let captured: CapturedRequest | undefined;
  const client = createProClient(
    {
      baseUrl,
      apiKey: API_KEY_MARK,
      fetch: async (url, init) => {
        captured = { method: init?.method ?? 'GET', url, headers: headersOf(init?.headers), body: bodyOf(init?.body) };
        throw new Captured();
      },
    },
    ALL_APIS,
  );
  let failure: unknown;
  await sendApiCall(client, maskApiCall(call)).catch((err: unknown) => (failure = err));
  if (!captured) throw failure instanceof Error ? failure : new Error('The SDK built no request');
  return captured;
}

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  const all: Record<string, string> = {};
  new Headers(headers ?? {}).forEach((value, name) => (all[name] = value));
  return all;
}

function bodyOf(body: RequestInit['body']): CapturedRequest['body'] {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const parts: Array<{ name: string; value: string; file?: boolean }> = [];
    body.forEach((value, name) =>
      parts.push(typeof value === 'string' ? { name, value } : { name, value: fileName(value), file: true }),
    );
    return parts;
  }
  return '<binary body>';
}

/** The same calls three ways, ready to paste. */
export interface ApiCallSnippets {
  sdk: string;
  curl: string;
  fetch: string;
  /** The requests in the order they are sent. */
  requests: CapturedRequest[];
}

/**
 * The SDK calls in TypeScript, curl and plain fetch for one described call or several sent in order
 * (each only after the one before succeeded), all reading the API key from the PRO_API_KEY
 * environment variable and each secret from a variable of its own (see secretVariable).
 * @example
 * const { curl } = await apiCallSnippets([createUser, joinGroup], 'https://pro.example.com');
 */
export async function apiCallSnippets(calls: ApiCall | readonly ApiCall[], baseUrl: string): Promise<ApiCallSnippets> {
  const list = Array.isArray(calls) ? (calls as readonly ApiCall[]) : [calls as ApiCall];
  if (list.length === 0) throw new Error('There is no call to show');
  const requests: CapturedRequest[] = [];
  for (const call of list) requests.push(await captureApiCall(call, baseUrl));
  const masked = list.map(maskApiCall);
  return {
    sdk: sdkSnippet(masked, baseUrl),
    curl: requests.map((r, i) => stepComment('#', masked, i) + curlSnippet(r)).join(' &&\n') + '\n',
    fetch: fetchSnippet(requests, masked),
    requests,
  };
}

/** Names the step of a sequence ("# 2 of 3: addUserToGroup"); nothing for a single call. */
const stepComment = (mark: string, calls: readonly ApiCall[], i: number) =>
  calls.length > 1 ? `${mark} ${i + 1} of ${calls.length}: ${calls[i]!.operation}\n` : '';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A value as a TypeScript expression (files read by their name from the working directory). */
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') {
    const variable = secretIn(value);
    return variable ? `secret(${quote(variable)})` : quote(value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (value instanceof Date) return `new Date(${quote(isNaN(value.getTime()) ? 'invalid date' : value.toISOString())})`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    // A File, not a bare Blob: the server reads the extension from the part's file name.
    const name = quote(fileName(value));
    return `new File([await openAsBlob(${name})], ${name})`;
  }
  const file = markedFile(value);
  if (file) return `JSON.parse(readFileSync(${quote(file)}, 'utf8'))`;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + literal(v, inner)).join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([k, v]) => `${inner}${IDENTIFIER.test(k) ? k : quote(k)}: ${literal(v, inner)}`);
    return `{\n${lines.join(',\n')},\n${indent}}`;
  }
  return 'undefined';
}

const hasFile = (request: CapturedRequest) => Array.isArray(request.body) && request.body.some((p) => p.file);

/** Reads a secret from the environment and stops when it is not set (TypeScript, or JavaScript without the types). */
const secretReader = (typed: boolean) => [
  '/** A secret from the environment: never written into the script. */',
  `function secret(name${typed ? ': string' : ''})${typed ? ': string' : ''} {`,
  '  const value = process.env[name];',
  '  if (!value) throw new Error(`Set the environment variable ${name} first.`);',
  '  return value;',
  '}',
  '',
];

function sdkSnippet(calls: readonly ApiCall[], baseUrl: string): string {
  const args = calls.map((call) => (call.params === undefined ? '' : literal(call.params, '')));
  const all = args.join('\n');
  const fs = ['openAsBlob', 'readFileSync'].filter((name) => all.includes(`${name}(`));
  const classes = new Map<string, Map<string, string>>();
  for (const call of calls) {
    const of = classes.get(call.api) ?? new Map<string, string>();
    of.set(call.apiClass, `${apiCallTag(call)}Api`);
    classes.set(call.api, of);
  }
  const imports = [...classes].map(
    ([api, of]) => `import { ${[...new Set(of.values())].join(', ')} } from '@pro-portal/sdk/${api}';`,
  );
  const apis = [...classes]
    .map(([api, of]) => `${api}: { ${[...of].map(([name, cls]) => `${name}: ${cls}`).join(', ')} }`)
    .join(', ');
  const steps = calls.flatMap((call, i) => {
    const result = calls.length > 1 ? `result${i + 1}` : 'result';
    return [
      ...(stepComment('//', calls, i) ? [stepComment('//', calls, i).trimEnd()] : []),
      `const ${result} = await pro.${call.api}.${call.apiClass}.${call.operation}(${args[i]});`,
      `console.log(JSON.stringify(${result}, null, 2));`,
    ];
  });
  return [
    `import { createProClient } from '@pro-portal/sdk';`,
    ...imports,
    ...(fs.length ? [`import { ${fs.join(', ')} } from 'node:fs';`] : []),
    '',
    ...(all.includes('secret(') ? secretReader(true) : []),
    `const pro = createProClient(`,
    `  { baseUrl: ${quote(baseUrl)}, apiKey: process.env.${API_KEY_VARIABLE} },`,
    `  { ${apis} },`,
    `);`,
    ...steps,
    '',
  ].join('\n');
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

/** In a single-quoted shell word, a secret's mark becomes its variable, refused when unset or empty. */
const shellSecrets = (word: string) => word.replace(SECRET_MARK, (_m, variable: string) => `'"\${${variable}:?}"'`);

/** One curl command: quiet but for errors, and failing (with the answer's body) on an error status. */
function curlSnippet(request: CapturedRequest): string {
  const shell = (s: string) => shellSecrets(shellQuote(s));
  const lines = [`curl -sS --fail-with-body -X ${request.method} ${shell(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(value === API_KEY_MARK ? `-H "apikey: $${API_KEY_VARIABLE}"` : `-H ${shell(`${name}: ${value}`)}`);
  }
  const file = markedFile(request.body);
  if (file) lines.push(`--data-binary ${shell(`@${file}`)}`);
  else if (typeof request.body === 'string') lines.push(`--data-raw ${shell(pretty(request.body))}`);
  if (Array.isArray(request.body)) {
    for (const part of request.body) {
      lines.push(
        part.file ? `-F ${shell(`${part.name}=@${part.value}`)}` : `-F ${shell(`${part.name}=${part.value}`)}`,
      );
    }
  }
  return lines.join(' \\\n  ');
}

/** A JavaScript string expression for text that may hold secrets' marks (read with secret()). */
function jsText(text: string, encode: boolean): string {
  if (text.search(SECRET_MARK) === -1) return quote(text);
  const read = (variable: string) => (encode ? `encodeURIComponent(secret('${variable}'))` : `secret('${variable}')`);
  return `\`${text.replace(/[`\\$]/g, '\\$&').replace(/__env_([A-Z][A-Z0-9_]*?)__/g, (_m, v: string) => '${' + read(v) + '}')}\``;
}

function fetchSnippet(requests: readonly CapturedRequest[], calls: readonly ApiCall[]): string {
  const fs = new Set<string>();
  const head: string[] = [];
  const steps = requests.flatMap((request, i) => {
    const step = fetchStep(request, requests.length > 1 ? `${i + 1}` : '', fs);
    return [...(stepComment('//', calls, i) ? [stepComment('//', calls, i).trimEnd()] : []), ...step];
  });
  if (fs.size) head.push(`import { ${[...fs].join(', ')} } from 'node:fs';`, '');
  const all = steps.join('\n');
  return [...head, ...(all.includes('secret(') ? secretReader(false) : []), ...steps, ''].join('\n');
}

/** One fetch of a sequence: prints the status and answer, and stops the script on an error status. */
function fetchStep(request: CapturedRequest, n: string, fs: Set<string>): string[] {
  const headers = Object.entries(request.headers).map(([name, value]) =>
    value === API_KEY_MARK
      ? `    apikey: process.env.${API_KEY_VARIABLE},`
      : `    ${IDENTIFIER.test(name) ? name : quote(name)}: ${jsText(value, false)},`,
  );
  const file = markedFile(request.body);
  if (hasFile(request)) fs.add('openAsBlob');
  if (file) fs.add('readFileSync');
  const head: string[] = [];
  let body: string[] = [];
  if (file) body = [`  body: readFileSync(${quote(file)}, 'utf8'),`];
  else if (typeof request.body === 'string') {
    const json = pretty(request.body);
    body = [
      `  body: ${
        json === request.body
          ? jsText(json, false)
          : `JSON.stringify(${json
              .replace(SECRET_MARK, (_m, v: string) => `" + secret('${v}') + "`)
              .replace(/"" \+ | \+ ""/g, '')
              .replace(/\n/g, '\n  ')})`
      },`,
    ];
  }
  if (Array.isArray(request.body)) {
    head.push(`const form${n} = new FormData();`);
    for (const part of request.body) {
      head.push(
        part.file
          ? `form${n}.append(${quote(part.name)}, await openAsBlob(${quote(part.value)}), ${quote(part.value)});`
          : `form${n}.append(${quote(part.name)}, ${jsText(part.value, false)});`,
      );
    }
    head.push('');
    body = [`  body: form${n},`];
  }
  const response = `response${n}`;
  return [
    ...head,
    `const ${response} = await fetch(${jsText(request.url, true)}, {`,
    `  method: ${quote(request.method)},`,
    `  headers: {`,
    ...headers,
    `  },`,
    ...body,
    `});`,
    `console.log(${response}.status, await ${response}.text());`,
    `if (!${response}.ok) process.exit(1);`,
  ];
}
