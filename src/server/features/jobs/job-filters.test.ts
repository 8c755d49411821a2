import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { JobsPage } from '#contract/jobs.ts';
import {
  JOBS_PAGE_SIZE,
  POSTED_WITHIN,
  POSTED_WITHIN_HOURS,
  SALARY_BAND_BOUNDS,
  SALARY_BANDS,
  type PostedWithin,
  type SalaryBand,
} from '#contract/jobs-rules.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import { nepalToday } from '#contract/format/dates.ts';

// GET /api/jobs filters (type, level, salary, location, posted): alone, with a search and with
// each other, refused when unknown, and kept apart in the public read cache.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

type Row = typeof jobPostings.$inferSelect;

async function jobs(query: Record<string, string> = {}): Promise<JobsPage> {
  const response = await t.request(`/api/jobs?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return JobsPage.parse(await response.json());
}

/** The ids of every card of a query, over all its pages, in the order listed. */
async function allIds(query: Record<string, string> = {}): Promise<string[]> {
  const first = await jobs(query);
  const ids = first.items.map((item) => item.id);
  for (let page = 2; (page - 1) * JOBS_PAGE_SIZE < first.total; page++) {
    ids.push(...(await jobs({ ...query, page: String(page) })).items.map((item) => item.id));
  }
  expect(ids).toHaveLength(first.total);
  return ids;
}

/** Active, not expired postings straight from the database, newest first: what the list shows. */
async function listedRows(): Promise<Row[]> {
  const today = nepalToday();
  const rows = await t.database.db.select().from(jobPostings);
  return rows
    .filter((row) => row.isActive && (row.applicationDeadline === null || row.applicationDeadline >= today))
    .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || (a.id < b.id ? -1 : 1));
}

function inBand(row: Row, band: SalaryBand): boolean {
  if (band === 'negotiable') return row.salaryMin === null;
  const { min, max } = SALARY_BAND_BOUNDS[band];
  return (
    row.salaryMax !== null && row.salaryMin !== null && row.salaryMax >= min && (max === null || row.salaryMin < max)
  );
}

const postedWithin = (row: Row, posted: PostedWithin) =>
  row.postedAt.getTime() >= Date.now() - POSTED_WITHIN_HOURS[posted] * 3600_000;

async function expectListed(query: Record<string, string>, keep: (row: Row) => boolean) {
  const expected = (await listedRows()).filter(keep).map((row) => row.id);
  expect(await allIds(query)).toEqual(expected);
  return expected;
}

describe('job list filters, each alone', () => {
  it('stores every demo salary as a monthly range, or none for a negotiable one', async () => {
    const rows = await listedRows();
    const byText = Object.fromEntries(rows.map((row) => [row.salaryRange ?? '', [row.salaryMin, row.salaryMax]]));
    expect(byText['NPR 35,000 - 50,000']).toEqual([35_000, 50_000]);
    expect(byText['NPR 1,50,000 - 2,20,000']).toEqual([150_000, 220_000]);
    expect(byText['NPR 1,200 - 1,500 per day']).toEqual([31_200, 39_000]);
    expect(byText['NPR 1,500 - 2,500 per article']).toEqual([null, null]);
    expect(byText['']).toEqual([null, null]);
  });

  it.each(JOB_TYPES)('job type %s', async (type) => {
    await expectListed({ type }, (row) => row.jobType === type);
  });

  it.each(EXPERIENCE_LEVELS)('experience level %s', async (level) => {
    await expectListed({ level }, (row) => row.experienceLevel === level);
  });

  it.each(SALARY_BANDS)('salary band %s', async (salary) => {
    await expectListed({ salary }, (row) => inBand(row, salary));
  });

  it('salary bands hold a range in every band it touches, and every posting is in some band', async () => {
    const rows = await listedRows();
    for (const row of rows) expect(SALARY_BANDS.some((band) => inBand(row, band))).toBe(true);
    const both = await Promise.all(['20k-40k', '40k-60k'].map((salary) => allIds({ salary })));
    const straddling = rows.find((row) => row.salaryRange === 'NPR 35,000 - 50,000');
    expect(both[0]).toContain(straddling?.id);
    expect(both[1]).toContain(straddling?.id);
  });

  it.each(['Pokhara', 'pokhara', '  KATHMANDU ', 'kaski', 'Remote (Nepal)', '100%_'])(
    'location %j',
    async (location) => {
      const part = location.trim().toLowerCase();
      const expected = await expectListed({ location }, (row) => row.location.toLowerCase().includes(part));
      if (!location.includes('%')) expect(expected.length).toBeGreaterThan(0);
    },
  );

  it.each(POSTED_WITHIN)('posted within %s', async (posted) => {
    const expected = await expectListed({ posted }, (row) => postedWithin(row, posted));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('a blank location is no filter', async () => {
    expect(await allIds({ location: '  ' })).toEqual(await allIds());
  });
});

describe('job list filters, combined', () => {
  it('with each other', async () => {
    const expected = await expectListed(
      { type: 'Full-time', level: 'Mid Level', salary: '40k-60k', posted: '30d' },
      (row) =>
        row.jobType === 'Full-time' &&
        row.experienceLevel === 'Mid Level' &&
        inBand(row, '40k-60k') &&
        postedWithin(row, '30d'),
    );
    expect(expected.length).toBeGreaterThan(0);
    // with the chip and "verified employers only" too: every card meets all of them
    const { items } = await jobs({
      location: 'lalitpur',
      type: 'Full-time',
      verified: '1',
      category: 'Web Development',
    });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({ jobType: 'Full-time', companyVerified: true });
      expect(item.location.toLowerCase()).toContain('lalitpur');
    }
  });

  it('with a search, keeping the search order', async () => {
    const searched = await allIds({ q: 'pokhara' });
    expect(searched.length).toBeGreaterThan(1);
    const rows = new Map((await listedRows()).map((row) => [row.id, row]));
    for (const [query, keep] of [
      [{ type: 'Part-time' }, (row: Row) => row.jobType === 'Part-time'],
      [{ level: 'Entry Level' }, (row: Row) => row.experienceLevel === 'Entry Level'],
      [{ salary: '20k-40k' }, (row: Row) => inBand(row, '20k-40k')],
      [{ posted: '7d' }, (row: Row) => postedWithin(row, '7d')],
      [
        { location: 'kaski', salary: 'negotiable' },
        (row: Row) => /kaski/i.test(row.location) && row.salaryMin === null,
      ],
    ] as const) {
      const filtered = await allIds({ q: 'pokhara', ...query });
      // the search's own order, with the postings that fail the filter left out
      expect(filtered).toEqual(searched.filter((id) => keep(rows.get(id) as Row)));
    }
  });

  it('with the typo fallback', async () => {
    const fuzzy = await jobs({ q: 'electrecian' });
    const electrician = fuzzy.items.find((item) => item.jobTitle === 'Building Electrician');
    expect(electrician).toBeDefined();
    const sameType = await jobs({ q: 'electrecian', type: electrician?.jobType ?? '' });
    expect(sameType.items.map((item) => item.id)).toContain(electrician?.id);
    for (const item of sameType.items) expect(item.jobType).toBe(electrician?.jobType);
    const otherType = JOB_TYPES.find((type) => type !== electrician?.jobType) ?? '';
    expect((await jobs({ q: 'electrecian', type: otherType })).items.map((item) => item.id)).not.toContain(
      electrician?.id,
    );
  });

  it('answers an empty page, not an error, past the end of a filtered list', async () => {
    const page = await jobs({ type: 'Internship', page: '50' });
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(await jobs({ type: 'Internship', salary: '100k-plus', location: 'nowhere' })).toMatchObject({
      items: [],
      total: 0,
    });
  });
});

describe('bad filter values', () => {
  it.each([
    ['type', 'Full time', 'type must be one of: Full-time, Part-time, Contract, Freelance, Internship'],
    ['level', 'Expert', 'level must be one of: Entry Level, Mid Level, Senior Level, Lead/Principal'],
    ['salary', '60k-40k', 'salary must be one of: under-20k, 20k-40k, 40k-60k, 60k-100k, 100k-plus, negotiable'],
    ['salary', '40000', 'salary must be one of:'],
    ['posted', '1y', 'posted must be one of: 24h, 7d, 30d'],
    ['posted', '', 'posted must be one of:'],
  ])('%s=%j answers 400 naming what is allowed', async (name, value, message) => {
    const response = await t.request(`/api/jobs?${new URLSearchParams({ [name]: value }).toString()}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain(message);
  });

  it('refuses an overlong or multi-line location', async () => {
    expect((await t.request(`/api/jobs?location=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await t.request(`/api/jobs?location=${encodeURIComponent('a\nb')}`)).status).toBe(400);
  });
});

describe('the public read cache', () => {
  it("never answers one filter's query with another's page", async () => {
    const rows = await listedRows();
    for (const [name, values] of [
      ['type', JOB_TYPES],
      ['level', EXPERIENCE_LEVELS],
      ['salary', SALARY_BANDS],
      ['posted', POSTED_WITHIN],
      ['location', ['lalitpur', 'pokhara', 'kathmandu']],
    ] as const) {
      const answers = new Map<string, string>();
      for (const value of values) answers.set(value, JSON.stringify(await jobs({ [name]: value })));
      // asked again, in the other order, from the cache: each still its own
      for (const value of [...values].reverse()) {
        expect(JSON.stringify(await jobs({ [name]: value }))).toBe(answers.get(value));
      }
      expect(new Set(answers.values()).size).toBeGreaterThan(1);
    }
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers the same query however its URL is written, and a new posting shows at once', async () => {
    const query = 'type=Internship&location=Bhaktapur&salary=negotiable';
    const before = await (await t.request(`/api/jobs?${query}`)).json();
    const reordered = await (
      await t.request('/api/jobs?salary=negotiable&location=%20bhaktapur&type=Internship')
    ).json();
    expect(reordered).toEqual(before);

    const { cookie } = await t.signUp({ verified: true });
    expect(
      (await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie })).status,
    ).toBeLessThan(300);
    const posted = await t.request('/api/company/jobs', {
      method: 'POST',
      json: { ...bakeryJob('Apprentice Baker'), jobType: 'Internship', salaryRange: 'Negotiable' },
      cookie,
    });
    expect(posted.status).toBe(201);
    const after = JobsPage.parse(await (await t.request(`/api/jobs?${query}`)).json());
    expect(after.items.map((item) => item.jobTitle)).toContain('Apprentice Baker');
    expect(
      (await jobs({ type: 'Internship', location: 'bhaktapur', salary: '20k-40k' })).items.map((i) => i.jobTitle),
    ).not.toContain('Apprentice Baker');
  });

  it('files an edited salary under its new band', async () => {
    const { cookie } = await t.signUp({ verified: true });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie });
    const created = await t.request('/api/company/jobs', {
      method: 'POST',
      json: { ...bakeryJob('Head Baker'), salaryRange: 'Rs 15k-18k' },
      cookie,
    });
    const { id } = (await created.json()) as { id: string };
    expect(await allIds({ salary: 'under-20k', location: 'bhaktapur' })).toContain(id);
    const edited = await t.request(`/api/company/jobs/${id}`, {
      method: 'PUT',
      json: { ...bakeryJob('Head Baker'), salaryRange: 'NPR 1-1.2 lakh per month' },
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(await allIds({ salary: 'under-20k', location: 'bhaktapur' })).not.toContain(id);
    expect(await allIds({ salary: '100k-plus', location: 'bhaktapur' })).toContain(id);
  });
});
