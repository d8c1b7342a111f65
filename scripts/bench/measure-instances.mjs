// Several instances: the same mixed load (list apps, create a task) on one sandbox, then spread over
// two sandboxes on the same PostgreSQL database, in one run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runLoad } from './measure-load.mjs';
import { signIn, startSandbox } from './sandbox.mjs';

const TASK_PATH = `/pro-api/v2/tasks/${encodeURIComponent('Transport Optimizer')}/1.2/solve`;

/** Each connection lists the apps, then creates a task, over and over. */
const mixedLoad = (baseUrl, cookie, connections, seconds) =>
  runLoad({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      { method: 'GET', path: '/pro-api/v2/applications', headers: { cookie } },
      {
        method: 'POST',
        path: TASK_PATH,
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ bench: true }),
      },
    ],
  });

/** Requests per second, errors (non-2xx and failures) and the worst p99 of the runs made at the same time. */
function combined(results, seconds) {
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.total, 0) / seconds),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** A new database on the server of adminUrl (its user may create databases), dropped by drop(). */
export async function freshDatabase(adminUrl) {
  const name = `pro_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * One instance under `connections` connections, then two instances (each with its own data folder,
 * as on two machines) under half as many each, at the same time, for `seconds` each. Resolves
 * undefined when adminUrl is unset.
 */
export async function instancesScenario(adminUrl, env, { connections = 20, seconds = 15 } = {}) {
  if (!adminUrl) return undefined;
  const database = await freshDatabase(adminUrl);
  const started = [];
  try {
    const shared = { ...env, DATABASE_URL: database.url };
    const a = await startSandbox({ env: shared });
    started.push(a);
    const cookieA = await signIn(a.baseUrl);
    const one = combined([await mixedLoad(a.baseUrl, cookieA, connections, seconds)], seconds);
    const b = await startSandbox({ env: shared });
    started.push(b);
    const cookieB = await signIn(b.baseUrl);
    const two = combined(
      await Promise.all([
        mixedLoad(a.baseUrl, cookieA, connections / 2, seconds),
        mixedLoad(b.baseUrl, cookieB, connections / 2, seconds),
      ]),
      seconds,
    );
    return { one, two, connections, seconds };
  } finally {
    for (const sb of started) await sb.stop();
    await database.drop();
  }
}
