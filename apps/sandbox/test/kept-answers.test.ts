/**
 * A read is answered again without the database while the stored data has not changed since its
 * answer was made, for the same session only; any change, by anyone, makes the next read fresh.
 */
import { backends, signIn, type SandboxHandle, type Session } from '@pro-portal/test-harness';
import { useDemoSuite, DEMO_PASSWORD } from './support/suite';

jest.setTimeout(180_000);

/** How many reads the sandbox has answered from a kept answer so far. */
async function keptGiven(sb: SandboxHandle): Promise<number> {
  const text = await (await fetch(`${sb.baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('sandbox_http_kept_answers_total '));
  return Number(line?.split(' ')[1]);
}

const groupNames = async (s: Session) =>
  (await s.pro.main.groups.listGroups({ environmentName: 'ROOT' })).entities.map((g) => g.name);

/**
 * The same read twice in a row, until exactly one of the two was given from a kept answer: the
 * demo's jobs write now and then, and a write between two reads rightly makes the second fresh.
 */
async function freshAndKept<T>(sb: SandboxHandle, read: () => Promise<T>): Promise<[T, T]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await keptGiven(sb);
    const pair: [T, T] = [await read(), await read()];
    if ((await keptGiven(sb)) === before + 1) return pair;
  }
  throw new Error('No read was given from a kept answer in 20 attempts.');
}

describe.each(backends)('kept answers (%s)', (backend) => {
  const { sb, admin, alice } = useDemoSuite({ backend }, { alice: 'alice' });

  it('answers a repeated read from its kept answer, and reads afresh once anything was written', async () => {
    const [first, again] = await freshAndKept(sb, () => groupNames(admin));
    expect(again).toEqual(first);

    await admin.pro.main.groups.createGroup({ environmentName: 'ROOT', groupCreate: { groupname: 'kept-fresh' } });
    const before = await keptGiven(sb);
    const fresh = await groupNames(admin);
    expect([fresh.length, fresh.includes('kept-fresh')]).toEqual([first.length + 1, true]);
    expect(await keptGiven(sb)).toBe(before);
  });

  it('gives a kept answer with the body and headers of the fresh one, under a request id of its own', async () => {
    const cookie = `pro_session=${alice.fetch.cookies.get('pro_session')!}`;
    const read = async () => {
      const answer = await fetch(`${sb.baseUrl}/pro-api/v2/users/current`, { headers: { cookie } });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'date') headers[name] = value;
      });
      return { status: answer.status, headers, body: await answer.text() };
    };
    const [one, other] = await freshAndKept(sb, read);
    expect(other.headers['x-request-id']).not.toBe(one.headers['x-request-id']);
    expect({ ...other, headers: { ...other.headers, 'x-request-id': '' } }).toEqual({
      ...one,
      headers: { ...one.headers, 'x-request-id': '' },
    });
    expect(one.headers['content-security-policy']).toContain("default-src 'self'");
  });

  // On PostgreSQL the reads overlap; the embedded engine runs each read's queries before it takes the next.
  it('reads the database once for many identical reads arriving together', async () => {
    const cookie = `pro_session=${admin.fetch.cookies.get('pro_session')!}`;
    const read = async (path: string) => (await fetch(`${sb.baseUrl}${path}`, { headers: { cookie } })).text();
    const together = (path: string) => Promise.all(Array.from({ length: 50 }, () => read(path)));
    let most = 0;
    for (let attempt = 1; attempt <= 5 && most < 49; attempt++) {
      // A write first, so that nothing is kept when the reads arrive; the connections are open by then.
      await admin.pro.main.groups.createGroup({
        environmentName: 'ROOT',
        groupCreate: { groupname: `kept-together-${attempt}` },
      });
      await together('/healthz');
      const before = await keptGiven(sb);
      const answers = await together('/pro-api/v2/environments/ROOT/groups');
      expect(answers.every((body) => body.includes(`kept-together-${attempt}`))).toBe(true);
      most = Math.max(most, (await keptGiven(sb)) - before);
    }
    expect(most).toBe(49);
  });

  it('gives a kept answer only to the session it was made for', async () => {
    expect((await admin.pro.main.users.getCurrentUser()).name).toBe('admin');
    expect((await alice.pro.main.users.getCurrentUser()).name).toBe('alice');
    expect((await alice.pro.main.users.getCurrentUser()).name).toBe('alice');
    expect((await admin.pro.main.users.getCurrentUser()).name).toBe('admin');
  });

  it('gives nothing kept to a session that ended', async () => {
    const bob = await signIn(sb.baseUrl, 'Demo', 'bob', DEMO_PASSWORD);
    expect((await bob.pro.main.users.getCurrentUser()).name).toBe('bob');
    expect((await bob.pro.main.users.getCurrentUser()).name).toBe('bob');
    const cookie = `pro_session=${bob.fetch.cookies.get('pro_session')!}`;
    await bob.pro.auth.auth.logout();
    const after = await fetch(`${sb.baseUrl}/pro-api/v2/users/current`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });
});
