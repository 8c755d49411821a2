import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { StaffCredentialList } from '#contract/staff-credentials.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// The reason for lifting a suspension is kept with the credential (decision 060) and shown where the
// suspension was: its page, the issuer's and the learner's lists, and staff's lookup. It is asked
// for as the suspension's reason is, and only those who may lift may give it.

let t: TestApp;
let institution: Awaited<ReturnType<typeof signUpInstitution>>;
let programId: string;
beforeAll(async () => {
  t = await createTestApp();
  institution = await signUpInstitution(t);
  programId = await publishProgram(t, institution.cookie);
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; key?: string } };

const change = (verb: 'suspend' | 'unsuspend', cookie: string | undefined, id: string, reason: unknown) =>
  t.request(`/api/credentials/${id}/${verb}`, { method: 'POST', json: { reason }, ...(cookie ? { cookie } : {}) });
const page = async (id: string, language = 'en') => (await t.request(`/credentials/${id}?lang=${language}`)).text();
const listed = async (path: string, cookie: string, id: string) =>
  CredentialSummary.array()
    .parse(await (await t.request(path, { cookie })).json())
    .find((credential) => credential.id === id);

/** A learner's new credential of the institution's program, suspended by the institution. */
async function suspendedCredential(name: string) {
  const learner = await enrolledLearner(t, programId, name);
  const summary = CredentialSummary.parse(
    await (await complete(t, institution.cookie, programId, learner.userId)).json(),
  );
  expect((await change('suspend', institution.cookie, summary.id, 'Certificate under review')).status).toBe(200);
  return { learner, summary };
}

describe('the reason for lifting a suspension', () => {
  it('is kept and shown on the page, in the issuer’s, the learner’s and staff’s lists', async () => {
    const { learner, summary } = await suspendedCredential('Hari Gurung');
    const answer = await change('unsuspend', institution.cookie, summary.id, 'Review found the record correct');
    expect(answer.status).toBe(200);
    const lift = {
      liftedAt: expect.any(String),
      reason: 'Review found the record correct',
      suspensionReason: 'Certificate under review',
    };
    expect(CredentialSummary.parse(await answer.json())).toMatchObject({ suspendedAt: null, suspensionLift: lift });
    expect((await listed('/api/me/issued-credentials', institution.cookie, summary.id))?.suspensionLift).toEqual(lift);
    expect((await listed('/api/me/credentials', learner.cookie, summary.id))?.suspensionLift).toEqual(lift);
    const staff = await t.signUpStaff();
    const found = StaffCredentialList.parse(
      await (await t.request(`/api/staff/credentials?q=${summary.id}`, { cookie: staff.cookie })).json(),
    );
    expect(found.items.find((item) => item.id === summary.id)?.suspensionLift).toEqual(lift);

    const english = await page(summary.id);
    expect(english).toContain('Status: Valid');
    expect(english).toMatch(/A suspension was lifted on [^<]+; it is valid again/);
    expect(english).toContain('Reason for lifting: Review found the record correct');
    expect(english).toContain('It had been suspended because: Certificate under review');
    const nepali = await page(summary.id, 'ne');
    expect(nepali).toContain('निलम्बन हटाउनुको कारण: Review found the record correct');

    // suspended again, the page tells the new suspension, not the lift before it
    expect((await change('suspend', institution.cookie, summary.id, 'A second complaint')).status).toBe(200);
    const again = await page(summary.id);
    expect(again).toContain('Reason: A second complaint');
    expect(again).not.toContain('Reason for lifting');
    expect((await listed('/api/me/issued-credentials', institution.cookie, summary.id))?.suspensionLift).toBeNull();
  });

  it('is required as the suspension’s reason is: missing, too short or too long is 400, and nothing changes', async () => {
    const { summary } = await suspendedCredential('Gita Magar');
    for (const [reason, key] of [
      [undefined, 'credentials.errors.suspendReasonRequired'],
      ['', 'credentials.errors.suspendReasonRequired'],
      ['ok', 'credentials.errors.suspendReasonRequired'],
      ['x'.repeat(301), 'credentials.errors.reasonTooLong'],
    ] as const) {
      const answer = await change('unsuspend', institution.cookie, summary.id, reason);
      expect(answer.status, String(reason)).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(key);
    }
    const still = await listed('/api/me/issued-credentials', institution.cookie, summary.id);
    expect(still).toMatchObject({ suspensionReason: 'Certificate under review', suspensionLift: null });
    expect(await page(summary.id)).toContain('Status: Suspended');
  });

  it('is not taken from another issuer, the learner or an anonymous visitor', async () => {
    const { learner, summary } = await suspendedCredential('Sita Rai');
    const other = await signUpInstitution(t, 'Butwal Skills Centre');
    expect((await change('unsuspend', undefined, summary.id, 'Lifted by nobody')).status).toBe(401);
    for (const cookie of [other.cookie, learner.cookie]) {
      const answer = await change('unsuspend', cookie, summary.id, 'Lifted by someone else');
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as ErrorBody).error.key).toBe('credentials.errors.notIssuerStatus');
    }
    const page_ = await page(summary.id);
    expect(page_).toContain('Status: Suspended');
    expect(page_).not.toContain('Lifted by');
    expect((await listed('/api/me/issued-credentials', institution.cookie, summary.id))?.suspensionLift).toBeNull();
  });
});
