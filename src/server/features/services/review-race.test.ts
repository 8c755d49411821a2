import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '#server/db/schema/messaging.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { reviews } from '#server/db/schema/services.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { expectStatus, insertService } from '#tests/factories/moderation.ts';

// Work marked from a conversation (no service) unlocks one review of one of the professional's
// services (decision 012). Posted at once for several services, one review takes it and the rest
// are refused: a unique index on reviews.engagement_id (decision 040). Races need several
// connections to show, so this matters on PostgreSQL (TEST_DATABASE_URL); PGlite runs it too.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one engagement, reviews of several services at once', () => {
  it('backs one review; the others answer 403', async () => {
    const pro = await t.signUp({ verified: true });
    await t.database.db.insert(userRoles).values({ userId: pro.userId, role: 'professional' });
    const client = await t.signUp({ verified: true });
    const serviceIds = [
      await insertService(t, pro.userId, 'Wiring'),
      await insertService(t, pro.userId, 'Solar panels'),
      await insertService(t, pro.userId, 'Inverter repair'),
    ];
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ user1Id: client.userId, user2Id: pro.userId })
      .returning({ id: conversations.id });
    const engagement = (await expectStatus(t, '/api/engagements', 200, {
      json: { clientId: client.userId, conversationId: conversation!.id, stage: 'done' },
      cookie: pro.cookie,
    })) as { id: string };

    const answers = await Promise.all(
      serviceIds.map((serviceId) =>
        t.request('/api/reviews', {
          method: 'POST',
          json: { serviceId, rating: 5, comment: 'Good work, on time.' },
          cookie: client.cookie,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    const backed = await t.database.db.select().from(reviews).where(eq(reviews.engagementId, engagement.id));
    expect(backed).toHaveLength(1);
    const listed = (await expectStatus(t, `/api/professionals/${pro.userId}/reviews`, 200)) as unknown[];
    expect(listed).toHaveLength(1);
  });
});
