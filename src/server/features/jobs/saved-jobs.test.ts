import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { jobApplications, jobPostings, savedJobs } from '#server/db/schema/jobs.ts';
import { JobDetail } from '#contract/jobs.ts';
import {
  SAVED_JOBS_MAX,
  SAVED_JOBS_PAGE_SIZE,
  SavedJobIds,
  SavedJobMark,
  SavedJobsPage,
} from '#contract/saved-jobs.ts';
import { englishMessage } from '#contract/messages.ts';

let t: TestApp;
let company: Person;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await t.signUp({ fullName: 'Urja Solar HR', verified: true });
  companyId = company.userId;
});
afterAll(() => t.close());

type Person = { cookie: string; userId: string };
type JobRow = typeof jobPostings.$inferInsert;

let counter = 0;
/** A posting written straight to the database (the posting flow has its own tests). */
async function insertJob(overrides: Partial<JobRow> = {}): Promise<string> {
  counter += 1;
  const [job] = await t.database.db
    .insert(jobPostings)
    .values({
      postedBy: companyId,
      jobTitle: `Solar Technician ${counter}`,
      jobType: 'Full-time',
      companyName: 'Urja Solar',
      location: 'Butwal, Rupandehi',
      description: 'Install rooftop solar systems.',
      experienceLevel: 'Entry Level',
      category: 'Construction',
      contactEmail: 'jobs@urja.com.np',
      ...overrides,
    })
    .returning({ id: jobPostings.id });
  return job!.id;
}

const save = (person: Person | null, jobId: string) =>
  t.request(`/api/me/saved-jobs/${jobId}`, { method: 'PUT', cookie: person?.cookie });
const unsave = (person: Person | null, jobId: string) =>
  t.request(`/api/me/saved-jobs/${jobId}`, { method: 'DELETE', cookie: person?.cookie });

async function savedPage(person: Person, page = 1): Promise<SavedJobsPage> {
  const response = await t.request(`/api/me/saved-jobs?page=${page}`, { cookie: person.cookie });
  expect(response.status).toBe(200);
  return SavedJobsPage.parse(await response.json());
}

async function savedIds(person: Person): Promise<string[]> {
  const response = await t.request('/api/me/saved-jobs/ids', { cookie: person.cookie });
  expect(response.status).toBe(200);
  return SavedJobIds.parse(await response.json()).jobIds;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; key?: string } }).error;
}

/** Waits a moment so two saves get different times (newest first is by the time of saving). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('saving jobs', () => {
  it('saves, lists newest saved first, and unsaves', async () => {
    const learner = await t.signUp();
    const first = await insertJob();
    const second = await insertJob();
    const saved = await save(learner, first);
    expect(saved.status).toBe(200);
    expect(SavedJobMark.parse(await saved.json()).jobId).toBe(first);
    await tick();
    expect((await save(learner, second)).status).toBe(200);

    const page = await savedPage(learner);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: SAVED_JOBS_PAGE_SIZE });
    expect(page.items.map((item) => item.jobId)).toEqual([second, first]);
    expect(page.items[0]).toMatchObject({
      state: 'open',
      job: { jobTitle: expect.stringContaining('Solar Technician'), companyName: 'Urja Solar' },
    });
    expect(await savedIds(learner)).toEqual([second, first]);

    expect((await unsave(learner, second)).status).toBe(204);
    expect(await savedIds(learner)).toEqual([first]);
    expect((await savedPage(learner)).total).toBe(1);
  });

  it('is idempotent both ways: saving twice keeps one bookmark and its first time', async () => {
    const learner = await t.signUp();
    const job = await insertJob();
    const once = SavedJobMark.parse(await (await save(learner, job)).json());
    await tick();
    const twice = await save(learner, job);
    expect(twice.status).toBe(200);
    expect(SavedJobMark.parse(await twice.json()).savedAt).toBe(once.savedAt);
    expect((await savedPage(learner)).total).toBe(1);

    expect((await unsave(learner, job)).status).toBe(204);
    expect((await unsave(learner, job)).status).toBe(204);
    expect(await savedIds(learner)).toEqual([]);
  });

  it('answers 404 for a missing, malformed, hidden or held job, and saves nothing', async () => {
    const learner = await t.signUp();
    const hidden = await insertJob({ hiddenAt: new Date(), hiddenCause: 'moderation' });
    const held = await insertJob({ heldAt: new Date(), heldReason: 'fee' });
    for (const id of ['6f1c8d1e-7c55-4a8e-9d6f-0d0c4c6b9a11', 'not-a-uuid', hidden, held]) {
      const response = await save(learner, id);
      expect(response.status, id).toBe(404);
      expect(await errorOf(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: englishMessage('jobsApi.jobNotFound'),
      });
    }
    expect((await unsave(learner, 'not-a-uuid')).status).toBe(404);
    expect(await savedIds(learner)).toEqual([]);
  });

  it('refuses a closed job the user cannot see, but lets its applicants and its company keep it', async () => {
    const learner = await t.signUp();
    const applicant = await t.signUp();
    const closed = await insertJob({ isActive: false });
    await t.database.db.insert(jobApplications).values({
      jobId: closed,
      userId: applicant.userId,
      fullName: 'Aarati Shrestha',
      email: 'aarati@example.com',
      coverLetter: 'I would like to apply.',
    });
    expect((await save(learner, closed)).status).toBe(404);
    expect((await save(applicant, closed)).status).toBe(200);
    expect((await save(company, closed)).status).toBe(200);
  });

  it('keeps closed and expired jobs in the list, marked closed; a hidden one shows nothing of itself', async () => {
    const learner = await t.signUp();
    const toClose = await insertJob({ jobTitle: 'Barista (closing soon)' });
    const toExpire = await insertJob({ jobTitle: 'Agronomist (deadline soon)' });
    const toHide = await insertJob({ jobTitle: 'Secret title that must not leak' });
    const open = await insertJob();
    for (const id of [toClose, toExpire, toHide, open]) {
      expect((await save(learner, id)).status).toBe(200);
      await tick();
    }
    const db = t.database.db;
    await db.update(jobPostings).set({ isActive: false }).where(eq(jobPostings.id, toClose));
    await db.update(jobPostings).set({ applicationDeadline: '2020-01-01' }).where(eq(jobPostings.id, toExpire));
    await db
      .update(jobPostings)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(jobPostings.id, toHide));

    const response = await t.request('/api/me/saved-jobs', { cookie: learner.cookie });
    const body = await response.text();
    expect(body).not.toContain('Secret title');
    const page = SavedJobsPage.parse(JSON.parse(body));
    const byId = new Map(page.items.map((item) => [item.jobId, item]));
    expect(page.total).toBe(4);
    expect(byId.get(toClose)).toMatchObject({ state: 'closed', job: { jobTitle: 'Barista (closing soon)' } });
    expect(byId.get(toExpire)).toMatchObject({ state: 'closed', job: { applicationDeadline: '2020-01-01' } });
    expect(byId.get(toHide)).toEqual({ jobId: toHide, savedAt: expect.any(String), state: 'unavailable', job: null });
    expect(byId.get(open)?.state).toBe('open');
    // and the unavailable one can still be removed
    expect((await unsave(learner, toHide)).status).toBe(204);
    expect((await savedPage(learner)).total).toBe(3);
  });

  it('pages the list', async () => {
    const learner = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < SAVED_JOBS_PAGE_SIZE + 2; i++) ids.push(await insertJob());
    const now = Date.now();
    // saved one second apart, the last one newest
    await t.database.db
      .insert(savedJobs)
      .values(ids.map((jobId, i) => ({ userId: learner.userId, jobId, createdAt: new Date(now + i * 1000) })));
    const first = await savedPage(learner, 1);
    const second = await savedPage(learner, 2);
    expect(first.total).toBe(SAVED_JOBS_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(SAVED_JOBS_PAGE_SIZE);
    expect([...first.items, ...second.items].map((item) => item.jobId)).toEqual([...ids].reverse());
    expect((await t.request('/api/me/saved-jobs?page=0', { cookie: learner.cookie })).status).toBe(400);
  });

  it(`caps saved jobs at ${SAVED_JOBS_MAX} with a clear 409, and a saved one can still be saved again`, async () => {
    const learner = await t.signUp();
    const rows = Array.from({ length: SAVED_JOBS_MAX }, (_, i) => ({
      postedBy: companyId,
      jobTitle: `Bulk Job ${i}`,
      jobType: 'Part-time' as const,
      companyName: 'Urja Solar',
      location: 'Pokhara',
      description: 'Seasonal work.',
      experienceLevel: 'Entry Level' as const,
      category: 'Construction',
      contactEmail: 'jobs@urja.com.np',
    }));
    const jobs = await t.database.db.insert(jobPostings).values(rows).returning({ id: jobPostings.id });
    await t.database.db.insert(savedJobs).values(jobs.map(({ id }) => ({ userId: learner.userId, jobId: id })));
    const extra = await insertJob();
    const refused = await save(learner, extra);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'CONFLICT',
      key: 'jobsApi.savedJobsFull',
      message: englishMessage('jobsApi.savedJobsFull'),
    });
    // the message names the cap
    expect(englishMessage('jobsApi.savedJobsFull')).toContain(`(${SAVED_JOBS_MAX})`);
    expect((await save(learner, jobs[0]!.id)).status).toBe(200);
    expect((await unsave(learner, jobs[0]!.id)).status).toBe(204);
    expect((await save(learner, extra)).status).toBe(200);
  });

  it('tells a signed-in viewer on the job itself whether it is saved', async () => {
    const learner = await t.signUp();
    const job = await insertJob();
    const detail = async (cookie?: string) =>
      JobDetail.parse(await (await t.request(`/api/jobs/${job}`, { cookie })).json()).isSaved;
    expect(await detail(learner.cookie)).toBe(false);
    await save(learner, job);
    expect(await detail(learner.cookie)).toBe(true);
    expect(await detail()).toBe(false);
  });
});

describe('who may touch saved jobs', () => {
  it('refuses anonymous visitors with 401 on every route', async () => {
    const job = await insertJob();
    for (const response of [
      await t.request('/api/me/saved-jobs'),
      await t.request('/api/me/saved-jobs/ids'),
      await save(null, job),
      await unsave(null, job),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it("keeps each user's saved jobs to themselves: another user can neither see nor remove them", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const job = await insertJob();
    await save(owner, job);
    expect(await savedIds(other)).toEqual([]);
    expect((await savedPage(other)).total).toBe(0);
    // "removing" it as the other user touches only their own (empty) list
    expect((await unsave(other, job)).status).toBe(204);
    expect(await savedIds(owner)).toEqual([job]);
    // and saving the same job is their own bookmark, not a change to the owner's
    await save(other, job);
    await unsave(other, job);
    expect(await savedIds(owner)).toEqual([job]);
  });

  it("removes a user's saved jobs with the account, and a deleted posting from everyone's list", async () => {
    const learner = await t.signUp();
    const keeper = await t.signUp();
    const job = await insertJob();
    const goner = await insertJob();
    await save(learner, job);
    await save(keeper, goner);
    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: learner.cookie,
    });
    expect(deleted.status).toBe(200);
    const left = await t.database.db.select().from(savedJobs).where(eq(savedJobs.userId, learner.userId));
    expect(left).toEqual([]);

    await t.database.db.delete(jobPostings).where(eq(jobPostings.id, goner));
    expect(await savedIds(keeper)).toEqual([]);
  });
});
