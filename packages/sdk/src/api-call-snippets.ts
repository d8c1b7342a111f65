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
/** What a shown call has in place of a secret. */
export const SECRET_PLACEHOLDER = '<password>';
/** The environment variable the shown calls read the API key from. */
export const API_KEY_VARIABLE = 'PRO_API_KEY';
const API_KEY_MARK = '@@api-key@@';

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

/** The call's parameters with secrets replaced by placeholders and files by empty files of the same name. */
export function maskApiCall(call: ApiCall): ApiCall {
  const mask = (value: unknown, key: string): unknown => {
    if (typeof value === 'string' && SECRET_FIELD.test(key)) return SECRET_PLACEHOLDER;
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

/** The same call three ways, ready to paste. */
export interface ApiCallSnippets {
  sdk: string;
  curl: string;
  fetch: string;
  request: CapturedRequest;
}

/**
 * The SDK call in TypeScript, curl and plain fetch for a described call, all reading the API key from
 * the PRO_API_KEY environment variable.
 * @example
 * const { curl } = await apiCallSnippets(call, 'https://pro.example.com');
 */
export async function apiCallSnippets(call: ApiCall, baseUrl: string): Promise<ApiCallSnippets> {
  const request = await captureApiCall(call, baseUrl);
  return {
    sdk: sdkSnippet(maskApiCall(call), baseUrl),
    curl: curlSnippet(request),
    fetch: fetchSnippet(request),
    request,
  };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A value as a TypeScript expression (files read by their name from the working directory). */
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return quote(value);
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

function sdkSnippet(call: ApiCall, baseUrl: string): string {
  const args = call.params === undefined ? '' : literal(call.params, '');
  const fs = ['openAsBlob', 'readFileSync'].filter((name) => args.includes(`${name}(`));
  const apiClass = `${apiCallTag(call)}Api`;
  return [
    `import { createProClient } from '@pro-portal/sdk';`,
    `import { ${apiClass} } from '@pro-portal/sdk/${call.api}';`,
    ...(fs.length ? [`import { ${fs.join(', ')} } from 'node:fs';`] : []),
    '',
    `const pro = createProClient(`,
    `  { baseUrl: ${quote(baseUrl)}, apiKey: process.env.${API_KEY_VARIABLE} },`,
    `  { ${call.api}: { ${call.apiClass}: ${apiClass} } },`,
    `);`,
    `const result = await pro.${call.api}.${call.apiClass}.${call.operation}(${args});`,
    'console.log(JSON.stringify(result, null, 2));',
    '',
  ].join('\n');
}

const shell = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

function curlSnippet(request: CapturedRequest): string {
  const lines = [`curl -X ${request.method} ${shell(request.url)}`];
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
  return lines.join(' \\\n  ') + '\n';
}

function fetchSnippet(request: CapturedRequest): string {
  const headers = Object.entries(request.headers).map(([name, value]) =>
    value === API_KEY_MARK
      ? `    apikey: process.env.${API_KEY_VARIABLE},`
      : `    ${IDENTIFIER.test(name) ? name : quote(name)}: ${quote(value)},`,
  );
  const file = markedFile(request.body);
  const fs = [...(hasFile(request) ? ['openAsBlob'] : []), ...(file ? ['readFileSync'] : [])];
  const head: string[] = fs.length ? [`import { ${fs.join(', ')} } from 'node:fs';`, ''] : [];
  let body: string[] = [];
  if (file) body = [`  body: readFileSync(${quote(file)}, 'utf8'),`];
  else if (typeof request.body === 'string') {
    const json = pretty(request.body);
    body = [`  body: ${json === request.body ? quote(json) : `JSON.stringify(${json.replace(/\n/g, '\n  ')})`},`];
  }
  if (Array.isArray(request.body)) {
    head.push('const form = new FormData();');
    for (const part of request.body) {
      head.push(
        part.file
          ? `form.append(${quote(part.name)}, await openAsBlob(${quote(part.value)}), ${quote(part.value)});`
          : `form.append(${quote(part.name)}, ${quote(part.value)});`,
      );
    }
    head.push('');
    body = ['  body: form,'];
  }
  return [
    ...head,
    `const response = await fetch(${quote(request.url)}, {`,
    `  method: ${quote(request.method)},`,
    `  headers: {`,
    ...headers,
    `  },`,
    ...body,
    `});`,
    `console.log(response.status, await response.text());`,
    '',
  ].join('\n');
}
