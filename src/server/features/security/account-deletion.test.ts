import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage } from '#contract/messages.ts';
import { ApplicationDetail, CompanyApplication, MyApplication, UploadedResume } from '#contract/job-applications.ts';
import { CompanyJob, CompanyStats } from '#contract/company-jobs.ts';
import { ConversationPage, ConversationSummary, MessagePage, UnreadCount } from '#contract/messaging.ts';
import { users } from '#server/db/schema/auth.ts';
import { jobApplications } from '#server/db/schema/jobs.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';

// Deleting an account (Account Settings → Security): the user's personal data, uploads and sessions
// go; messages other people received stay, from "Deleted user"; job applications stay with the
// company, withdrawn and without the applicant's details.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

interface Person {
  cookie: string;
  email: string;
  userId: string;
}

type Schema<T> = { parse: (value: unknown) => T };

async function getJson<T>(url: string, person: Person, schema: Schema<T>): Promise<T> {
  const response = await t.request(url, { cookie: person.cookie });
  expect(response.status, url).toBe(200);
  return schema.parse(await response.json());
}

async function post(url: string, person: Person, json: unknown = {}): Promise<Response> {
  return t.request(url, { method: 'POST', json, cookie: person.cookie });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; key?: string } }).error;
}

/** The files in the test app's object store whose path holds `userId`. */
function filesOf(userId: string, dir = t.uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesOf(userId, path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .filter((file) => file.includes(userId));
}

async function deleteAccount(person: Person): Promise<void> {
  const response = await post('/api/auth/delete-user', person, { password: TEST_PASSWORD });
  expect(response.status).toBe(200);
}

async function company(): Promise<Person> {
  const owner = await t.signUp({ fullName: 'Bagmati Bakery HR', verified: true });
  const role = await post('/api/me/roles', owner, { role: 'company' });
  expect(role.status).toBeLessThan(300);
  return owner;
}

async function postJob(owner: Person, title: string): Promise<CompanyJob> {
  const response = await post('/api/company/jobs', owner, bakeryJob(title));
  expect(response.status).toBe(201);
  return CompanyJob.parse(await response.json());
}

async function apply(
  applicant: Person,
  jobId: string,
  details: { fullName: string; phone: string; coverLetter: string },
): Promise<MyApplication> {
  const upload = await t.request('/api/resumes', { method: 'POST', body: PDF, cookie: applicant.cookie });
  expect(upload.status).toBe(201);
  const { resumeId } = UploadedResume.parse(await upload.json());
  const response = await post(`/api/jobs/${jobId}/applications`, applicant, {
    ...details,
    email: applicant.email,
    resumeId,
  });
  expect(response.status).toBe(201);
  return MyApplication.parse(await response.json());
}

async function converse(from: Person, to: Person, ...contents: [Person, string][]): Promise<string> {
  const started = await post('/api/conversations', from, { participantId: to.userId });
  expect(started.status).toBeLessThan(300);
  const { id } = (await started.json()) as { id: string };
  for (const [sender, content] of contents) {
    expect((await post(`/api/conversations/${id}/messages`, sender, { content })).status).toBe(201);
  }
  return id;
}

/** `table: count` for every table of the database with a row that mentions one of `needles` anywhere. */
async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const db = t.database.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const found: Record<string, number> = {};
  const list = sql.join(
    needles.map((needle) => sql`${needle.toLowerCase()}`),
    sql`, `,
  );
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as count from ${sql.identifier(table)} r
          where exists (select 1 from unnest(array[${list}]::text[]) n where strpos(lower(row_to_json(r)::text), n) > 0)`,
    )) as unknown as { rows: { count: number }[] };
    const count = Number(result.rows[0]?.count ?? 0);
    if (count > 0) found[table] = count;
  }
  return found;
}

describe('deleting an account', () => {
  it('removes every trace of the person; what others received stays, from "Deleted user"', async () => {
    const owner = await company();
    const bakerJob = await postJob(owner, 'Baker');
    const cashierJob = await postJob(owner, 'Cashier');
    const maya = await t.signUp({ fullName: 'Maya Deletable Rai', verified: true });
    const anil = await t.signUp({ fullName: 'Anil Thapa' });
    const bikash = await t.signUp({ fullName: 'Bikash Shrestha', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Bahadur Leaving' });

    // Maya applies twice: one application stays open, the other is decided (hired)
    const mayaDetails = {
      fullName: 'Maya Deletable Rai',
      phone: '+977 9811122233',
      coverLetter: 'Seven winters of sourdough at Nyatapola Bakery.',
    };
    const open = await apply(maya, bakerJob.id, mayaDetails);
    const decided = await apply(maya, cashierJob.id, mayaDetails);
    const anils = await apply(anil, bakerJob.id, {
      fullName: 'Anil Thapa',
      phone: '+977 9800000001',
      coverLetter: 'I bake at dawn.',
    });
    const hire = await t.request(`/api/company/applications/${decided.id}/status`, {
      method: 'PUT',
      json: { status: 'hired' },
      cookie: owner.cookie,
    });
    expect(hire.status).toBe(200);
    const [stored] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, open.id));
    expect(filesOf(maya.userId)).toHaveLength(2);

    // Bikash talks with Maya (her last message unread) and with Ram; Maya and Ram talk too; Maya
    // opened a conversation with Anil and never wrote
    const withMaya = await converse(
      bikash,
      maya,
      [bikash, 'Is the bakery job still open?'],
      [maya, 'Yes, I applied yesterday.'],
    );
    const withRam = await converse(bikash, ram, [ram, 'Tea at four?']);
    const mayaAndRam = await converse(maya, ram, [maya, 'See you at the market.']);
    const empty = await converse(maya, anil);
    // the bell's "new message" line for Bikash, as the delayed check writes it
    await t.database.db.insert(notifications).values({
      userId: bikash.userId,
      kind: 'message',
      payload: { conversationId: withMaya, fromName: 'Maya Deletable Rai', preview: 'Yes, I applied yesterday.' },
    });

    const traces = [
      maya.userId,
      maya.email,
      'Maya Deletable',
      stored!.phone!,
      mayaDetails.coverLetter,
      stored!.resumeUrl!,
    ];
    expect(await rowsMentioning(traces)).toMatchObject({ users: 1, profiles: 1, job_applications: 2, messages: 2 });

    await deleteAccount(ram);
    await deleteAccount(maya);

    // no row anywhere holds Maya's id or her details
    expect((await t.request('/api/me', { cookie: maya.cookie })).status).toBe(401);
    expect(await rowsMentioning(traces)).toEqual({});
    expect(filesOf(maya.userId)).toEqual([]);

    // Bikash keeps both conversations, each with "Deleted user" (no one, rendered by the web)
    const list = await getJson('/api/conversations', bikash, ConversationPage);
    expect(list.items.map((item) => [item.id, item.otherUser])).toEqual([
      [withRam, null],
      [withMaya, null],
    ]);
    expect(list.items[1]).toMatchObject({ lastMessagePreview: 'Yes, I applied yesterday.', unreadCount: 1 });
    expect(await getJson(`/api/conversations/${withMaya}`, bikash, ConversationSummary)).toMatchObject({
      otherUser: null,
      unreadCount: 1,
    });
    const thread = await getJson(`/api/conversations/${withMaya}/messages`, bikash, MessagePage);
    expect(thread.items.map((message) => [message.senderId, message.content])).toEqual([
      [bikash.userId, 'Is the bakery job still open?'],
      [null, 'Yes, I applied yesterday.'],
    ]);
    expect(await getJson('/api/conversations/unread-count', bikash, UnreadCount)).toEqual({ count: 2 });
    const read = await post(`/api/conversations/${withMaya}/read`, bikash);
    expect(await read.json()).toEqual({ marked: 1 });
    expect(await getJson('/api/conversations/unread-count', bikash, UnreadCount)).toEqual({ count: 1 });

    // the bell still says a message came, without the name
    const [bell] = await t.database.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.userId, bikash.userId), eq(notifications.kind, 'message')));
    expect(bell?.payload).toEqual({ conversationId: withMaya, preview: 'Yes, I applied yesterday.' });

    // nobody is left to read the conversation of the two deleted accounts, nor Maya's empty one
    for (const id of [mayaAndRam, empty]) {
      expect(await t.database.db.select().from(conversations).where(eq(conversations.id, id))).toEqual([]);
      expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
    }
    expect((await t.request(`/api/conversations/${empty}`, { cookie: anil.cookie })).status).toBe(404);

    // the company keeps both applications without Maya's details; the open one is withdrawn
    const applicants = await getJson(
      `/api/company/jobs/${bakerJob.id}/applications`,
      owner,
      CompanyApplication.array(),
    );
    expect(applicants.find((a) => a.id === open.id)).toMatchObject({
      status: 'withdrawn',
      fullName: null,
      email: null,
      phone: null,
      resumeUrl: null,
    });
    expect(applicants.find((a) => a.id === anils.id)).toMatchObject({ status: 'pending', fullName: 'Anil Thapa' });
    const withdrawn = await getJson(`/api/company/applications/${open.id}`, owner, ApplicationDetail);
    expect(withdrawn).toMatchObject({ coverLetter: null, nextStatuses: [] });
    expect(withdrawn.history.map((event) => event.status)).toEqual(['pending', 'withdrawn']);
    const hired = await getJson(`/api/company/applications/${decided.id}`, owner, ApplicationDetail);
    expect(hired).toMatchObject({ status: 'hired', fullName: null, email: null, coverLetter: null });
    expect(hired.history.map((event) => event.status)).toEqual(['pending', 'hired']);
    expect((await t.request(`/api/applications/${open.id}/resume`, { cookie: owner.cookie })).status).toBe(404);
    // withdrawn counts as applied, not as pending nor decided
    expect(await getJson('/api/company/stats', owner, CompanyStats)).toEqual({
      activeJobs: 2,
      totalApplicants: 3,
      pendingApplicants: 1,
      successRate: 100,
    });
  });
});

describe('after the other person deleted their account', () => {
  let owner: Person;
  let bikash: Person;
  let conversationId: string;
  let applicationId: string;
  beforeAll(async () => {
    owner = await company();
    const job = await postJob(owner, 'Pastry cook');
    const leaving = await t.signUp({ fullName: 'Gita Leaving' });
    bikash = await t.signUp({ fullName: 'Bikash Shrestha', verified: true });
    applicationId = (
      await apply(leaving, job.id, { fullName: 'Gita Leaving', phone: '+977 9811100000', coverLetter: 'Cakes.' })
    ).id;
    conversationId = await converse(bikash, leaving, [leaving, 'Namaste!']);
    await deleteAccount(leaving);
  });

  it('refuses a message to them, saying why, and changes nothing', async () => {
    const response = await post(`/api/conversations/${conversationId}/messages`, bikash, { content: 'Still there?' });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      key: 'messaging.recipientDeleted',
      message: englishMessage('messaging.recipientDeleted'),
    });
    expect(englishMessage('messaging.recipientDeleted')).toBe('This person has deleted their account.');
    const thread = await getJson(`/api/conversations/${conversationId}/messages`, bikash, MessagePage);
    expect(thread.items.map((message) => message.content)).toEqual(['Namaste!']);
    expect(await getJson(`/api/conversations/${conversationId}`, bikash, ConversationSummary)).toMatchObject({
      lastMessagePreview: 'Namaste!',
    });
  });

  it('keeps the conversation from anyone else and from anonymous visitors', async () => {
    const stranger = await t.signUp();
    const send = await post(`/api/conversations/${conversationId}/messages`, stranger, { content: 'Hello?' });
    expect(send.status).toBe(404);
    expect((await t.request(`/api/conversations/${conversationId}/messages`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    expect((await t.request(`/api/conversations/${conversationId}/messages`)).status).toBe(401);
  });

  it("refuses to change a withdrawn application's status, saying why", async () => {
    for (const status of ['reviewed', 'rejected', 'pending']) {
      const response = await t.request(`/api/company/applications/${applicationId}/status`, {
        method: 'PUT',
        json: { status },
        cookie: owner.cookie,
      });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({
        key: 'jobsApi.applicationWithdrawn',
        message: englishMessage('jobsApi.applicationWithdrawn'),
      });
    }
    const detail = await getJson(`/api/company/applications/${applicationId}`, owner, ApplicationDetail);
    expect(detail.status).toBe('withdrawn');
    // and someone else's company learns nothing about it
    const other = await company();
    expect((await t.request(`/api/company/applications/${applicationId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/company/applications/${applicationId}`)).status).toBe(401);
  });

  it('never lets a company withdraw an application itself', async () => {
    const job = await postJob(owner, 'Delivery rider');
    const applicant = await t.signUp({ fullName: 'Hari Staying' });
    const { id } = await apply(applicant, job.id, { fullName: 'Hari Staying', phone: '', coverLetter: 'I ride.' });
    const response = await t.request(`/api/company/applications/${id}/status`, {
      method: 'PUT',
      json: { status: 'withdrawn' },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).key).toBe('jobsApi.transitionNotAllowed');
  });
});

describe('the database itself', () => {
  it('refuses to delete a user whose application still holds their details', async () => {
    const owner = await company();
    const job = await postJob(owner, 'Night baker');
    const applicant = await t.signUp({ fullName: 'Kiran Bypass' });
    await apply(applicant, job.id, { fullName: 'Kiran Bypass', phone: '', coverLetter: 'Nights suit me.' });
    // a deletion that skips the preparation (not through the account settings) fails as a whole
    await expect(t.database.db.delete(users).where(eq(users.id, applicant.userId))).rejects.toMatchObject({
      cause: { constraint: 'job_applications_no_details_without_applicant' },
    });
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, applicant.userId))).toHaveLength(
      1,
    );
  });
});
