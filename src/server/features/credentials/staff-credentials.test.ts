import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { StaffCredentialList } from '#contract/staff-credentials.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// The staff console's Credentials tab: staff alone look any credential up, by its id, its learner
// or its issuer, and see whether it stands; a revocation from there shows in the same list.

let t: TestApp;
let institution: Awaited<ReturnType<typeof signUpInstitution>>;
let programId: string;
beforeAll(async () => {
  t = await createTestApp();
  institution = await signUpInstitution(t, 'Pokhara Solar Institute');
  programId = await publishProgram(t, institution.cookie);
});
afterAll(() => t.close());

async function issue(name: string) {
  const learner = await enrolledLearner(t, programId, name);
  const answer = await complete(t, institution.cookie, programId, learner.userId);
  return { learner, summary: CredentialSummary.parse(await answer.json()) };
}

const find = async (cookie: string | undefined, q = '') =>
  t.request(`/api/staff/credentials${q ? `?q=${encodeURIComponent(q)}` : ''}`, { cookie });

describe('the staff Credentials tab', () => {
  it('is staff only: anonymous 401; the learner, the issuer and staff without two-factor 403', async () => {
    const { learner } = await issue('Gita Gurung');
    const halfStaff = await t.signUpStaff({ twoFactor: false });
    expect((await find(undefined)).status).toBe(401);
    for (const cookie of [learner.cookie, institution.cookie, halfStaff.cookie]) {
      expect((await find(cookie)).status).toBe(403);
    }
  });

  it('finds a credential by its id, its learner’s name and its issuer’s name, and shows a revocation', async () => {
    const staff = await t.signUpStaff();
    const { summary } = await issue('Ramesh Adhikari');
    const names = async (q: string) => {
      const response = await find(staff.cookie, q);
      expect(response.status).toBe(200);
      return StaffCredentialList.parse(await response.json()).items.map((item) => item.learnerName);
    };
    expect(await names(summary.id)).toEqual(['Ramesh Adhikari']);
    expect(await names('ramesh adhik')).toEqual(['Ramesh Adhikari']);
    expect(await names('Pokhara Solar')).toContain('Ramesh Adhikari');
    expect(await names('nobody-like-this')).toEqual([]);
    // a search with LIKE's wildcards finds only what it says
    expect(await names('%')).toEqual([]);

    expect((await revoke(t, staff.cookie, summary.id, 'Issued to the wrong learner')).status).toBe(200);
    const response = await find(staff.cookie, summary.id);
    const [shown] = StaffCredentialList.parse(await response.json()).items;
    expect(shown?.revokedAt).not.toBeNull();
    expect(shown?.revocationReason).toBe('Issued to the wrong learner');
  });

  it('answers 400 for a search longer than 200 characters', async () => {
    const staff = await t.signUpStaff();
    expect((await find(staff.cookie, 'x'.repeat(201))).status).toBe(400);
  });
});
