import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import messaging from '#contract/locales/messaging/en.json' with { type: 'json' };
import lists from '#contract/locales/lists/en.json' with { type: 'json' };
import services from '#contract/locales/services/en.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, newPage } from './browser.ts';

const en = { ...core, ...lists, ...messaging, ...services };
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function signIn(page: Page, email: string) {
  const panel = page.getByRole('tabpanel', { name: en.auth.signInTab });
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: en.auth.signIn }).click();
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A real one-second WebM, recorded from a canvas by the browser itself (no binary fixture needed). */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let frame = 0; frame < 10; frame++) {
      context.fillStyle = `hsl(${frame * 36}, 70%, 50%)`;
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await done;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

describe.skipIf(!hasBrowser)('professionals and services', () => {
  it('a chip tapped while the typed search waits to run keeps both', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/professionals');
    // the search runs 300 ms after typing stops; the chip is tapped before that
    await page.getByRole('searchbox', { name: en.professionals.searchLabel }).fill('pokhara');
    await page.getByRole('button', { name: en.lists.professionalCategories['electrical-work'] }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'pokhara');
    expect(new URL(page.url()).searchParams.get('category')).toBe('Electrical Work');
    await page.getByRole('article').filter({ hasText: 'Rajendra Yadav' }).waitFor();
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(1);
    await context.close();
  });

  it('a visitor finds an electrician in Pokhara, asks for a quote, signs in and lands on the prefilled draft', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/professionals');
    await page.getByRole('button', { name: en.lists.professionalCategories['electrical-work'] }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Electrical Work');
    await page.getByRole('searchbox', { name: en.professionals.searchLabel }).fill('pokhara');
    await page.waitForURL(
      (url) => url.searchParams.get('q') === 'pokhara' && url.searchParams.get('category') === 'Electrical Work',
    );
    const card = page.getByRole('article').filter({ hasText: 'Rajendra Yadav' });
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(1);
    // the card's figures come from real reviews
    await card.getByText(/5\.0 \(2 reviews\)/).waitFor();
    await card.getByText(lists.lists.verificationBadge.identity).waitFor();
    await card.getByRole('link', { name: 'Rajendra Yadav', exact: true }).click();
    await page.waitForURL(/\/professionals\/[0-9a-f-]{36}$/);

    // the in-person service shows its map
    await page.locator('iframe[src*="openstreetmap.org"]').first().waitFor();
    await page.getByRole('button', { name: 'Request a quote for Inverter & Battery Backup Installation' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && Boolean(url.searchParams.get('next')));
    await signIn(page, demo('student').email);

    await page.waitForURL((url) => url.pathname === '/messages', POLL);
    const url = new URL(page.url());
    expect(url.searchParams.get('conversation')).toMatch(/^[0-9a-f-]{36}$/);
    const draft = url.searchParams.get('message') ?? '';
    expect(draft).toContain('Hello Rajendra Yadav');
    expect(draft).toContain('Inverter & Battery Backup Installation');
    const input = page.getByRole('textbox', { name: en.messaging.inputLabel });
    await expect.poll(() => input.inputValue(), POLL).toBe(draft);
    await context.close();
  });

  it('a professional publishes in-person and online services, uploads, reorders, plays and deletes videos, edits a listing', async () => {
    const { context, page } = await newPage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/auth');
    await signIn(page, demo('professional').email);
    await page.waitForURL('**/professional-dashboard', POLL);
    await page.getByRole('heading', { name: en.professionalDashboard.pageTitle }).waitFor();
    await page.getByText(/^Welcome, /).waitFor();

    const create = async (fields: Record<string, string>, format: string) => {
      await page.getByRole('button', { name: en.professionalDashboard.createListing }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(en.services.form.title).fill(fields.title!);
      await dialog.getByLabel(en.services.form.descriptionField).fill('Hands-on help, explained step by step.');
      await dialog.getByLabel(en.services.form.format).selectOption(format);
      await dialog.getByLabel(en.services.form.duration).fill('2 hours');
      await dialog.getByLabel(en.services.form.skills).fill('Wiring, Safety');
      await dialog.getByLabel(en.services.form.price).fill('1999.50');
      if (fields.location) {
        await dialog.getByLabel(en.services.form.location).fill(fields.location);
        await dialog.getByLabel(en.services.form.locationLat).fill('27.6710');
        await dialog.getByLabel(en.services.form.locationLng).fill('85.3240');
      }
      await dialog.getByRole('button', { name: en.services.form.publish }).click();
      await expectToast(page, en.services.published);
    };

    const stamp = Date.now();
    const inPersonTitle = `Earthing Check ${stamp}`;
    const onlineTitle = `Meter Reading Basics ${stamp}`;
    await create({ title: inPersonTitle, location: 'Patan, Lalitpur' }, 'in-person');
    const inPersonCard = page.getByTestId('service-card').filter({ hasText: inPersonTitle });
    await inPersonCard.locator('iframe[src*="openstreetmap.org"]').waitFor();
    await create({ title: onlineTitle }, 'online');
    const onlineCard = page.getByTestId('service-card').filter({ hasText: onlineTitle });
    await onlineCard.waitFor();

    const video = await recordWebm(page);
    const fileInput = onlineCard.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'first lesson.webm', mimeType: 'video/webm', buffer: video });
    await expectToast(page, en.services.videoUploaded);
    await onlineCard.getByText('Part 1: first lesson').waitFor();
    await fileInput.setInputFiles({ name: 'second lesson.webm', mimeType: 'video/webm', buffer: video });
    await onlineCard.getByText('Part 2: second lesson').waitFor();

    // keyboard-reachable reorder: the second goes first, renumbered, and the order survives a reload
    await onlineCard.getByRole('button', { name: 'Move Part 2: second lesson up' }).click();
    const titles = () => onlineCard.getByTestId('video-item').allInnerTexts();
    await expect.poll(async () => (await titles())[0], POLL).toContain('Part 1: second lesson');
    await page.reload();
    await expect
      .poll(async () => (await titles()).map((text) => text.trim()), POLL)
      .toEqual(['Part 1: second lesson', 'Part 2: first lesson']);

    await onlineCard.getByRole('button', { name: 'Delete Part 1: second lesson' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.services.deleteVideoConfirm }).click();
    await expectToast(page, en.services.videoDeleted);
    await expect.poll(async () => (await titles()).length, POLL).toBe(1);

    // the remaining video plays (streamed with Range requests)
    await onlineCard.getByRole('button', { name: 'Play Part 2: first lesson' }).click();
    const player = onlineCard.locator('video');
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), POLL)
      .toBeGreaterThanOrEqual(1);

    // Edit Listing
    await inPersonCard.getByRole('button', { name: `Edit listing ${inPersonTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.services.form.price).fill('2500');
    await dialog.getByRole('button', { name: en.services.form.save }).click();
    await expectToast(page, en.services.updated);
    await page.getByTestId('service-card').filter({ hasText: inPersonTitle }).getByText('रु 2,500').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expectNoSeriousViolations(page);
    await context.close();
  }, 150_000);

  it('/professionals and a professional page have no serious or critical accessibility violations', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/professionals');
    // the app has taken over from the server's copy, whose controls are inert until then
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/professionals\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousViolations(page);
    await context.close();
  });
});
