// Load: autocannon against the sandbox on loopback, 50 connections for 30 s per scenario.
import autocannon from 'autocannon';

function run(opts) {
  return new Promise((done, fail) => autocannon(opts, (err, result) => (err ? fail(err) : done(result))));
}

export async function loadScenarios(baseUrl, cookie, { adminPassword, seconds = 30, connections = 50 } = {}) {
  const scenarios = [
    { name: 'list apps', method: 'GET', path: '/pro-api/v2/applications', headers: { cookie } },
    { name: 'list tasks', method: 'GET', path: '/pro-api/v2/tasks?offset=0&limit=10&sort=-createdAt', headers: { cookie } },
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
    const r = await run({ url: baseUrl + s.path, method: s.method, headers: s.headers, body: s.body, connections, duration: seconds });
    results.push({
      scenario: s.name,
      requests: r.requests.total,
      errors: r.errors + r.timeouts + r.non2xx,
      rps: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
    });
  }
  return results;
}
