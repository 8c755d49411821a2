import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { COURSES } from '#server/db/seed/courses.data.ts';
import { PROGRAMS } from '#server/db/seed/programs.data.ts';
import { COURSE_TRADES_CATEGORIES } from '#contract/lists.ts';
import { CataloguePage, CourseDetail, CourseEnrollment } from '#contract/catalogue.ts';
import { CATALOGUE_PAGE_SIZE, progressOf, tabOfCategory } from '#contract/catalogue-rules.ts';
import { englishMessage } from '#contract/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const activePrograms = PROGRAMS.filter((program) => program.isActive);
const everything = COURSES.length + activePrograms.length;

async function catalogue(query: Record<string, string> = {}): Promise<CataloguePage> {
  const response = await t.request(`/api/catalogue?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return CataloguePage.parse(await response.json());
}

/** Every card of a query, over all its pages. */
async function allOf(query: Record<string, string> = {}) {
  const first = await catalogue(query);
  const items = [...first.items];
  for (let page = 2; (page - 1) * CATALOGUE_PAGE_SIZE < first.total; page++) {
    items.push(...(await catalogue({ ...query, page: String(page) })).items);
  }
  return { total: first.total, items };
}

const courseId = async (title: string) => {
  const { items } = await allOf({});
  const found = items.find((item) => item.title === title);
  if (!found) throw new Error(`no card titled ${title}`);
  return found.id;
};

describe('catalogue search', () => {
  it('lists every course and active program without a query, newest first, with the total', async () => {
    const { total, items } = await allOf();
    expect(total).toBe(everything);
    expect(items).toHaveLength(everything);
    expect(new Set(items.map((item) => item.id)).size).toBe(everything);
    const first = await catalogue();
    expect(first).toMatchObject({ page: 1, pageSize: CATALOGUE_PAGE_SIZE, total: everything, totalIsCapped: false });
    expect(first.items).toHaveLength(CATALOGUE_PAGE_SIZE);
  });

  it('ranks a plumbing course first for "plumbing"', async () => {
    const { items } = await catalogue({ q: 'plumbing' });
    expect(items[0]?.title).toBe('Plumber (Level 1)');
  });

  it.each([
    ['plumbng', 'Plumber (Level 1)'],
    ['electric', 'House Wiring Electrician'],
    ['elecrician', 'House Wiring Electrician'],
    ['mushrom', 'Mushroom Cultivation'],
    ['figma', 'UI/UX Design with Figma'],
  ])('finds partial words and small typos: %s', async (q, title) => {
    const { items } = await catalogue({ q });
    expect(items.slice(0, 3).map((item) => item.title)).toContain(title);
  });

  it('finds courses by the words of their Nepali titles', async () => {
    const { items } = await catalogue({ q: 'प्लम्बर' });
    expect(items[0]?.title).toBe('Plumber (Level 1)');
    const guide = await catalogue({ q: 'ट्रेकिङ' });
    expect(guide.items.map((item) => item.title)).toContain('Trekking Guide Training');
  });

  it('finds nothing for gibberish, with a total of 0', async () => {
    expect(await catalogue({ q: 'zzxqvv' })).toMatchObject({ items: [], total: 0 });
  });

  it('treats tsquery syntax in a search as plain text', async () => {
    const response = await t.request(`/api/catalogue?q=${encodeURIComponent("plumb & | ! :* ( ' \\")}`);
    expect(response.status).toBe(200);
  });

  it('refuses an over-long query and an unknown tab with 400', async () => {
    expect((await t.request(`/api/catalogue?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await t.request('/api/catalogue?tab=sports')).status).toBe(400);
    expect((await t.request('/api/catalogue?category=Cooking')).status).toBe(400);
  });
});

describe('catalogue tabs and chips', () => {
  it('never returns trades categories under the tech tab, and vice versa', async () => {
    const tech = await allOf({ tab: 'tech' });
    const trades = await allOf({ tab: 'trades' });
    expect(tech.items.every((item) => tabOfCategory(item.category) === 'tech')).toBe(true);
    expect(trades.items.every((item) => tabOfCategory(item.category) === 'trades')).toBe(true);
    expect(tech.total + trades.total).toBe(everything);
    expect(tech.items.every((item) => item.subcategory === 'Tech & Digital Skills')).toBe(true);
  });

  it('returns only the chosen category for a chip, courses and programs alike', async () => {
    const { items, total } = await allOf({ tab: 'trades', category: 'Workshop' });
    const expected =
      COURSES.filter((course) => course.category === 'Workshop').length +
      activePrograms.filter((program) => program.programType === 'Workshop').length;
    expect(total).toBe(expected);
    expect(items.every((item) => item.category === 'Workshop')).toBe(true);
    expect(items.some((item) => item.kind === 'program')).toBe(true);
  });

  it('lists programs under the tab of their type', async () => {
    const trades = await allOf({ tab: 'trades' });
    const tech = await allOf({ tab: 'tech' });
    for (const program of activePrograms) {
      const tab = tabOfCategory(program.programType) === 'tech' ? tech : trades;
      expect(tab.items.map((item) => item.title)).toContain(program.programTitle);
    }
    expect(COURSE_TRADES_CATEGORIES).toContain('Workshop');
  });

  it('combines a search with a tab', async () => {
    const { items } = await catalogue({ q: 'computer', tab: 'trades' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => tabOfCategory(item.category) === 'trades')).toBe(true);
  });
});

describe('programs on the catalogue', () => {
  it('shows an active program as a card', async () => {
    const { items } = await catalogue({ q: 'Diploma in Computer Engineering' });
    const card = items.find((item) => item.kind === 'program');
    const seed = PROGRAMS.find((program) => program.programTitle === 'Diploma in Computer Engineering')!;
    expect(card).toMatchObject({
      kind: 'program',
      title: seed.programTitle,
      titleNe: seed.programTitleNe,
      keySkills: [],
      imageUrl: null,
      category: 'College Degree',
      subcategory: 'Tech & Digital Skills',
      careerOpportunities: 'College Degree program',
      duration: seed.duration,
    });
    expect(card?.certification).toMatch(new RegExp(`^${seed.credentialAwarded} — .+`));
  });

  it('hides inactive programs', async () => {
    const inactive = PROGRAMS.find((program) => !program.isActive)!;
    const { items } = await allOf({});
    expect(items.map((item) => item.title)).not.toContain(inactive.programTitle);
    const searched = await catalogue({ q: inactive.programTitle });
    expect(searched.items.map((item) => item.title)).not.toContain(inactive.programTitle);
  });
});

describe('pagination', () => {
  it('keeps the total on every page and answers an empty page past the end', async () => {
    const last = Math.ceil(everything / CATALOGUE_PAGE_SIZE);
    const page = await catalogue({ page: String(last) });
    expect(page.total).toBe(everything);
    expect(page.items).toHaveLength(everything - (last - 1) * CATALOGUE_PAGE_SIZE);
    expect(await catalogue({ page: String(last + 1) })).toMatchObject({ items: [], total: everything });
  });
});

describe('course page, enrolment and progress', () => {
  it('shows a course with its modules to anyone', async () => {
    const id = await courseId('Plumber (Level 1)');
    const response = await t.request(`/api/courses/${id}`);
    expect(response.status).toBe(200);
    const course = CourseDetail.parse(await response.json());
    const seed = COURSES.find((item) => item.title === 'Plumber (Level 1)')!;
    expect(course).toMatchObject({ kind: 'course', modules: seed.modules, enrollment: null, category: seed.category });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"])(
    'answers 404 for the course id %s',
    async (id) => {
      const response = await t.request(`/api/courses/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { key: string } }).error.key).toBe('catalogue.courseNotFound');
    },
  );

  it('enrols once: enrolling again is harmless and returns the same enrolment', async () => {
    const { cookie } = await t.signUp();
    const id = await courseId('Mushroom Cultivation');
    const first = await t.request(`/api/courses/${id}/enrol`, { method: 'POST', cookie });
    expect(first.status).toBe(201);
    const enrolment = CourseEnrollment.parse(await first.json());
    expect(enrolment).toMatchObject({ progress: 0, completedModules: [] });
    const again = await t.request(`/api/courses/${id}/enrol`, { method: 'POST', cookie });
    expect(again.status).toBe(200);
    expect(CourseEnrollment.parse(await again.json()).enrolledAt).toBe(enrolment.enrolledAt);
    const detail = CourseDetail.parse(await (await t.request(`/api/courses/${id}`, { cookie })).json());
    expect(detail.enrollment?.enrolledAt).toBe(enrolment.enrolledAt);
  });

  it('computes progress on the server and ignores out-of-range and repeated modules', async () => {
    const { cookie } = await t.signUp();
    const seed = COURSES.find((course) => course.title === 'Plumber (Level 1)')!;
    const id = await courseId(seed.title);
    await t.request(`/api/courses/${id}/enrol`, { method: 'POST', cookie });
    const response = await t.request(`/api/courses/${id}/progress`, {
      method: 'PUT',
      json: { completedModules: [2, 0, 2, seed.modules.length, 400] },
      cookie,
    });
    expect(response.status).toBe(200);
    const saved = CourseEnrollment.parse(await response.json());
    expect(saved.completedModules).toEqual([0, 2]);
    expect(saved.progress).toBe(progressOf([0, 2], seed.modules.length));
    expect(saved.progress).toBe(Math.round((2 / seed.modules.length) * 100));

    const all = seed.modules.map((_, index) => index);
    const done = await t.request(`/api/courses/${id}/progress`, {
      method: 'PUT',
      json: { completedModules: all },
      cookie,
    });
    expect(CourseEnrollment.parse(await done.json()).progress).toBe(100);
  });

  it('refuses progress on a course I am not enrolled in, and bad bodies', async () => {
    const { cookie } = await t.signUp();
    const id = await courseId('Mobile Phone Repair');
    const response = await t.request(`/api/courses/${id}/progress`, {
      method: 'PUT',
      json: { completedModules: [0] },
      cookie,
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      englishMessage('catalogue.notEnrolled'),
    );
    await t.request(`/api/courses/${id}/enrol`, { method: 'POST', cookie });
    for (const json of [{}, { completedModules: [-1] }, { completedModules: ['a'] }, { progress: 100 }]) {
      expect((await t.request(`/api/courses/${id}/progress`, { method: 'PUT', json, cookie })).status).toBe(400);
    }
  });

  it("never changes another learner's progress: the session decides whose enrolment is saved", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = await courseId('Barista & Café Operations');
    await t.request(`/api/courses/${id}/enrol`, { method: 'POST', cookie: owner.cookie });
    await t.request(`/api/courses/${id}/progress`, {
      method: 'PUT',
      json: { completedModules: [0, 1, 2] },
      cookie: other.cookie,
    });
    const mine = CourseDetail.parse(await (await t.request(`/api/courses/${id}`, { cookie: owner.cookie })).json());
    expect(mine.enrollment?.completedModules).toEqual([]);
  });

  it('updates last_accessed on every visit', async () => {
    const { cookie } = await t.signUp();
    const id = await courseId('Mobile Phone Repair');
    const enrolled = CourseEnrollment.parse(
      await (await t.request(`/api/courses/${id}/enrol`, { method: 'POST', cookie })).json(),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const visited = CourseDetail.parse(await (await t.request(`/api/courses/${id}`, { cookie })).json());
    expect(Date.parse(visited.enrollment!.lastAccessed)).toBeGreaterThan(Date.parse(enrolled.lastAccessed));
  });

  it('answers 401 to anonymous enrolment and progress, and 404 for unknown courses', async () => {
    const id = await courseId('Mobile Phone Repair');
    expect((await t.request(`/api/courses/${id}/enrol`, { method: 'POST' })).status).toBe(401);
    expect(
      (await t.request(`/api/courses/${id}/progress`, { method: 'PUT', json: { completedModules: [] } })).status,
    ).toBe(401);
    const { cookie } = await t.signUp();
    expect((await t.request('/api/courses/nope/enrol', { method: 'POST', cookie })).status).toBe(404);
    expect(
      (await t.request('/api/courses/nope/progress', { method: 'PUT', json: { completedModules: [] }, cookie })).status,
    ).toBe(404);
  });
});
