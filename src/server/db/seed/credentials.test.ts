import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { demoAccount } from './demo-accounts.ts';
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
