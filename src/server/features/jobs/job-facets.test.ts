import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { listWithCounts } from '#tests/fixtures/facet-agreement.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { JobFacets, JobsPage } from '#contract/jobs.ts';
import { POSTED_WITHIN, SALARY_BANDS } from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';

// GET /api/jobs/facets over the demo postings: each option's count is the list's total with that
// option chosen, a group's own choice does not narrow its own counts, bad input is 400, and the
// counts follow a new posting at once although they are cached.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const GROUPS = { type: JOB_TYPES, level: EXPERIENCE_LEVELS, salary: SALARY_BANDS, posted: POSTED_WITHIN };

const { facets, total, expectAgreement } = listWithCounts(() => t, {
  path: '/api/jobs',
  page: JobsPage,
  facets: JobFacets,
  groups: GROUPS,
});

describe('job filter counts', () => {
  it('give, for each option, the total the list shows once it is chosen', async () => {
    const counts = await expectAgreement({});
    // the demo has jobs of several types: a count a user would see on the sheet
    expect(counts.type['Full-time'].count).toBeGreaterThan(0);
    expect(counts.type['Full-time'].count).toBe(await total({ type: 'Full-time' }));
    expect(Object.values(counts.type).reduce((sum, { count }) => sum + count, 0)).toBe(await total({}));
  });

  it('agree with the list under a search, a chip and other filters', async () => {
    await expectAgreement({ q: 'developer' });
    await expectAgreement({ q: 'kathmandu', level: 'Entry Level' });
    await expectAgreement({ category: 'Hospitality & Tourism' });
    await expectAgreement({ location: 'pokhara', salary: 'negotiable' });
    await expectAgreement({ q: 'electrecian' });
  });

  it("leave a group's own choice out of its counts, and narrow the other groups by it", async () => {
    const none = await facets();
    const fullTime = await facets({ type: 'Full-time' });
    // choosing a type keeps the other types' counts, so another one can still be picked
    expect(fullTime.type).toEqual(none.type);
    expect(fullTime.type['Part-time'].count).toBeGreaterThan(0);
    for (const level of EXPERIENCE_LEVELS) {
      expect(fullTime.level[level].count).toBe(await total({ type: 'Full-time', level }));
    }
    expect(Object.values(fullTime.level).reduce((sum, { count }) => sum + count, 0)).toBe(none.type['Full-time'].count);
  });

  it('refuse what the list refuses, with the message the list gives', async () => {
    for (const query of ['type=Sometimes', 'salary=lots', 'posted=1y', 'district=nowhere', `q=${'x'.repeat(300)}`]) {
      const list = await t.request(`/api/jobs?${query}`);
      const counts = await t.request(`/api/jobs/facets?${query}`);
      expect({ query, status: counts.status }).toEqual({ query, status: 400 });
      const body = (await counts.json()) as { error: { message: string } };
      expect(body.error.message).toBe(((await list.json()) as { error: { message: string } }).error.message);
    }
    const typeError = (await (await t.request('/api/jobs/facets?type=Sometimes')).json()) as {
      error: { message: string };
    };
    expect(typeError.error.message).toContain('Full-time');
  });

  it('are answered from the cache, and follow a new posting at once', async () => {
    const query = { location: 'bhaktapur' };
    const before = await facets(query);
    expect(await facets(query)).toEqual(before);
    const { cookie } = await t.signUp({ verified: true });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie });
    const posted = await t.request('/api/company/jobs', {
      method: 'POST',
      json: { ...bakeryJob('Apprentice Baker'), jobType: 'Internship' },
      cookie,
    });
    expect(posted.status).toBe(201);
    const after = await facets(query);
    expect(after.type.Internship.count).toBe(before.type.Internship.count + 1);
    expect(after.type.Internship.count).toBe(await total({ ...query, type: 'Internship' }));
  });
});
