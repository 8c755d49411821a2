import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import lists from '#contract/locales/lists/en.json' with { type: 'json' };
import verification from '#contract/locales/verification/en.json' with { type: 'json' };
import { createApp } from '#server/app.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { staffMembers } from '#server/db/schema/trust.ts';
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { createDeps, type Deps } from '#server/deps.ts';
import { parseEnv } from '#server/env.ts';
import { listen } from '#server/lib/listen.ts';
import { freePort } from '#tests/fixtures/server-process.ts';
import { copyOfDemoData, hasBrowser, launchBrowser } from './browser.ts';

// A professional earns the badge: she sends her citizenship card and NSTB certificate from her
// dashboard, staff approve in the console, and /professionals shows what was verified. Staff are
// made in the database (as only `npm run staff` would), so this spec serves the built web app from
// its own process, on a copy of the run's demo data that it can reach.

const v = verification.verify;
const badge = lists.lists.verificationBadge;
const WEB_ROOT = path.resolve(import.meta.dirname, '../../dist/web');
const PDF = readFileSync(path.resolve(import.meta.dirname, '../fixtures/insights/linkedin-profile.pdf'));
/** A seeded professional without a badge. */
const PROFESSIONAL = { email: 'maya.lama@sipalu.demo', name: 'Maya Lama' };

let browser: Browser;
let built: Deps;
let server: ServerType;
let base: string;
let dataDir: string;

beforeAll(async () => {
  if (!hasBrowser) return;
  dataDir = copyOfDemoData();
  const port = await freePort();
  base = `http://localhost:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    AUTH_SECRET: 'verification-e2e-secret-verification-e2e',
    LOG_LEVEL: 'silent',
  });
  // the run's demo data, migrated and seeded once for every spec
  built = await createDeps(env, { webRoot: WEB_ROOT, messageDigests: false });
  await new Promise((resolve) => {
    server = listen(createApp(built.deps), { port, hostname: '127.0.0.1' }, resolve);
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await built?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(email: string, password = DEMO_PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: base },
  });
  expect(response.status()).toBe(200);
  return { context, page: await context.newPage() };
}

/** A new account made staff in the database, with two-factor sign-in marked on and passed by its session. */
async function staffMember(): Promise<{ context: BrowserContext; page: Page }> {
  const email = `staff-${Date.now()}@example.com`;
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Staff Member', email, password: 'kathmandu-valley-42' },
    headers: { origin: base },
  });
  expect(response.status()).toBe(200);
  const { db } = built.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('no staff user');
  await db.insert(staffMembers).values({ userId: user.id });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  await db.update(sessions).set({ twoFactorVerified: true }).where(eq(sessions.userId, user.id));
  return { context, page: await context.newPage() };
}

/** axe finds nothing wrong in the open dialog. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

describe.skipIf(!hasBrowser)('verification', () => {
  it('a professional sends her ID and certificate, staff approve, and /professionals shows the badge', async () => {
    const id = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e8dcc0' } })
      .png()
      .toBuffer();

    // the professional asks, on a phone
    const pro = await signedIn(PROFESSIONAL.email);
    await pro.page.goto('/professional-dashboard');
    const card = pro.page.getByRole('region', { name: v.card.title });
    await card.getByText(v.card.none).waitFor();
    await card.getByRole('button', { name: v.card.request }).click();
    const dialog = pro.page.getByRole('dialog', { name: v.form.title });
    await dialog.getByRole('combobox', { name: new RegExp(`^${v.form.identityKind}`) }).selectOption('citizenship');
    await dialog
      .getByLabel(v.form.identityFile)
      .setInputFiles({ name: 'citizenship.png', mimeType: 'image/png', buffer: id });
    await dialog.getByLabel(v.form.certificateFramework).selectOption('NSTB');
    await dialog.getByRole('combobox', { name: new RegExp(`^${v.form.certificateLevel}`) }).selectOption('2');
    await dialog.getByLabel(v.form.certificateOccupation).fill('Plumber');
    await dialog
      .getByLabel(v.form.certificateFile)
      .setInputFiles({ name: 'nstb.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoAxeViolations(pro.page);
    // the ✕ reads Close, not "Cancel" (a form's own Cancel would then have a twin)
    await dialog.getByRole('button', { name: core.shell.close, exact: true }).waitFor({ timeout: 5_000 });
    await dialog.getByRole('button', { name: v.form.submit }).click();
    await expectToast(pro.page, v.form.sent);
    await card.getByText(/waiting for review/).waitFor();
    await pro.context.close();

    // staff review it in the console
    const staff = await staffMember();
    await staff.page.goto('/staff/verifications');
    await staff.page.getByRole('button', { name: `${v.queue.open}: ${PROFESSIONAL.name}` }).click();
    const review = staff.page.getByRole('dialog');
    await review.getByText('NSTB · 2 · Plumber').waitFor();
    await review.getByRole('img', { name: v.documentKinds.identity }).waitFor();
    await expectNoAxeViolations(staff.page);
    await review.getByRole('button', { name: v.queue.approve }).click();
    await expectToast(staff.page, v.queue.approved);
    await staff.context.close();

    // anyone sees the badge among the verified professionals
    const visitor = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } });
    const page = await visitor.newPage();
    await page.goto('/professionals');
    await page.getByRole('article').first().waitFor();
    // the box follows the address, which changes in a transition: it shows ticked once the results
    // for it are in, so the click is followed by the address, not by the box at once
    const verifiedOnly = page.getByRole('checkbox', { name: badge.verifiedOnly });
    await verifiedOnly.click();
    await page.waitForURL((url) => url.searchParams.get('verified') === '1');
    await expect.poll(() => verifiedOnly.isChecked()).toBe(true);
    const article = page.getByRole('article').filter({ hasText: PROFESSIONAL.name });
    await article.getByText('NSTB Level 2 · Plumber · ID verified').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await visitor.close();
  });
});
