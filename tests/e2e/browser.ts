import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-path.ts';

/** True when the browser journeys can run here (see global-setup for the skip message). */
export const hasBrowser = Boolean(inject('chromiumPath'));

export function baseUrl(): string {
  return inject('baseUrl');
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

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${++counter}@example.com`;
}
