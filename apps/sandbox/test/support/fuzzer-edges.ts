import { API_BASES, type Operation } from './operations';
import type { Credentials } from './world';

/** Security headers every answer carries, whoever produced it (a route, the router or the HTTP parser). */
export const SECURITY_HEADERS = [
  'x-content-type-options',
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
];

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** What is wrong with an answer that must be the Error schema with status; empty when it is. */
function errorAnswerBreaches(what: string, answer: Answer, status: number): string[] {
  const out: string[] = [];
  if (answer.status !== status) out.push(`${what} answered ${answer.status}, not ${status}`);
  for (const h of SECURITY_HEADERS) if (!answer.headers.get(h)) out.push(`${what} answered without ${h}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    out.push(`${what} answered a body that is not JSON: ${answer.text.slice(0, 80)}`);
    return out;
  }
  const b = body as Record<string, unknown>;
  if (typeof b.message !== 'string' || typeof b.errorCode !== 'number' || typeof b.errorId !== 'string')
    out.push(`${what} answered a body unlike the Error schema: ${answer.text.slice(0, 80)}`);
  return out;
}

async function call(url: string, method: string, creds: Credentials): Promise<Answer> {
  const headers = new Headers();
  if (creds.cookie) headers.set('cookie', creds.cookie);
  if (creds.apiKey) headers.set('apiKey', creds.apiKey);
  const res = await fetch(url, { method, headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The operation's address with a fixed stand-in for each path parameter. */
const addressOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, 'fuzz-x');

/**
 * Requests about an operation's address rather than its input: a QUERY without a Content-Type is
 * a method the address does not support (405 with Allow), and for a GET, the address with a
 * doubled slash after the API prefix and with a trailing slash reaches the same operation.
 */
export async function addressBreaches(baseUrl: string, op: Operation, callers: Credentials[]): Promise<string[]> {
  const address = addressOf(op);
  const out: string[] = [];
  const query = await call(`${baseUrl}${address}`, 'QUERY', callers[0] ?? {});
  out.push(...errorAnswerBreaches(`QUERY ${op.path} without a Content-Type`, query, 405));
  if (query.status === 405 && !query.headers.get('allow')) out.push(`QUERY ${op.path} answered 405 without Allow`);
  if (op.method !== 'GET') return out;
  // The first caller the operation lets in, so that the variants reach the operation itself.
  let plain: Answer | undefined;
  let creds: Credentials = {};
  for (const c of callers) {
    creds = c;
    plain = await call(`${baseUrl}${address}`, 'GET', c);
    if (plain.status !== 401 && plain.status !== 403) break;
  }
  const prefix = API_BASES[op.api];
  for (const variant of [`${prefix}/${address.slice(prefix.length)}`, `${address}/`]) {
    const answer = await call(`${baseUrl}${variant}`, 'GET', creds);
    if (answer.status !== plain?.status)
      out.push(`GET ${variant} answered ${answer.status}, the address without the extra slash ${plain?.status}`);
  }
  return out;
}

/** An address over 16 KB is refused by the HTTP parser: still 431 in the Error schema with the security headers. */
export async function oversizeAddressBreaches(baseUrl: string): Promise<string[]> {
  const answer = await call(`${baseUrl}/pro-api/v2/applications?q=${'a'.repeat(17 * 1024)}`, 'GET', {});
  return errorAnswerBreaches('an address over 16 KB', answer, 431);
}
