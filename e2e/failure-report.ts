import type { Page } from 'playwright-core';

/**
 * Runs in every page of a context that openPage made: keeps the last clicks the page received (the
 * element and when), so that a failure can tell a click that never arrived from one the page ignored.
 */
export function recordClicks() {
  const clicks: string[] = [];
  Object.defineProperty(window, '__e2eClicks', { value: clicks });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const label = target?.closest('[aria-label]')?.getAttribute('aria-label') ?? target?.textContent?.slice(0, 40);
      clicks.push(`${Math.round(performance.now())} ms: ${target?.tagName ?? '?'} ${JSON.stringify(label ?? '')}`);
      if (clicks.length > 5) clicks.shift();
    },
    true,
  );
}

/** What a page saw that a failure report names: the last few of each, newest last. */
interface PageLog {
  page: Page;
  pageErrors: string[];
  console: string[];
  network: string[];
}

const KEPT = 5;
const open = new Set<PageLog>();

const keep = (list: string[], entry: string) => {
  list.push(entry);
  if (list.length > KEPT) list.shift();
};

/**
 * Follows a page for the failure report: its console errors and warnings, and its requests that failed
 * or were answered 4xx/5xx (a script chunk that did not arrive shows here), until it closes.
 */
export function followForReport(page: Page, pageErrors: string[]): void {
  const log: PageLog = { page, pageErrors, console: [], network: [] };
  open.add(log);
  page.on('close', () => open.delete(log));
  page.on('console', (message) => {
    // A refused request is already listed under the network, with its method.
    const refused = message.text().startsWith('Failed to load resource');
    if ((message.type() === 'error' || message.type() === 'warning') && !refused) {
      keep(log.console, `${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('requestfailed', (request) =>
    keep(log.network, `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) {
      keep(log.network, `${response.request().method()} ${response.url()}: ${response.status()}`);
    }
  });
}

/** What a page shows and what it went through, read from the page (never failing: a closed page says so). */
async function describePage({ page, pageErrors, console, network }: PageLog): Promise<string> {
  const unreadable = ['(the page could not be read)'];
  const shown = await page
    .locator(
      '[role=alert], [role=status], [role=dialog], [role=menu], [role=progressbar], .notistack-SnackbarContainer',
    )
    .evaluateAll((nodes) =>
      nodes.map((node) => `${node.getAttribute('role') ?? node.className}: ${node.textContent?.slice(0, 200)}`),
    )
    .catch(() => unreadable);
  const clicks = await page
    .evaluate(() => (window as unknown as { __e2eClicks?: string[] }).__e2eClicks ?? [])
    .catch(() => unreadable);
  const now = await page.evaluate(() => Math.round(performance.now())).catch(() => '?');
  return [
    `Page ${page.url()} (now ${now} ms)`,
    `  shows: ${JSON.stringify(shown)}`,
    `  last clicks it received: ${JSON.stringify(clicks)}`,
    `  errors thrown in it: ${JSON.stringify(pageErrors)}`,
    `  console errors and warnings: ${JSON.stringify(console)}`,
    `  requests that failed or were refused: ${JSON.stringify(network)}`,
  ].join('\n');
}

/**
 * After a failed test, adds to its failure what every page still open shows (dialogs, alerts, toasts,
 * menus, spinners), the clicks it last received and the errors it met, so that a run on another machine
 * can be read from its output alone.
 */
export function reportPagesOnFailure(): void {
  afterEach(async () => {
    if (!(globalThis as { __flowTestFailed?: boolean }).__flowTestFailed || open.size === 0) return;
    throw new Error(`The pages open when the test failed:\n${await describeOpenPages()}`);
  });
}

/** Each page still open, described (see reportPagesOnFailure). */
export async function describeOpenPages(): Promise<string> {
  return (await Promise.all([...open].map(describePage))).join('\n');
}
