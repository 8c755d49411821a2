import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueQuery } from '#contract/catalogue.ts';
import { JobsQuery } from '#contract/jobs.ts';
import { MIGRATIONS_DIR } from '#server/db/client.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { courses } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { findJobs } from '#server/features/jobs/jobs.service.ts';
import { findCatalogue } from '#server/features/learning/catalogue.service.ts';
import { CatalogueIndex } from '#server/features/learning/catalogue-index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { UnreadableRow } from '#server/lib/search/unreadable-row.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// A list column written outside the app (a manual fix, an import, a restored backup) with a NULL
// element once stopped every process at start-up: the search indexes read it as string[]. The
// database refuses such a value (migration 0024); a row that got in anyway is left out of its
// index, logged and counted in /metrics, and the rest of the index still serves.

const TOKEN = 'metrics-token-metrics-token-metrics-42';
let t: TestApp;
let employerId: string;
const warnings: { message: string; fields: Record<string, unknown> }[] = [];
const logger: Logger = {
  debug: () => {},
  info: () => {},
  warn: (message, fields = {}) => void warnings.push({ message, fields }),
  error: () => {},
};

beforeAll(async () => {
  t = await createTestApp();
  t.deps.logger = logger;
  t.deps.metricsToken = TOKEN;
  const employer = await t.signUp({ verified: true, fullName: 'Bagmati Bakery' });
  employerId = employer.userId;
  const response = await t.request('/api/me/roles', {
    method: 'POST',
    json: { role: 'company' },
    cookie: employer.cookie,
  });
  expect(response.status).toBeLessThan(300);
});
afterAll(() => t.close());

const CONSTRAINTS = [
  ['profiles', 'skills'],
  ['courses', 'key_skills'],
  ['courses', 'modules'],
  ['job_postings', 'requirements'],
  ['job_postings', 'responsibilities'],
  ['job_postings', 'skills_required'],
  ['services', 'skills_gained'],
] as const;

/** As a hand-written fix could: the column's check removed for what follows. */
const dropCheck = (table: string, column: string) =>
  t.database.db.execute(sql.raw(`alter table ${table} drop constraint if exists ${table}_${column}_list`));

async function postJob(jobTitle: string) {
  const [row] = await t.database.db
    .insert(jobPostings)
    .values({
      postedBy: employerId,
      jobTitle,
      jobType: 'Full-time',
      companyName: 'Bagmati Bakery',
      location: 'Bhaktapur',
      description: 'Early mornings, fresh bread.',
      skillsRequired: ['baking'],
      experienceLevel: 'Entry Level',
      category: 'Hospitality',
      contactEmail: 'hr@bagmati.example',
    })
    .returning({ id: jobPostings.id });
  return row!.id;
}

async function addCourse(title: string) {
  const [row] = await t.database.db
    .insert(courses)
    .values({ title, description: 'Hands-on practice.', duration: '2 months', category: 'Agriculture' })
    .returning({ id: courses.id });
  return row!.id;
}

/** The titles the job list shows for `q`, through the app's own index (the list's cache aside). */
async function listedJobs(q: string) {
  const page = await findJobs(t.deps, JobsQuery.parse({ q }));
  return page.items.map((item) => item.jobTitle);
}

async function skippedCount(index: string) {
  const response = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  const line = new RegExp(`^sipalu_search_rows_skipped_total\\{index="${index}"\\} (\\d+)$`, 'm');
  return Number(line.exec(await response.text())?.[1] ?? 0);
}

describe('the database', () => {
  it('refuses a NULL element, a nested list or odd bounds in every list column the indexes and the API read', async () => {
    const jobId = await postJob('Pastry Cook');
    const courseId = await addCourse('Mushroom Farming');
    await t.database.db
      .insert(profiles)
      .values({ id: employerId, skills: ['baking'] })
      .onConflictDoUpdate({ target: profiles.id, set: { skills: ['baking'] } });
    const [service] = await t.database.db
      .insert(services)
      .values({
        professionalId: employerId,
        title: 'Cake decorating',
        description: 'Birthday cakes.',
        format: 'in-person',
        duration: '2 hours',
        price: '800',
      })
      .returning({ id: services.id });
    const ids: Record<string, string> = { job_postings: jobId, courses: courseId, profiles: employerId };
    ids.services = service!.id;
    for (const [table, column] of CONSTRAINTS) {
      for (const value of [
        `array['baking', null]`,
        `array[null]::text[]`,
        `'{{a,b},{c,d}}'::text[]`,
        `'[0:1]={a,b}'::text[]`,
      ]) {
        await expect(
          t.database.db.execute(sql.raw(`update ${table} set ${column} = ${value} where id = '${ids[table]}'`)),
          `${table}.${column} = ${value}`,
        ).rejects.toMatchObject({ cause: { constraint: `${table}_${column}_list` } });
      }
      // a plain list, and an empty one, are what the app writes
      await t.database.db.execute(
        sql.raw(`update ${table} set ${column} = array['baking'] where id = '${ids[table]}'`),
      );
      await t.database.db.execute(sql.raw(`update ${table} set ${column} = '{}' where id = '${ids[table]}'`));
    }
  });
});

describe('a row an index cannot read', () => {
  it('is left out of the job search, logged and counted, while every other posting is still found', async () => {
    await dropCheck('job_postings', 'skills_required');
    await postJob('Sourdough Baker');
    const bad = await postJob('Sourdough Apprentice');
    await t.database.db.execute(
      sql`update job_postings set skills_required = array['kneading', null] where id = ${bad}`,
    );
    warnings.length = 0;

    // the app's index reads every posting for the first time here, as a process does at start-up
    expect(await listedJobs('sourdough')).toEqual(['Sourdough Baker']);
    expect(warnings).toEqual([
      {
        message: 'search index skipped a row it cannot read',
        fields: { index: 'jobs', id: bad, problems: [expect.stringMatching(/^skills\.1: /)] },
      },
    ]);
    expect(await skippedCount('jobs')).toBe(1);
    // the value itself never reaches the log
    expect(JSON.stringify(warnings)).not.toContain('kneading');
  });

  it('drops a listed posting that turns unreadable from a running index, and takes it back once repaired', async () => {
    const id = await postJob('Momo Chef');
    // the whole list: its page is read from the index, with its cards
    expect(await listedJobs('')).toContain('Momo Chef');
    const before = await skippedCount('jobs');

    await t.database.db.execute(sql`update job_postings set skills_required = array[null]::text[] where id = ${id}`);
    const listed = await listedJobs('');
    expect(listed).not.toContain('Momo Chef');
    expect(listed).toEqual(expect.arrayContaining(['Pastry Cook', 'Sourdough Baker']));
    expect(await listedJobs('sourdough')).toEqual(['Sourdough Baker']);
    // read once: later searches do not read, log or count it again
    expect(await skippedCount('jobs')).toBe(before + 1);

    await t.database.db
      .update(jobPostings)
      .set({ skillsRequired: ['steaming'] })
      .where(eq(jobPostings.id, id));
    expect(await listedJobs('momo')).toEqual(['Momo Chef']);
  });

  it('is left out of the catalogue when its card cannot be read, and the index still loads', async () => {
    await dropCheck('courses', 'key_skills');
    await addCourse('Beekeeping Basics');
    const bad = await addCourse('Beekeeping Advanced');
    await t.database.db.execute(sql`update courses set key_skills = array['hives', null] where id = ${bad}`);
    const skipped: UnreadableRow[] = [];
    const index = new CatalogueIndex(t.database.db, (row) => skipped.push(row));

    await expect(index.load()).resolves.toBeGreaterThan(0);
    const page = await findCatalogue(
      { db: t.database.db, catalogueIndex: index },
      CatalogueQuery.parse({ q: 'beekeeping' }),
    );
    expect(page.items.map((item) => item.title)).toEqual(['Beekeeping Basics']);
    expect(skipped).toEqual([{ index: 'catalogue', id: bad, problems: [expect.stringMatching(/key_skills/)] }]);
  });
});

describe('migration 0024', () => {
  it('repairs the lists written before it, in order, then refuses new ones', async () => {
    for (const [table, column] of CONSTRAINTS) await dropCheck(table, column);
    const id = await postJob('Naan Baker');
    await t.database.db.execute(
      sql`update job_postings set skills_required = array[null, 'tandoor', null, 'dough'], requirements = '{{a,b},{c,d}}' where id = ${id}`,
    );

    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0024_text_list_checks.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));

    const [row] = await t.database.db
      .select({ skills: jobPostings.skillsRequired, requirements: jobPostings.requirements })
      .from(jobPostings)
      .where(eq(jobPostings.id, id));
    expect(row).toEqual({ skills: ['tandoor', 'dough'], requirements: ['a', 'b', 'c', 'd'] });
    // the postings left unreadable by the tests above are readable and found again
    expect(await listedJobs('sourdough')).toEqual(['Sourdough Apprentice', 'Sourdough Baker']);
    await expect(
      t.database.db.execute(sql`update job_postings set skills_required = array[null]::text[] where id = ${id}`),
    ).rejects.toMatchObject({ cause: { constraint: 'job_postings_skills_required_list' } });
  });
});
