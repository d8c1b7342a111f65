// 5. SDK: time per call through the classes (createProClient) and through the fetcher entry, against
// raw fetch on the same endpoint.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { median } from './browser.mjs';
import { ROOT } from './sandbox.mjs';

const entry = (file) => import(pathToFileURL(join(ROOT, 'packages/sdk/dist/esm', file)).href);

export async function sdkOverhead(baseUrl, cookie, rounds = 300) {
  const { ALL_APIS, createProClient } = await entry('index.js');
  const { createMainFetcher } = await entry('fetcher.js');
  const headers = { cookie };
  const withCookie = (url, init) =>
    fetch(url, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers } });
  const pro = createProClient({ baseUrl, fetch: withCookie }, ALL_APIS);
  const listCategories = createMainFetcher({ baseUrl, fetch: withCookie })
    .path('/applications/categories')
    .method('get')
    .create();
  const url = `${baseUrl}/pro-api/v2/applications/categories`;
  const ways = {
    raw: async () => (await fetch(url, { headers })).json(),
    sdk: () => pro.main.categories.listCategories(),
    fetcher: () => listCategories({}),
  };
  for (let i = 0; i < 30; i++) await Promise.all(Object.values(ways).map((call) => call()));
  const times = { raw: [], sdk: [], fetcher: [] };
  const names = Object.keys(ways);
  for (let i = 0; i < rounds; i++) {
    // Rotate the order so that drift on a shared machine hits every way alike.
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      const t0 = performance.now();
      await ways[name]();
      times[name].push(performance.now() - t0);
    }
  }
  const rawMs = median(times.raw);
  const sdkMs = median(times.sdk);
  const fetcherMs = median(times.fetcher);
  return { rawMs, sdkMs, fetcherMs, ratio: sdkMs / rawMs, fetcherRatio: fetcherMs / rawMs };
}
