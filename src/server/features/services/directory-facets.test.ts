import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { listWithCounts } from '#tests/fixtures/facet-agreement.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { DirectoryFacets, DirectoryPage } from '#contract/services.ts';
import { DIRECTORY_DELIVERY, HOURLY_RATE_BANDS } from '#contract/services-rules.ts';

// GET /api/professionals/facets over the demo professionals: each option's count is the list's
// total with that option chosen, a filter's own choice does not narrow its own counts, bad input is
// the list's 400, and the counts follow a new listing at once although they are cached.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const GROUPS = { rating: ['4'], rate: HOURLY_RATE_BANDS, delivery: DIRECTORY_DELIVERY };

const { facets, total, expectAgreement } = listWithCounts(() => t, {
  path: '/api/professionals',
  page: DirectoryPage,
  facets: DirectoryFacets,
  groups: GROUPS,
});

describe('directory filter counts', () => {
  it('give, for each option, the total the list shows once it is chosen', async () => {
    const counts = await expectAgreement({});
    expect(counts.rating['4'].count).toBeGreaterThan(0);
    expect(counts.delivery['in-person'].count).toBeGreaterThan(0);
    expect(Object.values(counts.rate).reduce((sum, { count }) => sum + count, 0)).toBeGreaterThan(0);
  });

  it('agree with the list under a search, the category, "verified", a place and a typo', async () => {
    await expectAgreement({ q: 'plumber' });
    await expectAgreement({ q: 'repair', delivery: 'online' });
    await expectAgreement({ category: 'Plumbing' });
    await expectAgreement({ verified: '1', rate: '500-1000' });
    await expectAgreement({ province: 'gandaki' });
    await expectAgreement({ near: 'kaski-pokhara' });
    await expectAgreement({ q: 'plumbng' });
    await expectAgreement({ q: 'zzxqvv' });
  });

  it("leave a filter's own choice out of its counts, and narrow the other filters by it", async () => {
    const none = await facets();
    const online = await facets({ delivery: 'online' });
    expect(online.delivery).toEqual(none.delivery);
    for (const rate of HOURLY_RATE_BANDS) {
      expect(online.rate[rate].count).toBe(await total({ delivery: 'online', rate }));
    }
  });

  it('refuse what the list refuses, with the message the list gives', async () => {
    for (const query of ['rating=3', 'rate=1000-500', 'delivery=hybrid', 'district=nowhere', `q=${'a'.repeat(101)}`]) {
      const list = await t.request(`/api/professionals?${query}`);
      const counts = await t.request(`/api/professionals/facets?${query}`);
      expect({ query, status: counts.status }).toEqual({ query, status: 400 });
      const body = (await counts.json()) as { error: { message: string } };
      expect(body.error.message).toBe(((await list.json()) as { error: { message: string } }).error.message);
    }
  });

  it('are answered from the cache, and follow a new listing at once', async () => {
    const before = await facets();
    expect(await facets()).toEqual(before);
    // a new professional, unrated, at NPR 2,500 an hour, online
    const user = await t.signUp({ fullName: 'Unrated Tutor', verified: true });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie: user.cookie });
    const values = { fullName: 'Unrated Tutor', category: 'Appliance Repair' as const, hourlyRate: '2500.00' };
    await t.database.db
      .insert(profiles)
      .values({ id: user.userId, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: values });
    const service = await t.request('/api/services', {
      method: 'POST',
      json: {
        title: 'Online Fridge Troubleshooting',
        description: 'A video call to find what is wrong with your fridge before you pay for a visit.',
        format: 'online',
        duration: '1 hour',
        skills: 'Refrigeration',
        price: '500',
      },
      cookie: user.cookie,
    });
    expect(service.status).toBe(201);
    const after = await facets();
    expect(after.rate['2000-plus'].count).toBe(before.rate['2000-plus'].count + 1);
    expect(after.delivery.online.count).toBe(before.delivery.online.count + 1);
    expect(after.rating['4'].count).toBe(before.rating['4'].count);
    await expectAgreement({});
  });
});
