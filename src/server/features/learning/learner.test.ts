import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { COURSES } from '#server/db/seed/courses.data.ts';
import { CataloguePage, LearnerDashboard, UserSkill } from '#contract/catalogue.ts';
import { LIMITS } from '#contract/limits.ts';
import { englishMessage } from '#contract/messages.ts';

let t: TestApp;
let courseIds: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  courseIds = new Map();
  for (let page = 1; page < 10; page++) {
    const { items } = CataloguePage.parse(await (await t.request(`/api/catalogue?page=${page}`)).json());
    for (const item of items) if (item.kind === 'course') courseIds.set(item.title, item.id);
  }
});
afterAll(() => t.close());

const idOf = (title: string) => courseIds.get(title)!;

async function dashboard(cookie: string) {
  const response = await t.request('/api/dashboard/learner', { cookie });
  expect(response.status).toBe(200);
  return LearnerDashboard.parse(await response.json());
}

async function saveSkill(cookie: string, skillName: string, proficiencyLevel: number) {
  const response = await t.request('/api/me/skills', { method: 'PUT', json: { skillName, proficiencyLevel }, cookie });
  expect(response.status).toBe(200);
  return UserSkill.parse(await response.json());
}

describe('learner dashboard', () => {
  it('is empty for a new learner, recommending the newest courses', async () => {
    const { cookie } = await t.signUp();
    const board = await dashboard(cookie);
    expect(board).toMatchObject({
      continueLearning: null,
      enrolledCourses: [],
      skills: [],
      stats: { enrolledCount: 0, skillsCount: 0, averageProgress: 0 },
    });
    expect(board.recommendedCourses).toHaveLength(LIMITS.networkRecommendedCourses);
    expect(board.recommendedCourses[0]?.title).toBe(COURSES.at(-1)?.title);
  });

  it('orders courses by last visit, keeps three, and computes stats over all enrolments', async () => {
    const { cookie } = await t.signUp();
    const titles = ['Plumber (Level 1)', 'Mushroom Cultivation', 'Mobile Phone Repair', 'Barista & Café Operations'];
    for (const title of titles) {
      await t.request(`/api/courses/${idOf(title)}/enrol`, { method: 'POST', cookie });
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const plumber = COURSES.find((course) => course.title === 'Plumber (Level 1)')!;
    await t.request(`/api/courses/${idOf(plumber.title)}/progress`, {
      method: 'PUT',
      json: { completedModules: plumber.modules.map((_, index) => index) },
      cookie,
    });
    const board = await dashboard(cookie);
    expect(board.continueLearning?.title).toBe('Plumber (Level 1)');
    expect(board.enrolledCourses.map((course) => course.title)).toEqual([
      'Plumber (Level 1)',
      'Barista & Café Operations',
      'Mobile Phone Repair',
    ]);
    expect(board.stats).toEqual({ enrolledCount: 4, skillsCount: 0, averageProgress: 25 });
    const recommended = board.recommendedCourses.map((course) => course.id);
    for (const title of titles) expect(recommended).not.toContain(idOf(title));
  });

  it('recommends courses sharing my skills or categories', async () => {
    const { cookie } = await t.signUp();
    const figma = COURSES.find((course) => course.title === 'UI/UX Design with Figma')!;
    await saveSkill(cookie, figma.keySkills[0]!.toUpperCase(), 3);
    const board = await dashboard(cookie);
    expect(board.recommendedCourses[0]?.title).toBe(figma.title);
  });

  it('recommends first what the learner said at sign-up they are interested in, in either language', async () => {
    const { cookie } = await t.signUp();
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'student' }, cookie });
    const saved = await t.request('/api/profile', {
      method: 'PUT',
      json: {
        intent: 'setup',
        profile: {
          role: 'student',
          fullName: 'Bikash Thapa',
          headline: 'SLC, Pokhara',
          educationLevel: 'High School',
          interests: ['बिजुली मर्मत', 'Solar installation'],
        },
      },
      cookie,
    });
    expect(saved.status).toBe(200);
    const recommended = (await dashboard(cookie)).recommendedCourses;
    const titles = recommended.map((course) => course.title);
    // each interest's best course first: electrical repair work, and solar installation
    expect(recommended.slice(0, 2).map((course) => course.category)).toEqual([
      'Electrical & Electronics',
      'Electrical & Electronics',
    ]);
    expect(titles.slice(0, 2)).toContain('Solar PV System Installation');
    // the newest courses (beauty, English) are not what was asked
    expect(titles).not.toContain('Beautician & Hair Dressing');
    expect(titles).not.toContain('Spoken English for the Workplace');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.request('/api/dashboard/learner')).status).toBe(401);
  });
});

describe('skills', () => {
  it('adds skills, updates a level by name whatever the case, and lists highest first', async () => {
    const { cookie } = await t.signUp();
    const react = await saveSkill(cookie, 'React', 2);
    await saveSkill(cookie, 'Plumbing', 4);
    const updated = await saveSkill(cookie, 'react', 5);
    expect(updated).toEqual({ id: react.id, skillName: 'React', proficiencyLevel: 5 });
    const list = (await (await t.request('/api/me/skills', { cookie })).json()) as UserSkill[];
    expect(list.map((skill) => [skill.skillName, skill.proficiencyLevel])).toEqual([
      ['React', 5],
      ['Plumbing', 4],
    ]);
  });

  it('shows at most six skills on the dashboard but counts all of them', async () => {
    const { cookie } = await t.signUp();
    for (let i = 0; i < 8; i++) await saveSkill(cookie, `Skill ${i}`, (i % 5) + 1);
    const board = await dashboard(cookie);
    expect(board.skills).toHaveLength(LIMITS.dashboardSkills);
    expect(board.skills[0]?.proficiencyLevel).toBe(5);
    expect(board.stats.skillsCount).toBe(8);
  });

  it.each([
    [{ skillName: '', proficiencyLevel: 3 }, 'skills.nameRequired'],
    [{ skillName: 'Welding', proficiencyLevel: 0 }, 'skills.levelRange'],
    [{ skillName: 'Welding', proficiencyLevel: 6 }, 'skills.levelRange'],
  ])('refuses %j with 400', async (json, key) => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/me/skills', { method: 'PUT', json, cookie });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(englishMessage(key));
  });

  it("deletes my own skill, but never someone else's (404)", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const skill = await saveSkill(owner.cookie, 'Masonry', 3);
    expect((await t.request(`/api/me/skills/${skill.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(
      404,
    );
    expect((await t.request('/api/me/skills/not-a-uuid', { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    const list = (await (await t.request('/api/me/skills', { cookie: owner.cookie })).json()) as UserSkill[];
    expect(list).toHaveLength(1);
    expect((await t.request(`/api/me/skills/${skill.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    expect(await (await t.request('/api/me/skills', { cookie: owner.cookie })).json()).toEqual([]);
  });

  it('answers 401 to every skills call when signed out', async () => {
    expect((await t.request('/api/me/skills')).status).toBe(401);
    expect(
      (await t.request('/api/me/skills', { method: 'PUT', json: { skillName: 'x', proficiencyLevel: 1 } })).status,
    ).toBe(401);
    expect((await t.request('/api/me/skills/00000000-0000-4000-8000-000000000000', { method: 'DELETE' })).status).toBe(
      401,
    );
  });
});
