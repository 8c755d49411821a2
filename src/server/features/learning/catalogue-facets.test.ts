import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { listWithCounts } from '#tests/fixtures/facet-agreement.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { courses } from '#server/db/schema/learning.ts';
import { COURSES } from '#server/db/seed/courses.data.ts';
import { CatalogueFacets, CataloguePage } from '#contract/catalogue.ts';
import {
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PRICES,
} from '#contract/catalogue-rules.ts';

// GET /api/catalogue/facets over the demo courses and programs: each option's count is the list's
// total with that option chosen, a filter's own choice does not narrow its own counts, bad input is
// the list's 400, and every count is exact however many cards match (up to the list's cap).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const GROUPS = {
  format: CATALOGUE_FORMATS,
  price: CATALOGUE_PRICES,
  duration: CATALOGUE_DURATIONS,
  level: CATALOGUE_LEVELS,
};

const { facets, total, expectAgreement } = listWithCounts(() => t, {
  path: '/api/catalogue',
  page: CataloguePage,
  facets: CatalogueFacets,
  groups: GROUPS,
});

describe('catalogue filter counts', () => {
  it('give, for each option, the total the list shows once it is chosen', async () => {
    const counts = await expectAgreement({});
    // the demo has online courses and programs given in person: counts a user would see
    expect(counts.format.online.count).toBeGreaterThan(0);
    expect(counts.format['in-person'].count).toBeGreaterThan(0);
    expect(counts.price.free.count).toBeGreaterThan(0);
  });

  it('agree with the list under a search, a tab, a chip, other filters and a typo', async () => {
    await expectAgreement({ q: 'plumbing' });
    await expectAgreement({ q: 'computer', tab: 'trades' });
    await expectAgreement({ tab: 'tech', price: 'free' });
    await expectAgreement({ q: 'cook', format: 'in-person' });
    await expectAgreement({ q: 'plumbng' });
    await expectAgreement({ q: 'zzxqvv' });
  });

  it("leave a filter's own choice out of its counts, and narrow the other filters by it", async () => {
    const none = await facets();
    const inPerson = await facets({ format: 'in-person' });
    expect(inPerson.format).toEqual(none.format);
    expect(inPerson.format.online.count).toBeGreaterThan(0);
    for (const price of CATALOGUE_PRICES) {
      expect(inPerson.price[price].count).toBe(await total({ format: 'in-person', price }));
    }
    // some of the free courses and programs are online: in person, "free" counts fewer
    expect(inPerson.price.free.count).toBeLessThan(none.price.free.count);
  });

  it('refuse what the list refuses, with the message the list gives', async () => {
    for (const query of [
      'format=remote',
      'price=50k-10k',
      'duration=2y',
      'level=5',
      'tab=sports',
      `q=${'a'.repeat(101)}`,
    ]) {
      const list = await t.request(`/api/catalogue?${query}`);
      const counts = await t.request(`/api/catalogue/facets?${query}`);
      expect({ query, status: counts.status }).toEqual({ query, status: 400 });
      const body = (await counts.json()) as { error: { message: string } };
      expect(body.error.message).toBe(((await list.json()) as { error: { message: string } }).error.message);
    }
  });

  it('are answered from the cache', async () => {
    const query = { q: 'electric' };
    const before = await facets(query);
    expect(await facets(query)).toEqual(before);
  });

  it('stay exact with many more matches than a page shows', async () => {
    // written straight to the table, so asked with a search no answer in the cache holds
    await t.database.db.insert(courses).values(
      Array.from({ length: 500 }, (_, i) => ({
        title: `Bulkcourse ${i}`,
        description: 'A course of the many.',
        duration: '2 months',
        category: COURSES[0]!.category,
      })),
    );
    const counts = await expectAgreement({ q: 'bulkcourse' });
    expect(counts.format.online).toEqual({ count: 500, isCapped: false });
    expect(counts.duration['1-3m']).toEqual({ count: 500, isCapped: false });
  });
});
