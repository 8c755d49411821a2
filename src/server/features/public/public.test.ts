import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import {
  contactMessages,
  courses,
  enrolledCourses,
  jobPostings,
  profiles,
  programs,
  userRoles,
} from '#server/db/schema/index.ts';
import { CataloguePage } from '#contract/catalogue.ts';
import { tabOfCategory } from '#contract/catalogue-rules.ts';
import { CONTACT_MESSAGES_PER_HOUR } from '#contract/contact.ts';
import { HomeData } from '#contract/public-pages.ts';
import { englishMessage } from '#contract/messages.ts';
import { STAFF_EMAIL } from './contact.service.ts';
import { PUBLIC_PAGES } from './sitemap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const message = {
  name: 'Sunita Rai',
  email: 'sunita.rai@example.com',
  subject: 'Plumbing course in Butwal',
  message: 'Is there an evening batch of the plumbing course in Butwal?',
};

async function home(app = t): Promise<HomeData> {
  const response = await app.request('/api/home');
  expect(response.status).toBe(200);
  return HomeData.parse(await response.json());
}

describe('GET /api/home', () => {
  it('features the three most enrolled courses, with their learner counts', async () => {
    const { courses: featured } = await home();
    expect(featured).toHaveLength(3);
    const counts = await t.database.db
      .select({ courseId: enrolledCourses.courseId, total: sql<number>`count(*)::int` })
      .from(enrolledCourses)
      .groupBy(enrolledCourses.courseId);
    const byCourse = new Map(counts.map((row) => [row.courseId, Number(row.total)]));
    const top = [...byCourse.values()].sort((a, b) => b - a).slice(0, 3);
    expect(featured.map((course) => course.enrolled)).toEqual(top);
    for (const course of featured) expect(byCourse.get(course.id)).toBe(course.enrolled);
  });

  it('features three verified professionals only', async () => {
    const { professionals: featured } = await home();
    expect(featured).toHaveLength(3);
    for (const professional of featured) {
      const [row] = await t.database.db
        .select({ isVerified: profiles.isVerified, role: userRoles.role })
        .from(profiles)
        .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'professional')))
        .where(eq(profiles.id, professional.id));
      expect(row).toEqual({ isVerified: true, role: 'professional' });
      expect(professional.fullName).not.toBe('');
      expect(professional.hourlyRate).toBeGreaterThan(0);
    }
  });

  it('counts each category as the catalogue does', async () => {
    const { categories } = await home();
    expect(categories.length).toBeGreaterThan(3);
    const counts = categories.map((category) => category.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const { category, tab, count } of categories) {
      expect(tab).toBe(tabOfCategory(category));
      const query = new URLSearchParams({ tab, category });
      const response = await t.request(`/api/catalogue?${query.toString()}`);
      expect(CataloguePage.parse(await response.json()).total).toBe(count);
    }
  });

  it('answers empty lists on an empty database', async () => {
    const empty = await createTestApp();
    try {
      expect(await home(empty)).toEqual({ courses: [], professionals: [], categories: [] });
    } finally {
      await empty.close();
    }
  });
});

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the team', async () => {
    const before = t.outbox().length;
    const response = await t.request('/api/contact', {
      method: 'POST',
      json: { ...message, name: `  ${message.name} ` },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...message, userId: null });

    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(STAFF_EMAIL);
    expect(mails[0]?.subject).toContain(message.subject);
    expect(mails[0]?.text).toContain(message.message);
    expect(mails[0]?.text).toContain(message.email);
  });

  it('records who sent it when signed in', async () => {
    const { cookie, userId } = await t.signUp();
    const response = await t.request('/api/contact', { method: 'POST', json: message, cookie });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.userId).toBe(userId);
  });

  it.each([
    [{ ...message, name: '   ' }, 'contact.validation.nameRequired'],
    [{ ...message, email: '' }, 'contact.validation.emailRequired'],
    [{ ...message, email: 'sunita@' }, 'contact.validation.emailInvalid'],
    [{ ...message, subject: undefined }, 'contact.validation.subjectRequired'],
    [{ ...message, subject: 'x'.repeat(201) }, 'contact.validation.subjectTooLong'],
    [{ ...message, message: '\n \n' }, 'contact.validation.messageRequired'],
  ])('refuses %o with the form’s message, storing and sending nothing', async (body, key) => {
    const stored = await t.database.db.$count(contactMessages);
    const sent = t.outbox().length;
    const response = await t.request('/api/contact', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string; key: string } };
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', key, message: englishMessage(key) });
    expect(error.message).not.toBe(key);
    expect(await t.database.db.$count(contactMessages)).toBe(stored);
    expect(t.outbox()).toHaveLength(sent);
  });

  it(`lets one client send ${CONTACT_MESSAGES_PER_HOUR} messages an hour, then asks it to wait`, async () => {
    const app = await createTestApp();
    try {
      for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
        const response = await app.request('/api/contact', { method: 'POST', json: { ...message, subject: `#${i}` } });
        expect(response.status).toBe(201);
      }
      const refused = await app.request('/api/contact', { method: 'POST', json: message });
      expect(refused.status).toBe(429);
      const { error } = (await refused.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('RATE_LIMITED');
      expect(error.message).toBe(englishMessage('contact.tooMany'));
      expect(await app.database.db.$count(contactMessages)).toBe(CONTACT_MESSAGES_PER_HOUR);
      expect(app.outbox()).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
    } finally {
      await app.close();
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and signed-in pages and names the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const robots = await response.text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).not.toMatch(/Disallow: \/(courses|jobs|about)\b/);
  });

  it('sitemap.xml lists the public pages, every course, active programs and active jobs', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locations = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    for (const page of PUBLIC_PAGES) expect(locations).toContain(`http://localhost:3000${page}`);

    const db = t.database.db;
    const courseIds = await db.select({ id: courses.id }).from(courses);
    for (const { id } of courseIds) expect(locations).toContain(`http://localhost:3000/courses/${id}`);
    const programRows = await db.select({ id: programs.id, isActive: programs.isActive }).from(programs);
    expect(programRows.some((row) => !row.isActive)).toBe(true);
    for (const { id, isActive } of programRows) {
      expect(locations.has(`http://localhost:3000/programs/${id}`)).toBe(isActive);
    }
    const jobRows = await db.select({ id: jobPostings.id, isActive: jobPostings.isActive }).from(jobPostings);
    expect(jobRows.some((row) => !row.isActive)).toBe(true);
    for (const { id, isActive } of jobRows) {
      expect(locations.has(`http://localhost:3000/jobs/${id}`)).toBe(isActive);
    }
    expect(locations.size).toBe(
      PUBLIC_PAGES.length +
        courseIds.length +
        programRows.filter((row) => row.isActive).length +
        jobRows.filter((row) => row.isActive).length,
    );
  });
});
