import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings, notifications } from '#server/db/schema/notifications.ts';
import { postForm, started } from '#tests/fixtures/payments.ts';
import {
  paidProgram,
  refundProgramAttempt,
  startProgramPaying,
  type Person,
} from '#tests/fixtures/program-payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { sendPaymentNotices } from './payment-notices.ts';
import { settlePrograms } from './program-settlement.ts';

// A program fee's moves (decision 054) told through the payment notices' outbox, once each however
// many senders run at once: the learner hears it is paid and held, then refunded; the institution
// that it is paid and held, then released to it after Sipalu's fee.

let t: TestApp;
let peer: EsewaPeer;
let staff: Person;
const FEE = 250_050; // रु 2,500.50, fee 10 % = 25,005

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

/** The program payment topics told to a person about a program, with their amounts. */
async function toldTo(person: Person, programId: string) {
  const rows = await t.database.db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.userId, person.userId), eq(notifications.kind, 'program_payment')));
  return rows
    .map((row) => row.payload as { programId: string; status: string; amountPaisa: number; provider: string })
    .filter((payload) => payload.programId === programId)
    .map(({ status, amountPaisa, provider }) => ({ status, amountPaisa, provider }));
}

const mailsTo = (person: { email: string }, subject: string) =>
  t.outbox().filter((mail) => mail.to === person.email && mail.subject.startsWith(subject));

/** Several senders at once, as several processes would run them, then one more. */
async function sendAll() {
  await Promise.all([sendPaymentNotices(t.deps), sendPaymentNotices(t.deps), sendPaymentNotices(t.deps)]);
  expect(await sendPaymentNotices(t.deps)).toBe(0);
}

describe('telling a program fee’s moves', () => {
  it('paid: the learner hears they are enrolled, the institution that it is held; once each, by e-mail too', async () => {
    const { institution, programId } = await paidProgram(t, '2500.50');
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    await pay(sita, programId);
    await sendAll();
    expect(await toldTo(sita, programId)).toEqual([{ status: 'program_paid', amountPaisa: FEE, provider: 'esewa' }]);
    expect(await toldTo(institution, programId)).toEqual([
      { status: 'program_payment_received', amountPaisa: FEE, provider: 'esewa' },
    ]);
    const [mail, ...more] = mailsTo(sita, 'Payment received: Solar PV Installation');
    expect(more).toHaveLength(0);
    // both languages while the learner has chosen neither, with the program's link and the window
    expect(mail!.text).toContain('Your payment of रु 2,500.50 for Solar PV Installation has arrived');
    expect(mail!.text).toContain('रु २,५००.५०');
    expect(mail!.text).toContain('७ दिन');
    expect(mail!.text).toContain(`/programs/${programId}`);
    expect(mailsTo(institution, 'Program fee paid:')).toHaveLength(1);
  });

  it('released: the institution hears what is now theirs after the fee; the learner hears nothing', async () => {
    const { institution, programId } = await paidProgram(t, '2500.50');
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    await pay(sita, programId);
    await settlePrograms(t.deps, new Date(Date.now() + 8 * 86_400_000));
    await sendAll();
    expect(await toldTo(institution, programId)).toEqual([
      { status: 'program_payment_received', amountPaisa: FEE, provider: 'esewa' },
      { status: 'program_payment_released', amountPaisa: FEE - 25_005, provider: 'esewa' },
    ]);
    expect((await toldTo(sita, programId)).map((notice) => notice.status)).toEqual(['program_paid']);
    expect(mailsTo(institution, 'Program fee available:').at(-1)!.text).toContain('रु 2,250.45');
  });

  it('refunded: the learner hears it is owed back, then refunded, in the one language they read', async () => {
    const { institution, programId } = await paidProgram(t, '2500.50');
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    await t.database.db.insert(notificationSettings).values({ userId: sita.userId, mailLanguage: 'ne' });
    const attemptId = await pay(sita, programId);
    await sendAll();
    const refunded = await refundProgramAttempt(t, staff, attemptId, 'The intake was cancelled by the school');
    expect(refunded.status).toBe(200);
    await sendAll();
    const transfer = await t.request(`/api/staff/payments/attempts/${attemptId}/refund-transfer`, {
      method: 'POST',
      cookie: staff.cookie,
      json: { reference: 'ESEWA-REFUND-42' },
    });
    expect(transfer.status, await transfer.clone().text()).toBe(200);
    await sendAll();
    expect(await toldTo(sita, programId)).toEqual([
      { status: 'program_paid', amountPaisa: FEE, provider: 'esewa' },
      { status: 'program_refund_owed', amountPaisa: FEE, provider: 'esewa' },
      { status: 'program_refund_paid', amountPaisa: FEE, provider: 'esewa' },
    ]);
    expect((await toldTo(institution, programId)).map((notice) => notice.status)).toEqual(['program_payment_received']);
    const owed = mailsTo(sita, 'रकम फिर्ता हुँदैछ:');
    expect(owed).toHaveLength(1);
    expect(owed[0]!.text).toContain('रु २,५००.५० तपाईंको eSewa खातामा फिर्ता हुँदैछ');
    expect(owed[0]!.text).not.toContain('Namaste');
    expect(mailsTo(sita, 'रकम फिर्ता भयो:')).toHaveLength(1);
  });
});
