// npm run bench: measures the portal, the SDK and the sandbox, each figure beside its goal and, where
// there is one, a baseline measured in the same run. Not part of npm test (timings are noisy).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeBaselinePage } from './bench/baseline-page.mjs';
import { contextWithCookie, launchBrowser, median, timeUntilReady } from './bench/browser.mjs';
import { chunkSizes, firstLoad, testingKitFiles } from './bench/measure-bundle.mjs';
import { lighthouseScores } from './bench/measure-lighthouse.mjs';
import { instancesScenario } from './bench/measure-instances.mjs';
import { loadScenarios } from './bench/measure-load.mjs';
import { listsAgainstBaseline } from './bench/measure-lists.mjs';
import { requestsOfPage } from './bench/measure-requests.mjs';
import { sdkOverhead } from './bench/measure-sdk.mjs';
import { sdkBundleSizes } from './bench/measure-sdk-size.mjs';
import { uploadMemory } from './bench/measure-upload.mjs';
import { writeReport } from './bench/report.mjs';
import { ADMIN_PASSWORD, ROOT, signIn, startSandbox } from './bench/sandbox.mjs';
import { seedApps, seedTasks } from './bench/seed.mjs';

const KB = 1024;
const PARTS = [
  'bundle',
  'apps',
  'requests',
  'sdk',
  'lighthouse',
  'upload',
  'search',
  'jobs',
  'load',
  'lists',
  'instances',
];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !PARTS.includes(name));
if (unknown.length) {
  // A misspelt part would otherwise measure nothing and still rewrite the report.
  console.error(`Unknown part ${unknown.join(', ')}. Usage: npm run bench [-- ${PARTS.join(' | ')} ...]`);
  process.exit(2);
}
const wanted = (name) => only.length === 0 || only.includes(name);

/** What the portal shows when each page is ready (evaluated in the page). */
export const READY = {
  login: () => Boolean(document.querySelector('input[type="password"]')),
  apps: () => document.querySelectorAll('[data-app-card]').length > 0,
  baseline: () => document.querySelectorAll('[data-app-card]').length > 0,
  tasks: () => document.querySelectorAll('tbody tr').length > 0,
  any: () => Boolean(document.querySelector('main')),
};

/** A timing row with its baseline from the same run and their ratio. */
function timedRow(figure, ms, baselineMs, { digits = 0, baselineNote = '', goal, ok }) {
  return {
    figure,
    value: `${ms.toFixed(digits)} ms`,
    baseline: `${baselineMs.toFixed(digits)} ms${baselineNote}`,
    ratio: (ms / baselineMs).toFixed(2),
    goal,
    ok,
  };
}

async function coldLoads(browser, baseUrl, cookie, path, ready, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await contextWithCookie(browser, baseUrl, cookie);
    times.push(await timeUntilReady(context, baseUrl + path, ready));
    await context.close();
  }
  return median(times);
}

/**
 * Cold loads of the applications page and of its plain-DOM baseline taken in turns, so that the
 * machine's drift during the runs weighs on both alike; answers the median of each.
 */
async function appsAndBaselineColdLoads(browser, baseUrl, cookie, baselinePath, runs) {
  const times = [];
  const baseTimes = [];
  for (let i = 0; i < runs; i++) {
    times.push(await coldLoads(browser, baseUrl, cookie, '/applications', READY.apps, 1));
    baseTimes.push(await coldLoads(browser, baseUrl, cookie, baselinePath, READY.baseline, 1));
  }
  return [median(times), median(baseTimes)];
}

async function searchLatency(browser, baseUrl, cookie, runs = 7) {
  const context = await contextWithCookie(browser, baseUrl, cookie);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/applications`);
  await page.waitForFunction(READY.apps, undefined, { timeout: 60_000 });
  const input = page.locator('input[placeholder^="Search apps"]');
  const times = [];
  for (let i = 0; i < runs; i++) {
    await input.fill('');
    await page.waitForTimeout(300);
    const term = `0${i + 1}`;
    const ms = await page.evaluate(
      (text) =>
        new Promise((done) => {
          const field = document.querySelector('input[placeholder^="Search apps"]');
          const t0 = performance.now();
          const observer = new MutationObserver(() => {
            if (/matching app/.test(document.body.textContent ?? '')) {
              observer.disconnect();
              requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0)));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          setter.call(field, text);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      term,
    );
    times.push(ms);
  }
  await context.close();
  return median(times);
}

async function serverTime(baseUrl, cookie, path, rounds = 40) {
  const times = [];
  for (let i = 0; i < rounds + 5; i++) {
    const t0 = performance.now();
    const res = await fetch(baseUrl + path, { headers: { cookie } });
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - t0);
  }
  return median(times);
}

// Measures what the sources build to now (BENCH_NO_BUILD=1 measures the build as it is).
if (!process.env.BENCH_NO_BUILD) {
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const rows = [];
const raw = {};
const report = rows.push.bind(rows);
// Each figure is printed as soon as it is measured, so a failing part still leaves the others.
rows.push = (...entries) => {
  for (const r of entries)
    console.log(`${r.figure}: ${r.value}${r.baseline ? ` (baseline ${r.baseline})` : ''} [goal ${r.goal}]`);
  return report(...entries);
};
const portalDist = mkdtempSync(join(tmpdir(), 'pro-bench-dist-'));
cpSync(join(ROOT, 'apps/portal/dist'), portalDist, { recursive: true });
const baselinePath = writeBaselinePage(portalDist);
const dataDir = mkdtempSync(join(tmpdir(), 'pro-bench-data-'));
const env = { PORTAL_DIST: portalDist };
const browser = await launchBrowser();

try {
  // A first start migrates and seeds; then the database is filled while the sandbox is stopped.
  let sandbox = await startSandbox({ dataDir, env });
  await sandbox.stop({ keepData: true });
  await seedApps(dataDir, 1000);
  sandbox = await startSandbox({ dataDir, env });
  let cookie = await signIn(sandbox.baseUrl);
  const { baseUrl } = sandbox;

  if (wanted('bundle')) {
    const login = await firstLoad(browser, baseUrl, '', '/login', READY.login, portalDist);
    const apps = await firstLoad(browser, baseUrl, cookie, '/applications', READY.apps, portalDist);
    const kit = testingKitFiles(portalDist);
    raw.bundle = { login, apps, chunks: chunkSizes(portalDist), testingKit: kit };
    rows.push({
      figure: 'SDK testing kit in the production bundle',
      value: kit.length ? kit.join(', ') : 'none',
      goal: 'none',
      ok: kit.length === 0,
    });
    for (const [name, load] of [
      ['login', login],
      ['applications', apps],
    ]) {
      rows.push({
        figure: `first-load JS+CSS, ${name} route (gzip)`,
        value: `${(load.gzip / KB).toFixed(1)} KB`,
        goal: '≤ 180 KB',
        ok: load.gzip <= 180 * KB,
      });
    }
  }

  if (wanted('apps')) {
    const [portal1k, base1k] = await appsAndBaselineColdLoads(browser, baseUrl, cookie, baselinePath, 9);
    rows.push(
      timedRow('applications cold load, 1,000 apps', portal1k, base1k, {
        goal: '≤ 1.5 × baseline',
        ok: portal1k / base1k <= 1.5,
      }),
    );
    raw.apps1k = { portal: portal1k, baseline: base1k };
  }

  if (wanted('requests')) {
    raw.requests = {};
    for (const [page, path, ready] of [
      ['login', '/login', READY.login],
      ['applications', '/applications', READY.apps],
      ['jobs', '/sessions/task', READY.any],
      ['users', '/users', READY.any],
      ['user settings', '/user-settings', READY.any],
      ['configuration', '/configuration/account_settings', READY.any],
    ]) {
      const r = await requestsOfPage(browser, baseUrl, page === 'login' ? '' : cookie, path, ready);
      raw.requests[page] = r;
      rows.push({
        figure: `API calls on first load, ${page}`,
        value: `${r.calls} (${r.waitingOnAnother} waiting, ${r.repeated.length} repeated)`,
        goal: 'none wait but on the user; none twice',
        ok: r.waitingOnAnother === 0 && r.repeated.length === 0,
      });
    }
  }

  if (wanted('sdk')) {
    const sizes = await sdkBundleSizes();
    raw.sdkSizes = sizes;
    for (const size of sizes) {
      rows.push({
        figure: `SDK bundle, ${size.name} (esbuild / webpack, min, gzip)`,
        value: `${(size.esbuild / KB).toFixed(1)} KB / ${(size.webpack / KB).toFixed(1)} KB`,
        goal: !size.budget
          ? '(baseline)'
          : size.about
            ? `about ${+(size.about / KB).toFixed(1)} KB (≤ ${+(size.budget / KB).toFixed(1)} KB)`
            : `≤ ${+(size.budget / KB).toFixed(1)} KB`,
        ok: size.budget ? Math.max(size.esbuild, size.webpack) <= size.budget : undefined,
      });
    }
    const s = await sdkOverhead(baseUrl, cookie);
    raw.sdk = s;
    for (const [figure, ms, ratio] of [
      ['SDK call vs raw fetch', s.sdkMs, s.ratio],
      ['SDK fetcher entry call vs raw fetch', s.fetcherMs, s.fetcherRatio],
    ]) {
      rows.push(timedRow(figure, ms, s.rawMs, { digits: 2, goal: '≤ 1.1 × raw fetch', ok: ratio <= 1.1 }));
    }
  }

  if (wanted('lighthouse')) {
    const login = await lighthouseScores(`${baseUrl}/login`);
    const apps = await lighthouseScores(`${baseUrl}/applications`, cookie);
    raw.lighthouse = { login, apps };
    for (const [name, s] of [
      ['login', login],
      ['applications', apps],
    ]) {
      rows.push({
        figure: `Lighthouse ${name}: performance / accessibility`,
        value: `${s.performance} / ${s.accessibility}`,
        goal: '≥ 95 / 100',
        ok: s.performance >= 95 && s.accessibility === 100,
      });
    }
  }

  if (wanted('upload')) {
    const u = await uploadMemory(sandbox, cookie);
    raw.upload = u;
    rows.push({
      figure: 'publish 128 MB .aimmspack: sandbox peak memory growth',
      value: `${u.peakGrowthMb.toFixed(1)} MB (${u.seconds.toFixed(1)} s)`,
      goal: '≤ 64 MB',
      ok: u.peakGrowthMb <= 64,
    });
  }

  // 10,000 apps and 100,000 tasks.
  if (wanted('apps') || wanted('search') || wanted('jobs')) {
    await sandbox.stop({ keepData: true });
    await seedApps(dataDir, 9000, 1001);
    await seedTasks(dataDir, 100_000);
    sandbox = await startSandbox({ dataDir, env });
    cookie = await signIn(sandbox.baseUrl);
  }
  const big = sandbox.baseUrl;

  if (wanted('apps')) {
    const [portal10k, base10k] = await appsAndBaselineColdLoads(browser, big, cookie, baselinePath, 3);
    rows.push(timedRow('applications cold load, 10,000 apps', portal10k, base10k, { goal: '(no goal; reported)' }));
    raw.apps10k = { portal: portal10k, baseline: base10k };
  }

  if (wanted('search')) {
    const ms = await searchLatency(browser, big, cookie);
    raw.search = { ms };
    rows.push({
      figure: 'search keystroke to results painted, 10,000 apps',
      value: `${ms.toFixed(1)} ms`,
      goal: '≤ 50 ms',
      ok: ms <= 50,
    });
  }

  if (wanted('jobs')) {
    const server = await serverTime(big, cookie, '/pro-api/v2/tasks?offset=0&limit=10&sort=-createdAt');
    const trivial = await serverTime(big, cookie, '/pro-api/v2/portal/pro_version');
    const pageMs = await coldLoads(browser, big, cookie, '/sessions/task', READY.tasks, 3);
    raw.jobs = { server, trivial, pageMs };
    rows.push(
      timedRow('first page of tasks, 100,000 tasks: server', server, trivial, {
        digits: 1,
        baselineNote: ' (version call)',
        goal: '≤ 50 ms',
        ok: server <= 50,
      }),
    );
    rows.push({
      figure: 'first page of tasks, 100,000 tasks: page',
      value: `${pageMs.toFixed(0)} ms`,
      goal: '(reported)',
    });
  }

  await sandbox.stop({ keepData: true });

  // Load last, so that its minutes of full CPU do not weigh on the page figures above; on a fresh
  // sandbox with the demo data (a dozen apps, as a portal has).
  if (wanted('load')) {
    const loaded = await startSandbox({ env });
    try {
      raw.load = await loadScenarios(loaded.baseUrl, await signIn(loaded.baseUrl), { adminPassword: ADMIN_PASSWORD });
    } finally {
      await loaded.stop();
    }
    for (const l of raw.load) {
      rows.push({
        figure: `load: ${l.scenario} (50 connections, 30 s, demo data)`,
        value: `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, ${l.errors} errors`,
        goal: 'no errors',
        ok: l.errors === 0,
      });
    }
  }

  // The lists beside the framework's own ceiling: the share of a fixed JSON answer's throughput each
  // keeps, at least a quarter on PostgreSQL and a tenth on the embedded engine, p99 under 100 ms.
  if (wanted('lists')) {
    raw.lists = [];
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (!adminUrl) console.log('lists: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it)');
    await listsAgainstBaseline(env, adminUrl, (l) => {
      raw.lists.push(l);
      const least = l.engine === 'PostgreSQL' ? 0.25 : 0.1;
      rows.push({
        figure: `${l.call}, ${l.engine} (50 connections, 10 s, demo data, ${l.bytes} B)`,
        value: `${Math.round(l.measured.rps)} req/s, p99 ${l.measured.p99Ms} ms, ${l.measured.errors} errors`,
        baseline: `${Math.round(l.baseline.rps)} req/s, p99 ${l.baseline.p99Ms} ms (fixed JSON, same size)`,
        ratio: l.fraction.toFixed(2),
        goal: `≥ ${least} of the baseline, p99 < 100 ms`,
        ok: l.fraction >= least && l.measured.p99Ms < 100 && l.measured.errors === 0,
      });
    });
  }

  // Two instances against one on one PostgreSQL database (a URL whose user may create databases).
  if (wanted('instances')) {
    const m = await instancesScenario(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL, env);
    if (!m) {
      console.log('instances: skipped, no PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it)');
    } else {
      raw.instances = m;
      rows.push({
        figure: `list apps + create tasks, two instances vs one, PostgreSQL (${m.connections} connections, ${m.seconds} s)`,
        value: `${m.two.rps} req/s, p99 ${m.two.p99Ms} ms, ${m.two.errors} errors`,
        baseline: `${m.one.rps} req/s, p99 ${m.one.p99Ms} ms, ${m.one.errors} errors (one instance)`,
        ratio: (m.two.rps / m.one.rps).toFixed(2),
        goal: 'no errors (throughput reported)',
        ok: m.one.errors === 0 && m.two.errors === 0,
      });
    }
  }
  writeReport(rows, raw, only);
} finally {
  await browser.close();
  rmSync(portalDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
