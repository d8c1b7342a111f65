import { backends, beforeAllValue, useSandbox } from '@pro-portal/test-harness';
import { expected, matches, MATRIX, PRECISE, type Outcome } from '../support/authorization-matrix';
import { allOperations, type Json } from '../support/operations';
import {
  buildWorld,
  CALLERS,
  DEMO_PASSWORD,
  inAYear,
  otherScope,
  send,
  type CallerName,
  type Credentials,
  type Req,
} from '../support/world';

jest.setTimeout(300_000);

const operations = allOperations();

describe('the authorisation table', () => {
  it('has a row for every operation of openapi/*.yaml, and no row for an unknown one', () => {
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id) => !(id in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('opens to signed-out callers exactly the operations the spec marks security: []', () => {
    const openInSpec = operations.filter((o) => o.open).map((o) => o.operationId);
    for (const id of openInSpec) expect([id, MATRIX[id]!.who]).toEqual([id, 'everyone']);
  });
});

/**
 * Sandbox answers that break the table, found by this test and not fixed yet. Each entry is
 * '<operationId> as <caller>'. The last test fails once one of them is fixed, so that the entry is removed.
 */
const KNOWN_SANDBOX_BUGS: string[] = [];

const describeOutcome = (o: Outcome) => (typeof o === 'number' || Array.isArray(o) ? String(o) : o);

describe.each(backends)('every operation against every caller (%s)', (backend) => {
  const sb = useSandbox({ backend });
  const w = beforeAllValue(() => buildWorld(sb));

  const credentialsOf = (caller: CallerName | 'otherAdmin', scope: string | null): Credentials => {
    if (caller === 'keyWithScope') return { apiKey: w.keys[scope ?? 'Secret']! };
    if (caller === 'keyWithoutScope') return { apiKey: w.keys[otherScope(scope)]! };
    return w.creds[caller];
  };

  const violations: string[] = [];
  const known: string[] = [];

  it('answers each caller as the table says', async () => {
    for (const op of operations) {
      const row = MATRIX[op.operationId];
      if (!row) continue;
      // Refused callers first, so that a call the table allows cannot hide a refusal behind a deleted target.
      const order = [...CALLERS].sort(
        (a, b) => Number(expected(row, a) === 'allowed') - Number(expected(row, b) === 'allowed'),
      );
      for (const caller of order) {
        const outcome = expected(row, caller);
        let req: Req = {};
        try {
          if (row.req) req = await row.req(w, caller);
        } catch (err) {
          throw new Error(`preparing ${op.operationId} for ${caller}: ${String(err)}`);
        }
        const answer = await send(w.baseUrl, op, req, credentialsOf(caller, row.scope));
        if (!matches(outcome, caller, answer.status)) {
          if (KNOWN_SANDBOX_BUGS.includes(`${op.operationId} as ${caller}`)) {
            known.push(`${op.operationId} as ${caller}`);
            continue;
          }
          violations.push(
            `${op.operationId} (${op.method} ${op.path}) as ${caller}: expected ${describeOutcome(outcome)}, got ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 160)}`,
          );
        }
      }
    }
    expect(violations).toEqual([]);
  });

  for (const c of PRECISE) {
    (c.knownBug ? it.failing : it)(`${c.what}${c.knownBug ? ' (known sandbox bug)' : ''}`, async () => {
      const op = operations.find((o) => o.operationId === c.op)!;
      const answer = await send(w.baseUrl, op, await c.req(w), credentialsOf(c.caller, null));
      const caller = c.caller === 'otherAdmin' ? 'admin' : c.caller;
      if (!matches(c.expect, caller, answer.status)) {
        throw new Error(
          `${c.op} as ${c.caller}: expected ${describeOutcome(c.expect)}, got ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      }
    });
  }

  it('leaves the accounts as they were: passwords unchanged, roles unchanged, admin keys valid', async () => {
    const signInStatus = async (environment: string, username: string, password: string) =>
      (
        await send(
          w.baseUrl,
          { method: 'POST', path: '/pro/auth/v1/authenticate/pro-login' },
          { json: { environment, username, password } },
          {},
        )
      ).status;
    expect(await signInStatus('Demo', 'alice', DEMO_PASSWORD)).toBe(200);
    expect(await signInStatus('Demo', 'ada', DEMO_PASSWORD)).toBe(200);
    expect(await signInStatus('ROOT', 'admin', w.sb.adminPassword)).toBe(200);
    const me = await w.call('GET', '/users/current', {}, w.creds.groupAdmin);
    expect(me).toMatchObject({ isAdmin: false, isGroupAdmin: true });
    const bob = await w.call('GET', '/environments/Demo/users/bob');
    const roleGroups = (await w.call('GET', '/environments/Demo/groups')).entities.filter((g: Json) =>
      ['admin', 'UserAdmin', 'AppPublishers'].includes(g.name),
    );
    expect(bob.groups.filter((g: number) => roleGroups.some((r: Json) => r.entity === g))).toEqual([]);
    expect(
      (await send(w.baseUrl, { method: 'GET', path: '/pro-api/v2/applications' }, {}, { apiKey: w.keys['PublishApp'] }))
        .status,
    ).toBe(200);
  });

  it("gives a user's own API key no more than the user's role, and lists only the user's own tasks and sessions", async () => {
    const key = await w.call(
      'POST',
      '/api-keys',
      {
        json: {
          keyName: 'alice-write',
          expirationDate: inAYear(),
          scopes: [{ scope: 'PublishApp' }, { scope: 'Authentication' }],
        },
      },
      w.creds.user,
    );
    const apiKey = { apiKey: key.secret as string };
    const post = (p: string, json: unknown) =>
      send(w.baseUrl, { method: 'POST', path: `/pro-api/v2${p}` }, { json }, apiKey);
    expect((await post('/applications/categories', { value: 'ByAlicesKey' })).status).toBe(403);
    expect(
      (await post('/environments', { name: 'ByAlicesKey', description: '', samlMetadataUrl: null, isDefault: false }))
        .status,
    ).toBe(403);
    const tasks = await w.call('GET', '/tasks', { query: { listAll: true, limit: 1000 } }, w.creds.user);
    expect(tasks.current_batch.length).toBeGreaterThan(0);
    expect(new Set(tasks.current_batch.map((t: Json) => `${t.userName}@${t.userEnvironment}`))).toEqual(
      new Set(['alice@Demo']),
    );
    const sessions = await w.call(
      'GET',
      '/sessions/webui @session-manager-v1',
      { query: { limit: 1000 } },
      w.creds.otherEnvUser,
    );
    expect(sessions.sessions).toEqual([]);
  });

  it('still shows every known sandbox bug (remove the entries that were fixed)', () => {
    expect(known.sort()).toEqual([...KNOWN_SANDBOX_BUGS].sort());
  });
});
