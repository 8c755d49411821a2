import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { JOB_ALERTS_MAX, JobAlert, JobAlertList } from '#contract/job-alerts.ts';
import { englishMessage } from '#contract/messages.ts';
import { jobAlertDeliveries, jobAlerts } from '#server/db/schema/job-alerts.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './job-alert-unsubscribe.ts';
import { sendDailyDigests } from './job-alert-digest.ts';
import { JOB_ALERT_MATCH_JOB, matchJobToAlerts } from './job-alert-match.ts';
import { JOB_ALERT_SEND_JOB } from './job-alert-send.ts';

// The job alert endpoints (create, list, edit, pause, remove; who may), their bad input, the
// delivery of instant and daily alerts (each once), and the unsubscribe link without sign-in.

let t: TestApp;
let companyCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const company = await t.signUp({ fullName: 'Bagmati Bakery', verified: true });
  const role = await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: company.cookie });
  expect(role.status).toBeLessThan(300);
  companyCookie = company.cookie;
});
afterAll(() => t.close());

type Person = { cookie: string; userId: string; email: string };
const seeker = () => t.signUp({ verified: true });

const create = (person: Person | null, body: unknown) =>
  t.request('/api/me/job-alerts', { method: 'POST', json: body, cookie: person?.cookie });
const update = (person: Person | null, id: string, body: unknown) =>
  t.request(`/api/me/job-alerts/${id}`, { method: 'PUT', json: body, cookie: person?.cookie });
const remove = (person: Person | null, id: string) =>
  t.request(`/api/me/job-alerts/${id}`, { method: 'DELETE', cookie: person?.cookie });

async function list(person: Person): Promise<JobAlert[]> {
  const response = await t.request('/api/me/job-alerts', { cookie: person.cookie });
  expect(response.status).toBe(200);
  return JobAlertList.parse(await response.json()).items;
}

async function created(person: Person, body: unknown): Promise<JobAlert> {
  const response = await create(person, body);
  expect(response.status).toBe(201);
  return JobAlert.parse(await response.json());
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; key?: string } }).error;
}

async function postJob(title: string): Promise<string> {
  const response = await t.request('/api/company/jobs', {
    method: 'POST',
    json: bakeryJob(title),
    cookie: companyCookie,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Runs the queued work (matching, then the e-mails it queued) until nothing is left. */
/**
 * Runs the alert jobs that are due until none is left. The app's own runner may have claimed one a
 * moment before (this runner then skips it: SKIP LOCKED), so "none left" is read from the queue,
 * not from one pass finding nothing.
 */
async function drain() {
  for (let round = 0; round < 200; round++) {
    await t.deps.jobs.runDue();
    const { pending } = await t.deps.jobs.stats();
    if (!pending.get(JOB_ALERT_MATCH_JOB) && !pending.get(JOB_ALERT_SEND_JOB)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('job alert work is still pending after 5 s');
}

// the job alert e-mails (the sign-up's verification e-mail aside)
const mailsTo = (email: string) =>
  t.outbox().filter((mail) => mail.to === email && mail.headers?.['List-Unsubscribe'] !== undefined);

describe('managing job alerts', () => {
  it('creates, lists, edits, pauses and removes my alerts', async () => {
    const me = await seeker();
    const alert = await created(me, { search: { q: 'Baker', type: 'Full-time' }, frequency: 'instant' });
    expect(alert).toMatchObject({ search: { q: 'baker', type: 'Full-time' }, frequency: 'instant', paused: false });
    expect((await list(me)).map((item) => item.id)).toEqual([alert.id]);

    const edited = await update(me, alert.id, {
      search: { q: 'pastry', salary: '20k-40k' },
      frequency: 'daily',
      paused: true,
    });
    expect(edited.status).toBe(200);
    expect(JobAlert.parse(await edited.json())).toMatchObject({
      search: { q: 'pastry', salary: '20k-40k' },
      frequency: 'daily',
      paused: true,
    });
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row).toMatchObject({ jobType: null, salaryBand: '20k-40k', matchKey: 'pastry' });

    expect((await remove(me, alert.id)).status).toBe(204);
    expect(await list(me)).toEqual([]);
  });

  it('refuses anonymous visitors (401), unverified e-mails (403) and other users (404)', async () => {
    const owner = await seeker();
    const alert = await created(owner, { search: {}, frequency: 'daily' });
    expect((await create(null, { search: {}, frequency: 'daily' })).status).toBe(401);
    expect((await t.request('/api/me/job-alerts')).status).toBe(401);
    expect((await update(null, alert.id, { search: {}, frequency: 'daily' })).status).toBe(401);
    expect((await remove(null, alert.id)).status).toBe(401);

    const unverified = await t.signUp();
    const refused = await create(unverified, { search: {}, frequency: 'daily' });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).key).toBe('security.errors.emailNotVerified');
    // Account Settings lists them for everyone: an unverified account reads its (empty) list
    expect(await list(unverified)).toEqual([]);

    const other = await seeker();
    expect((await update(other, alert.id, { search: { q: 'x' }, frequency: 'instant' })).status).toBe(404);
    expect((await remove(other, alert.id)).status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((item) => item.search)).toEqual([{}]);
    expect((await remove(owner, 'not-a-uuid')).status).toBe(404);
  });

  it('refuses unknown filter values with a 400 that names the allowed values', async () => {
    const me = await seeker();
    const salary = await create(me, { search: { salary: 'lots' }, frequency: 'daily' });
    expect(salary.status).toBe(400);
    expect((await errorOf(salary)).message).toContain('salary must be one of: under-20k');
    const type = await create(me, { search: { type: 'Seasonal' }, frequency: 'daily' });
    expect(type.status).toBe(400);
    expect((await errorOf(type)).message).toContain('type must be one of');
    const frequency = await create(me, { search: {}, frequency: 'hourly' });
    expect(frequency.status).toBe(400);
    expect((await errorOf(frequency)).message).toContain('frequency must be one of: instant, daily');
    expect((await create(me, { search: { q: 'x'.repeat(101) }, frequency: 'daily' })).status).toBe(400);
    expect((await create(me, 'not json at all')).status).toBe(400);
    expect(await list(me)).toEqual([]);
  });

  it(`keeps at most ${JOB_ALERTS_MAX} alerts per account (409 with a clear message)`, async () => {
    const me = await seeker();
    for (let index = 0; index < JOB_ALERTS_MAX; index++) {
      await created(me, { search: { q: `cook ${index}` }, frequency: 'daily' });
    }
    const refused = await create(me, { search: { q: 'one more' }, frequency: 'daily' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      key: 'jobAlerts.errors.tooMany',
      message: englishMessage('jobAlerts.errors.tooMany'),
    });
  });
});

describe('delivering job alerts', () => {
  it('e-mails an instant alert once per posting, with List-Unsubscribe headers, and notifies in the app', async () => {
    const me = await seeker();
    const alert = await created(me, { search: { q: 'sourdough' }, frequency: 'instant', language: 'ne' });
    await created(me, { search: { q: 'plumber' }, frequency: 'instant' });
    const jobId = await postJob('Sourdough Baker');
    await drain();
    const mails = mailsTo(me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain('Sourdough Baker');
    // the alert was made on a Nepali page: the e-mail is in Nepali only
    expect(mail?.subject).toContain('नयाँ जागिर');
    expect(mail?.text).toContain(`/jobs/${jobId}`);
    // the posting's place in Nepali ("Bhaktapur" names the city in Bhaktapur district)
    expect(mail?.text).toContain('Bagmati Bakery, भक्तपुर');
    expect(mail?.text).not.toContain('Bhaktapur');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<http://localhost:3000${UNSUBSCRIBE_PATH}\\?token=`),
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.userId));
    expect(bell).toMatchObject([{ kind: 'job_alert', payload: { jobId, alertId: alert.id } }]);

    // closing and reopening the posting, or matching it again, tells nobody twice
    expect(
      (await t.request(`/api/company/jobs/${jobId}/close`, { method: 'POST', cookie: companyCookie })).status,
    ).toBe(200);
    expect(
      (await t.request(`/api/company/jobs/${jobId}/reopen`, { method: 'POST', cookie: companyCookie })).status,
    ).toBe(200);
    await drain();
    expect(await matchJobToAlerts(t.database.db, jobId)).toBe(0);
    await drain();
    expect(mailsTo(me.email)).toHaveLength(1);
  });

  it('tells of a held posting only once staff release it', async () => {
    const me = await seeker();
    await created(me, { search: { q: 'tandoor' }, frequency: 'instant' });
    const body = { ...bakeryJob('Tandoor Cook'), description: 'Pay a registration fee of NPR 5,000 before joining.' };
    const response = await t.request('/api/company/jobs', { method: 'POST', json: body, cookie: companyCookie });
    expect(response.status).toBe(201);
    const job = (await response.json()) as { id: string; heldAt: string | null };
    expect(job.heldAt).not.toBeNull();
    await drain();
    expect(mailsTo(me.email)).toEqual([]);
    // staff release it (moderation's dismissReports clears held_at): the trigger queues the match
    await t.database.db.update(jobPostings).set({ heldAt: null, heldReason: null }).where(eq(jobPostings.id, job.id));
    // no language known for this alert: English, then Nepali (the trigger's queued match may not be
    // due on the first pass when the machine is busy, so passes repeat until the mail is there)
    await expect
      .poll(
        async () => {
          await drain();
          return mailsTo(me.email).map((mail) => mail.subject);
        },
        { timeout: 10_000 },
      )
      .toEqual(['New job for your alert: Tandoor Cook / तपाईंको अलर्टका लागि नयाँ जागिर: Tandoor Cook']);
  });

  it('sends a paused alert nothing', async () => {
    const me = await seeker();
    await created(me, { search: { q: 'croissant' }, frequency: 'instant', paused: true });
    await postJob('Croissant Maker');
    await drain();
    expect(mailsTo(me.email)).toEqual([]);
  });

  it('gathers daily alerts into one e-mail per user and day', async () => {
    const me = await seeker();
    const alert = await created(me, { search: { q: 'momo' }, frequency: 'daily', language: 'en' });
    await postJob('Momo Chef');
    await postJob('Momo Kitchen Helper');
    await drain();
    expect(mailsTo(me.email)).toEqual([]);
    const [waiting] = await t.database.db
      .select()
      .from(jobAlertDeliveries)
      .where(eq(jobAlertDeliveries.alertId, alert.id));
    expect(waiting).toMatchObject({ digestedOn: null, sentAt: null });

    // 06:00 in Nepal: too early; 08:00: sent; again the same day: nothing
    const early = new Date(`${todayUtc()}T00:15:00Z`);
    const morning = new Date(`${todayUtc()}T02:15:00Z`);
    expect(await sendDailyDigests(t.deps, early)).toBe(0);
    expect(await sendDailyDigests(t.deps, morning)).toBeGreaterThanOrEqual(1);
    expect(await sendDailyDigests(t.deps, morning)).toBe(0);
    const mails = mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 new jobs for your job alerts');
    expect(mails[0]?.text).toContain('Momo Chef');
    expect(mails[0]?.text).toContain('Momo Kitchen Helper');
    expect(mails[0]?.text).toContain('/jobs?q=momo');
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.userId));
    expect(bell).toMatchObject([
      { kind: 'job_alert_digest', payload: { alertId: alert.id, to: '/jobs?q=momo', count: 2 } },
    ]);
  });
});

const todayUtc = () => new Date().toISOString().slice(0, 10);

describe('unsubscribing from an e-mail', () => {
  const secret = 'test-secret-test-secret-test-secret-42';

  it('pauses the alert from a one-click POST without sign-in or our origin', async () => {
    const me = await seeker();
    const alert = await created(me, { search: { q: 'tailor' }, frequency: 'instant' });
    const token = unsubscribeToken(secret, alert.id);
    // the link's page asks first: opening it (as mail scanners do) changes nothing
    const page = await t.request(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop this alert');
    expect(html).toContain('यो अलर्ट रोक्नुहोस्');
    expect((await list(me))[0]?.paused).toBe(false);

    const response = await t.request(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Job alert stopped');
    expect((await list(me))[0]?.paused).toBe(true);
  });

  it('answers a tampered or expired token with a clear page and changes nothing', async () => {
    const me = await seeker();
    const alert = await created(me, { search: { q: 'weaver' }, frequency: 'instant' });
    const other = await created(await seeker(), { search: { q: 'potter' }, frequency: 'instant' });
    const token = unsubscribeToken(secret, alert.id);
    const [, expires, signature] = token.split('.');
    const tampered = [
      `${other.id}.${expires}.${signature}`,
      `${alert.id}.${Number(expires) + 1}.${signature}`,
      `${alert.id}.${expires}.${signature!.slice(0, -2)}xx`,
      unsubscribeToken('another-secret', alert.id),
      unsubscribeToken(secret, alert.id, new Date(Date.now() - 365 * 24 * 3600_000)),
      'garbage',
      '',
    ];
    for (const bad of tampered) {
      for (const method of ['GET', 'POST']) {
        const response = await t.request(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(bad)}`, { method });
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toContain('This unsubscribe link is not valid or has expired. Nothing was changed.');
        expect(html).toContain('केही परिवर्तन गरिएन');
      }
    }
    expect((await list(me))[0]?.paused).toBe(false);
    const [otherRow] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, other.id));
    expect(otherRow?.pausedAt).toBeNull();
  });
});
