import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CHECK_LIMIT } from './payments.routes.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { ledgerPostings, paymentAttempts } from '#server/db/schema/payments.ts';
import { act } from '#tests/fixtures/bookings.ts';
import {
  newBooking,
  parties,
  paymentOf,
  postForm,
  started,
  startPaying,
  type Parties,
} from '#tests/fixtures/payments.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, UAT, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { esewaGateway } from './esewa.gateway.ts';
import { checkLedger } from './ledger.ts';
import { reconcileAttempt } from './payment-verify.service.ts';

// Paying a booking with eSewa against a loopback peer that speaks ePay v2: the form, the success
// redirect, the status check; everything a browser could forge is refused and changes nothing.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
const PRICE = 250_000; // रु 2,500

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '2500');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const errorOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error;

/** A booking with an attempt whose form the peer took; returns the booking and the attempt id. */
async function attemptAtPeer() {
  const booking = await newBooking(t, p);
  const redirect = await started(await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: PRICE }));
  expect((await postForm(redirect)).status).toBe(200);
  return { booking, attemptId: redirect.attemptId };
}

const returnTo = (attemptId: string, data: string) =>
  t.request(`/api/payments/esewa/return/${attemptId}?data=${encodeURIComponent(data)}`);

async function attemptRow(id: string) {
  const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row!;
}

describe('paying with eSewa', () => {
  it('posts a signed form, and a verified return credits the booking: held, shown to both parties', async () => {
    const { booking, attemptId } = await attemptAtPeer();
    expect(peer.transactions.get(attemptId)).toMatchObject({ totalAmount: '2500', productCode: 'EPAYTEST' });
    const response = await returnTo(attemptId, peer.pay(attemptId));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/bookings/${booking.id}?payment=${attemptId}`);
    expect(peer.statusChecks.get(attemptId)).toBe(1);
    const seen = await paymentOf(t, p.client, booking.id);
    expect(seen).toMatchObject({ state: 'held', pricePaisa: PRICE, feePaisa: 25_000, feePercent: 10, payable: false });
    expect(seen.attempts[0]).toMatchObject({ id: attemptId, status: 'paid', provider: 'esewa' });
    expect((await paymentOf(t, p.pro, booking.id)).state).toBe('held');
    // paid once is paid: a second attempt is refused before any gateway
    const again = await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: PRICE });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).key).toBe('payments.errors.alreadyPaid');
  });

  it('the same return twice, and racing the reconcile in two processes, credits once', async () => {
    const { booking, attemptId } = await attemptAtPeer();
    const data = peer.pay(attemptId);
    const second = await createTestApp({ database: t.database, env: peer.env });
    try {
      const answers = await Promise.all([
        returnTo(attemptId, data),
        returnTo(attemptId, data),
        second.request(`/api/payments/esewa/return/${attemptId}?data=${encodeURIComponent(data)}`),
        second.deps.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.id, attemptId))
          .then(([attempt]) => reconcileAttempt(second.deps, attempt!)),
      ]);
      for (const answer of answers.slice(0, 3)) expect((answer as Response).status).toBe(303);
    } finally {
      await second.close();
    }
    expect((await returnTo(attemptId, data)).status).toBe(303);
    const postings = await t.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.bookingId, booking.id));
    expect(postings).toHaveLength(1);
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('held');
  });

  it('a status check answering PENDING or AMBIGUOUS leaves the money not paid, and COMPLETE later credits it', async () => {
    for (const status of ['PENDING', 'AMBIGUOUS'] as const) {
      const { booking, attemptId } = await attemptAtPeer();
      const data = peer.pay(attemptId, status);
      expect((await returnTo(attemptId, data)).status).toBe(303);
      expect(await attemptRow(attemptId)).toMatchObject({ status: 'pending', gatewayStatus: status });
      expect((await paymentOf(t, p.client, booking.id)).state).toBe('pending');
      peer.pay(attemptId, 'COMPLETE');
      const checked = await t.request(`/api/payments/attempts/${attemptId}/check`, {
        method: 'POST',
        cookie: p.client.cookie,
      });
      expect(checked.status).toBe(200);
      expect((await paymentOf(t, p.client, booking.id)).state).toBe('held');
    }
  });

  it('refuses a tampered signature, a changed amount, an unknown transaction and a replay from another booking', async () => {
    const { booking, attemptId } = await attemptAtPeer();
    const paid = JSON.parse(Buffer.from(peer.pay(attemptId), 'base64').toString()) as Record<string, string>;
    const { signature: _, ...fields } = paid;
    const other = await attemptAtPeer();
    const otherData = peer.pay(other.attemptId);
    const forged: [string, string][] = [
      // tampered: a valid body with another signature
      [attemptId, Buffer.from(JSON.stringify({ ...paid, signature: peer.sign('x') })).toString('base64')],
      // signed with a key that is not eSewa's
      [attemptId, peer.successData(fields, 'not-the-uat-key')],
      // a changed amount, even correctly signed (a leaked key), does not match the attempt
      [attemptId, peer.successData({ ...fields, total_amount: '25.0' })],
      // garbage and nothing
      [attemptId, 'bm90IGpzb24='],
      [attemptId, ''],
      // another booking's genuine success, replayed at this attempt
      [attemptId, otherData],
    ];
    const checksBefore = peer.statusChecks.get(attemptId) ?? 0;
    for (const [id, data] of forged) {
      const response = await returnTo(id, data);
      expect(response.status, data).toBe(400);
      expect((await errorOf(response)).key).toBe('payments.errors.badCallback');
    }
    // an unknown transaction_uuid: no attempt by that id
    const unknown = await returnTo('9b2f1c9e-8a43-4c55-9d1e-2b7c1a1e0f00', peer.pay(attemptId));
    expect(unknown.status).toBe(400);
    expect(peer.statusChecks.get(attemptId) ?? 0).toBe(checksBefore);
    expect((await attemptRow(attemptId)).status).toBe('initiated');
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('unpaid');
    expect((await paymentOf(t, p.client, other.booking.id)).state).toBe('unpaid');
  });

  it('a gateway that times out changes nothing, and the attempt stays open for the next look', async () => {
    const { booking, attemptId } = await attemptAtPeer();
    const data = peer.pay(attemptId);
    const configured = t.deps.payments.gateways.esewa;
    // the same gateway with a status check cut short at 200 ms, against a peer that takes 1 s
    t.deps.payments.gateways.esewa = esewaGateway({
      productCode: UAT.productCode,
      secretKey: UAT.secretKey,
      formUrl: peer.formUrl,
      statusUrl: peer.statusUrl,
      test: false,
      timeoutMs: 200,
    });
    peer.delayMs = 1000;
    try {
      const response = await returnTo(attemptId, data);
      expect(response.status).toBe(303);
      expect((await attemptRow(attemptId)).status).toBe('initiated');
      expect((await paymentOf(t, p.client, booking.id)).state).toBe('unpaid');
    } finally {
      t.deps.payments.gateways.esewa = configured;
      peer.delayMs = 0;
    }
    expect((await returnTo(attemptId, data)).status).toBe(303);
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('held');
  });
});

describe('the way back and the way there', () => {
  it('a failure redirect changes nothing and goes back to the booking; an unknown one is 404', async () => {
    const { booking, attemptId } = await attemptAtPeer();
    const back = await t.request(`/api/payments/esewa/failure/${attemptId}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/bookings/${booking.id}?payment=${attemptId}`);
    expect((await attemptRow(attemptId)).status).toBe('initiated');
    expect((await t.request('/api/payments/esewa/failure/not-an-attempt')).status).toBe(404);
    expect((await t.request('/api/payments/khalti/failure/9b2f1c9e-8a43-4c55-9d1e-2b7c1a1e0f00')).status).toBe(404);
  });

  it('lets the browser post eSewa’s form: its origin is in the CSP’s form-action', async () => {
    const csp = (await t.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`form-action 'self' ${new URL(peer.formUrl).origin}`));
  });
});

describe('refused before any gateway is contacted', () => {
  it('an amount that is not the booking’s, zero, negative, fractional or over रु 10 lakh', async () => {
    const booking = await newBooking(t, p);
    const cases: [unknown, number, string][] = [
      [PRICE - 100, 409, 'payments.errors.amountChanged'],
      [0, 400, 'payments.validation.amount'],
      [-PRICE, 400, 'payments.validation.amount'],
      [PRICE + 0.5, 400, 'payments.validation.amount'],
      ['250000', 400, 'payments.validation.amount'],
      [100_000_001, 400, 'payments.validation.amountTooLarge'],
    ];
    for (const [amountPaisa, status, key] of cases) {
      const response = await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa });
      expect(response.status, String(amountPaisa)).toBe(status);
      expect((await errorOf(response)).key).toBe(key);
    }
    const wrongProvider = await startPaying(t, p.client, booking.id, { provider: 'paypal', amountPaisa: PRICE });
    expect(wrongProvider.status).toBe(400);
    // Khalti is not configured on this app
    const khalti = await startPaying(t, p.client, booking.id, { provider: 'khalti', amountPaisa: PRICE });
    expect(khalti.status).toBe(409);
    expect((await errorOf(khalti)).key).toBe('payments.errors.providerUnavailable');
    expect(await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, booking.id))).toEqual(
      [],
    );
  });

  it('a booking declined, cancelled or expired', async () => {
    const declined = await newBooking(t, p);
    expect((await act(t, p.pro, declined.id, 'decline')).status).toBe(200);
    const cancelled = await newBooking(t, p);
    expect((await act(t, p.client, cancelled.id, 'cancel')).status).toBe(200);
    const expired = await newBooking(t, p);
    await t.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, expired.id));
    for (const booking of [declined, cancelled, expired]) {
      const response = await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: PRICE });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).key).toBe('payments.errors.notPayable');
      expect((await paymentOf(t, p.client, booking.id)).payable).toBe(false);
    }
    expect(peer.transactions.size).toBeGreaterThan(0);
  });
});

describe('who may', () => {
  it('"check again" is throttled per account: the eleventh in a minute is a 429 that says so', async () => {
    const own = await parties(t, '2500');
    const booking = await newBooking(t, own);
    const redirect = await started(
      await startPaying(t, own.client, booking.id, { provider: 'esewa', amountPaisa: PRICE }),
    );
    const check = () =>
      t.request(`/api/payments/attempts/${redirect.attemptId}/check`, { method: 'POST', cookie: own.client.cookie });
    for (let i = 0; i < PAYMENT_CHECK_LIMIT.max; i++) expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).key).toBe('payments.errors.tooManyChecks');
    // another account is not held back by this one
    const other = await attemptAtPeer();
    const theirs = await t.request(`/api/payments/attempts/${other.attemptId}/check`, {
      method: 'POST',
      cookie: p.client.cookie,
    });
    expect(theirs.status).toBe(200);
  });

  it('start paying: the client only; the professional 403, a stranger 404, anonymous 401', async () => {
    const booking = await newBooking(t, p);
    const body = { provider: 'esewa', amountPaisa: PRICE };
    expect((await startPaying(t, null, booking.id, body)).status).toBe(401);
    expect((await startPaying(t, p.stranger, booking.id, body)).status).toBe(404);
    expect((await startPaying(t, p.pro, booking.id, body)).status).toBe(403);
    expect((await startPaying(t, p.client, 'not-an-id', body)).status).toBe(404);
  });

  it('read a booking’s payment and an attempt: its two parties; check an attempt: its payer', async () => {
    const { booking, attemptId } = await attemptAtPeer();
    const read = (cookie?: string) => t.request(`/api/payments/bookings/${booking.id}`, { cookie });
    const attempt = (cookie?: string) => t.request(`/api/payments/attempts/${attemptId}`, { cookie });
    const check = (cookie?: string) =>
      t.request(`/api/payments/attempts/${attemptId}/check`, { method: 'POST', cookie });
    expect((await read()).status).toBe(401);
    expect((await read(p.stranger.cookie)).status).toBe(404);
    expect((await read(p.pro.cookie)).status).toBe(200);
    expect((await attempt()).status).toBe(401);
    expect((await attempt(p.stranger.cookie)).status).toBe(404);
    expect((await attempt(p.pro.cookie)).status).toBe(200);
    expect((await check()).status).toBe(401);
    expect((await check(p.stranger.cookie)).status).toBe(404);
    expect((await check(p.pro.cookie)).status).toBe(403);
    expect((await check(p.client.cookie)).status).toBe(200);
    expect((await paymentOf(t, p.pro, booking.id)).payable).toBe(false);
    expect((await paymentOf(t, p.client, booking.id)).payable).toBe(true);
  });
});

describe('the ledger', () => {
  it('balances, matches what the gateway confirmed, and refuses changes', async () => {
    const check = await checkLedger(t.database.db);
    expect(check.total).toBe(0);
    expect(check.unbalancedPostings).toBe(0);
    expect(check.paidInLedger).toBeGreaterThan(0);
    expect(check.paidInLedger).toBe(check.confirmedByGateways);
    expect(check.balances.held).toBe(check.paidInLedger);
    await expect(t.database.db.execute(sql`update ledger_entries set amount_paisa = 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_postings`)).rejects.toThrow();
    // a posting that does not sum to zero is refused at commit
    const [posting] = await t.database.db.select().from(ledgerPostings).limit(1);
    await expect(
      t.database.db.transaction(async (tx) => {
        const [extra] = await tx
          .insert(ledgerPostings)
          .values({ key: 'test:unbalanced', kind: 'payment', bookingId: posting!.bookingId })
          .returning();
        await tx.execute(
          sql`insert into ledger_entries (posting_id, booking_id, account, amount_paisa)
              values (${extra!.id}, ${posting!.bookingId}, 'held', 100)`,
        );
      }),
    ).rejects.toThrow();
  });
});

describe('deleting an account', () => {
  it('deletes a client who paid, and keeps the money’s trail in the ledger, still balanced', async () => {
    const payer = await t.signUp({ fullName: 'Gita Shrestha', verified: true });
    const booking = await newBooking(t, { ...p, client: payer });
    const redirect = await started(await startPaying(t, payer, booking.id, { provider: 'esewa', amountPaisa: PRICE }));
    await postForm(redirect);
    expect((await returnTo(redirect.attemptId, peer.pay(redirect.attemptId))).status).toBe(303);
    const before = await checkLedger(t.database.db);
    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: payer.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id))).toEqual([]);
    expect(await attemptRow(redirect.attemptId)).toMatchObject({ bookingId: null, payerId: null, status: 'paid' });
    const postings = await t.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.bookingId, booking.id));
    expect(postings).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual(before);
  });
});
