import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-path.ts';
import type { SharedServer } from './global-setup.ts';
import { copyOf, startSipalu, type DataTemplates, type Sipalu } from './sipalu-process.ts';

/** True when the browser journeys can run here (see global-setup for the skip message). */
export const hasBrowser = Boolean(inject('chromiumPath'));

/** The Sipalu this test worker's files share (one per worker; see global-setup). */
function sharedServer(): SharedServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length] ?? { baseUrl: '', dataDir: '' };
}

export function baseUrl(): string {
  return sharedServer().baseUrl;
}

/** The shared Sipalu's DATA_DIR, its outbox included; '' when it runs elsewhere (E2E_BASE_URL). */
export function sharedDataDir(): string {
  return sharedServer().dataDir;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath') ?? undefined, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh context (own cookies and storage) and page on the app; desktop unless a viewport is given. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Clicks `target` until `shown` is visible, as a person clicks again when nothing happened: a click
 * that lands while the page is still becoming interactive (the app taking over the server's copy,
 * or redrawing after an answer) does nothing. It never clicks once `shown` is there.
 */
export async function clickUntilShown(target: Locator, shown: Locator, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await shown.isVisible())) {
    if (Date.now() > deadline) throw new Error(`nothing showed after clicking ${String(target)} for ${timeout} ms`);
    await target.click({ timeout: 2_000 }).catch(() => undefined);
    await shown.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  }
}

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${++counter}@example.com`;
}

/**
 * A Sipalu of the spec's own beside the shared one, for journeys that read its outbox or configure
 * it: the built server on a copy of the run's demo data (or of the migrated, empty database).
 */
export function startOwnSipalu(
  options: { data?: keyof DataTemplates; port?: number; env?: Record<string, string> } = {},
): Promise<Sipalu> {
  return startSipalu(dataTemplate(options.data ?? 'demo'), options);
}

/** A copy of the run's demo data for a spec that serves the app in its own process; it removes it. */
export function copyOfDemoData(): string {
  return copyOf(dataTemplate('demo'));
}

function dataTemplate(data: keyof DataTemplates): string {
  const templates = inject('dataTemplates');
  if (!templates) throw new Error('No prepared data: the journeys run against E2E_BASE_URL or without a browser');
  return templates[data];
}
