// Load: autocannon against the sandbox on loopback, 50 connections for 30 s per scenario.
import autocannon from 'autocannon';

/** One autocannon run (its options as autocannon takes them), resolving with its result. */
export function runLoad(opts) {
  return new Promise((done, fail) => autocannon(opts, (err, result) => (err ? fail(err) : done(result))));
}

/** Waits until the sandbox answers a trivial call promptly again, so one scenario's backlog does not count in the next. */
async function settle(baseUrl) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = Date.now();
    const res = await fetch(`${baseUrl}/pro-api/v2/portal/pro_version`).catch(() => undefined);
    if (res?.ok && Date.now() - t0 < 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function loadScenarios(baseUrl, cookie, { adminPassword, seconds = 30, connections = 50 } = {}) {
  const scenarios = [
    { name: 'list apps', method: 'GET', path: '/pro-api/v2/applications', headers: { cookie } },
    {
      name: 'list tasks',
      method: 'GET',
      path: '/pro-api/v2/tasks?offset=0&limit=10&sort=-createdAt',
      headers: { cookie },
    },
    {
      name: 'sign in',
      method: 'POST',
      path: '/pro/auth/v1/authenticate/pro-login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ environment: 'ROOT', username: 'admin', password: adminPassword }),
    },
  ];
  const results = [];
  for (const s of scenarios) {
    await settle(baseUrl);
    const r = await runLoad({
      url: baseUrl + s.path,
      method: s.method,
      headers: s.headers,
      body: s.body,
      connections,
      duration: seconds,
    });
    results.push({
      scenario: s.name,
      requests: r.requests.total,
      // autocannon counts a timeout among its errors too.
      errors: r.errors + r.non2xx,
      timeouts: r.timeouts,
      rps: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
    });
  }
  return results;
}
