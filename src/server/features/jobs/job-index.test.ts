import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsQuery } from '#contract/jobs.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { JobIndex } from './job-index.ts';
import { findJobs } from './jobs.service.ts';

// The in-memory job search (decision 036) is as current as the database: every write to a posting
// or to its employer's verification shows in the next search of every process, with no message
// between them. Two indexes on one database stand for two processes.

let t: TestApp;
let employerId: string;
let first: JobIndex;
let second: JobIndex;
beforeAll(async () => {
  t = await createTestApp();
  first = new JobIndex(t.database.db);
  second = new JobIndex(t.database.db);
  const employer = await t.signUp({ verified: true });
  employerId = employer.userId;
  const response = await t.request('/api/me/roles', {
    method: 'POST',
    json: { role: 'company' },
    cookie: employer.cookie,
  });
  expect(response.status).toBeLessThan(300);
});
afterAll(() => t.close());

/** The titles a search lists through one index, in order, and its total. */
async function search(index: JobIndex, query: Record<string, string>) {
  const page = await findJobs({ db: t.database.db, jobIndex: index }, JobsQuery.parse(query));
  return { titles: page.items.map((item) => item.jobTitle), total: page.total };
}

async function insert(jobTitle: string, description: string) {
  const [row] = await t.database.db
    .insert(jobPostings)
    .values({
      postedBy: employerId,
      jobTitle,
      jobType: 'Full-time',
      companyName: 'Bagmati Bakery',
      location: 'Bhaktapur',
      description,
      experienceLevel: 'Entry Level',
      category: 'Hospitality',
      contactEmail: 'hr@bagmati.example',
    })
    .returning({ id: jobPostings.id });
  return row!.id;
}

describe('the job search index', () => {
  it('finds a posting written after it was built, in every process', async () => {
    for (const index of [first, second])
      expect(await search(index, { q: 'zebrafish' })).toEqual({ titles: [], total: 0 });
    await insert('Zebrafish Keeper', 'Feed the fish.');
    for (const index of [first, second]) {
      expect(await search(index, { q: 'zebrafish' })).toEqual({ titles: ['Zebrafish Keeper'], total: 1 });
    }
  });

  it('ranks an edited posting by its new text', async () => {
    const older = await insert('Night Porter', 'Guests ask about the yeti museum.');
    await insert('Yeti Museum Guide', 'Show visitors around.');
    expect((await search(first, { q: 'yeti museum' })).titles).toEqual(['Yeti Museum Guide', 'Night Porter']);

    await t.database.db
      .update(jobPostings)
      .set({ jobTitle: 'Yeti Museum Night Porter' })
      .where(eq(jobPostings.id, older));
    // both titles hold the phrase now: the newer first
    expect((await search(second, { q: 'yeti museum' })).titles).toEqual([
      'Yeti Museum Guide',
      'Yeti Museum Night Porter',
    ]);
    await t.database.db.update(jobPostings).set({ jobTitle: 'Porter' }).where(eq(jobPostings.id, older));
    expect((await search(first, { q: 'yeti museum' })).titles).toEqual(['Yeti Museum Guide', 'Porter']);
  });

  it('forgets a posting that is closed, hidden by staff, held or deleted, and lists it again when reopened', async () => {
    const id = await insert('Quokka Ranger', 'Count the quokkas.');
    const shown = { titles: ['Quokka Ranger'], total: 1 };
    const gone = { titles: [], total: 0 };
    expect(await search(first, { q: 'quokka' })).toEqual(shown);
    const set = (values: Partial<typeof jobPostings.$inferInsert>) =>
      t.database.db.update(jobPostings).set(values).where(eq(jobPostings.id, id));

    await set({ isActive: false });
    expect(await search(first, { q: 'quokka' })).toEqual(gone);
    await set({ isActive: true });
    expect(await search(second, { q: 'quokka' })).toEqual(shown);
    await set({ hiddenAt: new Date(), hiddenCause: 'moderation' });
    expect(await search(second, { q: 'quokka' })).toEqual(gone);
    await set({ hiddenAt: null, hiddenCause: null, heldAt: new Date(), heldReason: 'asks for money' });
    expect(await search(first, { q: 'quokka' })).toEqual(gone);
    await set({ heldAt: null, heldReason: null });
    expect(await search(first, { q: 'quokka' })).toEqual(shown);

    await t.database.db.delete(jobPostings).where(eq(jobPostings.id, id));
    for (const index of [first, second]) expect(await search(index, { q: 'quokka' })).toEqual(gone);
  });

  it("follows the employer's verification for verified employers only", async () => {
    await insert('Walrus Dentist', 'Brush tusks.');
    const verifiedOnly = { q: 'walrus', verified: '1' };
    expect((await search(first, verifiedOnly)).total).toBe(0);
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, employerId));
    expect((await search(first, verifiedOnly)).titles).toEqual(['Walrus Dentist']);
    await t.database.db.update(profiles).set({ isVerified: false }).where(eq(profiles.id, employerId));
    expect((await search(second, verifiedOnly)).total).toBe(0);
  });

  it('sees a write committed after a search began reading, on the next search', async () => {
    // a transaction still open while an index reads changes is read again next time
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.insert(jobPostings).values({
        postedBy: employerId,
        jobTitle: 'Narwhal Trainer',
        jobType: 'Part-time',
        companyName: 'Bagmati Bakery',
        location: 'Pokhara',
        description: 'Patience.',
        experienceLevel: 'Mid Level',
        category: 'Other',
        contactEmail: 'hr@bagmati.example',
      });
      await held;
    });
    const during = t.database.pool ? await search(first, { q: 'narwhal' }) : null;
    release();
    await writing;
    if (during) expect(during.total).toBe(0);
    expect((await search(first, { q: 'narwhal' })).titles).toEqual(['Narwhal Trainer']);
  });
});
