import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { publishProgram, solarProgram } from '#tests/fixtures/credentials.ts';
import { postForm, started } from '#tests/fixtures/payments.ts';
import {
  paidProgram,
  refundProgramAttempt,
  startProgramPaying,
  type Person,
} from '#tests/fixtures/program-payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';

// A program learners paid to enrol in (decision 054) is neither deleted nor unpublished: 409 with
// the locale key; once its fees are refunded (or for a free program) both work as before.

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

const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;

/** The learner pays at the peer; returns the attempt id and the return call, not yet made. */
async function paidAtGateway(person: Person, programId: string) {
  const redirect = await started(
    await startProgramPaying(t, person, programId, { provider: 'esewa', amountPaisa: FEE }),
  );
  await postForm(redirect);
  const data = encodeURIComponent(peer.pay(redirect.attemptId));
  return {
    attemptId: redirect.attemptId,
    comeBack: () => t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${data}`),
  };
}

const remove = (person: Person | null, programId: string) =>
  t.request(`/api/programs/${programId}`, { method: 'DELETE', cookie: person?.cookie });
const save = (person: Person, programId: string, isActive: boolean) =>
  t.request(`/api/programs/${programId}`, {
    method: 'PUT',
    cookie: person.cookie,
    json: { ...solarProgram, feeRupees: '2500', isActive },
  });
const programExists = async (programId: string) =>
  (await t.database.db.$count(programs, eq(programs.id, programId))) === 1;

describe('a program learners paid for', () => {
  it('is neither deleted nor unpublished while a paid enrolment stands; after the refund it is', async () => {
    const { institution, programId } = await paidProgram(t);
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    const { attemptId, comeBack } = await paidAtGateway(sita, programId);
    expect((await comeBack()).status).toBe(303);

    expect((await remove(null, programId)).status).toBe(401);
    expect((await remove(sita, programId)).status).toBe(403);
    const refused = await remove(institution, programId);
    expect(refused.status).toBe(409);
    expect(await keyOf(refused)).toBe('program.hasPaidEnrolments');
    const unpublish = await save(institution, programId, false);
    expect(unpublish.status).toBe(409);
    expect(await keyOf(unpublish)).toBe('program.hasPaidEnrolments');
    // editing it while it stays published is fine
    expect((await save(institution, programId, true)).status).toBe(200);
    expect(await programExists(programId)).toBe(true);
    const [enrolment] = await t.database.db
      .select()
      .from(programEnrollments)
      .where(eq(programEnrollments.programId, programId));
    expect(enrolment).toMatchObject({ status: 'active', paidAttemptId: attemptId });

    const staff = await t.signUpStaff();
    expect((await refundProgramAttempt(t, staff, attemptId, 'The intake was cancelled by the school')).status).toBe(
      200,
    );
    expect((await save(institution, programId, false)).status).toBe(200);
    // an unpublished program stays editable
    expect((await save(institution, programId, false)).status).toBe(200);
    expect((await remove(institution, programId)).status).toBe(204);
    expect(await programExists(programId)).toBe(false);
  });

  it('a free program’s enrolments do not hold it', async () => {
    const { institution } = await paidProgram(t);
    const free = await publishProgram(t, institution.cookie, { feeRupees: '' });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    expect((await t.request(`/api/programs/${free}/enrol`, { method: 'POST', cookie: ram.cookie })).status).toBe(201);
    expect((await remove(institution, free)).status).toBe(204);
  });

  it('a payment confirmed while the program is deleted: either it is refused, or nobody is enrolled', async () => {
    const { institution, programId } = await paidProgram(t);
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    const { attemptId, comeBack } = await paidAtGateway(sita, programId);
    const [back, deleted] = await Promise.all([comeBack(), remove(institution, programId)]);
    expect(back.status).toBeLessThan(500);
    if (deleted.status === 409) {
      expect(await programExists(programId)).toBe(true);
      expect(await t.database.db.$count(programEnrollments, eq(programEnrollments.programId, programId))).toBe(1);
    } else {
      expect(deleted.status).toBe(204);
      expect(await programExists(programId)).toBe(false);
      expect(await t.database.db.$count(programEnrollments, eq(programEnrollments.programId, programId))).toBe(0);
      // paid for a program gone: left for staff, not credited
      const [attempt] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
      expect(attempt?.status).toBe('pending');
    }
  });
});
