// 8. Lighthouse performance (desktop preset) and accessibility scores, with the system Chromium.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

export async function lighthouseScores(url, cookie) {
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
      .filter((a) => a.score !== null && a.score < 1 && categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
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
