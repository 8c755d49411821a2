import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { rowsOf } from '#server/db/rows.ts';
import { publicSql } from '#server/lib/visibility.ts';
import { CataloguePage } from '#contract/catalogue.ts';
import {
  CATALOGUE_DURATION_DAYS,
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PRICE_BOUNDS,
  CATALOGUE_PRICES,
  type CatalogueDuration,
  type CataloguePrice,
} from '#contract/catalogue-rules.ts';

// GET /api/catalogue filters (format, price, duration, level): the texts they are read from, each
// alone, with each other, the tab, the chip and the search, refused when unknown, and kept apart
// in the public read cache. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

/** A listed card with the figures the filters read, straight from the database. */
const Listed = z.object({
  key: z.string(),
  category: z.string(),
  format: z.string(),
  cost: z.number().nullable(),
  days: z.number().nullable(),
  level: z.number().nullable(),
});
type Listed = z.output<typeof Listed>;

function listed(): Promise<Listed[]> {
  return rowsOf(
    t.database.db,
    Listed,
    sql`select 'course:' || id as key, category, format::text as format, fee_npr as cost, duration_days as days,
          skill_level as level from courses
        union all
        select 'program:' || id, program_type::text, format::text, cost_npr, duration_days, skill_level
          from programs where is_active and ${publicSql()}`,
  );
}

async function catalogue(query: Record<string, string> = {}): Promise<CataloguePage> {
  const response = await t.request(`/api/catalogue?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return CataloguePage.parse(await response.json());
}

/** Every card of a query over all its pages, as kind:id, in the order listed. */
async function allKeys(query: Record<string, string> = {}): Promise<string[]> {
  const first = await catalogue(query);
  const keys = first.items.map((item) => `${item.kind}:${item.id}`);
  for (let page = 2; (page - 1) * CATALOGUE_PAGE_SIZE < first.total; page++) {
    keys.push(...(await catalogue({ ...query, page: String(page) })).items.map((item) => `${item.kind}:${item.id}`));
  }
  expect(keys).toHaveLength(first.total);
  return keys;
}

async function expectListed(query: Record<string, string>, keep: (row: Listed) => boolean) {
  const expected = (await listed()).filter(keep).map((row) => row.key);
  expect((await allKeys(query)).sort()).toEqual(expected.sort());
  return expected;
}

function inPrice(row: Listed, price: CataloguePrice): boolean {
  if (price === 'free') return row.cost === 0;
  if (row.cost === null || row.cost === 0) return false;
  if (price === 'paid') return true;
  const { min, max } = CATALOGUE_PRICE_BOUNDS[price];
  return row.cost >= min && (max === null || row.cost < max);
}

function inDuration(row: Listed, duration: CatalogueDuration): boolean {
  const { above, upTo } = CATALOGUE_DURATION_DAYS[duration];
  return row.days !== null && row.days > above && (upTo === null || row.days <= upTo);
}

describe('the figures the filters read', () => {
  it.each([
    ['3 months', 90],
    ['6 weeks', 42],
    ['45 days', 45],
    ['1 month', 30],
    ['3 years', 1095],
    ['2-3 months', 90],
    ['1.5 years', 548],
    ['40 hours', 5],
    ['३ महिना', 90],
    ['५ दिन', 5],
    ['Self-paced', null],
  ])('duration %j is %j days', async (text, days) => {
    const [row] = await rowsOf(
      t.database.db,
      z.object({ days: z.number().nullable() }),
      sql`select sipalu_duration_days(${text}) as days`,
    );
    expect(row?.days).toBe(days);
  });

  it.each([
    ['CTEVT Level 1 Certificate (Cook)', 1],
    ['Professional Certificate in Networking (NSTB Level 2 skill test)', 2],
    ['प्लम्बर (लेभल १)', 1],
    ['Level 12 diploma', null],
    ['Sipalu Certificate of Completion', null],
  ])('level of %j is %j', async (text, level) => {
    const [row] = await rowsOf(
      t.database.db,
      z.object({ level: z.number().nullable() }),
      sql`select sipalu_skill_level(${text}) as level`,
    );
    expect(row?.level).toBe(level);
  });

  it.each([
    ['NPR 3,85,000', 385_000],
    ['NPR 38,000', 38_000],
    ['Rs 12k', 12_000],
    ['1.5 lakh', 150_000],
    ['रु ३,५००', 3_500],
    ['Free', 0],
    ['निःशुल्क', 0],
    ['Contact the college', null],
  ])('cost %j is %j', async (text, cost) => {
    const [row] = await rowsOf(
      t.database.db,
      z.object({ cost: z.number().nullable() }),
      sql`select sipalu_cost_npr(${text}) as cost`,
    );
    expect(row?.cost).toBe(cost);
  });

  it('list a trade course under its real format and fee: Arc Welding and Masonry are taught in person, for a fee', async () => {
    const titlesOf = async (query: Record<string, string>) => {
      const titles: string[] = [];
      const first = await catalogue(query);
      titles.push(...first.items.map((item) => item.title));
      for (let page = 2; (page - 1) * CATALOGUE_PAGE_SIZE < first.total; page++) {
        titles.push(...(await catalogue({ ...query, page: String(page) })).items.map((item) => item.title));
      }
      return titles;
    };
    const inPerson = await titlesOf({ format: 'in-person' });
    expect(inPerson).toContain('Arc Welding & Steel Fabrication');
    expect(inPerson).toContain('Masonry & Earthquake-Resistant Construction');
    const online = await titlesOf({ format: 'online' });
    expect(online).not.toContain('Arc Welding & Steel Fabrication');
    expect(online).toContain('Search Engine Optimization (SEO) Fundamentals');
    const free = await titlesOf({ price: 'free' });
    expect(free).not.toContain('Arc Welding & Steel Fabrication');
    expect(await titlesOf({ price: '10k-50k' })).toContain('Arc Welding & Steel Fabrication');
  });

  it('reads every demo course and program', async () => {
    const rows = await listed();
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) expect(row.days).not.toBeNull();
    for (const row of rows.filter((r) => r.key.startsWith('program:'))) expect(row.cost).toBeGreaterThan(0);
    expect(rows.filter((row) => row.level === 1).length).toBeGreaterThan(5);
    expect(rows.some((row) => row.level === 2)).toBe(true);
  });
});

describe('catalogue filters, each alone', () => {
  it.each(CATALOGUE_FORMATS)('format %s', async (format) => {
    const expected = await expectListed({ format }, (row) => row.format === format);
    expect(expected.length).toBeGreaterThan(0);
  });

  it.each(CATALOGUE_PRICES)('price %s', async (price) => {
    const expected = await expectListed({ price }, (row) => inPrice(row, price));
    expect(expected.length).toBeGreaterThan(0);
  });

  it.each(CATALOGUE_DURATIONS)('duration %s', async (duration) => {
    await expectListed({ duration }, (row) => inDuration(row, duration));
  });

  it.each(CATALOGUE_LEVELS)('level %s', async (level) => {
    await expectListed({ level }, (row) => row.level === Number(level));
  });
});

describe('catalogue filters, combined', () => {
  it('with each other, the tab and the chip', async () => {
    const expected = await expectListed(
      { format: 'in-person', price: 'paid', duration: '3-6m' },
      (row) => row.format === 'in-person' && inPrice(row, 'paid') && inDuration(row, '3-6m'),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expectListed(
      { price: 'free', level: '1', tab: 'trades' },
      (row) =>
        row.level === 1 &&
        row.cost === 0 &&
        !/Digital|Web|Graphic|IT |Accounting|College|Professional Cert/.test(row.category),
    );
    await expectListed(
      { category: 'Workshop', duration: 'under-1m' },
      (row) => row.category === 'Workshop' && inDuration(row, 'under-1m'),
    );
  });

  it('with a search, keeping the search order', async () => {
    const searched = await allKeys({ q: 'nepal' });
    expect(searched.length).toBeGreaterThan(1);
    const rows = new Map((await listed()).map((row) => [row.key, row]));
    for (const [query, keep] of [
      [{ price: 'paid' }, (row: Listed) => inPrice(row, 'paid')],
      [{ level: '1' }, (row: Listed) => row.level === 1],
      [{ duration: '1-3m', format: 'online' }, (row: Listed) => inDuration(row, '1-3m') && row.format === 'online'],
    ] as const) {
      const filtered = await allKeys({ q: 'nepal', ...query });
      expect(filtered).toEqual(searched.filter((key) => keep(rows.get(key) as Listed)));
    }
  });

  it('with the typo fallback', async () => {
    const fuzzy = await allKeys({ q: 'plumbng' });
    expect(fuzzy.length).toBeGreaterThan(0);
    const rows = new Map((await listed()).map((row) => [row.key, row]));
    const filtered = await allKeys({ q: 'plumbng', level: '1' });
    expect(filtered).toEqual(fuzzy.filter((key) => rows.get(key)?.level === 1));
  });

  it('answers an empty page, not an error, past the end of a filtered list', async () => {
    const page = await catalogue({ price: 'free', page: '40' });
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(await catalogue({ format: 'hybrid', price: 'free', level: '4' })).toMatchObject({ items: [], total: 0 });
  });
});

describe('bad filter values', () => {
  it.each([
    ['format', 'remote', 'format must be one of: online, in-person, hybrid'],
    ['price', '50k-10k', 'price must be one of: free, paid, under-10k, 10k-50k, 50k-plus'],
    ['price', '', 'price must be one of:'],
    ['duration', '2y', 'duration must be one of: under-1m, 1-3m, 3-6m, 6-12m, over-1y'],
    ['level', '5', 'level must be one of: 1, 2, 3, 4'],
  ])('%s=%j answers 400 naming what is allowed', async (name, value, message) => {
    const response = await t.request(`/api/catalogue?${new URLSearchParams({ [name]: value }).toString()}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain(message);
  });
});

describe('the public read cache', () => {
  it("never answers one filter's query with another's page", async () => {
    for (const [name, values] of [
      ['format', CATALOGUE_FORMATS],
      ['price', CATALOGUE_PRICES],
      ['duration', CATALOGUE_DURATIONS],
      ['level', CATALOGUE_LEVELS],
    ] as const) {
      const answers = new Map<string, string>();
      for (const value of values) answers.set(value, JSON.stringify(await catalogue({ [name]: value })));
      for (const value of [...values].reverse()) {
        expect(JSON.stringify(await catalogue({ [name]: value }))).toBe(answers.get(value));
      }
      expect(new Set(answers.values()).size).toBeGreaterThan(1);
    }
  });
});
