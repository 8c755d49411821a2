import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { CompanyJob, type JobPostFormInput } from '#contract/company-jobs.ts';
import { JobDetail, JobsPage } from '#contract/jobs.ts';
import { JOB_CHIP_CATEGORIES, JOBS_PAGE_SIZE } from '#contract/jobs-rules.ts';
import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import { englishMessage } from '#contract/messages.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { invalidate } from '#server/lib/public-cache.ts';

let t: TestApp;
let company: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  company = await signIn('company@sipalu.demo');
});
afterAll(() => t.close());

async function signIn(email: string): Promise<string> {
  const response = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'Sipalu@2026' },
  });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

async function companyUser(): Promise<string> {
  const { cookie } = await t.signUp({ verified: true });
  const response = await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie });
  expect(response.status).toBeLessThan(300);
  return cookie;
}

async function jobs(query: Record<string, string> = {}): Promise<JobsPage> {
  const response = await t.request(`/api/jobs?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return JobsPage.parse(await response.json());
}

/** Every card of a query, over all its pages. */
async function allJobs(query: Record<string, string> = {}) {
  const first = await jobs(query);
  const items = [...first.items];
  for (let page = 2; (page - 1) * JOBS_PAGE_SIZE < first.total; page++) {
    items.push(...(await jobs({ ...query, page: String(page) })).items);
  }
  return { total: first.total, items };
}

/** Active, not expired postings straight from the database: what the list must show. */
async function listedRows() {
  const today = nepalToday();
  const rows = await t.database.db.select().from(jobPostings);
  return rows.filter((row) => row.isActive && (row.applicationDeadline === null || row.applicationDeadline >= today));
}

const validPost = (overrides: Partial<JobPostFormInput> = {}): JobPostFormInput => ({
  jobTitle: 'Solar Panel Installer',
  jobType: 'Full-time',
  location: 'Butwal, Rupandehi',
  description: 'Install rooftop solar systems for homes and schools in Lumbini Province.',
  requirements: 'Electrical training (CTEVT level 1 or more)\n\n  Comfortable working on roofs  \n',
  responsibilities: 'Install panels and inverters\nExplain the system to the owner',
  skillsRequired: 'Solar PV, , Wiring ,Safety',
  experienceLevel: 'Entry Level',
  category: 'Construction',
  contactEmail: 'jobs@urja.com.np',
  salaryRange: 'NPR 30,000 - 40,000',
  applicationDeadline: '',
  ...overrides,
});

async function post(cookie: string, body: unknown) {
  return t.request('/api/company/jobs', { method: 'POST', json: body, cookie });
}

describe('job search', () => {
  it('lists every active job whose deadline has not passed, newest first, paginated', async () => {
    const expected = await listedRows();
    const { total, items } = await allJobs();
    expect(total).toBe(expected.length);
    expect(new Set(items.map((item) => item.id))).toEqual(new Set(expected.map((row) => row.id)));
    const times = items.map((item) => Date.parse(item.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await jobs();
    expect(first).toMatchObject({ page: 1, pageSize: JOBS_PAGE_SIZE, totalIsCapped: false });
    expect(first.items).toHaveLength(JOBS_PAGE_SIZE);
  });

  it('hides inactive jobs and jobs past their deadline, but keeps a job on its deadline day', async () => {
    const all = await t.database.db.select().from(jobPostings);
    const inactive = all.filter((row) => !row.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    const expiring = all.find((row) => row.jobTitle.startsWith('Barista'));
    const lastDay = all.find((row) => row.jobTitle.startsWith('Agronomist'));
    await t.database.db
      .update(jobPostings)
      .set({ applicationDeadline: '2020-01-01' })
      .where(eq(jobPostings.id, expiring!.id));
    await t.database.db
      .update(jobPostings)
      .set({ applicationDeadline: nepalToday() })
      .where(eq(jobPostings.id, lastDay!.id));
    // written behind the API's back: drop the cached pages as a write through the API would
    await invalidate(t.deps, 'jobs');
    const idsAll = new Set((await allJobs()).items.map((item) => item.id));
    for (const row of inactive) expect(idsAll.has(row.id)).toBe(false);
    expect(idsAll.has(expiring!.id)).toBe(false);
    expect(idsAll.has(lastDay!.id)).toBe(true);
    // the detail is gone for the public too
    expect((await t.request(`/api/jobs/${expiring!.id}`)).status).toBe(404);
    expect((await t.request(`/api/jobs/${inactive[0]!.id}`)).status).toBe(404);
  });

  it.each([
    ['title', 'REACT', (row: typeof jobPostings.$inferSelect) => row.jobTitle],
    ['company', 'gorkha builders', (row: typeof jobPostings.$inferSelect) => row.companyName],
    ['location', 'PoKhArA', (row: typeof jobPostings.$inferSelect) => row.location],
  ])('matches the %s case-insensitively', async (_field, q, field) => {
    const expected = (await listedRows()).filter((row) => field(row).toLowerCase().includes(q.toLowerCase()));
    expect(expected.length).toBeGreaterThan(0);
    const ids = new Set((await allJobs({ q })).items.map((item) => item.id));
    for (const row of expected) expect(ids.has(row.id), field(row)).toBe(true);
  });

  it('matches part of a word in the title, company or location ("mandu" finds Kathmandu)', async () => {
    const expected = (await listedRows()).filter((row) => row.location.toLowerCase().includes('mandu'));
    expect(expected.length).toBeGreaterThan(0);
    const ids = new Set((await allJobs({ q: 'mandu' })).items.map((item) => item.id));
    for (const row of expected) expect(ids.has(row.id)).toBe(true);
  });

  it('searches descriptions and skills in full text, with word prefixes', async () => {
    const rows = await listedRows();
    const withSkill = rows.filter((row) => row.skillsRequired.some((skill) => /^autocad$/i.test(skill)));
    expect(withSkill.length).toBeGreaterThan(0);
    const ids = new Set((await allJobs({ q: 'autoca' })).items.map((item) => item.id));
    for (const row of withSkill) expect(ids.has(row.id)).toBe(true);
    const mushroom = await jobs({ q: 'mushro' });
    expect(mushroom.items.map((item) => item.jobTitle)).toContain('Mushroom Production Assistant');
  });

  it('forgives small typos in titles', async () => {
    const { items } = await jobs({ q: 'electrecian' });
    expect(items.map((item) => item.jobTitle)).toContain('Building Electrician');
  });

  it('finds nothing for gibberish, with a total of 0', async () => {
    expect(await jobs({ q: 'zzxqvv' })).toMatchObject({ items: [], total: 0 });
  });

  it.each(JOB_LIST_CHIPS)('filters by the exact categories of the chip %s', async (chip) => {
    const categories: readonly string[] = JOB_CHIP_CATEGORIES[chip];
    const expected = (await listedRows()).filter((row) => categories.includes(row.category));
    const { total, items } = await allJobs({ category: chip });
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    for (const item of items) expect(categories).toContain(item.category);
  });

  it('combines a search with a chip', async () => {
    const { items } = await allJobs({ q: 'pokhara', category: 'Hospitality & Tourism' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(JOB_CHIP_CATEGORIES['Hospitality & Tourism']).toContain(item.category);
  });

  it('refuses an unknown chip and an overlong search with 400', async () => {
    expect((await t.request('/api/jobs?category=Cooking')).status).toBe(400);
    expect((await t.request(`/api/jobs?q=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('treats search syntax as plain text', async () => {
    for (const q of ["'", '&|!', 'a:*', '%', '_', '\\']) {
      expect((await t.request(`/api/jobs?q=${encodeURIComponent(q)}`)).status).toBe(200);
    }
    // % and _ are not wildcards
    expect((await jobs({ q: '%%%' })).total).toBe(0);
  });
});

describe('job detail', () => {
  it('shows a job with its lists, and parsed salary', async () => {
    const { items } = await jobs({ q: 'Junior React Developer' });
    const card = items.find((item) => item.jobTitle === 'Junior React Developer')!;
    const response = await t.request(`/api/jobs/${card.id}`);
    expect(response.status).toBe(200);
    const job = JobDetail.parse(await response.json());
    expect(job).toMatchObject({ isOpen: true, isActive: true, myApplication: null, isMine: false });
    expect(job.requirements.length).toBeGreaterThan(0);
    expect(job.responsibilities.length).toBeGreaterThan(0);
    expect(job.salary).toEqual({ min: 35000, max: 50000 });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await t.request('/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/jobs/not-a-uuid')).status).toBe(404);
  });
});

describe('posting jobs', () => {
  it('posts a job with the list fields parsed; it is listed at once', async () => {
    const cookie = await companyUser();
    const before = await jobs();
    const response = await post(cookie, validPost());
    expect(response.status).toBe(201);
    const job = CompanyJob.parse(await response.json());
    expect(job.requirements).toEqual(['Electrical training (CTEVT level 1 or more)', 'Comfortable working on roofs']);
    expect(job.responsibilities).toEqual(['Install panels and inverters', 'Explain the system to the owner']);
    expect(job.skillsRequired).toEqual(['Solar PV', 'Wiring', 'Safety']);
    expect(job).toMatchObject({ isActive: true, applicationDeadline: null, applicantCount: 0 });
    // the cached first page was dropped by the post
    const after = await jobs();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]?.id).toBe(job.id);
    expect((await jobs({ q: 'solar' })).items.map((item) => item.id)).toContain(job.id);
  });

  it('also takes the lists as arrays, cleaned the same way', async () => {
    const cookie = await companyUser();
    const response = await post(
      cookie,
      validPost({ requirements: [' A ', ''], responsibilities: ['B'], skillsRequired: ['C', ' '] }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ requirements: ['A'], skillsRequired: ['C'] });
  });

  it.each([
    ['jobTitle', '  ', 'jobForm.validation.titleRequired'],
    ['jobType', '', 'jobForm.validation.jobTypeRequired'],
    ['location', '', 'jobForm.validation.locationRequired'],
    ['description', '', 'jobForm.validation.descriptionRequired'],
    ['requirements', '\n \n', 'jobForm.validation.requirementsRequired'],
    ['responsibilities', '', 'jobForm.validation.responsibilitiesRequired'],
    ['skillsRequired', ' , ,', 'jobForm.validation.skillsRequired'],
    ['experienceLevel', 'Guru', 'jobForm.validation.experienceLevelRequired'],
    ['category', '', 'jobForm.validation.categoryRequired'],
    ['contactEmail', '', 'jobForm.validation.contactEmailRequired'],
    ['contactEmail', 'not-an-email', 'validation.emailInvalid'],
    ['applicationDeadline', '2026-13-45', 'jobForm.validation.invalidDate'],
    ['applicationDeadline', '2020-01-01', 'jobForm.validation.deadlinePast'],
  ])('requires %s (%j → %s)', async (field, value, key) => {
    const cookie = await companyUser();
    const response = await post(cookie, validPost({ [field]: value }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; key: string } };
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', key, message: englishMessage(key) });
  });

  it('refuses a missing field the same way as an empty one', async () => {
    const cookie = await companyUser();
    const { jobTitle: _omitted, ...body } = validPost();
    const response = await post(cookie, body);
    expect(((await response.json()) as { error: { key: string } }).error.key).toBe('jobForm.validation.titleRequired');
  });

  it('keeps optional salary and deadline optional', async () => {
    const cookie = await companyUser();
    const response = await post(cookie, validPost({ salaryRange: '', applicationDeadline: null }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ salaryRange: null, salary: null, applicationDeadline: null });
  });

  it('refuses anonymous posting (401) and users without the company role (403)', async () => {
    expect((await post('', validPost())).status).toBe(401);
    const { cookie } = await t.signUp({ verified: true });
    const response = await post(cookie, validPost());
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { key: string } }).error.key).toBe('jobsApi.companyRoleRequired');
  });

  it('posts only once the e-mail is verified: refused with its own message, accepted after the mailed link', async () => {
    const user = await t.signUp();
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: user.cookie });
    const refused = await post(user.cookie, validPost({ jobTitle: 'Unverified Welder' }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { key: 'security.errors.emailNotVerified', message: englishMessage('security.errors.emailNotVerified') },
    });
    expect(await (await t.request('/api/company/jobs', { cookie: user.cookie })).json()).toEqual([]);

    await t.verifyEmail(user.email);
    const posted = await post(user.cookie, validPost({ jobTitle: 'Verified Welder' }));
    expect(posted.status).toBe(201);
    expect((await jobs({ q: 'Verified Welder' })).items.map((item) => item.jobTitle)).toContain('Verified Welder');
    expect((await post('', validPost())).status).toBe(401);
  });

  it('lets only the posting company edit, close and reopen a job', async () => {
    const owner = await companyUser();
    const other = await companyUser();
    const job = CompanyJob.parse(await (await post(owner, validPost({ jobTitle: 'Tower Crane Operator' }))).json());

    for (const cookie of [other, '']) {
      const edit = await t.request(`/api/company/jobs/${job.id}`, {
        method: 'PUT',
        json: validPost({ jobTitle: 'Hijacked' }),
        cookie,
      });
      expect(edit.status).toBe(cookie ? 404 : 401);
      const close = await t.request(`/api/company/jobs/${job.id}/close`, { method: 'POST', cookie });
      expect(close.status).toBe(cookie ? 404 : 401);
    }
    expect((await t.request('/api/company/jobs', { cookie: other }).then((r) => r.json())) as unknown[]).toEqual([]);
    expect((await t.request('/api/company/jobs')).status).toBe(401);

    const edited = await t.request(`/api/company/jobs/${job.id}`, {
      method: 'PUT',
      json: validPost({ jobTitle: 'Tower Crane Operator (Senior)' }),
      cookie: owner,
    });
    expect(edited.status).toBe(200);
    expect((await jobs({ q: 'tower crane' })).items.map((item) => item.jobTitle)).toEqual([
      'Tower Crane Operator (Senior)',
    ]);

    const closed = await t.request(`/api/company/jobs/${job.id}/close`, { method: 'POST', cookie: owner });
    expect(await closed.json()).toMatchObject({ isActive: false, isOpen: false });
    expect((await jobs({ q: 'tower crane' })).total).toBe(0);
    // still readable by its company
    const detail = JobDetail.parse(await (await t.request(`/api/jobs/${job.id}`, { cookie: owner })).json());
    expect(detail).toMatchObject({ isMine: true, isOpen: false });

    const reopened = await t.request(`/api/company/jobs/${job.id}/reopen`, { method: 'POST', cookie: owner });
    expect(await reopened.json()).toMatchObject({ isActive: true });
    expect((await jobs({ q: 'tower crane' })).total).toBe(1);
    const mine = (await (await t.request('/api/company/jobs', { cookie: owner })).json()) as CompanyJob[];
    expect(mine.map((item) => item.id)).toEqual([job.id]);
  });

  it("lists the demo company's postings with applicant counts", async () => {
    const response = await t.request('/api/company/jobs', { cookie: company });
    const mine = (await response.json()) as CompanyJob[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((job) => job.applicantCount > 0)).toBe(true);
    expect(mine.every((job) => job.companyName.length > 0)).toBe(true);
  });
});
