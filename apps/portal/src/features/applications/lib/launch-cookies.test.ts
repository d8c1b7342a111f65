import { launchCookies, resourcePathsOf, runtimePathOf } from './launch-cookies';

describe('launch cookies', () => {
  const now = Date.UTC(2025, 0, 10, 12, 0, 0);
  const cookies = launchCookies(
    { instanceId: 'inst-1', deviceId: 'dev 1', userName: 'alice', launchLink: '/apps/inst-1/' },
    'http://pro.test',
    now,
  );

  it('sets instance id, device id, user name, mode server, context path /apps and the runtime path', () => {
    const underRuntime = cookies.filter((c) => c.includes('path=/apps/inst-1;')).map((c) => c.split(';')[0]);
    expect(underRuntime).toEqual([
      'instanceId=inst-1',
      'deviceId=dev%201',
      'userName=alice',
      'mode=server',
      'contextPath=%2Fapps',
      'runtimePath=%2Fapps%2Finst-1%2F',
    ]);
  });

  it('puts every cookie under each resource path the runtime uses, expiring after one day', () => {
    expect(resourcePathsOf(runtimePathOf('http://pro.test/apps/inst-1/', 'http://pro.test'))).toEqual([
      '/apps',
      '/apps/inst-1',
    ]);
    expect(cookies).toHaveLength(12);
    for (const cookie of cookies) expect(cookie).toContain('expires=Sat, 11 Jan 2025 12:00:00 GMT');
  });
});
