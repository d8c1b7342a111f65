import fc from 'fast-check';
import type { Json, Operation, Schema } from './operations';
import { send, type Credentials, type Req } from './world';
import { invalid, invalidBody, valid } from './arbitraries';
import { declaredResponses, schemaMismatch } from './declared';
import type { Fixture } from './fixture';
import { addressBreaches, oversizeAddressBreaches, SECURITY_HEADERS } from './fuzzer-edges';

/** Operations whose call would end the run's own footing; they are sent signed out only. */
const SIGNED_OUT_ONLY = new Set(['logout']);

/** An empty, '.' or '..' segment is never a path parameter: URL normalisation turns it into another address. */
const isSegment = (v: string) => v !== '' && v !== '.' && v !== '..';

/** A generated request; schemaValid when every parameter and the body keep the operation's schema. */
type FuzzReq = Req & { schemaValid?: true };

/** A request of the operation: every parameter and the body valid, or one of them broken. */
export function request(op: Operation, pool: Fixture['pool']): fc.Arbitrary<FuzzReq> {
  const params = op.params.filter((p) => p.in !== 'header');
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const value = (p: Operation['params'][number], broken: boolean) =>
    broken ? invalid(op.api, p.schema) : valid(op.api, p.schema, pool[p.name] ?? []);
  const encode = (p: Operation['params'][number]) => (v: Json) =>
    Array.isArray(v)
      ? p.explode
        ? v.map(String)
        : v.join(',')
      : typeof v === 'object' && v !== null
        ? JSON.stringify(v)
        : v;
  const build = (brokenAt: number) =>
    fc
      .record({
        path: fc.record(
          Object.fromEntries(
            pathParams.map((p, i) => [
              p.name,
              value(p, brokenAt === i)
                .map(String)
                .filter(isSegment),
            ]),
          ),
        ),
        query: fc.record(
          Object.fromEntries(
            queryParams.map((p, i) => {
              const v = value(p, brokenAt === pathParams.length + i).map(encode(p));
              return [p.name, p.required || brokenAt === pathParams.length + i ? v : fc.option(v, { nil: undefined })];
            }),
          ),
        ),
        body: body(op, brokenAt === params.length),
      })
      .map(({ path, query, body: b }) => ({ params: path, query: query as Req['query'], ...b }));
  const broken = Array.from({ length: params.length + (op.body ? 1 : 0) }, (_, i) => build(i));
  const allValid = build(-1).map((req): FuzzReq => ({ ...req, schemaValid: true }));
  return fc.oneof({ arbitrary: allValid, weight: 2 }, ...broken.map((arbitrary) => ({ arbitrary, weight: 1 })));
}

function body(op: Operation, broken: boolean): fc.Arbitrary<Partial<Req>> {
  if (!op.body) return fc.constant({});
  const { contentType, schema } = op.body;
  if (contentType === 'application/json')
    return (broken ? invalidBody(op.api, schema) : valid(op.api, schema)).map((json) => ({ json: json ?? null }));
  if (contentType === 'multipart/form-data') {
    const parts = Object.keys((schema.properties ?? {}) as Record<string, Json>);
    return fc
      .subarray(parts)
      .chain((names) =>
        fc.tuple(
          ...names.map((n) =>
            fc.tuple(
              fc.constant(n),
              n === 'metadata'
                ? valid(op.api, (schema.properties as Record<string, Schema>).metadata).map((m) => JSON.stringify(m))
                : fc.oneof(fc.string({ maxLength: 20 }), fc.constant('{}')),
            ),
          ),
        ),
      )
      .map((entries) => ({
        multipart: Object.fromEntries(
          entries.map(([n, v]) => [n, n === 'metadata' ? v : { content: v, filename: `${n}.bin` }]),
        ),
      }));
  }
  return valid(op.api, schema).map((form) => ({
    form: Object.fromEntries(Object.entries((form ?? {}) as Record<string, Json>).map(([k, v]) => [k, String(v)])),
  }));
}

/** A declared media type or range (text/*, *\/*) that the answered type falls in. */
const mediaRangeHolds = (declared: string, type: string) =>
  declared === type || declared === '*/*' || (declared.endsWith('/*') && type.startsWith(declared.slice(0, -1)));

/**
 * An API key's expiry lies between today and a year from now, relative to today; its scopes are the
 * platform's list, published by GET /api-keys-scopes rather than fixed in the contract.
 */
const API_KEY_RULES =
  /^(Expiration date cannot be (in the past|more than one year in the future)\.|Unknown key scope:)/;
/**
 * A filter term's value must suit its column (a number, a moment) and so must its operator: a
 * relation between the parts of one term that its pattern (column, operator, value) leaves open.
 */
const OVERVIEW_FILTER_RULES = /^The filter on \w+ (needs|cannot use|compares text|must be an ISO-8601)/;

/**
 * Rules the server applies that no schema can state (relations between fields, dates relative to
 * today, what exists); a schema-valid request refused for one of them is not an undeclared rule.
 */
const RULES_BEYOND_SCHEMA: Partial<Record<string, RegExp>> = {
  // A scheduleFor already passed is refused: relative to now, which no schema can state.
  createTask: /^The moment in scheduleFor has already passed\./,
  createTaskForLatestVersion: /^The moment in scheduleFor has already passed\./,
  // Password rules are the account's, published by the password-rules call, not fixed in the contract;
  // whether the current password is right is the account's too.
  createUser: /^Password must be at least/,
  updateUser: /^Password must be at least/,
  changePassword: /^(Password must be at least|The current password is not correct\.)/,
  verifyPassword: /^The current password is not correct\./,
  // A verification token is one the server issued (to this user, not yet used or expired), and an
  // authenticator's code is right only for the secret behind it and the minute it is entered.
  getMfaQrCode: /^The verification token is invalid or has expired\./,
  enableMfa:
    /^(The verification token is invalid or has expired\.|Ask for the QR code first|The verification code is not correct\.)/,
  disableMfa: /^The verification token is invalid or has expired\./,
  createApiKey: API_KEY_RULES,
  createAccountApiKey: API_KEY_RULES,
  createCurrentUserApiKey: API_KEY_RULES,
  // The value an item takes depends on its type (a secret has one, a directory none): a relation
  // between two fields, which the contract cannot state without oneOf, which its generator does not take.
  createItem: /^(A directory holds no value|A secret needs its value)/,
  // Exactly one of two optional parameters: a relation between fields.
  explainAppAccess: /^Give either userName or groupName\./,
  // The range runs forward and holds at most 1000 buckets of its resolution: relations between fields.
  getAppStats: /^(from must be before to\.|More than 1000 buckets)/,
  // The states a list may name depend on the kind of session in its path: a relation between fields.
  listSessions: /^Unknown (webui|solve|task) session state\(s\)/,
  listAllSessions: OVERVIEW_FILTER_RULES,
  getSessionStats: OVERVIEW_FILTER_RULES,
};

/**
 * A request that keeps its operation's schema and is refused as invalid input shows a rule the
 * contract does not declare (a required text without minLength, a name rule without its pattern).
 */
function undeclaredRule(op: Operation, text: string): string[] {
  if (op.body && op.body.contentType !== 'application/json') return [];
  let message = text;
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message);
  } catch {
    // not JSON: reported by breaches
  }
  if (RULES_BEYOND_SCHEMA[op.operationId]?.test(message)) return [];
  return [`refused a request its schema allows (400 '${message.slice(0, 120)}'): the rule is not declared`];
}

/** What is wrong with one answer of the operation; empty when it holds to the contract. */
export function breaches(op: Operation, status: number, headers: Headers, text: string): string[] {
  const out: string[] = [];
  if (status >= 500) out.push(`answered ${status}`);
  const declared = declaredResponses(op);
  const response = declared.get(String(status)) ?? declared.get('default');
  if (!response) out.push(`answered ${status}, which it does not declare (${[...declared.keys()].join(', ')})`);
  for (const h of SECURITY_HEADERS) if (!headers.get(h)) out.push(`answered ${status} without ${h}`);
  if (!response) return out;
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim();
  const types = Object.keys(response);
  if (text.length === 0) return out;
  if (!types.some((declared) => mediaRangeHolds(declared, type))) {
    out.push(`answered ${status} with content type '${type}', declared: ${types.join(', ') || 'none'}`);
    return out;
  }
  const schema = response[type];
  if (schema && type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      out.push(`answered ${status} with a body that is not JSON`);
      return out;
    }
    const mismatch = schemaMismatch(op.api, schema, parsed);
    if (mismatch) out.push(`answered ${status} with a body unlike its schema: ${mismatch}`);
  }
  return out;
}

export interface FuzzOptions {
  baseUrl: string;
  operations: Operation[];
  fixture: Fixture;
  seed: number;
  runsPerOperation: number;
}

/** Walks every operation with generated requests from every caller; answers each kind of breach found with one example. */
export async function fuzz({ baseUrl, operations, fixture, seed, runsPerOperation }: FuzzOptions): Promise<string[]> {
  const found = new Map<string, string>();
  for (const op of operations) {
    const callers = SIGNED_OUT_ONLY.has(op.operationId) ? fixture.callers.slice(0, 1) : fixture.callers;
    const caller = fc.constantFrom(...callers);
    await fc.assert(
      fc.asyncProperty(request(op, fixture.pool), caller, async (req, who) => {
        const creds: Credentials = who.creds;
        let answer;
        try {
          answer = await sendRaw(baseUrl, op, req, creds);
        } catch (err) {
          // fetch refuses to build some requests (e.g. a header it cannot encode): nothing was sent.
          if (err instanceof TypeError && /header|ByteString/i.test(err.message)) return;
          throw err;
        }
        const found400 = req.schemaValid && answer.status === 400 ? undeclaredRule(op, answer.text) : [];
        for (const breach of [...breaches(op, answer.status, answer.headers, answer.text), ...found400]) {
          const kind = `${op.operationId} ${breach}`;
          if (!found.has(kind))
            found.set(
              kind,
              `${kind} (${who.name}); request ${JSON.stringify(req).slice(0, 300)}; body ${answer.text.slice(0, 200)}`,
            );
        }
      }),
      { numRuns: runsPerOperation, seed, endOnFailure: true },
    );
    if (!SIGNED_OUT_ONLY.has(op.operationId))
      for (const breach of await addressBreaches(
        baseUrl,
        op,
        callers.map((c) => c.creds),
      ))
        found.set(`${op.operationId} ${breach}`, `${op.operationId} ${breach}`);
  }
  for (const breach of await oversizeAddressBreaches(baseUrl)) found.set(breach, breach);
  return [...found.values()];
}

async function sendRaw(baseUrl: string, op: Operation, req: Req, creds: Credentials) {
  const answer = await send(baseUrl, op, req, creds);
  const json = (answer.headers.get('content-type') ?? '').startsWith('application/json');
  const text = answer.body === undefined ? '' : json ? JSON.stringify(answer.body) : String(answer.body);
  return { status: answer.status, headers: answer.headers, text };
}
