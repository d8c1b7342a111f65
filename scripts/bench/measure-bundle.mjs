// 1. Bundle: gzip bytes of the JS and CSS each route loads first, and of every chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contextWithCookie } from './browser.mjs';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every .js and .css file of the build with its gzip size. */
export function chunkSizes(portalDist) {
  const dir = join(portalDist, 'v3', 'assets');
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((file) => ({ file, gzip: gzipBytes(join(dir, file)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * The JS files of the build that hold the SDK's testing kit (found by the header name its mocked
 * answers carry); a production bundle has none.
 */
export function testingKitFiles(portalDist) {
  const dir = join(portalDist, 'v3', 'assets');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('x-mocked-by'));
}

/** The JS and CSS files a page requests until it is ready, and their gzip total. */
export async function firstLoad(browser, baseUrl, cookie, path, ready, portalDist) {
  const context = await contextWithCookie(browser, baseUrl, cookie);
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (req) => {
    const url = new URL(req.url());
    const match = url.pathname.match(/\/v3\/assets\/([^/]+\.(?:js|css))$/);
    if (match) files.add(match[1]);
  });
  await page.goto(baseUrl + path);
  await page.waitForFunction(ready, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const dir = join(portalDist, 'v3', 'assets');
  const list = [...files].map((file) => ({ file, gzip: gzipBytes(join(dir, file)) }));
  return { files: list, gzip: list.reduce((sum, f) => sum + f.gzip, 0) };
}
