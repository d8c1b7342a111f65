// 5. SDK: time per call through packages/sdk against raw fetch on the same endpoint.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { median } from './browser.mjs';
import { ROOT } from './sandbox.mjs';

export async function sdkOverhead(baseUrl, cookie, rounds = 300) {
  const { ALL_APIS, createProClient } = await import(pathToFileURL(join(ROOT, 'packages/sdk/dist/esm/index.js')).href);
  const headers = { cookie };
  const pro = createProClient(
    {
      baseUrl,
      fetch: (url, init) => fetch(url, { ...init, headers: { ...init?.headers, ...headers } }),
    },
    ALL_APIS,
  );
  const url = `${baseUrl}/pro-api/v2/applications/categories`;
  const raw = async () => (await fetch(url, { headers })).json();
  const sdk = () => pro.main.categories.listCategories();
  for (let i = 0; i < 30; i++) await Promise.all([raw(), sdk()]);
  const rawTimes = [];
  const sdkTimes = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate so that drift on a shared machine hits both sides alike.
    for (const [fn, out] of i % 2
      ? [
          [raw, rawTimes],
          [sdk, sdkTimes],
        ]
      : [
          [sdk, sdkTimes],
          [raw, rawTimes],
        ]) {
      const t0 = performance.now();
      await fn();
      out.push(performance.now() - t0);
    }
  }
  const rawMs = median(rawTimes);
  const sdkMs = median(sdkTimes);
  return { rawMs, sdkMs, ratio: sdkMs / rawMs };
}
