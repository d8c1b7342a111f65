/**
 * What a front end pays for the SDK (built package, bundled and minified by esbuild and by webpack,
 * gzip): each consumer of scripts/bench/measure-sdk-size.mjs within the budget it declares there.
 * Why the fetcher entry's one call is over the 3 KB once asked: the SDK README ("Builds and entries").
 * The testing kit is never in the portal's production code: no application module imports it or msw
 * (the bench checks the build). The measured figures are the bench's (npm run bench -- sdk), in
 * docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAllValue } from '@pro-portal/test-harness';

const repoRoot = resolve(__dirname, '../../..');

interface Size {
  name: string;
  budget: number;
  esbuild: number;
  webpack: number;
}

describe('SDK bundle cost', () => {
  /** The measured bundle sizes, one per scenario. */
  const measured = beforeAllValue(async () => {
    if (!existsSync(join(repoRoot, 'packages/sdk/dist/esm/index.js'))) {
      execFileSync(process.execPath, [join(repoRoot, 'scripts/build-lib.mjs'), '--unbundled'], {
        cwd: join(repoRoot, 'packages/sdk'),
      });
    }
    const out = execFileSync(process.execPath, [join(repoRoot, 'scripts/bench/measure-sdk-size.mjs')], {
      encoding: 'utf8',
    });
    return { sizes: JSON.parse(out) as Size[] };
  }, 120_000);

  const size = (name: string) => {
    const found = measured.sizes.find((s) => s.name === name);
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
