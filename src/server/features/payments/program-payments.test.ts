import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CataloguePage } from '#contract/catalogue.ts';
import { PayoutBalanceList, Receipt } from '#contract/payouts.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { ledgerPostings, paymentAttempts } from '#server/db/schema/payments.ts';
import { postForm, started } from '#tests/fixtures/payments.ts';
import {
  paidProgram,
  programOf,
  programPaymentOf,
  refundProgramAttempt,
  startProgramPaying,
} from '#tests/fixtures/program-payments.ts';
import { publishProgram } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';
import { sendPaymentNotices } from './payment-notices.ts';
import { reconcileAttempt } from './payment-verify.service.ts';
import { settlePrograms } from './program-settlement.ts';

// Paying a program's fee with eSewa against the loopback peer (decision 054): the fee comes from
// the program, the payment enrols the learner once, the money is held for the refund window and
// then payable to the institution; staff's full refund ends the enrolment.

let t: TestApp;
let peer: EsewaPeer;
const FEE = 250_000; // रु 2,500

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;
const learner = (name = 'Sita Maharjan') => t.signUp({ fullName: name, verified: true });
const returnTo = (attemptId: string) =>
  t.request(`/api/payments/esewa/return/${attemptId}?data=${encodeURIComponent(peer.pay(attemptId))}`);

/** The learner pays the program's fee at the peer and comes back; returns the attempt id. */
async function pay(person: { cookie: string; userId: string }, programId: string) {
  const redirect = await started(
    await startProgramPaying(t, person, programId, { provider: 'esewa', amountPaisa: FEE }),
  );
  expect((await postForm(redirect)).status).toBe(200);
  const back = await returnTo(redirect.attemptId);
  expect(back.status).toBe(303);
  expect(back.headers.get('location')).toBe(`/programs/${programId}?payment=${redirect.attemptId}`);
  return redirect.attemptId;
}

async function enrolmentsOf(programId: string) {
  return t.database.db.select().from(programEnrollments).where(eq(programEnrollments.programId, programId));
}

describe('a program with a fee', () => {
  it('takes the fee in rupees, Nepali digits too, stores paisa and shows it on the card and the page', async () => {
    const { programId } = await paidProgram(t, '२,५००');
    const program = await programOf(t, null, programId);
    expect(program).toMatchObject({ feePaisa: FEE, card: { feePaisa: FEE } });
    const page = CataloguePage.parse(await (await t.request('/api/catalogue?q=Solar')).json());
    expect(page.items.find((item) => item.id === programId)?.feePaisa).toBe(FEE);
    const { institution } = await paidProgram(t);
    for (const feeRupees of ['-5', '2500.555', 'abc', '10000001']) {
      const bad = await t.request('/api/programs', {
        method: 'POST',
        cookie: institution.cookie,
        json: { ...program, feeRupees },
      });
      expect(bad.status, feeRupees).toBe(400);
    }
  });

  it('is not enrolled in with one click; a free program still is', async () => {
    const { institution, programId } = await paidProgram(t);
    const sita = await learner();
    const refused = await t.request(`/api/programs/${programId}/enrol`, { method: 'POST', cookie: sita.cookie });
    expect(refused.status).toBe(409);
    expect(await keyOf(refused)).toBe('program.paymentRequired');
    expect(await enrolmentsOf(programId)).toHaveLength(0);
    const free = await publishProgram(t, institution.cookie, { feeRupees: '' });
    expect((await t.request(`/api/programs/${free}/enrol`, { method: 'POST', cookie: sita.cookie })).status).toBe(201);
    expect((await programPaymentOf(t, sita, free)).state).toBe('free');
  });
});

describe('paying a program fee', () => {
  it('enrols the learner at once, shows paid, and refuses paying again before the gateway', async () => {
    const { programId } = await paidProgram(t);
    const sita = await learner();
    expect(await programPaymentOf(t, sita, programId)).toMatchObject({ state: 'unpaid', payable: true, feePaisa: FEE });
    const attemptId = await pay(sita, programId);
    const [enrolment] = await enrolmentsOf(programId);
    expect(enrolment).toMatchObject({ userId: sita.userId, status: 'active', paidAttemptId: attemptId });
    expect((await programOf(t, sita, programId)).enrollment?.status).toBe('active');
    expect(await programPaymentOf(t, sita, programId)).toMatchObject({ state: 'paid', payable: false });
    const forms = peer.transactions.size;
    const again = await startProgramPaying(t, sita, programId, { provider: 'esewa', amountPaisa: FEE });
    expect(again.status).toBe(409);
    expect(await keyOf(again)).toBe('payments.program.errors.alreadyEnrolled');
    expect(peer.transactions.size).toBe(forms);
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });

  it('the callback twice, racing the reconcile in a second process, enrols and credits once', async () => {
    const { programId } = await paidProgram(t);
    const sita = await learner();
    const redirect = await started(
      await startProgramPaying(t, sita, programId, { provider: 'esewa', amountPaisa: FEE }),
    );
    await postForm(redirect);
    const data = encodeURIComponent(peer.pay(redirect.attemptId));
    const second = await createTestApp({ database: t.database, env: peer.env });
    try {
      const answers = await Promise.all([
        t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${data}`),
        t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${data}`),
        second.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${data}`),
        second.deps.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.id, redirect.attemptId))
          .then(([attempt]) => reconcileAttempt(second.deps, attempt!)),
      ]);
      for (const answer of answers.slice(0, 3)) expect((answer as Response).status).toBe(303);
    } finally {
      await second.close();
    }
    const postings = await t.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.programId, programId));
    expect(postings.map((posting) => posting.key)).toEqual([`payment:${redirect.attemptId}`]);
    expect(await enrolmentsOf(programId)).toHaveLength(1);
    const [row] = await t.database.db.select().from(programs).where(eq(programs.id, programId));
    expect(row?.learners).toBe(1);
  });

  it('paid in two tabs: enrolled once, the second payment owed back at once', async () => {
    const { programId } = await paidProgram(t);
    const sita = await learner();
    const tabs = await Promise.all(
      [0, 1].map(async () =>
        started(await startProgramPaying(t, sita, programId, { provider: 'esewa', amountPaisa: FEE })),
      ),
    );
    for (const tab of tabs) await postForm(tab);
    for (const tab of tabs) expect((await returnTo(tab.attemptId)).status).toBe(303);
    expect(await enrolmentsOf(programId)).toHaveLength(1);
    const refund = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.programId, programId), eq(ledgerPostings.kind, 'refund')));
    expect(refund).toHaveLength(1);
    expect(refund[0]?.note).toBe('already enrolled');
  });

  it('refuses anonymous, the owner, hidden or unpublished programs, free ones and a tampered amount', async () => {
    const { institution, programId } = await paidProgram(t);
    const sita = await learner();
    const body = { provider: 'esewa', amountPaisa: FEE };
    const attemptsBefore = await t.database.db.$count(paymentAttempts);
    expect((await startProgramPaying(t, null, programId, body)).status).toBe(401);
    expect((await t.request(`/api/payments/programs/${programId}`)).status).toBe(401);
    const own = await startProgramPaying(t, institution, programId, body);
    expect(own.status).toBe(403);
    expect(await keyOf(own)).toBe('payments.program.errors.ownProgram');
    for (const amountPaisa of [100, FEE - 1, FEE + 100]) {
      const tampered = await startProgramPaying(t, sita, programId, { provider: 'esewa', amountPaisa });
      expect(tampered.status).toBe(409);
      expect(await keyOf(tampered)).toBe('payments.errors.amountChanged');
    }
    for (const amountPaisa of [0, -FEE, 12.5, '250000']) {
      expect((await startProgramPaying(t, sita, programId, { provider: 'esewa', amountPaisa })).status).toBe(400);
    }
    const free = await publishProgram(t, institution.cookie);
    expect(await keyOf(await startProgramPaying(t, sita, free, body))).toBe('payments.program.errors.free');
    const inactive = await publishProgram(t, institution.cookie, { feeRupees: '2500', isActive: false });
    expect((await startProgramPaying(t, sita, inactive, body)).status).toBe(404);
    expect((await t.request(`/api/payments/programs/${inactive}`, { cookie: sita.cookie })).status).toBe(404);
    await t.database.db.update(programs).set({ hiddenAt: new Date() }).where(eq(programs.id, programId));
    expect((await startProgramPaying(t, sita, programId, body)).status).toBe(404);
    expect((await startProgramPaying(t, sita, 'not-a-uuid', body)).status).toBe(404);
    expect(await t.database.db.$count(paymentAttempts)).toBe(attemptsBefore);
  });

  it('shows another learner nothing of someone else’s payment, and its receipt to the payer and staff only', async () => {
    const { programId } = await paidProgram(t);
    const sita = await learner();
    const ram = await learner('Ram Thapa');
    const attemptId = await pay(sita, programId);
    expect(await programPaymentOf(t, ram, programId)).toMatchObject({ state: 'unpaid', attempts: [] });
    expect((await t.request(`/api/payments/attempts/${attemptId}`, { cookie: ram.cookie })).status).toBe(404);
    expect((await t.request(`/api/payments/attempts/${attemptId}`, { cookie: sita.cookie })).status).toBe(200);
    const receipt = await t.request(`/api/receipts/${attemptId}`, { cookie: sita.cookie });
    expect(receipt.status).toBe(200);
    expect(Receipt.parse(await receipt.json())).toMatchObject({
      programId,
      bookingId: null,
      serviceTitle: 'Solar PV Installation',
      professionalName: 'Pokhara Technical School',
      amountPaisa: FEE,
      feePaisa: 25_000,
    });
    expect((await t.request(`/api/receipts/${attemptId}`, { cookie: ram.cookie })).status).toBe(404);
    expect((await t.request(`/api/receipts/${attemptId}`)).status).toBe(401);
    const staff = await t.signUpStaff();
    expect((await t.request(`/api/receipts/${attemptId}`, { cookie: staff.cookie })).status).toBe(200);
  });
});

describe('a program fee’s money', () => {
  it('is held for the refund window, then payable to the institution, listed for payout; no refund after', async () => {
    const { institution, programId } = await paidProgram(t);
    const attemptId = await pay(await learner(), programId);
    const releaseOf = () => t.database.db.$count(ledgerPostings, eq(ledgerPostings.key, `release:${attemptId}`));
    await settlePrograms(t.deps);
    expect(await releaseOf()).toBe(0);
    // the other tests' fees are due too: each is released once, and a second sweep finds none
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await settlePrograms(t.deps, later)).toBeGreaterThanOrEqual(1);
    expect(await settlePrograms(t.deps, later)).toBe(0);
    expect(await releaseOf()).toBe(1);
    const staff = await t.signUpStaff();
    const list = PayoutBalanceList.parse(
      await (await t.request('/api/staff/payouts', { cookie: staff.cookie })).json(),
    );
    expect(list.items.find((item) => item.professionalId === institution.userId)?.availablePaisa).toBe(FEE - 25_000);
    const late = await refundProgramAttempt(t, staff, attemptId, 'The learner asked after the window');
    expect(late.status).toBe(409);
    expect(await keyOf(late)).toBe('payments.program.errors.released');
    const paidOut = await t.request(`/api/staff/payouts/${institution.userId}`, {
      method: 'POST',
      cookie: staff.cookie,
      json: { amountPaisa: FEE - 25_000, reference: 'NIC-ASIA-1234', payoutCount: 0 },
    });
    expect(paidOut.status).toBe(201);
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });

  it('refunded in full by staff ends the enrolment, once; only staff with two factors may', async () => {
    const { programId } = await paidProgram(t);
    const sita = await learner();
    const attemptId = await pay(sita, programId);
    const reason = 'The course was cancelled by the institution';
    expect((await refundProgramAttempt(t, null, attemptId, reason)).status).toBe(401);
    expect((await refundProgramAttempt(t, sita, attemptId, reason)).status).toBe(403);
    expect((await refundProgramAttempt(t, await t.signUpStaff({ twoFactor: false }), attemptId, reason)).status).toBe(
      403,
    );
    const staff = await t.signUpStaff();
    expect((await refundProgramAttempt(t, staff, attemptId, 'short')).status).toBe(400);
    const refunded = await refundProgramAttempt(t, staff, attemptId, reason);
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toMatchObject({ attemptId, amountPaisa: FEE, enrolmentEnded: true });
    expect((await enrolmentsOf(programId))[0]?.status).toBe('withdrawn');
    expect(await programPaymentOf(t, sita, programId)).toMatchObject({ state: 'refunded', payable: true });
    const twice = await refundProgramAttempt(t, staff, attemptId, reason);
    expect(twice.status).toBe(409);
    expect(await keyOf(twice)).toBe('payments.program.errors.alreadyRefunded');
    // the window passing releases nothing of a refunded fee
    await settlePrograms(t.deps, new Date(Date.now() + 8 * 86_400_000));
    const keys = (await t.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.programId, programId))).map(
      (posting) => posting.key,
    );
    expect(keys.sort()).toEqual([`payment:${attemptId}`, `refund:${attemptId}`]);
    expect((await refundProgramAttempt(t, staff, crypto.randomUUID(), reason)).status).toBe(404);
    // the booking notices' sender passes over a program fee's postings instead of failing on them
    await expect(sendPaymentNotices(t.deps)).resolves.toBeGreaterThanOrEqual(0);
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });
});
