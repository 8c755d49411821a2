import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '#contract/format/numbers.ts';
import type { Sipalu } from './sipalu-process.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import {
  expectAxeClean,
  expectNoOverflow,
  expectToast,
  phone as onPhone,
  POLL,
  PROFESSIONAL,
  shot,
  signIn,
  STUDENT,
  texts,
} from './booking-phone.ts';

// Details of bookings on a 360 px phone, in English and in Nepali: a long service name in the
// booking page's header is cut to one line, not past the screen's edge; the professional declines
// the student's proposal of another time with a reason, which she reads on the booking; a pending
// offer is the conversation's preview in her list of conversations. The service, the booking and
// the offer are made through the API, on a Sipalu of its own, from the demo's working hours.

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

const DAY = 86_400_000;
const LONG_TITLE =
  'Complete-house-rewiring-with-earthing-and-MCB-distribution-boards and inverter backup for three-storey homes';

async function api<T>(context: BrowserContext, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const response = await context.request.fetch(path, {
    method,
    headers: { origin: server!.base },
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** An accepted booking of the student's for a new service with a long name, and her proposal of another time. */
async function bookingWithProposal(student: BrowserContext, pro: BrowserContext) {
  const service = await api<{ id: string }>(pro, 'post', '/api/services', {
    title: LONG_TITLE,
    description: 'Old wiring replaced room by room, with earthing tested and a new MCB board.',
    format: 'in-person',
    duration: '1 hour',
    skills: 'Wiring, earthing',
    price: '2500',
    location: 'Lalitpur',
  });
  const slots = await api<{ days: { slots: { startsAt: string }[] }[] }>(
    student,
    'get',
    `/api/bookings/slots?serviceId=${service.id}&days=14`,
  );
  const [proposed, booked] = slots.days.flatMap((day) => day.slots).slice(-2);
  const booking = await api<{ id: string; client: { id: string } }>(student, 'post', '/api/bookings', {
    serviceId: service.id,
    startsAt: booked!.startsAt,
    address: 'Jhamsikhel, near the Sajha bus stop',
    districtId: 'lalitpur',
    localLevelId: null,
    note: '',
  });
  await api(pro, 'post', `/api/bookings/${booking.id}/actions`, { action: 'accept' });
  await api(student, 'post', `/api/bookings/${booking.id}/reschedules`, { startsAt: proposed!.startsAt });
  return { serviceId: service.id, bookingId: booking.id, studentId: booking.client.id };
}

/** The h1's box: one line, its text cut (wider than the box), inside the screen. */
async function titleBox(page: Page) {
  return page.getByTestId('booking-title').evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: Math.round(element.clientHeight / Number.parseFloat(style.lineHeight)),
      cut: element.scrollWidth > element.clientWidth,
      inside: element.getBoundingClientRect().right <= window.innerWidth,
      full: element.getAttribute('title'),
    };
  });
}

for (const [index, language] of (['en', 'ne'] as const).entries()) {
  const t = texts[language];

  describe.skipIf(!hasBrowser)(`booking details on a phone in ${language === 'en' ? 'English' : 'Nepali'}`, () => {
    it(
      'a long name fits the header; a decline says why; a pending offer previews in the list',
      { timeout: 150_000 },
      async () => {
        const pro = await onPhone(browser, server!.base, language);
        await signIn(pro.page, PROFESSIONAL.email, language);
        const student = await onPhone(browser, server!.base, language);
        await signIn(student.page, STUDENT.email, language);
        const { serviceId, bookingId, studentId } = await bookingWithProposal(student.context, pro.context);

        // the header: one line, cut, inside the 360 px screen; the full name in its tooltip
        await pro.page.goto(`/bookings/${bookingId}`);
        await pro.page.locator('[data-testid="booking"][data-status="accepted"]').waitFor(POLL);
        expect(await titleBox(pro.page)).toEqual({ lines: 1, cut: true, inside: true, full: LONG_TITLE });
        await expectNoOverflow(pro.page);

        // declining the proposed time asks why, optionally
        const card = pro.page.getByTestId('reschedule-card');
        await card.getByRole('button', { name: t('bookings.reschedule.decline') }).click();
        const dialog = pro.page.getByRole('dialog', { name: t('bookings.reschedule.declineTitle') });
        await dialog.waitFor(POLL);
        await expectAxeClean(pro.page, '[role="dialog"]');
        await shot(pro.page, `reschedule-decline-dialog-${language}`, false);
        const reason = language === 'en' ? 'I am at another site that day.' : 'त्यो दिन म अर्को ठाउँमा काम गर्छु।';
        await dialog.getByLabel(t('bookings.actions.reasonOptional')).fill(reason);
        await dialog.getByRole('button', { name: t('bookings.reschedule.decline') }).click();
        await expectToast(pro.page, t('bookings.reschedule.done.decline'));
        await card.waitFor({ state: 'detached', ...POLL });

        // the student, who proposed it, reads the reason on her booking
        await student.page.goto(`/bookings/${bookingId}`);
        const declined = student.page.locator('[data-change="reschedule_declined"]');
        await declined.waitFor(POLL);
        await declined.getByText(reason, { exact: false }).waitFor(POLL);
        expect(await titleBox(student.page)).toMatchObject({ lines: 1, cut: true, inside: true });
        await expectAxeClean(student.page);
        await expectNoOverflow(student.page);
        await shot(student.page, `reschedule-declined-${language}`);

        // an offer from the professional is the conversation's preview in her list
        const conversation = await api<{ id: string }>(pro.context, 'post', '/api/conversations', {
          participantId: studentId,
        });
        const date = new Date(Date.now() + (5 * 60 + 45) * 60_000 + (50 + index) * DAY).toISOString().slice(0, 10);
        await api(pro.context, 'post', `/api/conversations/${conversation.id}/offers`, {
          serviceId,
          price: '2500',
          date,
          time: '06:35',
          durationMinutes: 60,
          address: 'Jhamsikhel, near the Sajha bus stop',
          districtId: 'lalitpur',
          localLevelId: null,
        });
        await student.page.goto('/messages');
        const preview = t('messaging.offerPreview', { service: LONG_TITLE, price: formatMoney(2500, language) });
        const row = student.page.getByRole('link', { name: PROFESSIONAL.fullName }).filter({ hasText: preview });
        await row.waitFor(POLL);
        await expectNoOverflow(student.page);
        await expectAxeClean(student.page);
        await shot(student.page, `offer-preview-${language}`);
      },
    );
  });
}
