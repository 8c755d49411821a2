import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COMPLETE_MAX } from '#contract/credential-limits.ts';
import { BulkCompleteResult, CredentialSummary } from '#contract/credentials.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; key?: string } };

function completeMany(
  cookie: string | undefined,
  programId: string,
  json: { learnerIds: string[]; grade?: string; remark?: string },
) {
  return t.request(`/api/programs/${programId}/students/complete`, {
    method: 'POST',
    json,
    ...(cookie ? { cookie } : {}),
  });
}

async function credentialsOf(cookie: string) {
  const mine = await t.request('/api/me/credentials', { cookie });
  return CredentialSummary.array().parse(await mine.json());
}

describe('an institution completes many learners at once', () => {
  it(
    'issues each enrolled learner one credential with the remark, and says whom it skipped and why',
    { timeout: 60_000 },
    async () => {
      const institution = await signUpInstitution(t);
      const programId = await publishProgram(t, institution.cookie);
      const ramesh = await enrolledLearner(t, programId, 'Ramesh Thapa');
      const sita = await enrolledLearner(t, programId, 'Sita Gurung');
      const done = await enrolledLearner(t, programId, 'Hari Shrestha');
      expect((await complete(t, institution.cookie, programId, done.userId)).status).toBe(201);
      const withdrawn = await enrolledLearner(t, programId, 'Withdrawn Learner');
      await t.database.db
        .update(programEnrollments)
        .set({ status: 'withdrawn' })
        .where(eq(programEnrollments.userId, withdrawn.userId));
      const stranger = await t.signUp({ fullName: 'Never Enrolled', verified: true });

      const answer = await completeMany(institution.cookie, programId, {
        // a learner named twice is completed once
        learnerIds: [ramesh.userId, sita.userId, ramesh.userId, done.userId, withdrawn.userId, stranger.userId],
        remark: 'Passed the practical',
      });
      expect(answer.status).toBe(200);
      const result = BulkCompleteResult.parse(await answer.json());
      expect(result.issued).toBe(2);
      expect(result.skipped).toEqual(
        expect.arrayContaining([
          { userId: done.userId, name: 'Hari Shrestha', reason: 'alreadyIssued' },
          { userId: withdrawn.userId, name: 'Withdrawn Learner', reason: 'notEnrolled' },
          // the program does not know them, so their name is not told
          { userId: stranger.userId, name: null, reason: 'notEnrolled' },
        ]),
      );
      expect(result.skipped).toHaveLength(3);

      for (const learner of [ramesh, sita]) {
        const [credential, ...more] = await credentialsOf(learner.cookie);
        expect(more).toEqual([]);
        expect(credential).toMatchObject({ name: 'Solar PV Installation', revokedAt: null });
        const json = (await (await t.request(`/credentials/${credential!.id}.json`)).json()) as {
          credentialSubject: { narrative?: string };
        };
        expect(json.credentialSubject.narrative).toContain('Passed the practical');
      }
      expect(await credentialsOf(done.cookie)).toHaveLength(1);
      expect(await credentialsOf(withdrawn.cookie)).toEqual([]);
      expect(await credentialsOf(stranger.cookie)).toEqual([]);
      const enrolments = await t.database.db
        .select({ userId: programEnrollments.userId, status: programEnrollments.status })
        .from(programEnrollments)
        .where(eq(programEnrollments.programId, programId));
      expect(enrolments.filter((row) => row.status === 'completed').map((row) => row.userId)).toEqual(
        expect.arrayContaining([ramesh.userId, sita.userId, done.userId]),
      );

      // the same request again issues nothing new: everyone holds theirs
      const again = BulkCompleteResult.parse(
        await (await completeMany(institution.cookie, programId, { learnerIds: [ramesh.userId, sita.userId] })).json(),
      );
      expect(again).toEqual({
        issued: 0,
        skipped: [
          { userId: ramesh.userId, name: 'Ramesh Thapa', reason: 'alreadyIssued' },
          { userId: sita.userId, name: 'Sita Gurung', reason: 'alreadyIssued' },
        ],
      });
    },
  );

  it(
    'issues once when two bulk completions of the same learners arrive at the same moment',
    { timeout: 60_000 },
    async () => {
      const institution = await signUpInstitution(t);
      const programId = await publishProgram(t, institution.cookie);
      const learners = [
        await enrolledLearner(t, programId, 'Learner One'),
        await enrolledLearner(t, programId, 'Learner Two'),
        await enrolledLearner(t, programId, 'Learner Three'),
      ];
      const learnerIds = learners.map((learner) => learner.userId);
      const answers = await Promise.all([
        completeMany(institution.cookie, programId, { learnerIds }),
        completeMany(institution.cookie, programId, { learnerIds }),
      ]);
      const results = await Promise.all(answers.map(async (answer) => BulkCompleteResult.parse(await answer.json())));
      expect(results[0]!.issued + results[1]!.issued).toBe(3);
      expect(results[0]!.skipped.length + results[1]!.skipped.length).toBe(3);
      for (const learner of learners) expect(await credentialsOf(learner.cookie)).toHaveLength(1);
    },
  );

  it('takes 1 to 200 learners, with the grade and remark within their limits', async () => {
    const institution = await signUpInstitution(t);
    const programId = await publishProgram(t, institution.cookie);
    const learner = await enrolledLearner(t, programId);
    const cases: [object, string][] = [
      [{ learnerIds: [] }, 'credentials.bulk.noneChosen'],
      [
        { learnerIds: Array.from({ length: BULK_COMPLETE_MAX + 1 }, () => crypto.randomUUID()) },
        'credentials.bulk.tooMany',
      ],
      [{ learnerIds: ['not-an-id'] }, 'credentials.bulk.invalidLearner'],
      [{ learnerIds: [learner.userId], remark: 'x'.repeat(301) }, 'credentials.errors.remarkTooLong'],
      [{}, 'credentials.bulk.noneChosen'],
    ];
    for (const [json, key] of cases) {
      const refused = await t.request(`/api/programs/${programId}/students/complete`, {
        method: 'POST',
        json,
        cookie: institution.cookie,
      });
      expect(refused.status, key).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.key).toBe(key);
    }
    expect(await credentialsOf(learner.cookie)).toEqual([]);
  });
});

describe('who may complete many learners', () => {
  it('refuses anonymous visitors, learners, another institution and staff, and skips the institution itself', async () => {
    const owner = await signUpInstitution(t);
    const programId = await publishProgram(t, owner.cookie);
    const learner = await enrolledLearner(t, programId);
    const other = await signUpInstitution(t, 'Butwal Skills Centre');
    const staff = await t.signUpStaff();
    const learnerIds = [learner.userId];

    expect((await completeMany(undefined, programId, { learnerIds })).status).toBe(401);
    expect((await completeMany(learner.cookie, programId, { learnerIds })).status).toBe(403);
    expect((await completeMany(staff.cookie, programId, { learnerIds })).status).toBe(403);
    const otherAnswer = await completeMany(other.cookie, programId, { learnerIds });
    expect(otherAnswer.status).toBe(404);
    expect(((await otherAnswer.json()) as ErrorBody).error.key).toBe('credentials.errors.programNotFound');
    expect(await credentialsOf(learner.cookie)).toEqual([]);

    // an institution enrolled in its own program is skipped, never awarded
    await t.request(`/api/programs/${programId}/enrol`, { method: 'POST', cookie: owner.cookie });
    const result = BulkCompleteResult.parse(
      await (await completeMany(owner.cookie, programId, { learnerIds: [owner.userId, learner.userId] })).json(),
    );
    expect(result.issued).toBe(1);
    expect(result.skipped).toEqual([{ userId: owner.userId, name: 'Pokhara Technical School', reason: 'self' }]);
    expect(await credentialsOf(owner.cookie)).toEqual([]);
  });

  it('refuses a program staff hid or suspended', async () => {
    const owner = await signUpInstitution(t);
    const programId = await publishProgram(t, owner.cookie);
    const learner = await enrolledLearner(t, programId);
    for (const hiddenCause of ['moderation', 'suspension'] as const) {
      await t.database.db.update(programs).set({ hiddenAt: new Date(), hiddenCause }).where(eq(programs.id, programId));
      expect((await completeMany(owner.cookie, programId, { learnerIds: [learner.userId] })).status).toBe(410);
    }
    expect(await credentialsOf(learner.cookie)).toEqual([]);
  });
});
