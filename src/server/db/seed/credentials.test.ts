import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { ApplicationDetail, CompanyApplication } from '#contract/jobs.ts';
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
  const held = await t.database.db.select().from(credentials).where(eq(credentials.learnerId, learner!.id));
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
