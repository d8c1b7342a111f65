// 8. The sandbox's lists against a baseline in the same run: the app list, the task list and the
// current user, each under the same load as the same framework answering a fixed JSON body of the
// same size from memory, on the embedded engine and (when a URL is given) on PostgreSQL.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freshDatabase } from './measure-instances.mjs';
import { runLoad } from './measure-load.mjs';
import { freePort, ROOT, signIn, startSandbox } from './sandbox.mjs';

export const LIST_CALLS = [
  { name: 'app list', path: '/pro-api/v2/applications' },
  { name: 'task list', path: '/pro-api/v2/tasks?offset=0&limit=10&sort=-createdAt' },
  { name: 'current user', path: '/pro-api/v2/users/current' },
];

async function load(url, headers, { connections, seconds }) {
  const r = await runLoad({ url, headers, connections, duration: seconds });
  return { rps: r.requests.total / seconds, p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The baseline server answering `bytes` of JSON; resolves with its URL and a stop(). */
async function startBaseline(bytes) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/baseline-server.mjs')], {
    env: { ...process.env, PORT: String(port), BODY_BYTES: String(bytes) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries++) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 100 || child.exitCode !== null) throw new Error('the baseline server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))),
  };
}

/**
 * Each call of LIST_CALLS on one sandbox, each beside the baseline of its body's size, measured one
 * after the other; `report` gets each result as soon as it is measured.
 */
async function measureEngine(engine, env, options, report) {
  const sandbox = await startSandbox({ env });
  try {
    const cookie = await signIn(sandbox.baseUrl);
    for (const call of LIST_CALLS) {
      const url = sandbox.baseUrl + call.path;
      const answer = await fetch(url, { headers: { cookie } });
      if (!answer.ok) throw new Error(`${call.path} answered ${answer.status}`);
      const bytes = (await answer.arrayBuffer()).byteLength;
      const baseline = await startBaseline(bytes);
      try {
        const base = await load(baseline.url, {}, options);
        const measured = await load(url, { cookie }, options);
        report({ engine, call: call.name, bytes, measured, baseline: base, fraction: measured.rps / base.rps });
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    await sandbox.stop();
  }
}

/**
 * The fractions of the baseline on the embedded engine and, when adminUrl is set (a user that may
 * create databases), on a fresh PostgreSQL database, each handed to `report` when measured.
 */
export async function listsAgainstBaseline(env, adminUrl, report, { connections = 50, seconds = 10 } = {}) {
  const options = { connections, seconds };
  await measureEngine('embedded', env, options, report);
  if (!adminUrl) return;
  const database = await freshDatabase(adminUrl);
  try {
    await measureEngine('PostgreSQL', { ...env, DATABASE_URL: database.url }, options, report);
  } finally {
    await database.drop();
  }
}
