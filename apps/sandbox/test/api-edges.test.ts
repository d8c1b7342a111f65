import { Main, SessionManager } from '@pro-portal/sdk';
import { backends, beforeAllValue, signIn, useSandbox } from '@pro-portal/test-harness';
import { expectSchema } from './support/schema';
import { declaredResponses } from './support/declared';
import { allOperations, deref, type Schema } from './support/operations';

jest.setTimeout(180_000);

const SECURITY_HEADERS = ['x-content-type-options', 'content-security-policy', 'x-frame-options', 'referrer-policy'];
/** Words of the database or of the web framework that must never reach a caller. */
const FOREIGN_TEXT = /out of range for type|bigint|integer out of range|FST_|invalid input syntax|"error":/i;

interface Raw {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

describe.each(backends)('the API contract at its edges (%s)', (backend) => {
  const sb = useSandbox({ backend });
  /** The ROOT admin's client and its session cookie, for raw calls made outside the SDK. */
  const root = beforeAllValue(async () => {
    const admin = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
    return { admin, cookie: `pro_session=${admin.fetch.cookies.get('pro_session')}` };
  });

  const call = async (method: string, path: string, init: RequestInit = {}): Promise<Raw> => {
    const headers = new Headers(init.headers);
    headers.set('cookie', root.cookie);
    const res = await fetch(`${sb.baseUrl}${path}`, { ...init, method, headers });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON: the assertions below say so
    }
    return { status: res.status, headers: res.headers, text, body };
  };

  /** An answer in the Error schema, with the security headers, and in the product's own words. */
  const expectRefusal = (answer: Raw, status: number) => {
    expect([answer.status, answer.text.slice(0, 200)]).toEqual([status, expect.any(String)]);
    expectSchema('main', 'Error', answer.body);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    for (const header of SECURITY_HEADERS)
      expect([header, answer.headers.get(header)]).toEqual([header, expect.any(String)]);
    expect(answer.text).not.toMatch(FOREIGN_TEXT);
  };
  /** A call that must be refused with status (see expectRefusal); answers the refusal. */
  const refusedCall = async (status: number, method: string, path: string, init?: RequestInit) => {
    const answer = await call(method, path, init);
    expectRefusal(answer, status);
    return answer;
  };

  describe('1. multi-value state filters', () => {
    it('lists WebUI sessions in either of two states when the SDK sends states=running,terminated', async () => {
      const all = await root.admin.pro.sessions.sessions.listSessions({
        kind: SessionManager.SessionKind.Webui,
        limit: 1000,
      });
      const wanted = [SessionManager.ListSessionsStatesEnum.Running, SessionManager.ListSessionsStatesEnum.Terminated];
      const answer = await root.admin.pro.sessions.sessions.listSessions({
        kind: SessionManager.SessionKind.Webui,
        limit: 1000,
        states: wanted,
      });
      const expected = all.sessions.filter((s) => (wanted as string[]).includes(s.state));
      expect(answer.sessions.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
      expect(answer.total).toBe(expected.length);
    });

    it('lists tasks in either of two states when the SDK sends states=completed,failed', async () => {
      const all = await root.admin.pro.main.tasks.listTasks({ listAll: true, limit: 1000 });
      const wanted = [Main.TaskState.Completed, Main.TaskState.Failed];
      const answer = await root.admin.pro.main.tasks.listTasks({ listAll: true, limit: 1000, states: wanted });
      const expected = all.current_batch.filter((t) => (wanted as string[]).includes(t.state));
      expect(answer.current_batch.map((t) => `${t.id}[${t.groupIndex}]`).sort()).toEqual(
        expected.map((t) => `${t.id}[${t.groupIndex}]`).sort(),
      );
    });

    it('still refuses a state that is not one of the kind, in the Error schema', async () => {
      expectRefusal(await call('GET', '/pro/session-manager/v1/sessions/webui?states=running,bogus'), 400);
    });
  });

  describe("2. the framework's own refusals", () => {
    it('answers a path parameter over 2048 characters with 414 in the Error schema and the security headers', async () => {
      expectRefusal(await call('GET', `/pro-api/v2/environments/${'a'.repeat(3000)}`), 414);
    });

    it('answers a path parameter of 101 characters as the operation declares (not found)', async () => {
      expectRefusal(await call('GET', `/pro-api/v2/environments/${'a'.repeat(101)}`), 404);
    });

    it('answers an unknown API address, a malformed address, a body too large and a wrong content type in the Error schema', async () => {
      expectRefusal(await call('GET', '/pro-api/v2/no-such-call'), 404);
      expectRefusal(await call('GET', '/pro-api/v2/environments/%E0%A4%A'), 400);
      expectRefusal(
        await call('POST', '/pro-api/v2/applications/categories', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) }),
        }),
        413,
      );
      expectRefusal(
        await call('POST', '/pro-api/v2/applications/categories', {
          headers: { 'content-type': 'text/plain' },
          body: 'value',
        }),
        415,
      );
    });
  });

  describe('3. integers out of range', () => {
    it('refuses a job retention time above the declared maximum, 2^31 and 1e300, and keeps the stored value', async () => {
      const before = await call('GET', '/pro-api/v2/customization/retention-settings');
      for (const value of ['36501', '2147483648', '1e300']) {
        const answer = await refusedCall(400, 'POST', '/pro-api/v2/customization/retention-settings', {
          headers: { 'content-type': 'application/json' },
          body: `{"jobRetentionTime":${value}}`,
        });
        expect(answer.body.message).toMatch(/jobRetentionTime/);
      }
      expect((await call('GET', '/pro-api/v2/customization/retention-settings')).body).toEqual(before.body);
      const max = await call('POST', '/pro-api/v2/customization/retention-settings', {
        headers: { 'content-type': 'application/json' },
        body: '{"jobRetentionTime":36500}',
      });
      expect(max.status).toBeLessThan(300);
      // The retention job runs every 1.2 s at the tests' job speed; at the largest retention it still finds its cutoff.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(sb.output()).not.toMatch(/Invalid time value/);
    });

    it.each([
      ['GET', '/pro-api/v2/entity/4294967296', 'entityId'],
      ['GET', '/pro-api/v2/entity/4294967296/app_access', 'entityId'],
      ['DELETE', '/pro-api/v2/customization/tunnels/2147483648', 'tunnelId'],
      ['GET', '/pro/session-manager/v1/sessions/webui/x/logs?offset=9223372036854775808', 'offset'],
      ['GET', '/pro-api/v2/tasks?offset=9223372036854775808', 'offset'],
    ])('answers %s %s with the declared 400 naming %s, in its own words', async (method, path, name) => {
      expect((await refusedCall(400, method, path)).body.message).toContain(`'${name}'`);
    });
  });

  describe('4. a JSON body with a __proto__ key', () => {
    it('is refused with a message that names the key', async () => {
      const answer = await refusedCall(400, 'POST', '/pro-api/v2/applications/categories', {
        headers: { 'content-type': 'application/json' },
        body: '{"value":"x","__proto__":{"isAdmin":true}}',
      });
      expect(answer.body.message).toMatch(/__proto__/);
      expect(answer.body.message).not.toMatch(/not valid JSON/);
    });
  });

  describe('5. a method the address does not support', () => {
    it.each([
      ['POST', '/pro-api/v2/portal/pro_version', 'GET, HEAD'],
      ['PUT', '/pro-api/v2/applications', 'GET, HEAD, POST'],
      ['DELETE', '/pro/session-manager/v1/sessions/solve', 'GET, HEAD'],
      ['GET', '/pro/auth/v1/authenticate/pro-login', 'POST'],
    ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
      expect((await refusedCall(405, method, path)).headers.get('allow')).toBe(allow);
    });
  });

  describe('6. the specs declare what the server answers', () => {
    const operations = allOperations();
    it('every operation that takes parameters or a body declares 400 with the Error schema', () => {
      const undeclared = operations
        .filter((op) => op.params.length > 0 || op.body)
        .filter((op) => !declaredResponses(op).get('400')?.['application/json'])
        .map((op) => op.operationId);
      expect(undeclared).toEqual([]);
    });

    const declaredPattern = (operationId: string, name: string) => {
      const op = operations.find((o) => o.operationId === operationId)!;
      const schema =
        op.params.find((p) => p.name === name)?.schema ?? deref<Schema>(op.api, op.body!.schema).properties[name];
      return new RegExp(deref<Schema>(op.api, schema).pattern as string);
    };

    it.each(['-createdAt', 'state', '+appName', 'scheduleFor', 'bogus', '-', 'created_at'])(
      'the tasks sort field %s is refused by the server exactly when its declared pattern refuses it',
      async (sort) => {
        const answer = await call('GET', `/pro-api/v2/tasks?sort=${encodeURIComponent(sort)}`);
        expect([sort, answer.status]).toEqual([sort, declaredPattern('listTasks', 'sort').test(sort) ? 200 : 400]);
      },
    );

    it.each(['db.internal:5432', ' host:1 ', 'no-port', 'a:b', 'x:123456'])(
      'the tunnel socket address %j is refused by the server exactly when its declared pattern refuses it',
      async (socketAddress) => {
        const context = `edge-${Math.random().toString(36).slice(2, 8)}`;
        const answer = await call('POST', '/pro-api/v2/customization/tunnels', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ context, socketAddress, userGroups: '.*@.*' }),
        });
        const accepted = declaredPattern('saveTunnel', 'socketAddress').test(socketAddress);
        expect([socketAddress, answer.status < 300]).toEqual([socketAddress, accepted]);
      },
    );

    it.each(['2026-01-01', '2026-01-01T10:00:00Z', 'yesterday', '01/02/2026'])(
      'the session list time filter %s is refused by the server exactly when its declared pattern refuses it',
      async (moment) => {
        const answer = await call(
          'GET',
          `/pro/session-manager/v1/sessions/webui?created_after=${encodeURIComponent(moment)}`,
        );
        expect([moment, answer.status]).toEqual([
          moment,
          declaredPattern('listSessions', 'created_after').test(moment) ? 200 : 400,
        ]);
      },
    );

    it.each([
      ['getStorageBucket', 'path', '/pro-api/v2/storage/bucket?path='],
      ['getStorageObject', 'label', '/pro-api/v2/storage/object?path=PublicData&label='],
      ['getAppIconUrl', 'iconPath', '/pro-api/v2/portal/app-icon-url?iconPath='],
    ])('%s declares that %s may not be empty, and the server refuses it empty', async (operationId, name, path) => {
      const op = operations.find((o) => o.operationId === operationId)!;
      expect(deref<Schema>(op.api, op.params.find((p) => p.name === name)!.schema).minLength).toBe(1);
      const answer = await refusedCall(400, 'GET', path);
      expect(answer.body.message).toBe(`The query parameter '${name}' must not be empty.`);
    });

    it.each([
      [
        '/pro-api/v2/portal/app-icon-url?iconPath=zz',
        10605,
        "The icon address 'zz' is not valid: expected /icons/{label}.",
      ],
      ['/pro-api/v2/tasks?sort=zz', 10000, "Cannot sort tasks by 'zz'; use one of createdAt,"],
      ['/pro/session-manager/v1/sessions?sort=zz', 10000, "Cannot sort by 'zz'; use one of kind,"],
    ])('GET %s: a value its pattern refuses is answered in the words of its rule', async (path, code, words) => {
      const answer = await refusedCall(400, 'GET', path);
      expect((answer.body as { errorCode: number }).errorCode).toBe(code);
      expect((answer.body as { message: string }).message.startsWith(words)).toBe(true);
    });

    it.each([
      ['GET', '/pro/session-manager/v1/sessions/bogus/x'],
      ['GET', '/pro/session-manager/v1/sessions/webui/x/logs?limit=0'],
      ['GET', '/pro-api/v2/portal/app_access/apps_by_group?envName=Demo'],
      ['GET', '/pro-api/v2/entity/abc'],
      ['DELETE', '/pro-api/v2/customization/tunnels/abc'],
      ['GET', '/pro-api/v2/aimms-versions?dev=maybe'],
    ])('%s %s answers a 400 that its operation declares', async (method, path) => {
      expectRefusal(await call(method, path), 400);
    });
  });
});
