// Headless Chromium for the benchmark (the system's Debian build, driven by playwright-core).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import chromiumLaunch from '../chromium.json' with { type: 'json' };

export const CHROMIUM = process.env.CHROMIUM_PATH || chromiumLaunch.executablePath;
export const CHROMIUM_FLAGS = chromiumLaunch.args;

export async function launchBrowser() {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install chromium'`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** A fresh browser context (empty cache) carrying the given session cookie. */
export async function contextWithCookie(browser, baseUrl, cookieHeader) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookieHeader) {
    const cookies = cookieHeader.split('; ').map((pair) => {
      const [name, ...rest] = pair.split('=');
      return { name, value: rest.join('='), url: baseUrl };
    });
    await context.addCookies(cookies);
  }
  return context;
}

/**
 * Loads url in a new page and answers the time (ms since navigation start) of the first frame painted
 * after `ready` (a predicate evaluated in the page) first holds.
 */
export async function timeUntilReady(context, url, ready, arg) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(ready, arg, { timeout: 60_000, polling: 'raf' });
    return await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())))),
    );
  } finally {
    await page.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
