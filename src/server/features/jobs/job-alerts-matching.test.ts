import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '#server/db/rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { jobAlerts } from '#server/db/schema/job-alerts.ts';
import { JobsPage } from '#contract/jobs.ts';
import { JOBS_PAGE_SIZE } from '#contract/jobs-rules.ts';
import type { JobAlertSearch } from '#contract/job-alerts.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { alertWordsOf, bandsOf, candidateWordsOf, findMatchingAlerts, matchKeyOf } from './job-alerts-matching.ts';
import { createJobAlert } from './job-alerts.service.ts';
import { rekeyJobAlerts } from './job-alert-rekey.ts';
import { normalizeQuery } from '#server/lib/search/search-terms.ts';
import { OneDocument } from '#server/lib/search/one-document.ts';
import { postingSearchText, POSTING_TEXT_LEVELS } from './job-index.ts';

// An alert matches exactly the postings /jobs lists for its search: same words-as-prefixes rule,
// same substring rule, same filters and salary bands. Checked over the demo seed: every alert
// below against every listed posting, compared with GET /api/jobs for the alert's search.

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  userId = (await t.signUp({ verified: true })).userId;
});
afterAll(() => t.close());

async function listedIds(search: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const response = await t.request(`/api/jobs?${new URLSearchParams({ ...search, page: String(page) }).toString()}`);
    expect(response.status).toBe(200);
    const body = JobsPage.parse(await response.json());
    ids.push(...body.items.map((item) => item.id));
    if (page * JOBS_PAGE_SIZE >= body.total) return allWordsOnly(ids, search.q);
  }
}

const PostingText = z.object({
  id: z.string(),
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  companyName: z.string(),
  clientName: z.string().nullable(),
  location: z.string(),
  skills: z.array(z.string()),
  description: z.string(),
});

/**
 * /jobs also lists, below them, postings with only some of a search's words (decision 029); an
 * alert tells of those with every word (or the whole text in the head) only, as the list's index
 * decides it.
 */
async function allWordsOnly(ids: string[], q: string | undefined): Promise<string[]> {
  const text = normalizeQuery(q);
  if (!text || ids.length === 0) return ids;
  const rows = await rowsOf(
    t.database.db,
    PostingText,
    sql`select id::text, job_title as "jobTitle", job_title_ne as "jobTitleNe", company_name as "companyName",
        client_name as "clientName", location, skills_required as skills, description
      from job_postings where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  const kept = new Set(
    rows.filter((row) => new OneDocument(postingSearchText(row), POSTING_TEXT_LEVELS).finds(text)).map((row) => row.id),
  );
  return ids.filter((id) => kept.has(id));
}

/** Each search saved as an alert of `owner`, matched against every posting, compared with /jobs. */
async function compareWithList(owner: string, searches: Record<string, string>[]): Promise<Map<string, number>> {
  const db = t.database.db;
  const alertIds = new Map<string, Record<string, string>>();
  for (const search of searches) {
    const alert = await createJobAlert(db, owner, {
      search: search as JobAlertSearch,
      frequency: 'instant',
      paused: false,
    });
    alertIds.set(alert.id, search);
  }
  const postings = await db.select({ id: jobPostings.id }).from(jobPostings);
  const matched = new Map<string, Set<string>>([...alertIds.keys()].map((id) => [id, new Set()]));
  for (const posting of postings) {
    for (const match of await findMatchingAlerts(db, posting.id)) matched.get(match.alertId)?.add(posting.id);
  }
  const counts = new Map<string, number>();
  for (const [alertId, search] of alertIds) {
    const listed = await listedIds(search);
    expect({ search, ids: [...(matched.get(alertId) ?? [])].sort() }).toEqual({ search, ids: [...listed].sort() });
    counts.set(search.q ?? JSON.stringify(search), listed.length);
  }
  return counts;
}

// searches that find postings (so /jobs's typo fallback never runs), in English and Nepali,
// whole words, prefixes, pieces of words (substring of the head), and filters alone or combined
const SEARCHES: Record<string, string>[] = [
  {},
  { q: 'developer' },
  { q: 'dev' },
  { q: 'React Developer' },
  { q: 'node.js' },
  { q: 'eloper' },
  { q: 'lalit' },
  { q: 'डेभलपर' },
  { q: 'web dev', type: 'Internship' },
  { category: 'Web Development' },
  { category: 'Hospitality & Tourism', location: 'pokhara' },
  { type: 'Full-time', level: 'Mid Level' },
  { salary: '40k-60k' },
  { salary: 'negotiable' },
  { salary: '100k-plus', q: 'developer' },
  { location: 'Kaski' },
  { district: 'kaski' },
  { province: 'bagmati', type: 'Full-time' },
  { district: 'lalitpur', q: 'developer' },
  { verified: '1' },
  { posted: '30d', type: 'Part-time' },
  { q: 'zzqxv nothing like it' },
];

describe('job alert matching', () => {
  it('matches exactly what /jobs lists for the same search, on the demo postings', async () => {
    // an account holds at most 20 alerts
    const counts = await compareWithList(userId, SEARCHES.slice(0, 20));
    // the comparison is not empty: most searches list postings
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(50);
    // closed or expired postings match nothing
    const today = nepalToday();
    const postings = await t.database.db
      .select({ id: jobPostings.id, isActive: jobPostings.isActive, deadline: jobPostings.applicationDeadline })
      .from(jobPostings);
    const closed = postings.find(
      (posting) => !posting.isActive || (posting.deadline !== null && posting.deadline < today),
    );
    if (closed) expect(await findMatchingAlerts(t.database.db, closed.id)).toEqual([]);
  });

  it('finds places and trades written in Devanagari or romanised, as /jobs does', async () => {
    const owner = (await t.signUp({ verified: true })).userId;
    const counts = await compareWithList(owner, [
      { q: 'पोखरा' },
      { q: 'पोखरामा' },
      { q: 'काठमाडौं' },
      { q: 'काठमाडौँ' },
      { q: 'बिजुली' },
      { q: 'bijuli mistri' },
      { q: 'pokhara' },
    ]);
    // the place in either script is the same postings, and there are some
    expect(counts.get('पोखरा')).toBe(counts.get('pokhara'));
    expect(counts.get('पोखरामा')).toBe(counts.get('pokhara'));
    expect(counts.get('pokhara')).toBeGreaterThan(0);
    expect(counts.get('काठमाडौं')).toBeGreaterThan(0);
    expect(counts.get('काठमाडौँ')).toBe(counts.get('काठमाडौं'));
  });

  it('gives an alert keyed by a word as typed (before folding) the key postings offer', async () => {
    const db = t.database.db;
    const owner = (await t.signUp({ verified: true })).userId;
    const alert = await createJobAlert(db, owner, {
      search: { q: 'काठमाडौँमा' } as JobAlertSearch,
      frequency: 'daily',
      paused: false,
    });
    // as an alert saved under the earlier rule was keyed: its longest word, unfolded
    await db.update(jobAlerts).set({ matchKey: 'काठमाडौँमा' }).where(eq(jobAlerts.id, alert.id));
    const [kathmandu] = await rowsOf(
      db,
      z.object({ id: z.string() }),
      sql`select id::text from job_postings where is_active and location ilike '%kathmandu%' limit 1`,
    );
    const finds = async () => (await findMatchingAlerts(db, kathmandu!.id)).some((match) => match.alertId === alert.id);
    expect(await finds()).toBe(false);
    expect(await rekeyJobAlerts(db)).toBe(1);
    expect(await finds()).toBe(true);
    expect(await rekeyJobAlerts(db)).toBe(0);
  });

  it('ignores paused alerts and finds an alert again once resumed', async () => {
    const db = t.database.db;
    const other = (await t.signUp({ verified: true })).userId;
    const alert = await createJobAlert(db, other, {
      search: { q: 'laravel' } as JobAlertSearch,
      frequency: 'daily',
      paused: true,
    });
    const [laravel] = await db
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(eq(jobPostings.jobTitle, 'Laravel Developer'));
    const ids = async () => (await findMatchingAlerts(db, laravel!.id)).map((match) => match.alertId);
    expect(await ids()).not.toContain(alert.id);
    await db.update(jobAlerts).set({ pausedAt: null }).where(eq(jobAlerts.id, alert.id));
    expect(await ids()).toContain(alert.id);
  });
});

describe('the words a posting offers', () => {
  it('holds every prefix of its words and every piece of its head words', () => {
    const words = candidateWordsOf({
      text: 'Solar technician wanted',
      head: 'solar technician urja',
      lexemes: ['node.js'],
    });
    for (const word of ['s', 'sol', 'solar', 'tech', 'technician', 'wanted', 'chnic', 'rja', 'node', 'node.j', 'js']) {
      expect(words).toContain(word);
    }
    // a piece of a word that is not in the head is not offered
    expect(words).not.toContain('anted');
  });

  it('keeps the words of a search as the index does', () => {
    expect(alertWordsOf('  Web   DEV web ')).toEqual(['web', 'dev']);
    expect(alertWordsOf('++')).toEqual([]);
    // folded, and a place with a postposition by the place's name
    expect(alertWordsOf('काठमाडौँ')).toEqual(alertWordsOf('काठमाडौं'));
    expect(alertWordsOf('पोखरामा')).toEqual(alertWordsOf('पोखरा'));
  });

  it('offers the dictionary words its words mean, so an alert in the other script is found', () => {
    const words = candidateWordsOf({ text: 'Electrician in Pokhara', head: 'electrician pokhara', lexemes: [] });
    for (const word of [...alertWordsOf('पोखरा'), ...alertWordsOf('बिजुली'), ...alertWordsOf('bijuli mistri')]) {
      expect(words).toContain(word);
    }
  });

  it('looks an alert up by its longest word, else by one list filter, else by "#all"', () => {
    expect(matchKeyOf({ q: 'web developer', location: undefined })).toBe('developer');
    expect(matchKeyOf({ type: 'Full-time', category: 'Web Development', location: undefined })).toBe(
      '#chip:Web Development',
    );
    expect(matchKeyOf({ location: 'pokhara' })).toBe('#all');
  });

  it('puts a salary range in every band it touches', () => {
    expect(bandsOf(35_000, 50_000)).toEqual(['20k-40k', '40k-60k']);
    expect(bandsOf(null, null)).toEqual(['negotiable']);
    expect(bandsOf(150_000, 220_000)).toEqual(['100k-plus']);
  });
});
