import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ALERT_INSTANT_PER_HOUR } from '#contract/job-alerts.ts';
import { JOB_POSTING_LIMITS } from '#contract/jobs-rules.ts';
import { englishMessage } from '#contract/messages.ts';
import { jobAlertDeliveries } from '#server/db/schema/job-alerts.ts';
import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { sendDailyDigests } from './job-alert-digest.ts';
import { JOB_ALERT_MATCH_JOB } from './job-alert-match.ts';
import { JOB_ALERT_SEND_JOB } from './job-alert-send.ts';

// Postings fan out to job alert e-mails (security review, issue 35): one verified company posted
// 480 jobs in 12 s, and one instant alert with no filter got 60 e-mails in 30 s. A company posts
// at most JOB_POSTING_LIMITS; an alert sends at most JOB_ALERT_INSTANT_PER_HOUR instant e-mails an
// hour, and the rest go out in its user's next digest.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function company(): Promise<string> {
  const user = await t.signUp({ fullName: 'Bagmati Bakery', verified: true });
  const role = await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: user.cookie });
  expect(role.status).toBeLessThan(300);
  return user.cookie;
}

const post = (cookie: string, body: unknown) => t.request('/api/company/jobs', { method: 'POST', json: body, cookie });

describe('posting jobs', () => {
  it(`takes ${JOB_POSTING_LIMITS.perHour} new postings an hour from a company, then 429; others still post`, async () => {
    const cookie = await company();
    // a form sent back for a fix is not a posting
    expect((await post(cookie, { ...bakeryJob('Baker'), jobType: 'Seasonal' })).status).toBe(400);
    for (let index = 0; index < JOB_POSTING_LIMITS.perHour; index++) {
      expect((await post(cookie, bakeryJob(`Baker ${index}`))).status).toBe(201);
    }
    const refused = await post(cookie, bakeryJob('Kulfi Maker'));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({
      code: 'RATE_LIMITED',
      key: 'errors.tooManyJobPostings',
      message: englishMessage('errors.tooManyJobPostings'),
    });
    const listed = await (await t.request('/api/jobs?q=kulfi')).json();
    expect((listed as { total: number }).total).toBe(0);

    expect((await post(await company(), bakeryJob('Pastry Cook'))).status).toBe(201);
  });
});

describe('instant job alerts', () => {
  it(`e-mail at most ${JOB_ALERT_INSTANT_PER_HOUR} times an hour; the rest come in one digest`, async () => {
    const seeker = await t.signUp({ verified: true });
    const created = await t.request('/api/me/job-alerts', {
      method: 'POST',
      json: { search: {}, frequency: 'instant', language: 'en' },
      cookie: seeker.cookie,
    });
    expect(created.status).toBe(201);
    const { id: alertId } = (await created.json()) as { id: string };

    const cookie = await company();
    const titles = ['Momo Chef', 'Tandoor Cook', 'Barista', 'Dishwasher', 'Waiter'];
    for (const title of titles) expect((await post(cookie, bakeryJob(title))).status).toBe(201);
    const alertMails = () =>
      t.outbox().filter((mail) => mail.to === seeker.email && mail.headers?.['List-Unsubscribe'] !== undefined);
    // matched and e-mailed: no matching or sending left, here or in the app's own runner (a job's row
    // stays until it is done)
    const unfinished = () =>
      t.database.db
        .select()
        .from(backgroundJobs)
        .where(inArray(backgroundJobs.kind, [JOB_ALERT_MATCH_JOB, JOB_ALERT_SEND_JOB]));
    await expect
      .poll(
        async () => {
          await t.deps.jobs.runDue();
          const deliveries = await t.database.db
            .select()
            .from(jobAlertDeliveries)
            .where(eq(jobAlertDeliveries.alertId, alertId));
          return deliveries.length === titles.length && (await unfinished()).length === 0;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(alertMails()).toHaveLength(JOB_ALERT_INSTANT_PER_HOUR);

    // 08:00 in Nepal: the postings past the cap, in one e-mail
    const morning = new Date(`${new Date().toISOString().slice(0, 10)}T02:15:00Z`);
    expect(await sendDailyDigests(t.deps, morning)).toBe(1);
    const mails = alertMails();
    expect(mails).toHaveLength(JOB_ALERT_INSTANT_PER_HOUR + 1);
    const digest = mails.at(-1)!;
    const rest = titles.length - JOB_ALERT_INSTANT_PER_HOUR;
    expect(digest.subject).toBe(`${rest} new jobs for your job alerts`);
    // every posting told once: in its own e-mail or in the digest
    for (const title of titles) {
      expect(
        mails.filter((mail) => mail.text.includes(title)),
        title,
      ).toHaveLength(1);
    }
  });
});
