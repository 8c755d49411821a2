import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAttemptList } from '#contract/payment-disputes.ts';
import { StaffProgramTimeline } from '#contract/program-payments.ts';
import { postForm, started } from '#tests/fixtures/payments.ts';
import {
  paidProgram,
  refundProgramAttempt,
  startProgramPaying,
  type Person,
} from '#tests/fixtures/program-payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';

// The staff Payments tab's timeline of one program payment (decision 054): what is held, and
// whether the Refund button shows; staff with two factors only.

let t: TestApp;
let peer: EsewaPeer;
const FEE = 250_000;

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
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

const timelineOf = (person: Person | null, attemptId: string) =>
  t.request(`/api/staff/payments/programs/attempts/${attemptId}`, { cookie: person?.cookie });

describe('a program payment’s timeline for staff', () => {
  it('shows the fee held and refundable, then refunded and not refundable; others are refused', async () => {
    const { institution, programId } = await paidProgram(t);
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    const attemptId = await pay(sita, programId);
    expect((await timelineOf(null, attemptId)).status).toBe(401);
    expect((await timelineOf(sita, attemptId)).status).toBe(403);
    expect((await timelineOf(institution, attemptId)).status).toBe(403);
    expect((await timelineOf(await t.signUpStaff({ twoFactor: false }), attemptId)).status).toBe(403);
    const staff = await t.signUpStaff();
    expect((await timelineOf(staff, crypto.randomUUID())).status).toBe(404);
    expect((await timelineOf(staff, 'not-a-uuid')).status).toBe(404);

    const held = StaffProgramTimeline.parse(await (await timelineOf(staff, attemptId)).json());
    expect(held).toMatchObject({
      attemptId,
      programId,
      programTitle: 'Solar PV Installation',
      heldPaisa: FEE,
      refundable: true,
      attempt: { id: attemptId, programId, bookingId: null, status: 'paid', amountPaisa: FEE },
    });
    expect(held.postings.map((posting) => posting.key)).toEqual([`payment:${attemptId}`]);
    const found = StaffAttemptList.parse(
      await (await t.request(`/api/staff/payments/search?q=${attemptId}`, { cookie: staff.cookie })).json(),
    );
    expect(found.items[0]).toMatchObject({ id: attemptId, programId });

    const reason = 'The course was cancelled by the institution';
    expect((await refundProgramAttempt(t, staff, attemptId, reason)).status).toBe(200);
    const refunded = StaffProgramTimeline.parse(await (await timelineOf(staff, attemptId)).json());
    expect(refunded).toMatchObject({ heldPaisa: 0, refundable: false });
    expect(refunded.postings.map((posting) => [posting.key, posting.note])).toEqual([
      [`payment:${attemptId}`, null],
      [`refund:${attemptId}`, reason],
    ]);
    expect(refunded.postings[1]?.entries).toEqual(
      expect.arrayContaining([
        { account: 'held', amountPaisa: -FEE },
        { account: 'refund_owed', amountPaisa: FEE },
      ]),
    );
  });
});
