import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import {
  expectStatus,
  insertJob,
  insertMessage,
  insertProgram,
  insertReview,
  insertService,
} from '#tests/factories/moderation.ts';
import { englishMessage } from '#contract/messages.ts';
import { auditLog, reports } from '#server/db/schema/trust.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { services } from '#server/db/schema/services.ts';
import { notifications, notificationSettings } from '#server/db/schema/index.ts';
import moderationNe from '#contract/locales/moderation/ne.json' with { type: 'json' };
import type { AppealList, ReportedItem, ReportQueuePage } from '#contract/moderation.ts';

let t: TestApp;
let staff: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUpStaff();
});
afterAll(() => t.close());

const reason = { reason: 'Asks applicants for a visa fee.' };

async function trustEvents(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'trust')));
  return rows.map((row) => (row.payload as { event: string }).event);
}

describe('POST /reports', () => {
  it('files a report of a signed-in user, once while it is open', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const jobId = await insertJob(t, owner.userId);
    const report = { itemKind: 'job', itemId: jobId, reason: 'money_request', details: 'Asks Rs 20,000.' };

    await expectStatus(t, '/api/reports', 401, { json: report });
    await expectStatus(t, '/api/reports', 201, { json: report, cookie: reporter.cookie });
    const again = (await expectStatus(t, '/api/reports', 409, { json: report, cookie: reporter.cookie })) as {
      error: { key: string };
    };
    expect(again.error.key).toBe('moderation.errors.alreadyReported');
    // the owner cannot report their own job
    await expectStatus(t, '/api/reports', 400, { json: report, cookie: owner.cookie });
  });

  it('answers 404 for a missing item and for a message of someone else’s conversation', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const outsider = await t.signUp();
    const missing = { itemKind: 'service', itemId: crypto.randomUUID(), reason: 'scam' };
    const body = (await expectStatus(t, '/api/reports', 404, { json: missing, cookie: a.cookie })) as {
      error: { message: string };
    };
    expect(body.error.message).toBe(englishMessage('moderation.errors.itemNotFound'));

    const messageId = await insertMessage(t, a.userId, b.userId);
    const report = { itemKind: 'message', itemId: messageId, reason: 'harassment' };
    await expectStatus(t, '/api/reports', 404, { json: report, cookie: outsider.cookie });
    await expectStatus(t, '/api/reports', 201, { json: report, cookie: b.cookie });
  });

  it('refuses a reason outside the list and details over 1,000 characters', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const itemId = await insertProgram(t, owner.userId);
    await expectStatus(t, '/api/reports', 400, {
      json: { itemKind: 'program', itemId, reason: 'boring' },
      cookie: reporter.cookie,
    });
    await expectStatus(t, '/api/reports', 400, {
      json: { itemKind: 'program', itemId, reason: 'spam', details: 'x'.repeat(1001) },
      cookie: reporter.cookie,
    });
  });
});

describe('the staff queue', () => {
  it('answers 401 to a visitor and 403 to a user, to staff without two-factor and to a forged request', async () => {
    const user = await t.signUp();
    const noTwoFactor = await t.signUpStaff({ twoFactor: false });
    const id = crypto.randomUUID();
    const paths: [string, unknown?][] = [
      ['/api/staff/reports'],
      [`/api/staff/reports/job/${id}`],
      ['/api/staff/appeals'],
      [`/api/staff/reports/job/${id}/dismiss`, reason],
      [`/api/staff/reports/job/${id}/hide`, reason],
      [`/api/staff/items/job/${id}/restore`, reason],
      [`/api/staff/accounts/${id}/suspend`, reason],
      [`/api/staff/accounts/${id}/restore`, reason],
      [`/api/staff/appeals/${id}/decide`, { ...reason, decision: 'uphold' }],
    ];
    for (const [path, json] of paths) {
      await expectStatus(t, path, 401, { json });
      await expectStatus(t, path, 403, { json, cookie: user.cookie });
      await expectStatus(t, path, 403, { json, cookie: noTwoFactor.cookie });
      // a header claiming staff changes nothing
      await expectStatus(t, path, 403, { json, cookie: user.cookie, headers: { 'x-staff': 'true' } });
    }
  });

  it('groups open reports by item, most reported first, with reasons and the reporters’ words', async () => {
    const owner = await t.signUp();
    const jobId = await insertJob(t, owner.userId, 'Visa processing agent');
    const serviceId = await insertService(t, owner.userId);
    for (const [kind, id, why] of [
      ['job', jobId, 'money_request'],
      ['job', jobId, 'money_request'],
      ['job', jobId, 'scam'],
      ['service', serviceId, 'spam'],
    ] as const) {
      const reporter = await t.signUp();
      await expectStatus(t, '/api/reports', 201, {
        json: { itemKind: kind, itemId: id, reason: why, details: `about ${kind}` },
        cookie: reporter.cookie,
      });
    }
    const queue = (await expectStatus(t, '/api/staff/reports', 200, { cookie: staff.cookie })) as ReportQueuePage;
    const job = queue.items.find((group) => group.item.id === jobId)!;
    expect(job.count).toBe(3);
    expect(job.item).toMatchObject({ kind: 'job', title: 'Visa processing agent', ownerId: owner.userId });
    expect(job.reasons).toEqual([
      { reason: 'money_request', count: 2 },
      { reason: 'scam', count: 1 },
    ]);
    const order = queue.items.map((group) => group.item.id);
    expect(order.indexOf(jobId)).toBeLessThan(order.indexOf(serviceId));

    const detail = (await expectStatus(t, `/api/staff/reports/job/${jobId}`, 200, {
      cookie: staff.cookie,
    })) as ReportedItem;
    expect(detail.reports).toHaveLength(3);
    expect(detail.reports[0]!.details).toBe('about job');
    expect(detail.reports[0]!.reporter?.email).toMatch(/@example\.com$/);
    await expectStatus(t, `/api/staff/reports/job/${crypto.randomUUID()}`, 404, { cookie: staff.cookie });
  });
});

describe('staff actions', () => {
  it('dismisses reports with a reason, audited, and tells the reporter', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const serviceId = await insertService(t, owner.userId);
    await expectStatus(t, '/api/reports', 201, {
      json: { itemKind: 'service', itemId: serviceId, reason: 'spam' },
      cookie: reporter.cookie,
    });
    const path = `/api/staff/reports/service/${serviceId}/dismiss`;
    await expectStatus(t, path, 400, { json: { reason: '  ' }, cookie: staff.cookie });
    await expectStatus(t, path, 200, { json: { reason: 'A real plumbing service.' }, cookie: staff.cookie });
    await expectStatus(t, path, 409, { json: { reason: 'Again.' }, cookie: staff.cookie });

    const [report] = await t.database.db.select().from(reports).where(eq(reports.itemId, serviceId));
    expect(report).toMatchObject({ status: 'dismissed', resolutionReason: 'A real plumbing service.' });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, serviceId));
    expect(audit).toMatchObject({
      action: 'report.dismiss',
      actorId: staff.userId,
      reason: 'A real plumbing service.',
    });
    expect(await trustEvents(reporter.userId)).toContain('report_dismissed');
  });

  it('releases a held job when its reports are dismissed, and tells the poster', async () => {
    const owner = await t.signUp();
    const jobId = await insertJob(t, owner.userId);
    await t.database.db
      .update(jobPostings)
      .set({ heldAt: new Date(), heldReason: 'money_request' })
      .where(eq(jobPostings.id, jobId));
    await t.database.db.insert(reports).values({ itemKind: 'job', itemId: jobId, reason: 'money_request' });
    // held for review: not public, its page included
    await expectStatus(t, `/api/jobs/${jobId}`, 404);
    const before = (await expectStatus(t, '/api/jobs?q=electrician', 200)) as { items: { id: string }[] };
    expect(before.items.map((job) => job.id)).not.toContain(jobId);

    await expectStatus(t, `/api/staff/reports/job/${jobId}/dismiss`, 200, {
      json: { reason: 'The fee is the training deposit law allows.' },
      cookie: staff.cookie,
    });
    const [job] = await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, jobId));
    expect(job?.heldAt).toBeNull();
    expect(await trustEvents(owner.userId)).toContain('job_released');
    const after = (await expectStatus(t, '/api/jobs?q=electrician', 200)) as { items: { id: string }[] };
    expect(after.items.map((item) => item.id)).toContain(jobId);
    await expectStatus(t, `/api/jobs/${jobId}`, 200);
  });

  it('hides an item, tells owner (app and e-mail) and reporters, and restores it', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const programId = await insertProgram(t, owner.userId, 'Visa help course');
    await expectStatus(t, '/api/reports', 201, {
      json: { itemKind: 'program', itemId: programId, reason: 'scam' },
      cookie: reporter.cookie,
    });
    await expectStatus(t, `/api/staff/reports/program/${programId}/hide`, 200, { json: reason, cookie: staff.cookie });
    await expectStatus(t, `/api/staff/reports/program/${programId}/hide`, 409, { json: reason, cookie: staff.cookie });

    const gone = (await expectStatus(t, `/api/programs/${programId}`, 410)) as { error: { message: string } };
    expect(gone.error.message).toBe(englishMessage('moderation.errors.removed'));
    expect(await trustEvents(owner.userId)).toContain('item_hidden');
    expect(await trustEvents(reporter.userId)).toContain('report_actioned');
    const mail = t.outbox().find((sent) => sent.to === owner.email && sent.text.includes('Visa help course'));
    expect(mail?.text).toContain(reason.reason);

    // a reported item that is hidden cannot be reported again
    const other = await t.signUp();
    await expectStatus(t, '/api/reports', 404, {
      json: { itemKind: 'program', itemId: programId, reason: 'scam' },
      cookie: other.cookie,
    });

    await expectStatus(t, `/api/staff/items/program/${programId}/restore`, 200, {
      json: { reason: 'Appeal showed a licence.' },
      cookie: staff.cookie,
    });
    await expectStatus(t, `/api/programs/${programId}`, 200);
    expect(await trustEvents(owner.userId)).toContain('item_restored');
    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, programId));
    expect(actions.map((row) => row.action).sort()).toEqual(['item.hide', 'item.restore']);
  });

  it('writes the owner’s e-mail in their mail language alone, and in both while it is unknown', async () => {
    const nepaliOwner = await t.signUp();
    await t.database.db.insert(notificationSettings).values({ userId: nepaliOwner.userId, mailLanguage: 'ne' });
    const englishOwner = await t.signUp();
    const nepaliProgram = await insertProgram(t, nepaliOwner.userId, 'Welding basics in Nepali');
    const otherProgram = await insertProgram(t, englishOwner.userId, 'Welding basics unknown language');
    const reporter = await t.signUp();
    for (const id of [nepaliProgram, otherProgram]) {
      await expectStatus(t, '/api/reports', 201, {
        json: { itemKind: 'program', itemId: id, reason: 'scam' },
        cookie: reporter.cookie,
      });
      await expectStatus(t, `/api/staff/reports/program/${id}/hide`, 200, { json: reason, cookie: staff.cookie });
    }
    const mailTo = (email: string) => t.outbox().find((sent) => sent.to === email && sent.text.includes('Welding'));
    const nepaliMail = mailTo(nepaliOwner.email);
    expect(nepaliMail?.subject).toBe(moderationNe.moderation.email.subject);
    expect(nepaliMail?.text).toContain(reason.reason);
    expect(nepaliMail?.text).not.toContain(englishMessage('moderation.email.subject'));
    expect(nepaliMail?.text).not.toContain('Reason given by Sipalu staff');
    const bothMail = mailTo(englishOwner.email);
    expect(bothMail?.subject).toBe(englishMessage('moderation.email.subject'));
    expect(bothMail?.text).toContain('Reason given by Sipalu staff');
    expect(bothMail?.text).toContain(moderationNe.moderation.email.reason.split('{{')[0]!);
  });

  it('tells a reviewer their review was hidden and leaves it off the professional’s page', async () => {
    const professional = await t.signUp();
    const reviewer = await t.signUp();
    await insertService(t, professional.userId);
    const reviewId = await insertReview(t, reviewer.userId, professional.userId);
    await expectStatus(t, `/api/staff/reports/review/${reviewId}/hide`, 200, {
      json: { reason: 'Written by a throwaway account.' },
      cookie: staff.cookie,
    });
    expect(await trustEvents(reviewer.userId)).toContain('review_hidden');
    const reviews = (await expectStatus(t, `/api/professionals/${professional.userId}/reviews`, 200)) as {
      id: string;
    }[];
    expect(reviews.map((review) => review.id)).not.toContain(reviewId);
    const hidden = (await expectStatus(t, '/api/moderation/hidden-items', 200, { cookie: reviewer.cookie })) as {
      items: { id: string; hiddenReason: string }[];
    };
    expect(hidden.items).toEqual([
      expect.objectContaining({ id: reviewId, hiddenReason: 'Written by a throwaway account.' }),
    ]);
  });
});

describe('suspension', () => {
  it('ends the session and the API token at once, refuses sign-in, hides content, and restores it all', async () => {
    const user = await t.signUp();
    const jobId = await insertJob(t, user.userId, 'Gulf visa jobs');
    const alreadyHidden = await insertService(t, user.userId, 'Hidden before');
    await expectStatus(t, `/api/staff/reports/service/${alreadyHidden}/hide`, 200, {
      json: reason,
      cookie: staff.cookie,
    });
    const issued = (await expectStatus(t, '/api/auth/token', 200, { cookie: user.cookie })) as { token: string };
    const bearer = { authorization: `Bearer ${issued.token}` };
    await expectStatus(t, '/api/me', 200, { headers: bearer });

    await expectStatus(t, `/api/staff/accounts/${user.userId}/suspend`, 200, {
      json: { reason: 'Fake recruiter.' },
      cookie: staff.cookie,
    });
    await expectStatus(t, `/api/staff/accounts/${user.userId}/suspend`, 409, { json: reason, cookie: staff.cookie });
    await expectStatus(t, '/api/me', 401, { cookie: user.cookie });
    await expectStatus(t, '/api/me', 401, { headers: bearer });

    const refused = (await expectStatus(t, '/api/auth/sign-in/email', 403, {
      json: { email: user.email, password: TEST_PASSWORD },
    })) as { error: { key: string; message: string } };
    expect(refused.error.key).toBe('moderation.errors.accountSuspended');
    expect(refused.error.message).toMatch(/^This account is suspended\./);
    await expectStatus(t, `/api/jobs/${jobId}`, 410);

    await expectStatus(t, `/api/staff/items/job/${jobId}/restore`, 409, { json: reason, cookie: staff.cookie });
    await expectStatus(t, `/api/staff/accounts/${user.userId}/restore`, 200, {
      json: { reason: 'Identity confirmed.' },
      cookie: staff.cookie,
    });
    await expectStatus(t, `/api/jobs/${jobId}`, 200);
    // what staff hid on its own stays hidden
    const [service] = await t.database.db
      .select({ hiddenCause: services.hiddenCause })
      .from(services)
      .where(eq(services.id, alreadyHidden));
    expect(service?.hiddenCause).toBe('moderation');
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    await expectStatus(t, '/api/me', 200, { cookie: sessionCookie(signIn) });
    expect(await trustEvents(user.userId)).toEqual(
      expect.arrayContaining(['account_suspended', 'account_restored', 'item_hidden']),
    );
  });

  it('refuses staff suspending themselves', async () => {
    await expectStatus(t, `/api/staff/accounts/${staff.userId}/suspend`, 400, { json: reason, cookie: staff.cookie });
  });
});

describe('appeals', () => {
  it('lets the owner of a hidden item appeal once; staff reverse it and the item is back', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const jobId = await insertJob(t, owner.userId);
    const appeal = { itemKind: 'job', itemId: jobId, message: 'The fee was a typo; we removed it.' };
    // nothing hidden yet: nothing to appeal
    await expectStatus(t, '/api/appeals', 404, { json: appeal, cookie: owner.cookie });
    await expectStatus(t, `/api/staff/reports/job/${jobId}/hide`, 200, { json: reason, cookie: staff.cookie });

    await expectStatus(t, '/api/appeals', 401, { json: appeal });
    await expectStatus(t, '/api/appeals', 404, { json: appeal, cookie: other.cookie });
    await expectStatus(t, '/api/appeals', 201, { json: appeal, cookie: owner.cookie });
    await expectStatus(t, '/api/appeals', 409, { json: appeal, cookie: owner.cookie });

    const queue = (await expectStatus(t, '/api/staff/appeals', 200, { cookie: staff.cookie })) as AppealList;
    const open = queue.items.find((row) => row.item.id === jobId)!;
    expect(open).toMatchObject({ message: appeal.message, item: { hiddenReason: reason.reason } });

    const decide = `/api/staff/appeals/${open.id}/decide`;
    await expectStatus(t, decide, 200, { json: { decision: 'reverse', reason: 'Fee removed.' }, cookie: staff.cookie });
    await expectStatus(t, decide, 409, { json: { decision: 'uphold', reason: 'Again.' }, cookie: staff.cookie });
    await expectStatus(t, `/api/jobs/${jobId}`, 200);
    expect(await trustEvents(owner.userId)).toContain('appeal_reversed');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'appeal.reverse'));
    expect(audit).toMatchObject({ itemId: jobId, reason: 'Fee removed.' });
  });

  it('allows one appeal per hiding: an item hidden anew after a reversal can be appealed anew', async () => {
    const owner = await t.signUp();
    const jobId = await insertJob(t, owner.userId);
    const appeal = { itemKind: 'job', itemId: jobId, message: 'We removed the fee.' };
    const hide = () =>
      expectStatus(t, `/api/staff/reports/job/${jobId}/hide`, 200, { json: reason, cookie: staff.cookie });
    const appealOfMine = async () =>
      (
        (await expectStatus(t, '/api/moderation/hidden-items', 200, { cookie: owner.cookie })) as {
          items: { id: string; appeal: { status: string } | null }[];
        }
      ).items.find((item) => item.id === jobId)?.appeal;

    await hide();
    const first = (await expectStatus(t, '/api/appeals', 201, { json: appeal, cookie: owner.cookie })) as {
      id: string;
    };
    await expectStatus(t, `/api/staff/appeals/${first.id}/decide`, 200, {
      json: { decision: 'reverse', reason: 'Fee removed.' },
      cookie: staff.cookie,
    });
    // a new, separate hiding: nothing appealed yet, and one appeal again
    await hide();
    expect(await appealOfMine()).toBeNull();
    await expectStatus(t, '/api/appeals', 201, { json: appeal, cookie: owner.cookie });
    await expectStatus(t, '/api/appeals', 409, { json: appeal, cookie: owner.cookie });
    expect(await appealOfMine()).toMatchObject({ status: 'open' });
  });
});
