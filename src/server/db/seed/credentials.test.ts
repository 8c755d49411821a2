import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { courses } from '#server/db/schema/learning.ts';
import { ApplicationDetail, CompanyApplication } from '#contract/job-applications.ts';
import { CourseLearner, CredentialSummary } from '#contract/credentials.ts';
import { createTestApp, sessionCookie, type TestApp } from '#tests/fixtures/test-app.ts';
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts';
import { seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.deps);
});
afterAll(() => t.close());

it('gives the demo learner a credential for the workshop she completed, valid on its public page', async () => {
  const [learner] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('student').email));
  const held = await t.database.db
    .select()
    .from(credentials)
    .where(and(eq(credentials.learnerId, learner!.id), eq(credentials.kind, 'program_completion')));
  expect(held).toHaveLength(1);
  const page = await (await t.request(`/credentials/${held[0]!.id}`, { headers: { 'accept-language': 'en' } })).text();
  expect(page).toContain('Earthquake-Resistant Building Workshop');
  expect(page).toContain('Aarati Shrestha');
  expect(page).toContain('Status: Valid');
  expect(page).toContain('Verified institution');
});

it('attaches it to her open applications, so the demo company sees a verified credential', async () => {
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: demoAccount('company').email, password: DEMO_PASSWORD },
  });
  const cookie = sessionCookie(signIn);
  const recent = CompanyApplication.array().parse(
    await (await t.request('/api/company/applications/recent', { cookie })).json(),
  );
  const hers = recent.filter((application) => application.fullName === demoAccount('student').fullName);
  expect(hers.length).toBeGreaterThan(0);
  for (const application of hers) {
    const detail = ApplicationDetail.parse(
      await (await t.request(`/api/company/applications/${application.id}`, { cookie })).json(),
    );
    expect(detail.credentials).toMatchObject([
      { achievement: 'Earthquake-Resistant Building Workshop', standing: 'valid', issuerVerified: true },
    ]);
  }
});

it('gives her a credential from the demo professional for his online course, with him as issuer', async () => {
  const cookieOf = async (email: string) =>
    sessionCookie(
      await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: DEMO_PASSWORD } }),
    );
  const mine = CredentialSummary.array().parse(
    await (await t.request('/api/me/credentials', { cookie: await cookieOf(demoAccount('student').email) })).json(),
  );
  const fromHim = mine.find((credential) => credential.issuerName === demoAccount('professional').fullName);
  expect(fromHim).toMatchObject({ name: 'Electrical Safety at Home (Online Course)', revokedAt: null });
  const page = await (
    await t.request(new URL(fromHim!.pageUrl).pathname, { headers: { 'accept-language': 'en' } })
  ).text();
  expect(page).toContain('Status: Valid');
  expect(page).toContain('Bikash Tamang');

  const professional = await cookieOf(demoAccount('professional').email);
  const counts = await (await t.request('/api/me/issued-credentials/counts', { cookie: professional })).json();
  expect(counts).toEqual({ issued: 1, valid: 1, revoked: 0, expired: 0 });
});

it('gives trade courses a provider, whose dashboard lists the learners ready to confirm (decision 058)', async () => {
  const cookieOf = async (email: string) =>
    sessionCookie(
      await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: DEMO_PASSWORD } }),
    );
  const provided = await t.database.db
    .select({ title: courses.title, providerId: courses.providerId })
    .from(courses)
    .where(isNotNull(courses.providerId));
  expect(provided.length).toBeGreaterThanOrEqual(3);

  const readyFor = async (email: string) =>
    CourseLearner.array()
      .parse(await (await t.request('/api/me/course-learners', { cookie: await cookieOf(email) })).json())
      .map((row) => [row.learnerName, row.courseTitle, row.credential]);
  expect(await readyFor(demoAccount('professional').email)).toEqual(
    expect.arrayContaining([
      ['Kiran Bhattarai', 'House Wiring Electrician', null],
      ['Anisha Khadka', 'Solar PV System Installation', null],
    ]),
  );
  expect(await readyFor(demoAccount('institution').email)).toEqual([['Nabin Magar', 'Plumber (Level 1)', null]]);
});
