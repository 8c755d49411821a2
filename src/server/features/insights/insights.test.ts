import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { accounts } from '#server/db/schema/auth.ts';
import { linkedinProfiles } from '#server/db/schema/insights.ts';
import { DEMO_LINKEDIN_DATA, NetworkState, RecommendCoursesResponse, SkillAnalysis } from '#contract/insights.ts';
import { englishMessage } from '#contract/messages.ts';
import { createDemandCache, demandSnapshot } from './demand.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/insights/${name}`, import.meta.url)));

async function analyze(cookie: string, linkedinData: unknown = DEMO_LINKEDIN_DATA, source = 'demo') {
  const response = await t.request('/api/functions/analyze-linkedin-profile', {
    method: 'POST',
    json: { linkedinData, source },
    cookie,
  });
  expect(response.status).toBe(200);
  return SkillAnalysis.parse(await response.json());
}

async function state(cookie: string) {
  const response = await t.request('/api/insights/network', { cookie });
  expect(response.status).toBe(200);
  return NetworkState.parse(await response.json());
}

describe('analyze-linkedin-profile', () => {
  it('analyses the Demo Mode profile: skills, next skills, paths, 4 courses, 3 jobs, each with a reason', async () => {
    const { cookie } = await t.signUp();
    const analysis = await analyze(cookie);
    expect(analysis.currentSkills.map((skill) => skill.name)).toEqual([
      'Pipe Fitting',
      'Sanitary Installation',
      'Leak Detection',
      'Customer Service',
      'Excel',
    ]);
    const next = analysis.recommendedSkills.map((skill) => skill.name);
    expect(next).toContain('Pump Installation');
    expect(next).toContain('PPR Welding');
    expect(next).not.toContain('Pipe Fitting');
    expect(analysis.careerPaths[0]?.title).toBe('Plumber');
    expect(analysis.careerPaths[0]?.titleNe).toBe('प्लम्बर');
    expect(analysis.careerPaths[0]?.missingSkills).toEqual(expect.arrayContaining(['Pump Installation']));
    expect(analysis.courses).toHaveLength(4);
    expect(analysis.courses[0]?.title).toBe('Plumber (Level 1)');
    expect(analysis.jobs).toHaveLength(3);
    expect(analysis.jobs[0]?.jobTitle).toBe('Plumber');
    // a Nepali page names the job and its place in Nepali
    expect(analysis.jobs[0]?.jobTitleNe).toBe('प्लम्बर');
    expect(analysis.jobs.every((job) => job.locationNe?.place)).toBe(true);
    const reasons = [...analysis.recommendedSkills, ...analysis.careerPaths, ...analysis.courses, ...analysis.jobs].map(
      (item) => item.reason,
    );
    for (const reason of reasons) {
      const text = englishMessage(reason.key);
      expect(text).not.toBe(reason.key);
      // every placeholder of the text has a value
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(reason.params[name!]).toBeDefined();
    }
    const stored = await state(cookie);
    expect(stored.profile).toMatchObject({ source: 'demo' });
    expect(stored.analysis?.courses.map((course) => course.id)).toEqual(analysis.courses.map((course) => course.id));
    // "New Paths Forward" on the learner dashboard follows the analysis (recommend-courses)
    const board = (await (await t.request('/api/dashboard/learner', { cookie })).json()) as {
      recommendedCourses: { id: string }[];
    };
    expect(board.recommendedCourses.map((course) => course.id)).toEqual(analysis.courses.map((course) => course.id));
  });

  it('refuses an empty skill list with the locale message', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/functions/analyze-linkedin-profile', {
      method: 'POST',
      json: { linkedinData: { headline: 'x', skills: ['  '] } },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { key: string } }).error.key).toBe(
      'insights.validation.skillsRequired',
    );
  });

  it('sees new jobs at once: demand is rebuilt when jobs change', async () => {
    const { cookie, userId } = await t.signUp();
    const data = { ...DEMO_LINKEDIN_DATA, skills: ['Beekeeping'], headline: 'Beekeeper' };
    const before = await analyze(cookie, data);
    expect(before.jobs).toEqual([]);
    await t.database.db.execute(sql`
      insert into job_postings (posted_by, job_title, job_type, company_name, location, description, skills_required,
        experience_level, category, contact_email)
      values (${userId}, 'Apiary Assistant', 'Full-time', 'Madhu Farms', 'Bharatpur, Chitwan', 'Bees.',
        array['Beekeeping', 'Queen Rearing'], 'Entry Level', 'Modern Agriculture', 'jobs@madhu.example')`);
    const after = await analyze(cookie, data);
    expect(after.jobs.map((job) => job.jobTitle)).toEqual(['Apiary Assistant']);
    expect(after.recommendedSkills.map((skill) => skill.name)).toContain('Queen Rearing');
  });
});

describe('career paths in Nepali', () => {
  it('names a path by the Nepali title most of its postings carry, or none', async () => {
    const { userId } = await t.signUp();
    const post = (title: string, titleNe: string | null) => sql`
      insert into job_postings (posted_by, job_title, job_title_ne, job_type, company_name, location, description,
        skills_required, experience_level, category, contact_email)
      values (${userId}, ${title}, ${titleNe}, 'Full-time', 'Madhu Farms', 'Bharatpur, Chitwan', 'Bees.',
        array['Beekeeping'], 'Entry Level', 'Modern Agriculture', 'jobs@madhu.example')`;
    await t.database.db.execute(post('Hive Keeper', 'मौरीपालक'));
    await t.database.db.execute(post('Hive Keeper', 'मौरी पालक'));
    await t.database.db.execute(post('Hive Keeper', 'मौरीपालक'));
    await t.database.db.execute(post('Hive Keeper', null));
    await t.database.db.execute(post('Honey Packer', null));
    await t.database.db.execute(post('Honey Packer', '  '));
    const snapshot = await demandSnapshot({ db: t.database.db, demand: createDemandCache() }, 'bharatpur');
    const path = (title: string) => snapshot.paths.find((item) => item.title === title);
    expect(path('Hive Keeper')).toMatchObject({ titleNe: 'मौरीपालक', jobs: 4 });
    expect(path('Honey Packer')).toMatchObject({ titleNe: null, jobs: 2 });
  });
});

describe('without a city', () => {
  // "Your city or district" is optional on the CV form; jobs then rank by skills and date alone
  it('analyses a CV whose city is left empty', async () => {
    const { cookie } = await t.signUp();
    const analysis = await analyze(cookie, { ...DEMO_LINKEDIN_DATA, location: '' }, 'cv');
    expect(analysis.jobs).toHaveLength(3);
    expect(analysis.jobs.map((job) => job.reason.key)).not.toContain('insights.reasons.jobMatchNear');
    const stored = await state(cookie);
    expect(stored.profile).toMatchObject({ source: 'cv', linkedinData: { location: '' } });
    expect(stored.analysis?.jobs).toEqual(analysis.jobs);
  });

  it('re-analyzes a stored profile that has no location', async () => {
    const { cookie, userId } = await t.signUp();
    const { location: _none, ...withoutLocation } = DEMO_LINKEDIN_DATA;
    await t.database.db
      .insert(linkedinProfiles)
      .values({ userId, data: { source: 'cv', linkedinData: withoutLocation } });
    const response = await t.request('/api/insights/reanalyze', { method: 'POST', json: {}, cookie });
    expect(response.status).toBe(200);
    const analysis = SkillAnalysis.parse(await response.json());
    expect(analysis.jobs).toHaveLength(3);
    expect((await state(cookie)).analysis?.analyzedAt).toBe(analysis.analyzedAt);
  });
});

describe('a failed analysis', () => {
  it('keeps the earlier profile, its source label and its analysis', async () => {
    const { cookie } = await t.signUp();
    await analyze(cookie);
    const before = await state(cookie);
    // the database refuses the course query half-way through the analysis
    await t.database.db.execute(sql`alter table enrolled_courses rename to enrolled_courses_away`);
    let response: Response;
    try {
      response = await t.request('/api/functions/analyze-linkedin-profile', {
        method: 'POST',
        json: { linkedinData: { ...DEMO_LINKEDIN_DATA, headline: 'Electrician', skills: ['Wiring'] }, source: 'cv' },
        cookie,
      });
    } finally {
      await t.database.db.execute(sql`alter table enrolled_courses_away rename to enrolled_courses`);
    }
    expect(response.status).toBe(500);
    expect(await state(cookie)).toEqual(before);
  });
});

describe('own data only', () => {
  it('refuses anonymous visitors on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/insights/network'],
      ['POST', '/api/insights/cv'],
      ['POST', '/api/insights/reanalyze'],
      ['POST', '/api/functions/sync-linkedin-profile'],
      ['POST', '/api/functions/analyze-linkedin-profile'],
      ['POST', '/api/functions/recommend-courses'],
    ] as const) {
      const response = await t.request(path, method === 'GET' ? {} : { method, json: {} });
      expect(response.status, path).toBe(401);
    }
  });

  it('never shows one user the analysis of another', async () => {
    const owner = await t.signUp();
    await analyze(owner.cookie);
    const other = await t.signUp();
    expect(await state(other.cookie)).toEqual({ profile: null, analysis: null });
    const courses = await t.request('/api/functions/recommend-courses', { method: 'POST', cookie: other.cookie });
    expect(RecommendCoursesResponse.parse(await courses.json()).recommendations).toEqual([]);
    const reanalyze = await t.request('/api/insights/reanalyze', { method: 'POST', json: {}, cookie: other.cookie });
    expect(reanalyze.status).toBe(404);
    // syncing someone else's profile is refused
    const sync = await t.request('/api/functions/sync-linkedin-profile', {
      method: 'POST',
      json: { userId: owner.userId },
      cookie: other.cookie,
    });
    expect(sync.status).toBe(403);
    expect((await state(owner.cookie)).analysis).not.toBeNull();
  });
});

describe('sync-linkedin-profile', () => {
  it('copies the linked LinkedIn identity, and answers 409 before any is linked', async () => {
    const { cookie, userId, email } = await t.signUp({ fullName: 'Bikash Thapa' });
    const before = await t.request('/api/functions/sync-linkedin-profile', { method: 'POST', json: {}, cookie });
    expect(before.status).toBe(409);
    await t.database.db.insert(accounts).values({
      id: randomUUID(),
      userId,
      providerId: 'linkedin',
      accountId: 'li-12345',
      createdAt: new Date(),
      updatedAt: new Date(),
    } as typeof accounts.$inferInsert);
    const response = await t.request('/api/functions/sync-linkedin-profile', {
      method: 'POST',
      json: { userId },
      cookie,
    });
    expect(response.status).toBe(200);
    expect((await state(cookie)).profile).toMatchObject({
      source: 'linkedin',
      name: 'Bikash Thapa',
      email,
      linkedinId: 'li-12345',
      linkedinData: null,
    });
    // a CV analysed afterwards keeps the LinkedIn connection
    await analyze(cookie, DEMO_LINKEDIN_DATA, 'cv');
    expect((await state(cookie)).profile).toMatchObject({ source: 'linkedin', linkedinId: 'li-12345' });
  });
});

describe('recommend-courses', () => {
  it('returns the analysis courses not yet enrolled in', async () => {
    const { cookie } = await t.signUp();
    const analysis = await analyze(cookie);
    const first = analysis.courses[0]!;
    const enrol = await t.request(`/api/courses/${first.id}/enrol`, { method: 'POST', cookie });
    expect(enrol.status).toBeLessThan(300);
    const response = await t.request('/api/functions/recommend-courses', { method: 'POST', cookie });
    const { recommendations } = RecommendCoursesResponse.parse(await response.json());
    expect(recommendations.map((course) => course.id)).toEqual(analysis.courses.slice(1).map((course) => course.id));
  });
});

describe('CV upload', () => {
  const upload = (cookie: string, body: Uint8Array) =>
    t.request('/api/insights/cv', { method: 'POST', body, cookie, headers: { 'content-type': 'application/pdf' } });

  it('reads a LinkedIn "Save to PDF" profile', async () => {
    const { cookie } = await t.signUp();
    const response = await upload(cookie, fixture('linkedin-profile.pdf'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      headline: 'Plumber at Narayani Plumbing Works',
      location: 'Bharatpur, Chitwan, Nepal',
      skills: ['Pipe Fitting', 'Sanitary Installation', 'PPR Welding', 'Pump Installation', 'Leak Detection'],
      experience: [
        { title: 'Plumber', organization: 'Narayani Plumbing Works', period: 'January 2023 - Present' },
        { title: 'Helper', organization: 'Chitwan Builders', period: 'March 2021 - December 2022' },
      ],
      education: [{ school: 'CTEVT', degree: 'Plumber Level 1, Plumbing', period: '2020 - 2021' }],
    });
  });

  it('reads a free-form DOCX CV by its headings and the skills taxonomy', async () => {
    const { cookie } = await t.signUp();
    const response = await upload(cookie, fixture('cv.docx'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      headline: 'Commis Chef',
      location: 'Pokhara, Kaski',
      skills: [
        'Nepali Cuisine',
        'Knife Skills',
        'Customer Service',
        'Bakery Basics',
        'Teamwork',
        'Food Safety & Hygiene',
      ],
      experience: [
        { title: 'Cook', organization: 'Lakeside Momo House, Pokhara', period: '2022 - 2024' },
        { title: 'Kitchen Helper', organization: 'Hotel Barahi', period: '2020 - 2022' },
      ],
    });
  });

  it('checks the content, not the declared type, and the 5 MB limit', async () => {
    const { cookie } = await t.signUp();
    const fake = await upload(cookie, new TextEncoder().encode('<html>not a cv</html>'));
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { error: { key: string } }).error.key).toBe('insights.errors.unsupportedFile');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const tooLarge = await upload(cookie, big);
    expect(tooLarge.status).toBe(413);
    const broken = await upload(cookie, new TextEncoder().encode('%PDF-1.4 garbage'));
    expect(broken.status).toBe(400);
  });
});
