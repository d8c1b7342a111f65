/**
 * A session in use lives on without a write per request: its expiry moves to 12 hours from now at most
 * once a minute; an expired session is refused.
 */
import { backends, signIn, useSandbox } from '@pro-portal/test-harness';
import { rawRequest, expectErrorAnswer } from './support/clients';
import { queryStored } from './support/stored-rows';
import { DEMO_PASSWORD } from './support/suite';

jest.setTimeout(180_000);

interface Expiry {
  hours: number;
}
/** Hours from the database's now until the session of alice expires (one session: she signs in once). */
const HOURS_LEFT = `select extract(epoch from (s.expires_at - now())) / 3600 as hours
  from login_sessions s join users u on u.id = s.user_id where u.name = 'alice'`;

describe.each(backends)('session lifetime (%s)', (backend) => {
  const sb = useSandbox({ backend });

  it('moves an old session to 12 hours on use, leaves a fresh one unwritten, and refuses an expired one', async () => {
    const alice = await signIn(sb.baseUrl, 'Demo', 'alice', DEMO_PASSWORD);
    const cookie = `pro_session=${alice.fetch.cookies.get('pro_session')!}`;
    const current = () => rawRequest(fetch, `${sb.baseUrl}/pro-api/v2/users/current`, { headers: { cookie } });

    // Used an hour before it ends: the next request gives it 12 hours again.
    await queryStored(sb, `update login_sessions set expires_at = now() + interval '1 hour'`);
    expect((await current()).status).toBe(200);
    const [moved] = await queryStored<Expiry>(sb, HOURS_LEFT);
    expect(Number(moved!.hours)).toBeGreaterThan(11.9);

    // Less than a minute short of 12 hours: a request reads it and writes nothing.
    await queryStored(sb, `update login_sessions set expires_at = now() + interval '719 minutes 30 seconds'`);
    expect((await current()).status).toBe(200);
    const [kept] = await queryStored<Expiry>(sb, HOURS_LEFT);
    expect(Number(kept!.hours)).toBeLessThan(11.995);

    await queryStored(sb, `update login_sessions set expires_at = now() - interval '1 second'`);
    expectErrorAnswer(await current(), 401);
  });
});
