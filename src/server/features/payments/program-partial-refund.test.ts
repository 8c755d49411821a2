import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgramRefundForm, StaffProgramTimeline } from '#contract/program-payments.ts';
import { programEnrollments } from '#server/db/schema/learning.ts';
import { ledgerEntries, ledgerPostings } from '#server/db/schema/payments.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { postForm, started } from '#tests/fixtures/payments.ts';
import { paidProgram, programPaymentOf, startProgramPaying, type Person } from '#tests/fixtures/program-payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';
import { sendPaymentNotices } from './payment-notices.ts';
import { feeOnRemainder, settlePrograms } from './program-settlement.ts';

// Staff refund part of a held program fee (decision 054): the learner stays enrolled, the part is
// owed back, and the rest is released after the window with Sipalu's fee in proportion, every
// posting exact in paisa.

let t: TestApp;
let peer: EsewaPeer;
let staff: Person;
const FEE = 250_050; // रु 2,500.50, Sipalu's fee 10 % = 25,005

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  staff = await t.signUpStaff();
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function pay(person: Person, programId: string) {
  const redirect = await started(
    await startProgramPaying(t, person, programId, { provider: 'esewa', amountPaisa: FEE }),
  );
  await postForm(redirect);
  const data = encodeURIComponent(peer.pay(redirect.attemptId));
  expect((await t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${data}`)).status).toBe(303);
  return redirect.attemptId;
}

const refund = (attemptId: string, body: Record<string, unknown>) =>
  t.request(`/api/staff/payments/attempts/${attemptId}/refund`, {
    method: 'POST',
    cookie: staff.cookie,
    json: { reason: 'Two weeks of the course were cancelled', ...body },
  });
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;

async function entriesOf(key: string) {
  const rows = await t.database.db
    .select({ account: ledgerEntries.account, amountPaisa: ledgerEntries.amountPaisa })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(eq(ledgerPostings.key, key));
  return Object.fromEntries(rows.map((row) => [row.account, row.amountPaisa]));
}

describe('a partial refund of a held program fee', () => {
  it('owes the part back, keeps the learner enrolled, and releases the rest with a proportional fee', async () => {
    const { institution, programId } = await paidProgram(t, '2500.50');
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    const attemptId = await pay(sita, programId);

    const done = await refund(attemptId, { amountPaisa: 100_000 });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toMatchObject({ attemptId, amountPaisa: 100_000, enrolmentEnded: false });
    expect(await entriesOf(`refund:${attemptId}`)).toEqual({ held: -100_000, refund_owed: 100_000 });
    const [enrolment] = await t.database.db
      .select()
      .from(programEnrollments)
      .where(and(eq(programEnrollments.programId, programId), eq(programEnrollments.userId, sita.userId)));
    expect(enrolment?.status).toBe('active');
    expect((await programPaymentOf(t, sita, programId)).state).toBe('paid');
    const timeline = StaffProgramTimeline.parse(
      await (await t.request(`/api/staff/payments/programs/attempts/${attemptId}`, { cookie: staff.cookie })).json(),
    );
    // the rest is still held, so staff may refund more of it (program-refunds-in-parts.test.ts)
    expect(timeline).toMatchObject({ heldPaisa: FEE - 100_000, refundable: true });

    await settlePrograms(t.deps, new Date(Date.now() + 8 * 86_400_000));
    // 25,005 × 150,050 / 250,050 = 15,005 exactly
    expect(await entriesOf(`release:${attemptId}`)).toEqual({
      held: -150_050,
      platform_fee: 15_005,
      payable: 135_045,
    });
    const fees = await (await t.request('/api/payouts/program-earnings', { cookie: institution.cookie })).json();
    expect(fees).toMatchObject({ heldPaisa: 0, availablePaisa: 135_045 });

    await sendPaymentNotices(t.deps);
    const told = await t.database.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.userId, sita.userId), eq(notifications.kind, 'program_payment')));
    expect(told.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ status: 'program_partial_refund_owed', amountPaisa: 100_000 }),
    );
    expect(t.outbox().some((mail) => mail.to === sita.email && mail.text.includes('You stay enrolled'))).toBe(true);
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });

  it('refuses more than the fee, nothing, fractions of a paisa and text, before writing anything', async () => {
    const { programId } = await paidProgram(t, '2500.50');
    const attemptId = await pay(await t.signUp({ fullName: 'Ram Thapa', verified: true }), programId);
    const more = await refund(attemptId, { amountPaisa: FEE + 1 });
    expect(more.status).toBe(409);
    expect(await keyOf(more)).toBe('payments.program.errors.moreThanHeld');
    for (const amountPaisa of [0, -5, 1.5, '100']) {
      const bad = await refund(attemptId, { amountPaisa });
      expect(bad.status, String(amountPaisa)).toBe(400);
    }
    expect(await t.database.db.$count(ledgerPostings, eq(ledgerPostings.key, `refund:${attemptId}`))).toBe(0);
    // the whole fee named as an amount is a full refund: the enrolment ends
    const all = await refund(attemptId, { amountPaisa: FEE });
    expect(await all.json()).toMatchObject({ amountPaisa: FEE, enrolmentEnded: true });
  });
});

describe('the refund form and the fee on what is left', () => {
  it('reads rupees as typed, Nepali digits too; empty refunds all', () => {
    const reason = 'Two weeks of the course were cancelled';
    expect(ProgramRefundForm.parse({ reason, refund: '१,०००.५०' })).toEqual({ reason, amountPaisa: 100_050 });
    expect(ProgramRefundForm.parse({ reason, refund: '' })).toEqual({ reason });
    for (const refund of ['abc', '0', '10.555']) {
      const parsed = ProgramRefundForm.safeParse({ reason, refund });
      expect(parsed.error?.issues[0]?.message, refund).toBe('payments.program.validation.amount');
    }
  });

  it('rounds down to the paisa, exactly past 2^53', () => {
    expect(feeOnRemainder(25_005, 250_050, 250_050)).toBe(25_005);
    expect(feeOnRemainder(25_005, 250_050, 150_050)).toBe(15_005);
    expect(feeOnRemainder(333, 1_000, 1)).toBe(0);
    expect(feeOnRemainder(10_000_000, 100_000_000, 99_999_999)).toBe(9_999_999);
  });
});
