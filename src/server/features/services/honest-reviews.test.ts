import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engagement } from '#contract/engagements.ts';
import { englishMessage } from '#contract/messages.ts';
import { DirectoryPage, ProfessionalDashboard, ProfessionalDetail, Review, Service } from '#contract/services.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { reviews } from '#server/db/schema/services.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Honest reviews (docs/decisions/012): only a client whose work the professional acknowledged, with
// a verified e-mail, may review; only such reviews, not hidden, count anywhere a rating shows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signUpLimits: { perClient: 1000, perEmail: 1000 } });
});
afterAll(() => t.close());

interface Person {
  cookie: string;
  userId: string;
}
interface ErrorBody {
  error: { key: string; message: string };
}

async function professional(fullName: string, area: string): Promise<Person> {
  const user = await t.signUp({ fullName, verified: true });
  const added = await t.request('/api/me/roles', {
    method: 'POST',
    json: { role: 'professional' },
    cookie: user.cookie,
  });
  expect(added.status).toBe(201);
  await t.database.db.update(profiles).set({ fullName, serviceArea: area }).where(eq(profiles.id, user.userId));
  return user;
}

async function publish(pro: Person, title: string): Promise<Service> {
  const response = await t.request('/api/services', {
    method: 'POST',
    cookie: pro.cookie,
    json: { title, description: 'Careful work.', format: 'online', duration: '2 hours', skills: 'Care', price: '1000' },
  });
  expect(response.status).toBe(201);
  return Service.parse(await response.json());
}

const enquire = (client: Person, serviceId: string) =>
  t.request(`/api/services/${serviceId}/enquiries`, { method: 'POST', json: {}, cookie: client.cookie });

const mark = (cookie: string | undefined, json: Record<string, unknown>) =>
  t.request('/api/engagements', { method: 'POST', json, cookie });

const review = (client: Person, serviceId: string, rating = 5) =>
  t.request('/api/reviews', {
    method: 'POST',
    json: { serviceId, rating, comment: 'Good work, on time.' },
    cookie: client.cookie,
  });

async function detail(pro: Person, viewer?: Person): Promise<ProfessionalDetail> {
  const response = await t.request(`/api/professionals/${pro.userId}`, { cookie: viewer?.cookie });
  expect(response.status).toBe(200);
  return ProfessionalDetail.parse(await response.json());
}

const keyOf = async (response: Response) => ((await response.json()) as ErrorBody).error.key;

describe('POST /api/engagements', () => {
  it('lets only the professional of the service mark work with a client in touch with them', async () => {
    const pro = await professional('Gita Tailor', 'Bhaktapur');
    const service = await publish(pro, 'Kurta Stitching');
    const client = await t.signUp({ verified: true });
    const body = { clientId: client.userId, serviceId: service.id, stage: 'agreed' };

    expect((await mark(undefined, body)).status).toBe(401);
    // the client, another professional, the wrong role: refused
    const other = await professional('Other Tailor', 'Patan');
    const notOwner = await mark(other.cookie, body);
    expect(notOwner.status).toBe(403);
    expect(await keyOf(notOwner)).toBe('services.notOwner');
    expect((await mark(client.cookie, body)).status).toBe(403);
    // not in touch yet: no enquiry, no conversation
    const stranger = await mark(pro.cookie, body);
    expect(stranger.status).toBe(403);
    expect(await keyOf(stranger)).toBe('services.engagement.notInTouch');

    await enquire(client, service.id);
    const agreed = await mark(pro.cookie, body);
    expect(agreed.status).toBe(200);
    const first = Engagement.parse(await agreed.json());
    expect(first).toMatchObject({ clientId: client.userId, serviceId: service.id, stage: 'agreed' });
    // one click later the work is done: the same engagement moves on
    const done = Engagement.parse(await (await mark(pro.cookie, { ...body, stage: 'done' })).json());
    expect(done).toMatchObject({ id: first.id, stage: 'done' });

    const dashboard = ProfessionalDashboard.parse(
      await (await t.request('/api/professional/dashboard', { cookie: pro.cookie })).json(),
    );
    expect(dashboard.enquiries.find((row) => row.userId === client.userId)?.engagementStage).toBe('done');
  });

  it('answers bad input with 4xx and a clear message', async () => {
    const pro = await professional('Input Pro', 'Kathmandu');
    const service = await publish(pro, 'Input Lessons');
    const noTarget = await mark(pro.cookie, { clientId: pro.userId, stage: 'done' });
    expect(noTarget.status).toBe(400);
    expect(await keyOf(noTarget)).toBe('services.engagement.targetRequired');
    const badStage = await mark(pro.cookie, { clientId: pro.userId, serviceId: service.id, stage: 'paid' });
    expect(badStage.status).toBe(400);
    expect(await keyOf(badStage)).toBe('services.engagement.stageRequired');
    const self = await mark(pro.cookie, { clientId: pro.userId, serviceId: service.id, stage: 'done' });
    expect(self.status).toBe(403);
    const missing = await mark(pro.cookie, {
      clientId: '00000000-0000-4000-8000-000000000000',
      serviceId: service.id,
      stage: 'done',
    });
    expect(missing.status).toBe(404);
    const client = await t.signUp();
    const unknownService = await mark(pro.cookie, { clientId: client.userId, serviceId: 'nope', stage: 'done' });
    expect(unknownService.status).toBe(404);
  });

  it('takes work agreed in a conversation only from a professional in that conversation', async () => {
    const pro = await professional('Chat Pro', 'Pokhara');
    const service = await publish(pro, 'Chat Lessons');
    const client = await t.signUp({ verified: true });
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ user1Id: client.userId, user2Id: pro.userId })
      .returning();
    const outsider = await professional('Outsider Pro', 'Pokhara');
    const json = { clientId: client.userId, conversationId: conversation!.id, stage: 'agreed' };
    expect((await mark(outsider.cookie, json)).status).toBe(403);
    // the client in the conversation is no professional
    expect((await mark(client.cookie, { ...json, clientId: pro.userId })).status).toBe(403);
    expect((await mark(pro.cookie, json)).status).toBe(200);
    // a conversation's engagement unlocks one review of one of the professional's services
    expect((await detail(pro, client)).reviewableServiceIds).toEqual([service.id]);
    expect((await review(client, service.id)).status).toBe(201);
    expect((await detail(pro, client)).reviewGate).toBe('reviewed');
  });
});

describe('writing a review', () => {
  it('needs a verified e-mail, then acknowledged work; the page says why before anyone writes', async () => {
    const pro = await professional('Hari Plumber', 'Pokhara');
    const service = await publish(pro, 'Pipe Fitting');
    const client = await t.signUp();
    await enquire(client, service.id);

    expect((await detail(pro)).reviewGate).toBe('signIn');
    expect((await detail(pro, pro)).reviewGate).toBe('own');
    expect((await detail(pro, client)).reviewGate).toBe('noEngagement');
    const early = await review(client, service.id);
    expect(early.status).toBe(403);
    expect(await keyOf(early)).toBe('security.errors.emailNotVerified');

    await t.verifyEmail((await t.database.db.query.users.findFirst({ where: (u) => eq(u.id, client.userId) }))!.email);
    const refused = await review(client, service.id);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error).toMatchObject({ key: 'services.reviewNeedsEngagement' });
    expect(body.error.message).toBe('You can review once the professional has marked your work as agreed or done.');
    expect(englishMessage('services.reviewNeedsEngagement')).toBe(body.error.message);

    expect((await mark(pro.cookie, { clientId: client.userId, serviceId: service.id, stage: 'agreed' })).status).toBe(
      200,
    );
    const page = await detail(pro, client);
    expect(page).toMatchObject({ reviewGate: 'open', reviewableServiceIds: [service.id] });
    const saved = await review(client, service.id, 4);
    expect(saved.status).toBe(201);
    expect(Review.parse(await saved.json())).toMatchObject({ rating: 4, hiddenReason: null });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.reviewerId, client.userId));
    expect(row?.engagementId).not.toBeNull();
    expect((await review(client, service.id)).status).toBe(409);
    expect((await detail(pro, client)).reviewGate).toBe('reviewed');
    expect(await detail(pro)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('tells an unverified client with acknowledged work to verify the e-mail', async () => {
    const pro = await professional('Verify Pro', 'Biratnagar');
    const service = await publish(pro, 'Verify Lessons');
    const client = await t.signUp();
    await enquire(client, service.id);
    await mark(pro.cookie, { clientId: client.userId, serviceId: service.id, stage: 'done' });
    expect((await detail(pro, client)).reviewGate).toBe('verifyEmail');
  });
});

describe('ratings', () => {
  it('fifteen throwaway accounts cannot move a rating, verified e-mail or not', async () => {
    const pro = await professional('Sarita Electrician', 'Dhangadhi');
    const service = await publish(pro, 'Home Wiring Dhangadhi');
    const happy = await t.signUp({ verified: true });
    await enquire(happy, service.id);
    await mark(pro.cookie, { clientId: happy.userId, serviceId: service.id, stage: 'done' });
    expect((await review(happy, service.id, 5)).status).toBe(201);
    const before = await detail(pro);
    expect(before).toMatchObject({ rating: 5, reviewCount: 1 });

    const answers: number[] = [];
    for (let index = 0; index < 15; index += 1) {
      const attacker = await t.signUp({ verified: index % 2 === 0 });
      await enquire(attacker, service.id);
      answers.push((await review(attacker, service.id, 1)).status);
    }
    expect(answers).toEqual(Array.from({ length: 15 }, () => 403));
    expect(await detail(pro)).toMatchObject({ rating: 5, reviewCount: 1 });
    const [card] = DirectoryPage.parse(await (await t.request('/api/professionals?q=dhangadhi')).json()).items;
    expect(card).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it("count only acknowledged, visible reviews; a hidden one is its reviewer's alone, with the reason", async () => {
    const pro = await professional('Kamala Cook', 'Butwal');
    const service = await publish(pro, 'Cooking Class Butwal');
    const clients = await Promise.all([t.signUp({ verified: true }), t.signUp({ verified: true })]);
    for (const [index, client] of clients.entries()) {
      await enquire(client, service.id);
      await mark(pro.cookie, { clientId: client.userId, serviceId: service.id, stage: 'done' });
      expect((await review(client, service.id, index === 0 ? 5 : 1)).status).toBe(201);
    }
    // an old review from before acknowledged work, straight in the table: listed nowhere, counted nowhere
    const legacy = await t.signUp({ verified: true });
    await t.database.db.insert(reviews).values({
      reviewerId: legacy.userId,
      professionalId: pro.userId,
      serviceId: service.id,
      rating: 1,
      comment: 'Old.',
    });
    expect(await detail(pro)).toMatchObject({ rating: 3, reviewCount: 2 });

    // staff hide the 1-star review
    const hidden = clients[1]!;
    await t.database.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: 'Personal attack', hiddenCause: 'moderation' })
      .where(eq(reviews.reviewerId, hidden.userId));
    const publicPage = await detail(pro);
    expect(publicPage).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(publicPage.reviews.map((item) => item.rating)).toEqual([5]);
    const listed = (await (await t.request(`/api/professionals/${pro.userId}/reviews`)).json()) as Review[];
    expect(listed.map((item) => item.rating)).toEqual([5]);
    const [card] = DirectoryPage.parse(await (await t.request('/api/professionals?q=butwal cooking')).json()).items;
    expect(card).toMatchObject({ rating: 5, reviewCount: 1 });
    const dashboard = ProfessionalDashboard.parse(
      await (await t.request('/api/professional/dashboard', { cookie: pro.cookie })).json(),
    );
    expect(dashboard.stats).toMatchObject({ rating: 5, reviewCount: 1 });

    const ownView = await detail(pro, hidden);
    expect(ownView.reviews.find((item) => item.rating === 1)).toMatchObject({ hiddenReason: 'Personal attack' });
    expect(ownView.rating).toBe(5);
  });

  it('counts a review written before the work was acknowledged once the professional marks it', async () => {
    const pro = await professional('Legacy Pro', 'Janakpur');
    const service = await publish(pro, 'Legacy Lessons');
    const client = await t.signUp({ verified: true });
    await enquire(client, service.id);
    await t.database.db.insert(reviews).values({
      reviewerId: client.userId,
      professionalId: pro.userId,
      serviceId: service.id,
      rating: 4,
      comment: 'Fine.',
    });
    expect((await detail(pro)).reviewCount).toBe(0);
    await mark(pro.cookie, { clientId: client.userId, serviceId: service.id, stage: 'done' });
    expect(await detail(pro)).toMatchObject({ rating: 4, reviewCount: 1 });
  });
});
