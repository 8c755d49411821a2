import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueQuery } from '#contract/catalogue.ts';
import { users } from '#server/db/schema/auth.ts';
import { courses, enrolledCourses, programs } from '#server/db/schema/learning.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { findCatalogue } from './catalogue.service.ts';

// The in-memory catalogue search is as current as the database: every write to a course or a
// program, and every enrolment that changes a course's learners, shows in the next search of every
// process, with no message between them. Two indexes on one database stand for two processes.

let t: TestApp;
let institutionId: string;
let first: CatalogueIndex;
let second: CatalogueIndex;
beforeAll(async () => {
  t = await createTestApp();
  first = new CatalogueIndex(t.database.db);
  second = new CatalogueIndex(t.database.db);
  institutionId = (await t.signUp({ verified: true })).userId;
});
afterAll(() => t.close());

/** The titles a search lists through one index, in order, and its total. */
async function search(index: CatalogueIndex, query: Record<string, string>) {
  const page = await findCatalogue({ db: t.database.db, catalogueIndex: index }, CatalogueQuery.parse(query));
  return { titles: page.items.map((item) => item.title), total: page.total };
}

async function addCourse(title: string, description = 'Hands-on practice.') {
  const [row] = await t.database.db
    .insert(courses)
    .values({ title, description, duration: '2 months', category: 'Agriculture' })
    .returning({ id: courses.id });
  return row!.id;
}

async function addProgram(programTitle: string) {
  const [row] = await t.database.db
    .insert(programs)
    .values({
      institutionId,
      programTitle,
      organizationName: 'Gandaki Polytechnic',
      programType: 'College Degree',
      credentialAwarded: 'Diploma',
      description: 'Two years of study.',
      format: 'in-person',
      location: 'Pokhara',
      duration: '2 years',
      totalCost: 'NPR 80,000',
    })
    .returning({ id: programs.id });
  return row!.id;
}

describe('the catalogue search index', () => {
  it('finds a course written after it was built, in every process', async () => {
    for (const index of [first, second])
      expect(await search(index, { q: 'zebrafish' })).toEqual({ titles: [], total: 0 });
    await addCourse('Zebrafish Breeding');
    for (const index of [first, second]) {
      expect(await search(index, { q: 'zebrafish' })).toEqual({ titles: ['Zebrafish Breeding'], total: 1 });
    }
  });

  it('ranks an edited course by its new title', async () => {
    const older = await addCourse('Orchard Basics', 'Includes a visit to a yak cheese dairy.');
    await addCourse('Yak Cheese Making');
    expect((await search(first, { q: 'yak cheese' })).titles).toEqual(['Yak Cheese Making', 'Orchard Basics']);
    await t.database.db.update(courses).set({ title: 'Yak Cheese Dairy Visit' }).where(eq(courses.id, older));
    // both titles hold the phrase now: the newer first
    expect((await search(second, { q: 'yak cheese' })).titles).toEqual(['Yak Cheese Making', 'Yak Cheese Dairy Visit']);
  });

  it('moves a course up when learners enrol, in every process', async () => {
    const older = await addCourse('Walnut Grafting');
    await addCourse('Walnut Pruning');
    expect((await search(first, { q: 'walnut' })).titles).toEqual(['Walnut Pruning', 'Walnut Grafting']);
    const [learner] = await t.database.db
      .insert(users)
      .values({ name: 'Learner', email: 'walnut-learner@example.com' })
      .returning({ id: users.id });
    await t.database.db.insert(enrolledCourses).values({ userId: learner!.id, courseId: older });
    for (const index of [first, second]) {
      expect((await search(index, { q: 'walnut' })).titles).toEqual(['Walnut Grafting', 'Walnut Pruning']);
    }
  });

  it('forgets a program made inactive, hidden by staff or deleted, and lists it again when active', async () => {
    const id = await addProgram('Quokka Husbandry Diploma');
    const shown = { titles: ['Quokka Husbandry Diploma'], total: 1 };
    const gone = { titles: [], total: 0 };
    expect(await search(first, { q: 'quokka' })).toEqual(shown);
    const set = (values: Partial<typeof programs.$inferInsert>) =>
      t.database.db.update(programs).set(values).where(eq(programs.id, id));

    await set({ isActive: false });
    expect(await search(first, { q: 'quokka' })).toEqual(gone);
    await set({ isActive: true });
    expect(await search(second, { q: 'quokka' })).toEqual(shown);
    await set({ hiddenAt: new Date(), hiddenCause: 'moderation' });
    expect(await search(second, { q: 'quokka' })).toEqual(gone);
    await set({ hiddenAt: null, hiddenCause: null });
    expect(await search(first, { q: 'quokka' })).toEqual(shown);

    await t.database.db.delete(programs).where(eq(programs.id, id));
    for (const index of [first, second]) expect(await search(index, { q: 'quokka' })).toEqual(gone);
  });

  it('filters and counts a new program as the list does', async () => {
    await addProgram('Narwhal Guiding Diploma');
    expect((await search(second, { q: 'narwhal', format: 'in-person', price: '50k-plus' })).total).toBe(1);
    expect((await search(second, { q: 'narwhal', format: 'online' })).total).toBe(0);
    const counts = await second.facets({ q: 'narwhal', tab: 'all', format: 'online' } as Parameters<
      CatalogueIndex['facets']
    >[0]);
    expect(counts?.format).toEqual({ online: 0, 'in-person': 1, hybrid: 0 });
    expect(counts?.price['free']).toBe(0);
  });
});
