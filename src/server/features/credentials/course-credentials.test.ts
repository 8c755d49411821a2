import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseDetail } from '#contract/catalogue.ts';
import { CourseLearner, CredentialSummary } from '#contract/credentials.ts';
import { enrolledCourses } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { professional } from '#tests/fixtures/bookings.ts';
import {
  catalogueCourse,
  confirmCourse,
  finishedLearner,
  studyCourse,
  WIRING_MODULES,
} from '#tests/fixtures/course-credentials.ts';
import { revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// The provider of a catalogue course confirms a learner who finished it (decision 058).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; key?: string } };
const keyOf = async (response: Response) => ((await response.json()) as ErrorBody).error.key;
const mine = async (cookie: string) => (await (await t.request('/api/me/credentials', { cookie })).json()) as unknown[];
const courseLearners = (cookie: string | undefined) => t.request('/api/me/course-learners', cookie ? { cookie } : {});
const courseDetail = async (courseId: string, cookie?: string) =>
  CourseDetail.parse(await (await t.request(`/api/courses/${courseId}`, cookie ? { cookie } : {})).json());

async function providerWithLearner(kind: 'institution' | 'professional' = 'professional') {
  const provider = kind === 'institution' ? await signUpInstitution(t) : await professional(t);
  const courseId = await catalogueCourse(t, provider.userId);
  const learner = await finishedLearner(t, courseId);
  return { provider, courseId, learner };
}

type Evidence = { id: string; type: string[]; name: string; description: string; genre: string };

describe('the provider confirms a learner who finished the course', () => {
  it('issues one credential with the module progress as evidence, which the learner finds', async () => {
    const { provider, courseId, learner } = await providerWithLearner();
    const ready = CourseLearner.array().parse(await (await courseLearners(provider.cookie)).json());
    expect(ready).toEqual([
      expect.objectContaining({
        courseId,
        learnerId: learner.userId,
        learnerName: 'Aarati Shrestha',
        credential: null,
      }),
    ]);

    const first = await confirmCourse(t, provider.cookie, courseId, learner.userId, { remark: 'Wired a test board' });
    expect(first.status, await first.clone().text()).toBe(201);
    const issued = CredentialSummary.parse(await first.json());
    expect(issued).toMatchObject({
      name: 'House Wiring Level 1',
      issuerName: 'Bikash Tamang',
      learnerName: 'Aarati Shrestha',
      pageUrl: `${TEST_ORIGIN}/credentials/${issued.id}`,
    });
    expect(await mine(learner.cookie)).toEqual([issued]);
    // the list now shows it issued, and the course page links the learner to it
    const after = CourseLearner.array().parse(await (await courseLearners(provider.cookie)).json());
    expect(after[0]!.credential?.id).toBe(issued.id);
    expect((await courseDetail(courseId, learner.cookie)).credentialUrl).toBe(issued.pageUrl);

    const again = await confirmCourse(t, provider.cookie, courseId, learner.userId);
    expect(again.status).toBe(200);
    expect(CredentialSummary.parse(await again.json()).id).toBe(issued.id);

    const document = (await (await t.request(`/credentials/${issued.id}.json`)).json()) as {
      issuer: Record<string, unknown>;
      credentialSubject: { achievement: Record<string, unknown>; activityEndDate: string };
      evidence: Evidence[];
    };
    expect(document.issuer).toMatchObject({
      id: `${TEST_ORIGIN}/issuers/${provider.userId}`,
      name: 'Bikash Tamang',
      url: `${TEST_ORIGIN}/professionals/${provider.userId}`,
    });
    expect(document.credentialSubject.achievement).toMatchObject({
      name: 'House Wiring Level 1',
      achievementType: 'Course',
      tag: ['Wiring', 'MCB boards', 'Course'],
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(document.evidence[0]).toMatchObject({ id: `${TEST_ORIGIN}/courses/${courseId}`, genre: 'Course progress' });
    expect(document.evidence[0]!.description).toContain(`finished all 3 modules by ${today}`);
    expect(document.evidence.slice(1)).toEqual(
      WIRING_MODULES.map((title, index) => ({
        id: `${TEST_ORIGIN}/courses/${courseId}#module-${index + 1}`,
        type: ['Evidence'],
        name: `Module ${index + 1}: ${title}`,
        genre: 'Module completed',
        description: `Finished on ${today}.`,
      })),
    );
    expect(document.credentialSubject.activityEndDate.slice(0, 10)).toBe(today);
  });

  it('keeps the day a module was first finished when the learner saves progress again', async () => {
    const provider = await professional(t);
    const courseId = await catalogueCourse(t, provider.userId);
    const learner = await t.signUp({ verified: true });
    await studyCourse(t, learner, courseId, 1);
    const earlier = '2026-10-01T04:15:00.000+00:00';
    await t.database.db
      .update(enrolledCourses)
      .set({ moduleCompletedAt: { '0': earlier } })
      .where(eq(enrolledCourses.userId, learner.userId));
    await studyCourse(t, learner, courseId);
    const issued = CredentialSummary.parse(
      await (await confirmCourse(t, provider.cookie, courseId, learner.userId)).json(),
    );
    const document = (await (await t.request(`/credentials/${issued.id}.json`)).json()) as { evidence: Evidence[] };
    expect(document.evidence[1]!.description).toBe('Finished on 2026-10-01.');
  });

  it('issues once when the same confirmation arrives twice at the same moment', async () => {
    const { provider, courseId, learner } = await providerWithLearner('institution');
    const answers = await Promise.all([
      confirmCourse(t, provider.cookie, courseId, learner.userId),
      confirmCourse(t, provider.cookie, courseId, learner.userId),
    ]);
    const ids = await Promise.all(answers.map(async (answer) => CredentialSummary.parse(await answer.json()).id));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await mine(learner.cookie)).toHaveLength(1);
  });

  it('says "Issuer not verified" wherever an unverified provider’s credential is shown', async () => {
    const { provider, courseId, learner } = await providerWithLearner('institution');
    const detail = await courseDetail(courseId);
    expect(detail.provider).toEqual({
      id: provider.userId,
      name: 'Pokhara Technical School',
      kind: 'institution',
      isVerified: false,
    });
    const issued = CredentialSummary.parse(
      await (await confirmCourse(t, provider.cookie, courseId, learner.userId)).json(),
    );
    const page = await (await t.request(`/credentials/${issued.id}?lang=en`)).text();
    expect(page).toContain('Pokhara Technical School');
    expect(page).toContain('Issuer not verified');
    const certificate = await (await t.request(`/credentials/${issued.id}/certificate?lang=en`)).text();
    expect(certificate).toContain('Issuer not verified');
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, provider.userId));
    expect((await courseDetail(courseId)).provider?.isVerified).toBe(true);
    const verified = await (await t.request(`/credentials/${issued.id}?lang=en`)).text();
    expect(verified).not.toContain('Issuer not verified');
    expect(verified).toContain('Verified institution');
  });

  it('names a verified professional provider as a professional on the page', async () => {
    const { provider, courseId, learner } = await providerWithLearner('professional');
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, provider.userId));
    const issued = CredentialSummary.parse(
      await (await confirmCourse(t, provider.cookie, courseId, learner.userId)).json(),
    );
    const page = await (await t.request(`/credentials/${issued.id}?lang=en`)).text();
    expect(page).toContain('Verified professional');
  });

  it('lets the provider revoke it, and then confirm the learner again', async () => {
    const { provider, courseId, learner } = await providerWithLearner();
    const issued = CredentialSummary.parse(
      await (await confirmCourse(t, provider.cookie, courseId, learner.userId)).json(),
    );
    expect((await revoke(t, learner.cookie, issued.id)).status).toBe(403);
    expect((await revoke(t, provider.cookie, issued.id)).status).toBe(200);
    expect((await courseDetail(courseId, learner.cookie)).credentialUrl).toBeNull();
    const again = await confirmCourse(t, provider.cookie, courseId, learner.userId);
    expect(again.status).toBe(201);
    expect(CredentialSummary.parse(await again.json()).id).not.toBe(issued.id);
  });
});

describe('who may confirm, and for whom', () => {
  it('refuses anonymous visitors, learners, companies, another provider and the learner themself', async () => {
    const { provider, courseId, learner } = await providerWithLearner();
    expect((await confirmCourse(t, undefined, courseId, learner.userId)).status).toBe(401);
    // the learner themself, without an issuing role
    expect((await confirmCourse(t, learner.cookie, courseId, learner.userId)).status).toBe(403);
    const other = await t.signUp({ verified: true });
    expect((await confirmCourse(t, other.cookie, courseId, learner.userId)).status).toBe(403);
    const company = await t.signUp({ verified: true });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: company.cookie });
    expect((await confirmCourse(t, company.cookie, courseId, learner.userId)).status).toBe(403);
    // another issuer is not the course's provider: the course is not theirs to know of
    const otherPro = await professional(t, 'Sita Rai');
    const foreign = await confirmCourse(t, otherPro.cookie, courseId, learner.userId);
    expect(foreign.status).toBe(404);
    expect(await keyOf(foreign)).toBe('catalogue.courseNotFound');
    const institution = await signUpInstitution(t);
    expect((await confirmCourse(t, institution.cookie, courseId, learner.userId)).status).toBe(404);
    expect(await mine(learner.cookie)).toEqual([]);
    // the provider has not been refused anything by the attempts above
    expect((await confirmCourse(t, provider.cookie, courseId, learner.userId)).status).toBe(201);
  });

  it('refuses the learner who took the role to confirm themself, and the provider for themself', async () => {
    const provider = await professional(t);
    const courseId = await catalogueCourse(t, provider.userId);
    const learner = await finishedLearner(t, courseId);
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie: learner.cookie });
    expect((await confirmCourse(t, learner.cookie, courseId, learner.userId)).status).toBe(404);
    await studyCourse(t, provider, courseId);
    const self = await confirmCourse(t, provider.cookie, courseId, provider.userId);
    expect(self.status).toBe(403);
    expect(await keyOf(self)).toBe('credentials.errors.selfIssue');
    // nor does the provider see themself as ready to confirm
    const ready = CourseLearner.array().parse(await (await courseLearners(provider.cookie)).json());
    expect(ready.map((row) => row.learnerId)).toEqual([learner.userId]);
  });

  it('gives no credential for a course without a provider', async () => {
    const courseId = await catalogueCourse(t, null);
    const learner = await finishedLearner(t, courseId);
    expect((await courseDetail(courseId, learner.cookie)).provider).toBeNull();
    const pro = await professional(t);
    const answer = await confirmCourse(t, pro.cookie, courseId, learner.userId);
    expect(answer.status).toBe(404);
    expect(await mine(learner.cookie)).toEqual([]);
  });

  it('refuses a learner who has not finished every module, or is not enrolled, with 409', async () => {
    const provider = await professional(t);
    const courseId = await catalogueCourse(t, provider.userId);
    const halfway = await t.signUp({ verified: true });
    await studyCourse(t, halfway, courseId, 2);
    const unfinished = await confirmCourse(t, provider.cookie, courseId, halfway.userId);
    expect(unfinished.status).toBe(409);
    expect(await keyOf(unfinished)).toBe('credentials.errors.courseNotFinished');
    const stranger = await t.signUp({ verified: true });
    const notEnrolled = await confirmCourse(t, provider.cookie, courseId, stranger.userId);
    expect(notEnrolled.status).toBe(409);
    expect(await keyOf(notEnrolled)).toBe('credentials.errors.notCourseLearner');
    // neither is listed as ready
    expect(CourseLearner.array().parse(await (await courseLearners(provider.cookie)).json())).toEqual([]);
  });

  it('refuses to issue while staff hide the provider (410)', async () => {
    const { provider, courseId, learner } = await providerWithLearner();
    await t.database.db.update(profiles).set({ hiddenAt: new Date() }).where(eq(profiles.id, provider.userId));
    expect((await confirmCourse(t, provider.cookie, courseId, learner.userId)).status).toBe(410);
    expect((await courseDetail(courseId)).provider).toBeNull();
  });

  it('shows the ready list to issuers only, each their own', async () => {
    const { provider, learner } = await providerWithLearner();
    expect((await courseLearners(undefined)).status).toBe(401);
    expect((await courseLearners(learner.cookie)).status).toBe(403);
    const other = await professional(t, 'Sita Rai');
    expect(await (await courseLearners(other.cookie)).json()).toEqual([]);
    expect(((await (await courseLearners(provider.cookie)).json()) as unknown[]).length).toBe(1);
  });
});
