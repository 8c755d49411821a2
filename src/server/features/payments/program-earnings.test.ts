import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#contract/limits.ts';
import { ProgramEarnings } from '#contract/program-payments.ts';
import { signUpInstitution } from '#tests/fixtures/credentials.ts';
import { postForm, started } from '#tests/fixtures/payments.ts';
import {
  paidProgram,
  refundProgramAttempt,
  startProgramPaying,
  type Person,
} from '#tests/fixtures/program-payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';
import { settlePrograms } from './program-settlement.ts';

// An institution's program fees on its dashboard (decision 054): held through the refund window,
// then available after Sipalu's fee, then paid out; refunded fees are not the institution's. Each
// institution reads only its own; learners, professionals and visitors are refused.

let t: TestApp;
let peer: EsewaPeer;
const FEE = 250_050; // रु 2,500.50, fee 10 % = 25,005
const NET = FEE - 25_005;

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

const read = (person: Person | null) => t.request('/api/payouts/program-earnings', { cookie: person?.cookie });
async function earningsOf(person: Person) {
  const response = await read(person);
  expect(response.status, await response.clone().text()).toBe(200);
  return ProgramEarnings.parse(await response.json());
}
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;

describe('an institution’s program fees', () => {
  it('are held, then available after the fee, then paid out; refunded fees count nowhere', async () => {
    const { institution, programId } = await paidProgram(t, '2500.50');
    const other = await signUpInstitution(t, 'Lalitpur Skills Centre');
    expect(await earningsOf(institution)).toEqual({
      heldPaisa: 0,
      availablePaisa: 0,
      paidOutPaisa: 0,
      programs: [],
      payouts: [],
    });

    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    await pay(sita, programId);
    const refunded = await pay(ram, programId);
    expect(await earningsOf(institution)).toMatchObject({
      heldPaisa: 2 * FEE,
      availablePaisa: 0,
      programs: [{ programId, programTitle: 'Solar PV Installation', heldPaisa: 2 * FEE }],
    });
    const staff = await t.signUpStaff();
    expect((await refundProgramAttempt(t, staff, refunded, 'The learner enrolled by mistake')).status).toBe(200);
    expect((await earningsOf(institution)).heldPaisa).toBe(FEE);

    await settlePrograms(t.deps, new Date(Date.now() + 8 * 86_400_000));
    expect(await earningsOf(institution)).toEqual({
      heldPaisa: 0,
      availablePaisa: NET,
      paidOutPaisa: 0,
      programs: [
        {
          programId,
          programTitle: 'Solar PV Installation',
          programTitleNe: null,
          heldPaisa: 0,
          availablePaisa: NET,
          paidOutPaisa: 0,
        },
      ],
      payouts: [],
    });

    const paidOut = await t.request(`/api/staff/payouts/${institution.userId}`, {
      method: 'POST',
      cookie: staff.cookie,
      json: { amountPaisa: NET, reference: 'NIC-ASIA-5678', payoutCount: 0 },
    });
    expect(paidOut.status, await paidOut.clone().text()).toBe(201);
    expect(await earningsOf(institution)).toMatchObject({
      heldPaisa: 0,
      availablePaisa: 0,
      paidOutPaisa: NET,
      programs: [{ programId, availablePaisa: 0, paidOutPaisa: NET }],
      payouts: [{ amountPaisa: NET, reference: 'NIC-ASIA-5678' }],
    });
    // another institution reads only its own: nothing
    expect(await earningsOf(other)).toEqual({
      heldPaisa: 0,
      availablePaisa: 0,
      paidOutPaisa: 0,
      programs: [],
      payouts: [],
    });
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });

  it('are refused to visitors, learners and professionals', async () => {
    expect((await read(null)).status).toBe(401);
    const learner = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    const refused = await read(learner);
    expect(refused.status).toBe(403);
    expect(await keyOf(refused)).toBe('payouts.errors.institutionOnly');
    const pro = await t.signUp({ fullName: 'Hari Shrestha', verified: true });
    expect(
      (await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie: pro.cookie })).status,
    ).toBe(201);
    expect((await read(pro)).status).toBe(403);
    expect((await t.request('/api/payouts/earnings', { cookie: pro.cookie })).status).toBe(200);
  });

  it('list the latest transfers to the institution alone, newest first', async () => {
    const { institution, programId } = await paidProgram(t, '2500.50');
    const other = await signUpInstitution(t, 'Lalitpur Skills Centre');
    const pro = await t.signUp({ fullName: 'Hari Shrestha', verified: true });
    expect(
      (await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie: pro.cookie })).status,
    ).toBe(201);
    const staff = await t.signUpStaff();
    await pay(await t.signUp({ fullName: 'Sita Maharjan', verified: true }), programId);
    await settlePrograms(t.deps, new Date(Date.now() + 8 * 86_400_000));

    // one transfer more than the card shows: each of रु 100, the last the rest
    const count = LIMITS.payoutsShown + 1;
    for (let n = 0; n < count; n += 1) {
      const amountPaisa = n < count - 1 ? 10_000 : NET - (count - 1) * 10_000;
      const paid = await t.request(`/api/staff/payouts/${institution.userId}`, {
        method: 'POST',
        cookie: staff.cookie,
        json: { amountPaisa, reference: `NIC-ASIA-${n + 1}`, payoutCount: n },
      });
      expect(paid.status, await paid.clone().text()).toBe(201);
    }
    const earnings = await earningsOf(institution);
    expect(earnings.paidOutPaisa).toBe(NET);
    expect(earnings.payouts.map((payout) => payout.reference)).toEqual(
      Array.from({ length: LIMITS.payoutsShown }, (_, i) => `NIC-ASIA-${count - i}`),
    );
    expect(earnings.payouts[0]).toMatchObject({ amountPaisa: NET - (count - 1) * 10_000 });

    // another institution and a professional see none of them; a learner and a visitor are refused
    expect((await earningsOf(other)).payouts).toEqual([]);
    const theirs = await t.request('/api/payouts/earnings', { cookie: pro.cookie });
    expect(((await theirs.json()) as { payouts: unknown[] }).payouts).toEqual([]);
    expect((await read(pro)).status).toBe(403);
    expect((await read(await t.signUp({ fullName: 'Ram Thapa', verified: true }))).status).toBe(403);
    expect((await read(null)).status).toBe(401);
  });
});
