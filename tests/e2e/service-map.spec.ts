import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccount, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage } from './browser.ts';
import { en, ne } from './texts.ts';
import { seriousViolations } from './axe.ts';

// A professional on a phone sets where an in-person service is without typing coordinates: the
// centre of the municipality picked, or the phone's own location. The listing then shows its map.

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POLL = { timeout: 15_000 };
const PHONE = { width: 360, height: 780 };

async function signIn(page: Page): Promise<void> {
  const response = await page.context().request.post('/api/auth/sign-in/email', {
    data: { email: demoAccount('professional').email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
}

/** The create dialog with an in-person format chosen, in the page's language. */
async function openInPersonForm(page: Page, text: typeof en) {
  await page.goto('/professional-dashboard');
  await page
    .getByRole('button', { name: text('professionalDashboard.createListing') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: text('services.form.createTitle') });
  await dialog.getByLabel(text('services.form.format')).selectOption('in-person');
  return dialog;
}

describe.skipIf(!hasBrowser)("a service's map without typing coordinates", () => {
  it('in Nepali at 360 px: the centre of Pokhara, then the phone location, and the listing shows that map', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
    await context.grantPermissions(['geolocation'], { origin: baseUrl() });
    await context.setGeolocation({ latitude: 28.209614, longitude: 83.959118 });
    await signIn(page);
    const dialog = await openInPersonForm(page, ne);
    const field = (key: string) => dialog.getByLabel(ne(`services.form.${key}`), { exact: true });
    // a required field's label ends in its mark
    const required = (key: string) => dialog.getByLabel(ne(`services.form.${key}`));

    await dialog.getByLabel(ne('lists.places.province'), { exact: true }).selectOption('gandaki');
    await dialog.getByLabel(ne('lists.places.district'), { exact: true }).selectOption('kaski');
    await dialog.getByLabel(ne('lists.places.localLevel'), { exact: true }).selectOption('kaski-pokhara');

    // the municipality's centre, written in Nepali digits as a Nepali keypad would
    await dialog.getByRole('button', { name: ne('services.form.usePlaceCentre', { place: 'पोखरा' }) }).click();
    await expect.poll(() => field('locationLat').inputValue(), POLL).toMatch(/^२८\.[०-९]{5}$/);
    expect(await field('locationLng').inputValue()).toMatch(/^८३\.[०-९]{5}$/);
    const preview = dialog.locator('iframe[src*="openstreetmap.org"]');
    await preview.waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // the phone's location replaces it
    await dialog.getByRole('button', { name: ne('services.form.useMyLocation') }).click();
    await expect.poll(() => field('locationLat').inputValue(), POLL).toBe('२८.२०९६१');
    expect(await field('locationLng').inputValue()).toBe('८३.९५९१२');
    await expect.poll(() => preview.getAttribute('src'), POLL).toContain('marker=28.20961%2C83.95912');
    // the buttons fit the phone's width
    for (const name of [ne('services.form.useMyLocation'), ne('services.form.usePlaceCentre', { place: 'पोखरा' })]) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }

    const title = `लेकसाइड वायरिङ ${Date.now()}`;
    await required('title').fill(title);
    await required('descriptionField').fill('होटल र घरको वायरिङ।');
    await required('duration').fill('२ घण्टा');
    await required('skills').fill('वायरिङ');
    await required('price').fill('१५००');
    await dialog.getByRole('button', { name: ne('services.form.publish') }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: ne('services.published') })
      .first()
      .waitFor(POLL);
    const card = page.getByTestId('service-card').filter({ hasText: title });
    await expect
      .poll(() => card.locator('iframe[src*="openstreetmap.org"]').getAttribute('src'), POLL)
      .toContain('marker=28.20961%2C83.95912');
    await context.close();
  });

  it('in English: a browser that does not share its location says so, and nothing is filled', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signIn(page);
    const dialog = await openInPersonForm(page, en);
    await dialog.getByRole('button', { name: en('services.form.useMyLocation') }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: en('services.form.locationDenied') })
      .waitFor(POLL);
    expect(await dialog.getByLabel(en('services.form.locationLat'), { exact: true }).inputValue()).toBe('');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });
});
