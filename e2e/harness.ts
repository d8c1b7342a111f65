import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import chromiumLaunch from '../scripts/chromium.json';
import { beforeAllValue } from '@pro-portal/test-harness';
import { startSandbox, type RunningSandbox, type SandboxOptions } from './sandbox';
import { followForReport, recordClicks, reportPagesOnFailure } from './failure-report';

// The system Chromium and its flags, shared with the benchmark.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || chromiumLaunch.executablePath;
export const ARTIFACTS_DIR = path.resolve(__dirname, 'artifacts');

/** The system Chromium, headless; fails with the install command when it is missing. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get install chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumLaunch.args });
}

export interface Viewport {
  width: number;
  height: number;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Messages of uncaught page errors, for assertions. */
  pageErrors: string[];
}

/**
 * A flow's browser context asks for reduced motion, so that menus, dialogs and panels stand still the
 * moment they appear. A click aimed at an item of a menu still growing in can land beside it (seen on
 * loaded machines: a click on 'Logout' that reached the menu's list instead).
 */
const FLOW_CONTEXT = { reducedMotion: 'reduce' } as const;

/**
 * A fresh browser context (own cookies and storage) and page on `baseURL`, followed for the failure
 * report; `more` adds to or overrides the context's options (a time zone, a colour scheme, a session).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = { width: 1280, height: 900 },
  more: BrowserContextOptions = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ ...FLOW_CONTEXT, baseURL, viewport, ...more });
  await context.addInitScript(recordClicks);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  followForReport(page, pageErrors);
  return { context, page, pageErrors };
}

/** Saves a full-page screenshot as e2e/artifacts/<name>.png (ignored by git). */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface SandboxAndBrowser {
  /** The sandbox of this file (or describe block); read it inside tests and hooks, once it has started. */
  readonly sandbox: RunningSandbox;
  readonly browser: Browser;
  /** A fresh browser context and page on the sandbox's portal. */
  openPage(viewport?: Viewport, more?: BrowserContextOptions): Promise<OpenPage>;
}

export interface FlowOptions extends SandboxOptions {
  /** The time each test and hook of the file may take (browser flows are long); 180 s unless given. */
  testTimeoutMs?: number;
}

/**
 * Starts a fresh sandbox and the browser before the tests of the enclosing file or describe block, and stops
 * both after them. Call it at the top level of the block; further beforeAll hooks run after it.
 */
export function startSandboxAndBrowser({ testTimeoutMs = 180_000, ...options }: FlowOptions = {}): SandboxAndBrowser {
  jest.setTimeout(testTimeoutMs);
  reportPagesOnFailure();
  let sandbox: RunningSandbox | undefined;
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    await sandbox?.stop();
  });
  return beforeAllValue(async () => {
    // Both start at once; whichever started is stopped after the tests even when the other failed.
    const [sandboxStart, browserLaunch] = await Promise.allSettled([startSandbox(options), launchBrowser()]);
    if (sandboxStart.status === 'fulfilled') sandbox = sandboxStart.value;
    if (browserLaunch.status === 'fulfilled') browser = browserLaunch.value;
    if (sandboxStart.status === 'rejected') throw sandboxStart.reason;
    if (browserLaunch.status === 'rejected') throw browserLaunch.reason;
    const [started, launched] = [sandboxStart.value, browserLaunch.value];
    return {
      sandbox: started,
      browser: launched,
      openPage: (viewport?: Viewport, more?: BrowserContextOptions) => openPage(launched, started.url, viewport, more),
    };
  });
}
