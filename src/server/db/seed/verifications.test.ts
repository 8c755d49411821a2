import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryPage } from '#contract/services.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { PROFESSIONALS } from './professionals.data.ts';
import { seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('the demo verifications', () => {
  it('give every verified demo professional an "ID verified" badge from an approved request', async () => {
    const response = await t.request('/api/professionals?verified=1');
    const page = DirectoryPage.parse(await response.json());
    expect(page.total).toBe(PROFESSIONALS.filter((professional) => professional.isVerified).length);
    for (const card of page.items) {
      expect(card).toMatchObject({ isVerified: true, verification: { role: 'professional', certificate: null } });
    }
  });
});
