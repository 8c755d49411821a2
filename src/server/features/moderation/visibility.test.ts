import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { expectStatus, insertJob, insertMessage, insertProgram, insertService } from '#tests/factories/moderation.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { messages } from '#server/db/schema/messaging.ts';

// Hidden items leave every public read: search, detail pages, the sitemap, the home page, and the
// public cache (each read is made once before the action, so a stale cached answer would show).

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUpStaff();
});
afterAll(() => t.close());

const hide = (kind: string, id: string) =>
  expectStatus(t, `/api/staff/reports/${kind}/${id}/hide`, 200, {
    json: { reason: 'Breaks the rules.' },
    cookie: staff.cookie,
  });

const ids = (page: unknown) => (page as { items: { id: string }[] }).items.map((item) => item.id);
const sitemap = async () => (await t.request('/sitemap.xml')).text();
/** The sitemap is kept a minute whatever is written; a test's new item starts it afresh. */
const freshSitemap = async () => {
  await t.deps.cache.invalidate('sitemap');
  return sitemap();
};

describe('a hidden item', () => {
  it('is gone from the job list, its page and the sitemap, cached answers included', async () => {
    const company = await t.signUp();
    const jobId = await insertJob(t, company.userId, 'Registration fee courier');
    expect(ids(await expectStatus(t, '/api/jobs', 200))).toContain(jobId);
    expect(ids(await expectStatus(t, '/api/jobs?q=courier', 200))).toContain(jobId);
    expect(await freshSitemap()).toContain(`/jobs/${jobId}`);

    await hide('job', jobId);

    expect(ids(await expectStatus(t, '/api/jobs', 200))).not.toContain(jobId);
    expect(ids(await expectStatus(t, '/api/jobs?q=courier', 200))).not.toContain(jobId);
    expect(await sitemap()).not.toContain(`/jobs/${jobId}`);
    const page = (await expectStatus(t, `/api/jobs/${jobId}`, 410)) as { error: { key: string } };
    expect(page.error.key).toBe('moderation.errors.removed');
    // the company still has it on its dashboard
    const mine = (await expectStatus(t, '/api/moderation/hidden-items', 200, { cookie: company.cookie })) as {
      items: { id: string; hiddenReason: string }[];
    };
    expect(mine.items).toEqual([expect.objectContaining({ id: jobId, hiddenReason: 'Breaks the rules.' })]);
  });

  it('takes a service off the directory and a professional off the directory, the home page and their page', async () => {
    const pro = await t.signUp({ fullName: 'Maya Thapa' });
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, pro.userId));
    await t.database.db.insert(userRoles).values({ userId: pro.userId, role: 'professional' }).onConflictDoNothing();
    const kept = await insertService(t, pro.userId, 'Water tank cleaning');
    const hidden = await insertService(t, pro.userId, 'Visa paperwork');
    const directory = async () =>
      (await expectStatus(t, '/api/professionals?q=maya', 200)) as { items: { id: string; services: string[] }[] };
    const home = async () => (await expectStatus(t, '/api/home', 200)) as { professionals: { id: string }[] };
    expect((await directory()).items[0]?.services).toContain('Visa paperwork');
    expect((await home()).professionals.map((p) => p.id)).toContain(pro.userId);

    await hide('service', hidden);
    expect((await directory()).items[0]?.services).toEqual(['Water tank cleaning']);
    const detail = (await expectStatus(t, `/api/professionals/${pro.userId}`, 200)) as { services: { id: string }[] };
    expect(detail.services.map((service) => service.id)).toEqual([kept]);

    await hide('profile', pro.userId);
    expect((await directory()).items).toEqual([]);
    expect((await home()).professionals.map((p) => p.id)).not.toContain(pro.userId);
    await expectStatus(t, `/api/professionals/${pro.userId}`, 410);
  });

  it('takes a program off the catalogue and the sitemap', async () => {
    const institution = await t.signUp();
    const programId = await insertProgram(t, institution.userId, 'Foreign employment fast track');
    const catalogue = async () => ids(await expectStatus(t, '/api/catalogue?tab=all&q=foreign', 200));
    expect(await catalogue()).toContain(programId);
    expect(await freshSitemap()).toContain(`/programs/${programId}`);
    await hide('program', programId);
    expect(await catalogue()).not.toContain(programId);
    expect(await sitemap()).not.toContain(`/programs/${programId}`);
    await expectStatus(t, `/api/programs/${programId}`, 410);
  });

  it('takes a message out of the conversation', async () => {
    const sender = await t.signUp();
    const recipient = await t.signUp();
    const messageId = await insertMessage(t, sender.userId, recipient.userId);
    const [message] = await t.database.db.select().from(messages).where(eq(messages.id, messageId));
    const path = `/api/conversations/${message!.conversationId}/messages`;
    expect(ids(await expectStatus(t, path, 200, { cookie: recipient.cookie }))).toContain(messageId);
    await hide('message', messageId);
    const thread = await expectStatus(t, path, 200, { cookie: recipient.cookie });
    expect(ids(thread)).not.toContain(messageId);
  });
});
