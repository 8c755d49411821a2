import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '#server/db/schema/jobs.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { serviceVideos } from '#server/db/schema/services.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { expectStatus, insertJob, insertService } from '#tests/factories/moderation.ts';

// A hidden item is inert, not only unlisted: nobody applies to a hidden job, enquires about,
// reviews, watches or marks work on a hidden service or a suspended professional's, and their
// reviews leave the public list. Each refusal is the page's own answer, 410 "Removed by Sipalu".

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUpStaff();
});
afterAll(() => t.close());

const reason = { reason: 'A scam.' };
const removed = (body: unknown) =>
  expect((body as { error: { key: string } }).error.key).toBe('moderation.errors.removed');

async function professional() {
  const pro = await t.signUp({ verified: true });
  await t.database.db.insert(userRoles).values({ userId: pro.userId, role: 'professional' }).onConflictDoNothing();
  return pro;
}

const enquiries = async (userId: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'enquiry')))
  ).length;

const reviewIds = async (professionalId: string) =>
  ((await expectStatus(t, `/api/professionals/${professionalId}/reviews`, 200)) as { id: string }[]).map(
    (review) => review.id,
  );

describe('a hidden job', () => {
  it('takes no application: 410, and the company receives no applicant', async () => {
    const company = await t.signUp();
    const applicant = await t.signUp();
    const jobId = await insertJob(t, company.userId, 'Visa processing assistant');
    await expectStatus(t, `/api/staff/reports/job/${jobId}/hide`, 200, { json: reason, cookie: staff.cookie });

    const refused = await expectStatus(t, `/api/jobs/${jobId}/applications`, 410, {
      cookie: applicant.cookie,
      json: { fullName: 'Sita Rai', email: 'sita@example.com', phone: '9800000000', coverLetter: 'I can start now.' },
    });
    removed(refused);
    const rows = await t.database.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
    expect(rows).toEqual([]);
  });
});

describe('a hidden service', () => {
  it('takes no enquiry, review, work mark or lesson viewer, and its reviews leave the list', async () => {
    const pro = await professional();
    const client = await t.signUp({ verified: true });
    const newcomer = await t.signUp({ verified: true });
    const serviceId = await insertService(t, pro.userId, 'Visa paperwork');
    const [video] = await t.database.db
      .insert(serviceVideos)
      .values({ serviceId, title: 'Lesson 1', videoUrl: '/uploads/public/videos/none.mp4', orderIndex: 0 })
      .returning({ id: serviceVideos.id });
    // before the hide: the client enquired, the work was done, and they reviewed it
    await expectStatus(t, `/api/services/${serviceId}/enquiries`, 201, { json: {}, cookie: client.cookie });
    await expectStatus(t, '/api/engagements', 200, {
      json: { clientId: client.userId, serviceId, stage: 'done' },
      cookie: pro.cookie,
    });
    const review = (await expectStatus(t, '/api/reviews', 201, {
      json: { serviceId, rating: 5, comment: 'Quick and easy.' },
      cookie: client.cookie,
    })) as { id: string };
    expect(await reviewIds(pro.userId)).toContain(review.id);
    // a newcomer in touch through a conversation, with work done from it
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ user1Id: newcomer.userId, user2Id: pro.userId })
      .returning({ id: conversations.id });
    await expectStatus(t, '/api/engagements', 200, {
      json: { clientId: newcomer.userId, conversationId: conversation!.id, stage: 'done' },
      cookie: pro.cookie,
    });
    const notifiedBefore = await enquiries(pro.userId);

    await expectStatus(t, `/api/staff/reports/service/${serviceId}/hide`, 200, { json: reason, cookie: staff.cookie });

    removed(await expectStatus(t, `/api/services/${serviceId}/enquiries`, 410, { json: {}, cookie: newcomer.cookie }));
    expect(await enquiries(pro.userId)).toBe(notifiedBefore);
    removed(
      await expectStatus(t, '/api/reviews', 410, {
        json: { serviceId, rating: 5, comment: 'Paid in advance, all fine.' },
        cookie: newcomer.cookie,
      }),
    );
    removed(
      await expectStatus(t, '/api/engagements', 410, {
        json: { clientId: newcomer.userId, serviceId, stage: 'agreed' },
        cookie: pro.cookie,
      }),
    );
    const stream = await t.request(`/api/videos/${video!.id}/stream`, { cookie: client.cookie });
    expect(stream.status).toBe(410);
    expect(await reviewIds(pro.userId)).not.toContain(review.id);
  });

  it('of a suspended professional: the reviews answer 410 and nothing is taken', async () => {
    const pro = await professional();
    const client = await t.signUp({ verified: true });
    const serviceId = await insertService(t, pro.userId, 'Manpower agency');
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ user1Id: client.userId, user2Id: pro.userId })
      .returning({ id: conversations.id });
    await expectStatus(t, '/api/engagements', 200, {
      json: { clientId: client.userId, conversationId: conversation!.id, stage: 'done' },
      cookie: pro.cookie,
    });
    await expectStatus(t, `/api/professionals/${pro.userId}/reviews`, 200);

    await expectStatus(t, `/api/staff/accounts/${pro.userId}/suspend`, 200, { json: reason, cookie: staff.cookie });

    removed(await expectStatus(t, `/api/professionals/${pro.userId}/reviews`, 410));
    removed(await expectStatus(t, `/api/services/${serviceId}/enquiries`, 410, { json: {}, cookie: client.cookie }));
    removed(
      await expectStatus(t, '/api/reviews', 410, {
        json: { serviceId, rating: 5, comment: 'They found me a job abroad.' },
        cookie: client.cookie,
      }),
    );
  });
});
