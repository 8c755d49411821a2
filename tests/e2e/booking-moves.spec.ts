import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import {
  expectAxeClean,
  expectNoOverflow,
  expectToast,
  type Language,
  PHONE,
  POLL,
  PROFESSIONAL,
  shot,
  STUDENT,
  texts,
} from './booking-phone.ts';

// Moving bookings on a phone, in English and in Nepali: the student cancels one accepted booking,
// proposes another time for a second from the service's free slots (chosen with the keyboard), and
// the professional accepts it; both then see the new time. Axe checks the page and each dialog.
// The bookings themselves are made through the API (bookings.spec.ts books through the page),
// on a Sipalu of its own, from the demo's working hours (Sunday to Friday, 09:00–17:00).

let browser: Browser;
let server: Sipalu | undefined;

beforeAll(async () => {
  if (!hasBrowser) return;
  browser = await launchBrowser();
  server = await startOwnSipalu();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phone(language: Language, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server!.base, viewport: PHONE });
  if (language === 'ne') await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
  const page = await context.newPage();
  const t = texts[language];
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: t('auth.signInTab') });
  await panel.getByLabel(t('auth.email')).fill(email);
  await panel.getByLabel(t('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', POLL);
  return { context, page };
}

/** The API as the signed-in page calls it (same cookies, our origin). */
async function api<T>(page: Page, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { origin: server!.base },
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Two accepted bookings of the student's: free slots of the service she booked before, accepted by him. */
async function twoAcceptedBookings(student: Page, pro: Page): Promise<string[]> {
  const mine = await api<{ items: { serviceId: string | null }[] }>(student, 'get', '/api/bookings?as=client');
  const serviceId = mine.items.find((item) => item.serviceId)!.serviceId!;
  const slots = await api<{ days: { slots: { startsAt: string }[] }[] }>(
    student,
    'get',
    `/api/bookings/slots?serviceId=${serviceId}&days=14`,
  );
  const [first, second] = slots.days.flatMap((day) => day.slots).slice(-2);
  const ids: string[] = [];
  for (const slot of [first!, second!]) {
    const booking = await api<{ id: string }>(student, 'post', '/api/bookings', {
      serviceId,
      startsAt: slot.startsAt,
      address: 'Jhamsikhel, near the Sajha bus stop',
      districtId: 'lalitpur',
      localLevelId: null,
      note: '',
    });
    await api(pro, 'post', `/api/bookings/${booking.id}/actions`, { action: 'accept' });
    ids.push(booking.id);
  }
  return ids;
}

async function openBooking(page: Page, id: string, status = 'accepted') {
  await page.goto(`/bookings/${id}`);
  await page.locator(`[data-testid="booking"][data-status="${status}"]`).waitFor(POLL);
}

for (const language of ['en', 'ne'] as const) {
  const t = texts[language];

  describe.skipIf(!hasBrowser)(`moving bookings on a phone in ${language === 'en' ? 'English' : 'Nepali'}`, () => {
    // two people's pages on one machine: longer than one page's journey
    it(
      'the student cancels one booking and moves another; the professional accepts the new time',
      { timeout: 150_000 },
      async () => {
        const student = await phone(language, STUDENT.email);
        const pro = await phone(language, PROFESSIONAL.email);
        const [cancelling, moving] = await twoAcceptedBookings(student.page, pro.page);

        // cancelling: the dialog states the policy, and the booking's time is given up
        await openBooking(student.page, cancelling!);
        await student.page.getByRole('button', { name: t('bookings.actions.cancel'), exact: true }).click();
        const cancelDialog = student.page.getByRole('dialog', { name: t('bookings.actions.cancelTitle') });
        await cancelDialog.waitFor(POLL);
        await expectAxeClean(student.page, '[role="dialog"]');
        await cancelDialog.getByRole('button', { name: t('bookings.actions.cancel'), exact: true }).click();
        await expectToast(student.page, t('bookings.actions.done.cancel'));
        await student.page.locator('[data-testid="booking"][data-status="cancelled"]').waitFor(POLL);

        // proposing: a free slot chosen with the keyboard, and a reason
        await openBooking(student.page, moving!);
        const before = await student.page.getByTestId('booking').locator('dd').first().textContent();
        await student.page.getByRole('button', { name: t('bookings.actions.reschedule'), exact: true }).click();
        const dialog = student.page.getByRole('dialog', { name: t('bookings.reschedule.title') });
        await dialog.locator('[data-slot]').first().waitFor(POLL);
        await expectAxeClean(student.page, '[role="dialog"]');
        await shot(student.page, `reschedule-dialog-${language}`, false);
        // sending without a time asks for one
        await dialog.getByRole('button', { name: t('bookings.reschedule.submit') }).click();
        await dialog.getByText(t('bookings.reschedule.chooseFirst')).waitFor(POLL);
        const slot = dialog.locator('[data-slot]').first();
        await slot.focus();
        await student.page.keyboard.press('Enter');
        expect(await slot.getAttribute('aria-pressed')).toBe('true');
        await dialog.getByTestId('chosen-time').filter({ hasText: /\S/ }).waitFor(POLL);
        await dialog.getByLabel(t('bookings.reschedule.reason')).fill('My exam moved to that day.');
        await dialog.getByRole('button', { name: t('bookings.reschedule.submit') }).click();
        await expectToast(student.page, t('bookings.reschedule.sent', { name: PROFESSIONAL.fullName }));
        const card = student.page.getByTestId('reschedule-card');
        await card.getByRole('button', { name: t('bookings.reschedule.withdraw') }).waitFor(POLL);
        const proposed = (await card.getByTestId('proposed-time').textContent())!;
        await expectAxeClean(student.page);
        await expectNoOverflow(student.page);
        await shot(student.page, `reschedule-proposed-${language}`);

        // the professional accepts it: the booking moves, and the timeline says so
        await openBooking(pro.page, moving!);
        const offer = pro.page.getByTestId('reschedule-card');
        await offer.getByText('My exam moved to that day.', { exact: false }).waitFor(POLL);
        await expectAxeClean(pro.page);
        await expectNoOverflow(pro.page);
        await offer.getByRole('button', { name: t('bookings.reschedule.accept') }).click();
        await expectToast(pro.page, t('bookings.reschedule.done.accept'));
        await pro.page.getByTestId('reschedule-card').waitFor({ state: 'detached', ...POLL });
        await pro.page.locator('[data-change="reschedule_accepted"]').waitFor(POLL);
        await shot(pro.page, `reschedule-accepted-${language}`);

        await student.page.reload();
        await student.page.locator('[data-change="reschedule_accepted"]').waitFor(POLL);
        const after = await student.page.getByTestId('booking').locator('dd').first().textContent();
        expect(after).toBe(proposed);
        expect(after).not.toBe(before);
        // her one free reschedule is used
        expect(
          await student.page.getByRole('button', { name: t('bookings.actions.reschedule'), exact: true }).count(),
        ).toBe(0);
        await expectAxeClean(student.page);
        await pro.context.close();
        await student.context.close();
      },
    );
  });
}
