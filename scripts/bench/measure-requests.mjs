// 6. Requests: the API calls of each page's first load, which of them wait on another, and repeats.
import { contextWithCookie } from './browser.mjs';

const API = /\/(pro-api|pro)\//;

export async function requestsOfPage(browser, baseUrl, cookie, path, ready) {
  const context = await contextWithCookie(browser, baseUrl, cookie);
  const page = await context.newPage();
  const calls = [];
  page.on('request', (req) => {
    if (API.test(new URL(req.url()).pathname)) calls.push({ req, url: req.url(), start: Date.now(), end: Infinity });
  });
  page.on('requestfinished', (req) => {
    const call = calls.find((c) => c.req === req);
    if (call) call.end = Date.now();
  });
  await page.goto(baseUrl + path);
  await page.waitForFunction(ready, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const isCurrentUser = (c) => /\/users\/current$/.test(new URL(c.url).pathname);
  // A call waits when it starts only after another call (other than the current user) has finished.
  const waiting = calls.filter((c) => calls.some((o) => o !== c && !isCurrentUser(o) && o.end <= c.start));
  const seen = new Map();
  for (const c of calls) seen.set(c.url, (seen.get(c.url) ?? 0) + 1);
  const repeated = [...seen].filter(([, n]) => n > 1).map(([url, n]) => `${new URL(url).pathname} x${n}`);
  return {
    calls: calls.length,
    waitingOnAnother: waiting.length,
    waiting: waiting.map((c) => new URL(c.url).pathname),
    repeated,
  };
}
