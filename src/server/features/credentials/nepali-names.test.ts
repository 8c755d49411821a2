import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { ApplicationDetail, MyApplication } from '#contract/job-applications.ts';
import { CompanyJob } from '#contract/company-jobs.ts';
import { courses, programs } from '#server/db/schema/learning.ts';
import { services } from '#server/db/schema/services.ts';
import { catalogueCourse, confirmCourse, studyCourse } from '#tests/fixtures/course-credentials.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { confirmCompletion, proWithClient } from '#tests/fixtures/service-credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// The Nepali edition's title (decision 057) reaches the lists a Nepali page draws: the learner's
// "My credentials", the issuer's "Credentials issued" and the company's applicant view, for all
// three kinds. The English title stays the credential's `name`.

const PROGRAM_NE = 'सोलार पीभी जडान';
const COURSE_NE = 'घरायसी वायरिङ तह १';
const SERVICE_NE = 'घरको बिजुली वायरिङ र मर्मत';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listOf = async (path: string, cookie: string) =>
  CredentialSummary.array().parse(await (await t.request(path, { cookie })).json());
// Both credentials are issued within the same second (`issuedAt` keeps whole seconds), so the
// lists' order between them is not defined: compare by name.
const namesIn = (list: CredentialSummary[]) =>
  list.map(({ name, nameNe }) => ({ name, nameNe })).sort((a, b) => a.name.localeCompare(b.name));

describe('Nepali titles in the lists', () => {
  it('names a program’s and a course’s Nepali edition in the learner’s, the issuer’s and the company’s lists', async () => {
    const institution = await signUpInstitution(t);
    const programId = await publishProgram(t, institution.cookie);
    await t.database.db.update(programs).set({ programTitleNe: PROGRAM_NE }).where(eq(programs.id, programId));
    const courseId = await catalogueCourse(t, institution.userId);
    await t.database.db.update(courses).set({ titleNe: COURSE_NE }).where(eq(courses.id, courseId));
    const learner = await enrolledLearner(t, programId);
    await studyCourse(t, learner, courseId);
    expect((await complete(t, institution.cookie, programId, learner.userId)).status).toBe(201);
    expect((await confirmCourse(t, institution.cookie, courseId, learner.userId)).status).toBe(201);

    const expected = [
      { name: 'House Wiring Level 1', nameNe: COURSE_NE },
      { name: 'Solar PV Installation', nameNe: PROGRAM_NE },
    ];
    const mine = await listOf('/api/me/credentials', learner.cookie);
    expect(namesIn(mine)).toEqual(expected);
    expect(namesIn(await listOf('/api/me/issued-credentials', institution.cookie))).toEqual(expected);

    // the company reads the applicant's credentials with their Nepali names
    const company = await t.signUp({ verified: true, fullName: 'Pokhara Solar Pvt. Ltd.' });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: company.cookie });
    const posted = await t.request('/api/company/jobs', {
      method: 'POST',
      json: bakeryJob('Solar Technician'),
      cookie: company.cookie,
    });
    const job = CompanyJob.parse(await posted.json());
    const applied = await t.request(`/api/jobs/${job.id}/applications`, {
      method: 'POST',
      cookie: learner.cookie,
      json: {
        fullName: 'Ramesh Thapa',
        email: 'ramesh@example.com',
        coverLetter: 'I install rooftop solar.',
        credentialIds: ['Solar PV Installation', 'House Wiring Level 1'].map(
          (title) => mine.find((credential) => credential.name === title)!.id,
        ),
      },
    });
    expect(applied.status).toBe(201);
    const application = MyApplication.parse(await applied.json());
    const seen = ApplicationDetail.parse(
      await (await t.request(`/api/company/applications/${application.id}`, { cookie: company.cookie })).json(),
    );
    expect(seen.credentials.map(({ achievement, achievementNe }) => ({ achievement, achievementNe }))).toEqual([
      { achievement: 'Solar PV Installation', achievementNe: PROGRAM_NE },
      { achievement: 'House Wiring Level 1', achievementNe: COURSE_NE },
    ]);
  });

  it('names a service’s Nepali edition in the client’s and the professional’s lists', async () => {
    const { pro, client, service } = await proWithClient(t);
    await t.database.db.update(services).set({ titleNe: SERVICE_NE }).where(eq(services.id, service.id));
    expect((await confirmCompletion(t, pro.cookie, service.id, client.userId)).status).toBe(201);
    const expected = [{ name: 'House Wiring & Electrical Repairs', nameNe: SERVICE_NE }];
    expect(namesIn(await listOf('/api/me/credentials', client.cookie))).toEqual(expected);
    expect(namesIn(await listOf('/api/me/issued-credentials', pro.cookie))).toEqual(expected);
  });

  it('has no Nepali name for a credential signed without a Nepali edition', async () => {
    const institution = await signUpInstitution(t);
    const programId = await publishProgram(t, institution.cookie);
    const learner = await enrolledLearner(t, programId);
    expect((await complete(t, institution.cookie, programId, learner.userId)).status).toBe(201);
    expect(namesIn(await listOf('/api/me/credentials', learner.cookie))).toEqual([
      { name: 'Solar PV Installation', nameNe: null },
    ]);
  });
});
