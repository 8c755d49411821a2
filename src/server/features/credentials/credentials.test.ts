import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; key?: string } };

describe('an institution completes a learner', () => {
  it('issues one credential, which the learner finds among theirs with its page and JSON', async () => {
    const institution = await signUpInstitution(t);
    const programId = await publishProgram(t, institution.cookie);
    const learner = await enrolledLearner(t, programId);

    const first = await complete(t, institution.cookie, programId, learner.userId, {
      grade: 'A',
      remark: 'Top of the class',
    });
    expect(first.status).toBe(201);
    const issued = CredentialSummary.parse(await first.json());
    expect(issued).toMatchObject({
      name: 'Solar PV Installation',
      issuerName: 'Pokhara Technical School',
      learnerName: 'Ramesh Thapa',
      pageUrl: `${TEST_ORIGIN}/credentials/${issued.id}`,
      jsonUrl: `${TEST_ORIGIN}/credentials/${issued.id}.json`,
    });

    // completing again changes nothing: the same credential comes back
    const again = await complete(t, institution.cookie, programId, learner.userId);
    expect(again.status).toBe(200);
    expect(CredentialSummary.parse(await again.json()).id).toBe(issued.id);

    const mine = await t.request('/api/me/credentials', { cookie: learner.cookie });
    expect((await mine.json()) as unknown[]).toEqual([issued]);
    const [enrolment] = await t.database.db
      .select({ status: programEnrollments.status, completedAt: programEnrollments.completedAt })
      .from(programEnrollments)
      .where(eq(programEnrollments.userId, learner.userId));
    expect(enrolment?.status).toBe('completed');
    expect(enrolment?.completedAt).toBeInstanceOf(Date);
  });

  it('issues once when the same completion arrives twice at the same moment', async () => {
    const institution = await signUpInstitution(t);
    const programId = await publishProgram(t, institution.cookie);
    const learner = await enrolledLearner(t, programId);
    const answers = await Promise.all([
      complete(t, institution.cookie, programId, learner.userId),
      complete(t, institution.cookie, programId, learner.userId),
    ]);
    const ids = await Promise.all(answers.map(async (answer) => CredentialSummary.parse(await answer.json()).id));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(new Set(ids).size).toBe(1);
    const mine = await t.request('/api/me/credentials', { cookie: learner.cookie });
    expect((await mine.json()) as unknown[]).toHaveLength(1);
  });

  it('keeps the grade and remark within their limits, with a localised message', async () => {
    const institution = await signUpInstitution(t);
    const programId = await publishProgram(t, institution.cookie);
    const learner = await enrolledLearner(t, programId);
    const refused = await complete(t, institution.cookie, programId, learner.userId, { grade: 'A'.repeat(41) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.key).toBe('credentials.errors.gradeTooLong');
    const mine = await t.request('/api/me/credentials', { cookie: learner.cookie });
    expect((await mine.json()) as unknown[]).toEqual([]);
  });
});

describe('who may issue', () => {
  it('refuses anonymous visitors, learners, another institution, staff, and the institution for itself', async () => {
    const owner = await signUpInstitution(t);
    const programId = await publishProgram(t, owner.cookie);
    const learner = await enrolledLearner(t, programId);
    const other = await signUpInstitution(t, 'Butwal Skills Centre');
    const staff = await t.signUpStaff();

    expect((await complete(t, undefined, programId, learner.userId)).status).toBe(401);
    // the learner cannot award themselves: they hold no institution role, nor the program
    expect((await complete(t, learner.cookie, programId, learner.userId)).status).toBe(403);
    const otherAnswer = await complete(t, other.cookie, programId, learner.userId);
    expect(otherAnswer.status).toBe(404);
    expect(((await otherAnswer.json()) as ErrorBody).error.key).toBe('credentials.errors.programNotFound');
    expect((await complete(t, staff.cookie, programId, learner.userId)).status).toBe(403);

    // an institution enrolled in its own program still cannot award itself
    await t.request(`/api/programs/${programId}/enrol`, { method: 'POST', cookie: owner.cookie });
    const self = await complete(t, owner.cookie, programId, owner.userId);
    expect(self.status).toBe(403);
    expect(((await self.json()) as ErrorBody).error.key).toBe('credentials.errors.selfIssue');

    for (const account of [learner, owner]) {
      const mine = await t.request('/api/me/credentials', { cookie: account.cookie });
      expect((await mine.json()) as unknown[]).toEqual([]);
    }
    // and the owner can
    expect((await complete(t, owner.cookie, programId, learner.userId)).status).toBe(201);
  });

  it('refuses a learner not enrolled in the program, or who withdrew', async () => {
    const owner = await signUpInstitution(t);
    const programId = await publishProgram(t, owner.cookie);
    const stranger = await t.signUp({ fullName: 'Not Enrolled', verified: true });
    const refused = await complete(t, owner.cookie, programId, stranger.userId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.key).toBe('credentials.errors.notEnrolled');

    const withdrawn = await enrolledLearner(t, programId, 'Withdrawn Learner');
    await t.database.db
      .update(programEnrollments)
      .set({ status: 'withdrawn' })
      .where(eq(programEnrollments.userId, withdrawn.userId));
    expect((await complete(t, owner.cookie, programId, withdrawn.userId)).status).toBe(409);
  });

  it('refuses to issue for a program staff hid', async () => {
    const owner = await signUpInstitution(t);
    const programId = await publishProgram(t, owner.cookie);
    const learner = await enrolledLearner(t, programId);
    await t.database.db
      .update(programs)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(programs.id, programId));
    expect((await complete(t, owner.cookie, programId, learner.userId)).status).toBe(410);
  });

  it('lists only the signed-in learner’s own credentials', async () => {
    expect((await t.request('/api/me/credentials')).status).toBe(401);
    const owner = await signUpInstitution(t);
    const programId = await publishProgram(t, owner.cookie);
    const learner = await enrolledLearner(t, programId);
    await complete(t, owner.cookie, programId, learner.userId);
    const someoneElse = await t.signUp();
    expect(
      (await (await t.request('/api/me/credentials', { cookie: someoneElse.cookie })).json()) as unknown[],
    ).toEqual([]);
  });
});
