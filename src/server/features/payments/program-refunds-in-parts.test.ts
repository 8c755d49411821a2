import { and, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffProgramTimeline } from '#contract/program-payments.ts';
import { programEnrollments } from '#server/db/schema/learning.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { ledgerEntries, ledgerPostings } from '#server/db/schema/payments.ts';
import { postForm, started } from '#tests/fixtures/payments.ts';
import { paidProgram, startProgramPaying, type Person } from '#tests/fixtures/program-payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';
import { sendPaymentNotices } from './payment-notices.ts';
import { settlePrograms } from './program-settlement.ts';

// Staff refund a held program fee in several parts (decision 059): each part a posting of its own
// (`refund:<attempt>`, `refund:<attempt>:2`, …) while something is held; never more than was paid,
// even with two refunds at once; the refund that leaves nothing held ends the enrolment; what is
// left is released after the window; the books stay balanced.

let t: TestApp;
let peer: EsewaPeer;
let staff: Person;
const FEE = 250_050; // रु 2,500.50

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  staff = await t.signUpStaff();
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** A learner pays the program's fee with eSewa (the loopback peer); its attempt's id. */
async function paidFee(name: string) {
  const { programId } = await paidProgram(t, '2500.50');
  const learner = await t.signUp({ fullName: name, verified: true });
  const redirect = await started(
    await startProgramPaying(t, learner, programId, { provider: 'esewa', amountPaisa: FEE }),
  );
  await postForm(redirect);
  const data = encodeURIComponent(peer.pay(redirect.attemptId));
  expect((await t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${data}`)).status).toBe(303);
  return { attemptId: redirect.attemptId, programId, learner };
}

const refund = (attemptId: string, body: Record<string, unknown> = {}) =>
  t.request(`/api/staff/payments/attempts/${attemptId}/refund`, {
    method: 'POST',
    cookie: staff.cookie,
    json: { reason: 'Part of the course was cancelled', ...body },
  });
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;
const timelineOf = async (attemptId: string) =>
  StaffProgramTimeline.parse(
    await (await t.request(`/api/staff/payments/programs/attempts/${attemptId}`, { cookie: staff.cookie })).json(),
  );

/** What each refund posting of the attempt owes back, by key. */
async function refundsOf(attemptId: string): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ key: ledgerPostings.key, amount: ledgerEntries.amountPaisa })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(
      and(
        eq(ledgerEntries.account, 'refund_owed'),
        or(eq(ledgerPostings.key, `refund:${attemptId}`), like(ledgerPostings.key, `refund:${attemptId}:%`)),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.key, row.amount]));
}
const expectBalanced = async () => {
  const check = await checkLedger(t.database.db);
  expect(check).toMatchObject({ total: 0, unbalancedPostings: 0 });
  expect(check.paidInLedger).toBe(check.confirmedByGateways);
};

describe('refunding a program fee in parts', () => {
  it('refunds again while something is held, refuses more than is left, and the last part ends the enrolment', async () => {
    const { attemptId, programId, learner } = await paidFee('Gita Rai');
    expect((await refund(attemptId, { amountPaisa: 100_000 })).status).toBe(200);
    const second = await refund(attemptId, { amountPaisa: 50_000 });
    expect(second.status, await second.clone().text()).toBe(200);
    expect(await second.json()).toMatchObject({ amountPaisa: 50_000, enrolmentEnded: false });
    expect(await refundsOf(attemptId)).toEqual({ [`refund:${attemptId}`]: 100_000, [`refund:${attemptId}:2`]: 50_000 });
    expect(await timelineOf(attemptId)).toMatchObject({ heldPaisa: FEE - 150_000, refundable: true });

    // one paisa more than is still held: refused, nothing written
    const more = await refund(attemptId, { amountPaisa: FEE - 150_000 + 1 });
    expect(more.status).toBe(409);
    expect(await keyOf(more)).toBe('payments.program.errors.moreThanHeld');
    expect(Object.keys(await refundsOf(attemptId))).toHaveLength(2);

    // no amount: all that is left, which ends the enrolment
    const rest = await refund(attemptId);
    expect(await rest.json()).toMatchObject({ amountPaisa: FEE - 150_000, enrolmentEnded: true });
    const [enrolment] = await t.database.db
      .select({ status: programEnrollments.status })
      .from(programEnrollments)
      .where(and(eq(programEnrollments.programId, programId), eq(programEnrollments.userId, learner.userId)));
    expect(enrolment?.status).toBe('withdrawn');
    expect(await timelineOf(attemptId)).toMatchObject({ heldPaisa: 0, refundable: false });
    const after = await refund(attemptId, { amountPaisa: 1 });
    expect(after.status).toBe(409);
    expect(await keyOf(after)).toBe('payments.program.errors.alreadyRefunded');
    expect(Object.values(await refundsOf(attemptId)).reduce((sum, amount) => sum + amount, 0)).toBe(FEE);

    // nothing is left to release; the learner heard of two partial refunds and of the last one
    await settlePrograms(t.deps, new Date(Date.now() + 8 * 86_400_000));
    expect(await t.database.db.$count(ledgerPostings, eq(ledgerPostings.key, `release:${attemptId}`))).toBe(0);
    await sendPaymentNotices(t.deps);
    const told = await t.database.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.userId, learner.userId), eq(notifications.kind, 'program_payment')));
    const statuses = told.map((row) => (row.payload as { status: string }).status);
    expect(statuses.filter((status) => status === 'program_partial_refund_owed')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'program_refund_owed')).toHaveLength(1);
    await expectBalanced();
  });

  it('two refunds at once never refund more than was paid', async () => {
    const { attemptId } = await paidFee('Hari Gurung');
    const answers = await Promise.all([
      refund(attemptId, { amountPaisa: 150_000 }),
      refund(attemptId, { amountPaisa: 150_000 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(Object.values(await refundsOf(attemptId))).toEqual([150_000]);
    // two that fit together both go through, each under its own key
    const fitting = await Promise.all([
      refund(attemptId, { amountPaisa: 50_000 }),
      refund(attemptId, { amountPaisa: 50_000 }),
    ]);
    expect(fitting.map((answer) => answer.status)).toEqual([200, 200]);
    expect(Object.values(await refundsOf(attemptId)).sort()).toEqual([150_000, 50_000, 50_000]);
    expect((await timelineOf(attemptId)).heldPaisa).toBe(FEE - 250_000);
    await expectBalanced();
  });

  it('after parts are refunded, the rest is released with the fee in proportion', async () => {
    const { attemptId } = await paidFee('Maya Tamang');
    await refund(attemptId, { amountPaisa: 60_000 });
    await refund(attemptId, { amountPaisa: 40_000 });
    await settlePrograms(t.deps, new Date(Date.now() + 8 * 86_400_000));
    const rows = await t.database.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amountPaisa })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(eq(ledgerPostings.key, `release:${attemptId}`));
    // 25,005 × 150,050 / 250,050 = 15,005
    expect(Object.fromEntries(rows.map((row) => [row.account, row.amount]))).toEqual({
      held: -150_050,
      platform_fee: 15_005,
      payable: 135_045,
    });
    expect(await refund(attemptId, { amountPaisa: 1 }).then((answer) => answer.status)).toBe(409);
    await expectBalanced();
  });

  it('staff record one transfer for all that is owed, and a later part with a transfer of its own', async () => {
    const { attemptId } = await paidFee('Bina Shrestha');
    await refund(attemptId, { amountPaisa: 30_000 });
    await refund(attemptId, { amountPaisa: 20_000 });
    const record = (reference: string) =>
      t.request(`/api/staff/payments/attempts/${attemptId}/refund-transfer`, {
        method: 'POST',
        cookie: staff.cookie,
        json: { reference },
      });
    const first = await record('NIC Asia FT-1');
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ amountPaisa: 50_000 });
    expect((await record('NIC Asia FT-1 again')).status).toBe(409);
    await refund(attemptId, { amountPaisa: 10_000 });
    const second = await record('NIC Asia FT-2');
    expect(await second.json()).toMatchObject({ amountPaisa: 10_000 });
    await expectBalanced();
  });
});
