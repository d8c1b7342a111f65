// 6. Requests: the API calls of each page's first load, which of them wait on another, and repeats.
import { contextWithCookie } from './browser.mjs';

const API = /\/(pro-api|pro)\//;
/**
 * Every API answer but the current user's is held back this long. A call that starts only after
 * another one finished then truly waited for it: calls that do not depend on each other all start
 * before the first held answer comes back, however fast or slow the machine is.
 */
const HOLD_MS = 1000;
const isCurrentUser = (url) => /\/users\/current$/.test(new URL(url).pathname);

export async function requestsOfPage(browser, baseUrl, cookie, path, ready) {
  const context = await contextWithCookie(browser, baseUrl, cookie);
  await context.route(
    (url) => API.test(url.pathname),
    async (route) => {
      if (!isCurrentUser(route.request().url())) await new Promise((r) => setTimeout(r, HOLD_MS));
      await route.continue();
    },
  );
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
  // A call waits when it starts only after another call (other than the current user) has finished.
  const waiting = calls.filter((c) => calls.some((o) => o !== c && !isCurrentUser(o.url) && o.end <= c.start));
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
