import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryQuery } from '#contract/services.ts';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { engagements, reviews, services } from '#server/db/schema/services.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { DirectoryIndex } from './directory-index.ts';
import { queryDirectory } from './directory.service.ts';

// The in-memory directory (decision 037) is as current as the database: a professional's profile,
// and every write to their services and reviews (which the triggers of migration 0017 copy onto the
// profile), and the names its card shows from other rows (migration 0022), show in the next search
// of every process, with no message between them. Two indexes
// on one database stand for two processes.

let t: TestApp;
let first: DirectoryIndex;
let second: DirectoryIndex;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  first = new DirectoryIndex(t.database.db);
  second = new DirectoryIndex(t.database.db);
  clientId = (await t.signUp({ fullName: 'Sita Client' })).userId;
});
afterAll(() => t.close());

/** The names a search lists through one index, in order, and its total. */
async function search(index: DirectoryIndex, query: Record<string, string>) {
  const page = await queryDirectory({ db: t.database.db, directoryIndex: index }, DirectoryQuery.parse(query));
  return { names: page.items.map((item) => item.fullName), total: page.total };
}

const both = [
  ['first', () => first],
  ['second', () => second],
] as const;

/** A professional's account and profile, without a service yet (so not listed). */
async function professional(fullName: string, values: Partial<typeof profiles.$inferInsert> = {}) {
  const { userId } = await t.signUp({ fullName });
  const profile = { fullName, category: 'Other' as const, ...values };
  await t.database.db
    .insert(profiles)
    .values({ id: userId, ...profile })
    .onConflictDoUpdate({ target: profiles.id, set: profile });
  return userId;
}

async function offer(professionalId: string, title: string, values: Partial<typeof services.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(services)
    .values({
      professionalId,
      title,
      description: 'Careful work, fair prices.',
      format: 'in-person',
      duration: '2 hours',
      price: '800',
      ...values,
    })
    .returning({ id: services.id });
  return row!.id;
}

/** A counted review: after acknowledged work. */
async function review(professionalId: string, rating: number) {
  const [engagement] = await t.database.db
    .insert(engagements)
    .values({ professionalId, clientId, stage: 'done' })
    .returning({ id: engagements.id });
  await t.database.db
    .insert(reviews)
    .values({ reviewerId: clientId, professionalId, rating, comment: 'Came on time.', engagementId: engagement!.id });
}

describe('the directory index', () => {
  it('lists a professional once they offer a service, in every process', async () => {
    const id = await professional('Zebrafish Keeper');
    for (const [, index] of both) expect(await search(index(), { q: 'zebrafish' })).toEqual({ names: [], total: 0 });
    await offer(id, 'Aquarium Care');
    for (const [, index] of both) {
      expect(await search(index(), { q: 'zebrafish' })).toEqual({ names: ['Zebrafish Keeper'], total: 1 });
      expect(await search(index(), { q: 'aquarium' })).toEqual({ names: ['Zebrafish Keeper'], total: 1 });
    }
  });

  it("finds a professional by a renamed service's new title, not its old one", async () => {
    const id = await professional('Hari Tamang');
    const service = await offer(id, 'Xylophone Tuning');
    expect((await search(first, { q: 'xylophone' })).names).toEqual(['Hari Tamang']);
    await t.database.db.update(services).set({ title: 'Marimba Tuning' }).where(eq(services.id, service));
    for (const [, index] of both) {
      expect((await search(index(), { q: 'marimba' })).names).toEqual(['Hari Tamang']);
      expect((await search(index(), { q: 'xylophone' })).total).toBe(0);
    }
  });

  it('reorders a tier when a new review raises a professional’s popularity', async () => {
    const older = await professional('Older Yodeller');
    await offer(older, 'Yodel Lessons');
    const newer = await professional('Newer Yodeller');
    await offer(newer, 'Yodel Lessons');
    // the same popularity (no reviews): the recently updated first
    expect((await search(first, { q: 'yodel' })).names).toEqual(['Newer Yodeller', 'Older Yodeller']);
    await review(older, 5);
    for (const [, index] of both) {
      expect((await search(index(), { q: 'yodel' })).names).toEqual(['Older Yodeller', 'Newer Yodeller']);
      expect((await search(index(), { q: 'yodel', rating: '4' })).names).toEqual(['Older Yodeller']);
    }
  });

  it('delists a professional whose only service is hidden, and lists them again when it is shown', async () => {
    const id = await professional('Quokka Ranger');
    const service = await offer(id, 'Wildlife Walks');
    const shown = { names: ['Quokka Ranger'], total: 1 };
    expect(await search(first, { q: 'quokka' })).toEqual(shown);
    const listedBefore = (await search(second, {})).total;
    await t.database.db
      .update(services)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(services.id, service));
    for (const [, index] of both) expect((await search(index(), { q: 'quokka' })).total).toBe(0);
    expect((await search(second, {})).total).toBe(listedBefore - 1);
    await t.database.db.update(services).set({ hiddenAt: null, hiddenCause: null }).where(eq(services.id, service));
    expect(await search(first, { q: 'quokka' })).toEqual(shown);
  });

  it("follows a service's format and place in the delivery and place filters", async () => {
    const id = await professional('Walrus Dentist');
    const service = await offer(id, 'Tusk Polishing');
    const query = { q: 'tusk' };
    expect((await search(first, { ...query, delivery: 'online' })).total).toBe(0);
    expect((await search(first, { ...query, district: 'kaski' })).total).toBe(0);
    await t.database.db
      .update(services)
      .set({ format: 'online', districtId: 'kaski', localLevelId: 'kaski-pokhara' })
      .where(eq(services.id, service));
    for (const [, index] of both) {
      expect((await search(index(), { ...query, delivery: 'online' })).names).toEqual(['Walrus Dentist']);
      expect((await search(index(), { ...query, delivery: 'in-person' })).total).toBe(0);
      expect((await search(index(), { ...query, province: 'gandaki' })).names).toEqual(['Walrus Dentist']);
      expect((await search(index(), { ...query, near: 'kaski-pokhara' })).names).toEqual(['Walrus Dentist']);
    }
  });

  it("shows a card's own edits, and the names it shows from other rows, as they change", async () => {
    const id = await professional('Ibex Guide', { headline: 'Mountain walks' });
    await offer(id, 'Ridge Trekking');
    await review(id, 5);
    const card = async (index: DirectoryIndex) =>
      (await queryDirectory({ db: t.database.db, directoryIndex: index }, DirectoryQuery.parse({ q: 'ridge' })))
        .items[0]!;
    expect((await card(first)).testimonial?.reviewerName).toBe('Sita Client');
    // the card's own row
    await t.database.db.update(profiles).set({ headline: 'High passes' }).where(eq(profiles.id, id));
    // the account's name, shown while the profile has none (migration 0022)
    await t.database.db.update(profiles).set({ fullName: null }).where(eq(profiles.id, id));
    expect((await card(first)).fullName).toBe('Ibex Guide');
    await t.database.db.update(users).set({ name: 'Ibex Mountain Guide' }).where(eq(users.id, id));
    for (const [, index] of both) {
      const shown = await card(index());
      expect(shown.headline).toBe('High passes');
      expect(shown.fullName).toBe('Ibex Mountain Guide');
    }
    // the reviewer's name in the testimonial, from their profile or else their account
    await t.database.db
      .insert(profiles)
      .values({ id: clientId, fullName: 'Sita Shrestha' })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName: 'Sita Shrestha' } });
    for (const [, index] of both) expect((await card(index())).testimonial?.reviewerName).toBe('Sita Shrestha');
    await t.database.db.update(profiles).set({ fullName: null }).where(eq(profiles.id, clientId));
    expect((await card(first)).testimonial?.reviewerName).toBe('Sita Client');
    await t.database.db.update(users).set({ name: 'Sita S.' }).where(eq(users.id, clientId));
    for (const [, index] of both) expect((await card(index())).testimonial?.reviewerName).toBe('Sita S.');
  });

  it('follows verification for "verified only", and forgets a deleted account', async () => {
    const id = await professional('Narwhal Trainer');
    await offer(id, 'Tusk Training');
    const verifiedOnly = { q: 'narwhal', verified: '1' };
    expect((await search(first, verifiedOnly)).total).toBe(0);
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, id));
    expect((await search(first, verifiedOnly)).names).toEqual(['Narwhal Trainer']);
    expect((await search(second, { q: 'narwhal' })).names).toEqual(['Narwhal Trainer']);

    await t.database.db.delete(users).where(eq(users.id, id));
    for (const [, index] of both) expect(await search(index(), { q: 'narwhal' })).toEqual({ names: [], total: 0 });
  });
});
