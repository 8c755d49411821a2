import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { rowsOf } from '#server/db/rows.ts';
import { publicSql } from '#server/lib/visibility.ts';
import { DirectoryPage } from '#contract/services.ts';
import {
  DIRECTORY_DELIVERY,
  DIRECTORY_PAGE_SIZE,
  HOURLY_RATE_BANDS,
  HOURLY_RATE_BOUNDS,
  type HourlyRateBand,
} from '#contract/services-rules.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { countedReview } from './counted-reviews.ts';

// GET /api/professionals filters (rating 4 and up, hourly-rate band, online or in person): alone,
// with each other, the category, "verified only" and the search, refused when unknown, and kept
// apart in the public read cache. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  // every demo professional is rated 4 or more: one more, unrated, at NPR 2,500 an hour, online
  const user = await t.signUp({ fullName: 'Unrated Tutor', verified: true });
  const role = await t.request('/api/me/roles', {
    method: 'POST',
    json: { role: 'professional' },
    cookie: user.cookie,
  });
  expect(role.status).toBe(201);
  const values = { fullName: 'Unrated Tutor', category: 'Appliance Repair', hourlyRate: '2500.00' };
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
});
afterAll(() => t.close());

/** A listed professional with what the filters read, straight from the database. */
const Listed = z.object({
  id: z.string(),
  category: z.string().nullable(),
  verified: z.boolean(),
  rate: z.number().nullable(),
  rating: z.number().nullable(),
  formats: z.array(z.string()),
});
type Listed = z.output<typeof Listed>;

function listed(): Promise<Listed[]> {
  return rowsOf(
    t.database.db,
    Listed,
    sql`select p.id, p.category, p.is_verified as verified, p.hourly_rate::float8 as rate,
          (select round(avg(r.rating)::numeric, 1)::float8 from reviews r
            where r.professional_id = p.id and ${countedReview('r')}) as rating,
          array(select s.format::text from services s where s.professional_id = p.id and ${publicSql('s')}) as formats
        from profiles p
        where ${publicSql('p')} and exists (select 1 from services s where s.professional_id = p.id and ${publicSql('s')})`,
  );
}

async function directory(query: Record<string, string> = {}): Promise<DirectoryPage> {
  const response = await t.request(`/api/professionals?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return DirectoryPage.parse(await response.json());
}

async function allIds(query: Record<string, string> = {}): Promise<string[]> {
  const first = await directory(query);
  const ids = first.items.map((item) => item.id);
  for (let page = 2; (page - 1) * DIRECTORY_PAGE_SIZE < first.total; page++) {
    ids.push(...(await directory({ ...query, page: String(page) })).items.map((item) => item.id));
  }
  expect(ids).toHaveLength(first.total);
  return ids;
}

async function expectListed(query: Record<string, string>, keep: (row: Listed) => boolean) {
  const expected = (await listed()).filter(keep).map((row) => row.id);
  expect((await allIds(query)).sort()).toEqual(expected.sort());
  return expected;
}

function inRate(row: Listed, band: HourlyRateBand): boolean {
  const { min, max } = HOURLY_RATE_BOUNDS[band];
  return row.rate !== null && row.rate >= min && (max === null || row.rate < max);
}

const offers = (row: Listed, delivery: string) => row.formats.includes(delivery) || row.formats.includes('hybrid');

describe('directory filters, each alone', () => {
  it('rated 4 and up: the rating the card shows', async () => {
    const expected = await expectListed({ rating: '4' }, (row) => row.rating !== null && row.rating >= 4);
    expect(expected.length).toBeGreaterThan(0);
    for (const card of (await directory({ rating: '4' })).items) expect(card.rating).toBeGreaterThanOrEqual(4);
    // someone is left out (unrated or rated lower)
    expect(expected.length).toBeLessThan((await listed()).length);
  });

  it.each(HOURLY_RATE_BANDS)('hourly rate %s', async (rate) => {
    const expected = await expectListed({ rate }, (row) => inRate(row, rate));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('hourly rate bands hold every professional who names a rate', async () => {
    for (const row of await listed()) {
      if (row.rate !== null) expect(HOURLY_RATE_BANDS.filter((band) => inRate(row, band))).toHaveLength(1);
    }
    expect((await allIds({ rate: '500-1000' })).length).toBeGreaterThan(0);
  });

  it.each(DIRECTORY_DELIVERY)('works %s (hybrid counts as both)', async (delivery) => {
    const expected = await expectListed({ delivery }, (row) => offers(row, delivery));
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('directory filters, combined', () => {
  it('with each other, the category and verified only', async () => {
    await expectListed(
      { rating: '4', delivery: 'in-person', rate: '500-1000' },
      (row) => row.rating !== null && row.rating >= 4 && offers(row, 'in-person') && inRate(row, '500-1000'),
    );
    const rows = await listed();
    const category = rows.find((row) => row.category !== null)?.category ?? '';
    await expectListed(
      { category, verified: '1', delivery: 'online' },
      (row) => row.category === category && row.verified && offers(row, 'online'),
    );
  });

  it('with a search, keeping the search order', async () => {
    const searched = await allIds({ q: 'kathmandu' });
    expect(searched.length).toBeGreaterThan(1);
    const rows = new Map((await listed()).map((row) => [row.id, row]));
    for (const [query, keep] of [
      [{ delivery: 'online' }, (row: Listed) => offers(row, 'online')],
      [{ rating: '4' }, (row: Listed) => row.rating !== null && row.rating >= 4],
      [{ rate: '500-1000' }, (row: Listed) => inRate(row, '500-1000')],
    ] as const) {
      expect(await allIds({ q: 'kathmandu', ...query })).toEqual(searched.filter((id) => keep(rows.get(id) as Listed)));
    }
  });

  it('answers an empty page, not an error, past the end of a filtered list', async () => {
    const page = await directory({ delivery: 'in-person', page: '30' });
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(await directory({ rate: '2000-plus', rating: '4', q: 'zzzz' })).toMatchObject({ items: [], total: 0 });
  });
});

describe('bad filter values', () => {
  it.each([
    ['rating', '3', 'rating must be 4'],
    ['rating', 'high', 'rating must be 4'],
    ['rate', '1000-500', 'rate must be one of: under-500, 500-1000, 1000-2000, 2000-plus'],
    ['rate', '', 'rate must be one of:'],
    ['delivery', 'hybrid', 'delivery must be one of: online, in-person'],
  ])('%s=%j answers 400 naming what is allowed', async (name, value, message) => {
    const response = await t.request(`/api/professionals?${new URLSearchParams({ [name]: value }).toString()}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain(message);
  });
});

describe('the public read cache', () => {
  it("never answers one filter's query with another's page", async () => {
    for (const [name, values] of [
      ['rate', HOURLY_RATE_BANDS],
      ['delivery', DIRECTORY_DELIVERY],
    ] as const) {
      const answers = new Map<string, string>();
      for (const value of values) answers.set(value, JSON.stringify(await directory({ [name]: value })));
      for (const value of [...values].reverse()) {
        expect(JSON.stringify(await directory({ [name]: value }))).toBe(answers.get(value));
      }
      expect(new Set(answers.values()).size).toBeGreaterThan(1);
    }
    expect(JSON.stringify(await directory({ rating: '4' }))).not.toBe(JSON.stringify(await directory()));
  });
});
