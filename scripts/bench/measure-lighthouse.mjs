// 8. Lighthouse performance (desktop preset) and accessibility scores, with the system Chromium.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

async function lighthouseOnce(url, cookie) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      desktopConfig,
    );
    const { categories } = result.lhr;
    const failing = Object.values(result.lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      .map((a) => a.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      accessibilityFailures: failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's own advice for noisy machines: the run with the median performance score of three. */
export async function lighthouseScores(url, cookie, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url, cookie));
  results.sort((a, b) => a.performance - b.performance);
  return { ...results[Math.floor(runs / 2)], performanceRuns: results.map((r) => r.performance) };
}
