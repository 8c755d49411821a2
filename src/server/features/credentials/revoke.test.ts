import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Who may revoke a credential: its issuer, and staff (audit-logged); nobody else. A revoked
// credential says so on its page, in both languages, and in the learner's and issuer's lists.

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
const path = (url: string) => new URL(url).pathname;

async function issue(name = 'Ramesh Thapa') {
  const learner = await enrolledLearner(t, programId, name);
  const answer = await complete(t, institution.cookie, programId, learner.userId);
  return { learner, summary: CredentialSummary.parse(await answer.json()) };
}

async function audited(itemId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'credential.revoke'), eq(auditLog.itemId, itemId)));
}

describe('revoking a credential: who may', () => {
  it('refuses an anonymous visitor, the learner, another user, another institution and staff without the second factor', async () => {
    const { learner, summary } = await issue();
    const stranger = await t.signUp({ fullName: 'Some One', verified: true });
    const otherInstitution = await signUpInstitution(t, 'Butwal Skills Centre');
    const staffWithoutSecondFactor = await t.signUpStaff({ twoFactor: false });

    expect((await revoke(t, undefined, summary.id)).status).toBe(401);
    for (const [who, cookie] of [
      ['the learner', learner.cookie],
      ['another user', stranger.cookie],
      ['another institution', otherInstitution.cookie],
      ['staff without the second factor', staffWithoutSecondFactor.cookie],
    ] as const) {
      const answer = await revoke(t, cookie, summary.id);
      expect(answer.status, who).toBe(403);
      expect(((await answer.json()) as ErrorBody).error.key, who).toBe('credentials.errors.notIssuer');
    }
    const mine = CredentialSummary.array().parse(
      await (await t.request('/api/me/credentials', { cookie: learner.cookie })).json(),
    );
    expect(mine[0]?.revokedAt).toBeNull();
  });

  it('lets the issuer revoke once, with a reason, unaudited (it is the issuer’s own act)', async () => {
    const { learner, summary } = await issue('Sita Rai');
    const answer = await revoke(t, institution.cookie, summary.id, 'Completion entered by mistake');
    expect(answer.status).toBe(200);
    const revoked = CredentialSummary.parse(await answer.json());
    expect(revoked.revocationReason).toBe('Completion entered by mistake');
    expect(Date.parse(revoked.revokedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await revoke(t, institution.cookie, summary.id, 'Twice');
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.key).toBe('credentials.errors.alreadyRevoked');
    expect(await audited(summary.id)).toHaveLength(0);

    // the learner's dashboard and the issuer's list say so
    const mine = CredentialSummary.array().parse(
      await (await t.request('/api/me/credentials', { cookie: learner.cookie })).json(),
    );
    expect(mine[0]).toMatchObject({ revokedAt: revoked.revokedAt, revocationReason: 'Completion entered by mistake' });
    const issued = CredentialSummary.array().parse(
      await (await t.request('/api/me/issued-credentials', { cookie: institution.cookie })).json(),
    );
    expect(issued.find((credential) => credential.id === summary.id)?.revokedAt).toBe(revoked.revokedAt);
  });

  it('lets staff revoke any credential, recorded in the audit log with the reason', async () => {
    const { summary } = await issue('Maya Shrestha');
    const staff = await t.signUpStaff();
    const answer = await revoke(t, staff.cookie, summary.id, 'Reported as fraudulent');
    expect(answer.status).toBe(200);
    const [entry] = await audited(summary.id);
    expect(entry).toMatchObject({
      actorId: staff.userId,
      itemKind: 'credential',
      reason: 'Reported as fraudulent',
      detail: { issuerId: institution.userId },
    });
  });

  it('revokes once when two revocations arrive at the same moment', async () => {
    const { summary } = await issue('Deepak Karki');
    const staff = await t.signUpStaff();
    const answers = await Promise.all([
      revoke(t, institution.cookie, summary.id, 'By the issuer'),
      revoke(t, staff.cookie, summary.id, 'By staff'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const staffWon = answers[1]!.status === 200;
    expect(await audited(summary.id)).toHaveLength(staffWon ? 1 : 0);
  });

  it('answers bad input with 4xx: no reason, a long one, an unknown or malformed id', async () => {
    const { summary } = await issue('Nabin Khadka');
    for (const reason of ['', '  ', 'x'.repeat(301)]) {
      expect((await revoke(t, institution.cookie, summary.id, reason)).status).toBe(400);
    }
    expect((await revoke(t, institution.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await revoke(t, institution.cookie, 'not-an-id')).status).toBe(400);
  });

  it('lists issued credentials only for issuers (institutions and professionals), each its own', async () => {
    const learner = await t.signUp({ fullName: 'Only Learner', verified: true });
    expect((await t.request('/api/me/issued-credentials', { cookie: learner.cookie })).status).toBe(403);
    expect((await t.request('/api/me/issued-credentials')).status).toBe(401);
    const other = await signUpInstitution(t, 'Dharan Institute');
    const theirs = await (await t.request('/api/me/issued-credentials', { cookie: other.cookie })).json();
    expect(theirs).toEqual([]);
  });
});

describe('a revoked credential’s page', () => {
  it('says revoked, when and why, in English and in Nepali; completing again issues a new one', async () => {
    const { learner, summary } = await issue('Kamala Bista');
    await revoke(t, institution.cookie, summary.id, 'Certificate withdrawn after audit');
    const english = await (await t.request(path(summary.pageUrl), { headers: { 'accept-language': 'en' } })).text();
    expect(english).toContain('Status: Revoked');
    expect(english).toMatch(/Revoked by the issuer on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(english).toContain('Reason: Certificate withdrawn after audit');
    expect(english).toContain('Revoked: the issuer’s records say so, and its published status list says the same');
    expect(english).not.toContain('Status: Valid');

    const nepali = await (await t.request(`${path(summary.pageUrl)}?lang=ne`)).text();
    expect(nepali).toContain('अवस्था: रद्द गरिएको');
    expect(nepali).toContain('जारीकर्ताले');
    expect(nepali).toContain('Certificate withdrawn after audit');

    const again = await complete(t, institution.cookie, programId, learner.userId);
    expect(again.status).toBe(201);
    expect(CredentialSummary.parse(await again.json()).id).not.toBe(summary.id);
  });
});
