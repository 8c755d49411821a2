import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '#contract/api.ts';
import { EARNINGS_PAGE_SIZE, Earnings, Payout, PayoutBalanceList } from '#contract/payouts.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { ledgerEntries, paymentAttempts } from '#server/db/schema/payments.ts';
import { checkLedger, post } from './ledger.ts';
import { parties, paymentOf, type Parties } from '#tests/fixtures/payments.ts';
import { paidBooking } from '#tests/fixtures/payouts.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Earnings and payouts (decision 051): the professional's three figures and lines, staff's
// payouts with a reference, exactly once however often they are sent, and who may do what.

let t: TestApp;
let p: Parties;
let staff: Awaited<ReturnType<TestApp['signUpStaff']>>;
let staffWithout2fa: Awaited<ReturnType<TestApp['signUpStaff']>>;
let released: Awaited<ReturnType<typeof paidBooking>>;
let held: Awaited<ReturnType<typeof paidBooking>>;
const PRICE = 150_050;

beforeAll(async () => {
  t = await createTestApp();
  p = await parties(t, '1500.50');
  staff = await t.signUpStaff();
  staffWithout2fa = await t.signUpStaff({ twoFactor: false });
  released = await paidBooking(t, p, 'released');
  held = await paidBooking(t, p, 'held');
});
afterAll(() => t.close());

const errorKey = async (response: Response) => ApiErrorBody.parse(await response.json()).error.key;
const earnings = async (cookie: string) => {
  const response = await t.request('/api/payouts/earnings', { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return Earnings.parse(await response.json());
};
const balances = async () =>
  PayoutBalanceList.parse(await (await t.request('/api/staff/payouts', { cookie: staff.cookie })).json());
const pay = (cookie: string | undefined, professionalId: string, body: unknown) =>
  t.request(`/api/staff/payouts/${professionalId}`, { method: 'POST', cookie, json: body });

describe('a professional’s earnings', () => {
  it('shows held, available and paid out as sums of the ledger, with each booking’s line', async () => {
    const mine = await earnings(p.pro.cookie);
    const fee = Math.floor(PRICE / 10);
    expect(mine).toMatchObject({ heldPaisa: PRICE, availablePaisa: PRICE - fee, paidOutPaisa: 0, hasMore: false });
    const line = (id: string) => mine.lines.find((entry) => entry.bookingId === id);
    expect(line(released.booking.id)).toMatchObject({
      grossPaisa: PRICE,
      feePaisa: fee,
      netPaisa: PRICE - fee,
      state: 'available',
      clientFirstName: 'Sita',
    });
    expect(line(held.booking.id)).toMatchObject({ grossPaisa: PRICE, feePaisa: fee, state: 'held' });
  });

  it('is empty for a professional who was never paid, and refused to others', async () => {
    const other = await parties(t);
    expect(await earnings(other.pro.cookie)).toMatchObject({ heldPaisa: 0, availablePaisa: 0, lines: [] });
    expect((await t.request('/api/payouts/earnings')).status).toBe(401);
    const client = await t.request('/api/payouts/earnings', { cookie: p.client.cookie });
    expect(client.status).toBe(403);
    expect(await errorKey(client)).toBe('payouts.errors.professionalOnly');
  });
});

describe('many paid bookings', () => {
  it('come a page at a time, the latest slot first', async () => {
    const other = await parties(t);
    const start = Date.now() + 30 * 86_400_000;
    const rows = await t.database.db
      .insert(bookings)
      .values(
        Array.from({ length: EARNINGS_PAGE_SIZE + 1 }, (_, index) => {
          const startsAt = new Date(start + index * 3_600_000);
          const endsAt = new Date(startsAt.getTime() + 3_000_000);
          return {
            serviceTitle: 'House wiring',
            format: 'in-person' as const,
            professionalId: other.pro.userId,
            clientId: other.client.userId,
            status: 'accepted' as const,
            startsAt,
            endsAt,
            heldFrom: startsAt,
            heldUntil: endsAt,
            pricePaisa: 100_000,
          };
        }),
      )
      .returning({ id: bookings.id, startsAt: bookings.startsAt });
    // each paid as the gateways' verified callback records it: a paid attempt and its posting
    for (const row of rows) {
      const [attempt] = await t.database.db
        .insert(paymentAttempts)
        .values({
          bookingId: row.id,
          payerId: other.client.userId,
          provider: 'esewa',
          amountPaisa: 100_000,
          feePaisa: 10_000,
          status: 'paid',
        })
        .returning({ id: paymentAttempts.id });
      await post(t.database.db, {
        key: `payment:${attempt!.id}`,
        kind: 'payment',
        bookingId: row.id,
        attemptId: attempt!.id,
        entries: [
          { account: 'client_paid', amountPaisa: -100_000 },
          { account: 'held', amountPaisa: 100_000 },
        ],
      });
    }
    const first = await earnings(other.pro.cookie);
    expect(first).toMatchObject({ heldPaisa: 100_000 * rows.length, page: 1, hasMore: true });
    expect(first.lines).toHaveLength(EARNINGS_PAGE_SIZE);
    expect(first.lines[0]).toMatchObject({ bookingId: rows.at(-1)!.id, feePaisa: 10_000, netPaisa: 90_000 });
    const response = await t.request('/api/payouts/earnings?page=2', { cookie: other.pro.cookie });
    const second = Earnings.parse(await response.json());
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.lines.map((line) => line.bookingId)).toEqual([rows[0]!.id]);
    expect((await t.request('/api/payouts/earnings?page=0', { cookie: other.pro.cookie })).status).toBe(400);
  });
});

describe('staff’s payouts', () => {
  it('lists the professional’s available balance to staff only', async () => {
    const list = await balances();
    const row = list.items.find((item) => item.professionalId === p.pro.userId);
    expect(row).toMatchObject({
      name: 'Bikash Tamang',
      availablePaisa: PRICE - Math.floor(PRICE / 10),
      payoutCount: 0,
    });
    for (const path of ['/api/staff/payouts', '/api/staff/payouts.csv']) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { cookie: p.pro.cookie })).status).toBe(403);
      expect((await t.request(path, { cookie: staffWithout2fa.cookie })).status).toBe(403);
    }
  });

  it('refuses a payout from anyone but staff with two-factor, and changes nothing', async () => {
    const body = { amountPaisa: 100, reference: 'NIC-1', payoutCount: 0 };
    expect((await pay(undefined, p.pro.userId, body)).status).toBe(401);
    expect((await pay(p.pro.cookie, p.pro.userId, body)).status).toBe(403);
    expect((await pay(p.client.cookie, p.pro.userId, body)).status).toBe(403);
    expect((await pay(staffWithout2fa.cookie, p.pro.userId, body)).status).toBe(403);
    expect((await earnings(p.pro.cookie)).paidOutPaisa).toBe(0);
  });

  it.each([
    [
      'more than available',
      { amountPaisa: 10_000_000, reference: 'X', payoutCount: 0 },
      'payouts.errors.moreThanAvailable',
    ],
    ['zero', { amountPaisa: 0, reference: 'X', payoutCount: 0 }, 'payouts.validation.amount'],
    ['negative', { amountPaisa: -5, reference: 'X', payoutCount: 0 }, 'payouts.validation.amount'],
    ['paisa not whole', { amountPaisa: 100.5, reference: 'X', payoutCount: 0 }, 'payouts.validation.amount'],
    ['no reference', { amountPaisa: 100, payoutCount: 0 }, 'payouts.validation.referenceRequired'],
    [
      'a blank reference',
      { amountPaisa: 100, reference: '   ', payoutCount: 0 },
      'payouts.validation.referenceRequired',
    ],
  ])('refuses %s with 400', async (_name, body, key) => {
    const response = await pay(staff.cookie, p.pro.userId, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(key);
  });

  it('answers 404 for someone unknown and 409 for someone with nothing available', async () => {
    const body = { amountPaisa: 100, reference: 'X', payoutCount: 0 };
    expect((await pay(staff.cookie, 'not-an-id', body)).status).toBe(404);
    expect((await pay(staff.cookie, '0c8f7a57-1d7e-4c1b-8c1f-7a2b0a4e9f22', body)).status).toBe(404);
    const nothing = await pay(staff.cookie, p.client.userId, body);
    expect(nothing.status).toBe(409);
    expect(await errorKey(nothing)).toBe('payouts.errors.nothingAvailable');
  });

  it('pays once when sent twice at once (a double click, or two staff)', async () => {
    const first = await balances();
    const available = first.items.find((item) => item.professionalId === p.pro.userId)!.availablePaisa;
    const part = 50_000;
    const body = { amountPaisa: part, reference: 'NIC Asia 7781', payoutCount: 0 };
    const answers = await Promise.all([pay(staff.cookie, p.pro.userId, body), pay(staff.cookie, p.pro.userId, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const payout = Payout.parse(await answers.find((answer) => answer.status === 201)!.json());
    expect(payout).toMatchObject({ amountPaisa: part, reference: 'NIC Asia 7781', professionalId: p.pro.userId });
    // and sent again later with what staff saw before: refused, not paid twice
    expect((await pay(staff.cookie, p.pro.userId, body)).status).toBe(409);
    const mine = await earnings(p.pro.cookie);
    expect(mine).toMatchObject({ availablePaisa: available - part, paidOutPaisa: part });
    expect(mine.lines.find((line) => line.bookingId === released.booking.id)?.state).toBe('partly_paid_out');
    expect(mine.payouts).toEqual([expect.objectContaining({ amountPaisa: part, reference: 'NIC Asia 7781' })]);
    // audit-logged, and the professional told in the app and by e-mail
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, payout.id));
    expect(audit).toMatchObject({ action: 'payout.record', actorEmail: staff.email, itemKind: 'payout' });
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, p.pro.userId));
    expect(notices.filter((notice) => notice.kind === 'payout')).toHaveLength(1);
    const mail = t.outbox().filter((m) => m.to === p.pro.email && m.subject.includes('रु 500'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('NIC Asia 7781');
  });

  it('pays the rest, after which the professional leaves the list and the books balance', async () => {
    const row = (await balances()).items.find((item) => item.professionalId === p.pro.userId)!;
    const response = await pay(staff.cookie, p.pro.userId, {
      amountPaisa: row.availablePaisa,
      reference: 'NIC Asia 7790',
      payoutCount: row.payoutCount,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await balances()).items.some((item) => item.professionalId === p.pro.userId)).toBe(false);
    const mine = await earnings(p.pro.cookie);
    expect(mine.availablePaisa).toBe(0);
    expect(mine.paidOutPaisa).toBe(PRICE - Math.floor(PRICE / 10));
    expect(mine.lines.find((line) => line.bookingId === released.booking.id)?.state).toBe('paid_out');
    // the booking's own payment card still says released, for both parties
    for (const person of [p.pro, p.client])
      expect((await paymentOf(t, person, released.booking.id)).state).toBe('released');
    const check = await checkLedger(t.database.db);
    expect(check).toMatchObject({ total: 0, unbalancedPostings: 0 });
    expect(check.paidInLedger).toBe(check.confirmedByGateways);
    expect(check.balances.paid_out).toBe(PRICE - Math.floor(PRICE / 10));
    // each entry of a payout names the professional
    const out = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.account, 'paid_out'));
    expect(new Set(out.map((entry) => entry.partyId))).toEqual(new Set([p.pro.userId]));
  });

  it('still pays out a professional whose account was deleted since: the money is owed all the same', async () => {
    const gone = await parties(t);
    const { pricePaisa, feePaisa } = await paidBooking(t, gone, 'released');
    await t.database.db.delete(users).where(eq(users.id, gone.pro.userId));
    const row = (await balances()).items.find((item) => item.professionalId === gone.pro.userId);
    expect(row).toMatchObject({ name: '', email: '', availablePaisa: pricePaisa - feePaisa });
    const response = await pay(staff.cookie, gone.pro.userId, {
      amountPaisa: pricePaisa - feePaisa,
      reference: 'Cheque 4411',
      payoutCount: 0,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await checkLedger(t.database.db)).total).toBe(0);
  });
});
