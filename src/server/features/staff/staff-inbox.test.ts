import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/contact.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import type { Mailer } from '#server/lib/mailer/mailer.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { ApiErrorBody } from '#contract/api.ts';
import { AuditPage, ContactMessagePage, STAFF_PAGE_SIZE } from '#contract/staff.ts';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['signUpStaff']>>;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.signUpStaff();
});
afterAll(() => t.close());

const errorKey = async (response: Response) => ApiErrorBody.parse(await response.json()).error.key;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function storeMessage(subject: string, createdAt = new Date()) {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Ram Bahadur', email: 'ram@example.com', subject, message: 'Line one\nLine two', createdAt })
    .returning({ id: contactMessages.id });
  return row!.id;
}

async function contactPage(cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const response = await t.request(`/api/staff/contact${query}`, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return ContactMessagePage.parse(await response.json());
}

const reply = (id: string, json: unknown) =>
  t.request(`/api/staff/contact/${id}/reply`, { method: 'POST', json, cookie: member.cookie });

describe('the contact inbox', () => {
  it('lists messages newest first, 20 a page, without repeats across pages', async () => {
    for (let index = 0; index < STAFF_PAGE_SIZE + 3; index++)
      await storeMessage(`Question ${index}`, minutesAgo(100 - index));
    const first = await contactPage();
    expect(first.items).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.items[0]?.subject).toBe(`Question ${STAFF_PAGE_SIZE + 2}`);
    expect(first.nextCursor).not.toBeNull();
    const second = await contactPage(first.nextCursor!);
    expect(second.items.map((item) => item.subject)).toEqual(['Question 2', 'Question 1', 'Question 0']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor that is not one of its own with 400', async () => {
    const response = await t.request('/api/staff/contact?cursor=yesterday', { cookie: member.cookie });
    expect(response.status).toBe(400);
    expect(await errorKey(response)).toBe('staff.errors.badCursor');
  });

  it('e-mails the reply quoting the original, marks it replied and records it in the audit log', async () => {
    const id = await storeMessage('Is my certificate accepted?');
    const response = await reply(id, { message: 'Yes, CTEVT certificates are accepted.' });
    expect(response.status).toBe(200);
    const mail = t.outbox().at(-1);
    expect(mail?.to).toBe('ram@example.com');
    expect(mail?.subject).toBe('Re: Is my certificate accepted?');
    expect(mail?.text).toContain('Yes, CTEVT certificates are accepted.');
    expect(mail?.text).toContain('> Line one\n> Line two');
    const listed = (await contactPage()).items.find((item) => item.id === id);
    expect(listed?.repliedAt).not.toBeNull();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, id));
    expect(audit).toMatchObject([{ action: 'contact.reply', actorEmail: member.email, itemKind: 'contact' }]);
  });

  it('marks nothing and records nothing when the mail cannot be sent', async () => {
    const id = await storeMessage('Refund?');
    const deps = t.deps as { mailer: Mailer };
    const working = deps.mailer;
    deps.mailer = {
      send: () => Promise.reject(new Error('smtp down')),
    };
    try {
      expect((await reply(id, { message: 'We will look into it.' })).status).toBe(500);
    } finally {
      deps.mailer = working;
    }
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.repliedAt).toBeNull();
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, id))).toHaveLength(0);
  });

  it('refuses an empty or too long reply with 400 and an unknown message with 404', async () => {
    const id = await storeMessage('Hello');
    const empty = await reply(id, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(await errorKey(empty)).toBe('staff.contact.validation.replyRequired');
    const long = await reply(id, { message: 'x'.repeat(5001) });
    expect(await errorKey(long)).toBe('staff.contact.validation.replyTooLong');
    expect((await reply(id, {})).status).toBe(400);
    const missing = await reply('0c8f7a57-1d7e-4c1b-8c1f-7a2b0a4e9f22', { message: 'Hi' });
    expect(missing.status).toBe(404);
    expect(await errorKey(missing)).toBe('staff.contact.notFound');
    expect((await reply('not-a-uuid', { message: 'Hi' })).status).toBe(404);
  });
});

describe('the audit log', () => {
  const itemId = '6a0d5c59-7d2c-4a57-9d43-4b1c8f0c2b11';
  const actor = { id: '9b1f3f5e-2d1c-4e8a-8f57-2c4d6e8a0b13', email: 'auditor@example.com' };

  async function auditPage(query: string) {
    const response = await t.request(`/api/staff/audit?${query}`, { cookie: member.cookie });
    expect(response.status).toBe(200);
    return AuditPage.parse(await response.json());
  }

  beforeAll(async () => {
    // three minutes apart: the database clock may give entries written together the same instant
    const entry = { actorId: actor.id, actorEmail: actor.email, itemKind: 'job', itemId };
    await t.database.db.insert(auditLog).values([
      { ...entry, action: 'item.hide', reason: 'Asks for a fee', createdAt: minutesAgo(3) },
      { ...entry, action: 'item.restore', reason: 'Appeal', createdAt: minutesAgo(2) },
      { actorId: actor.id, actorEmail: 'other@example.com', action: 'item.hide', createdAt: minutesAgo(1) },
    ]);
  });

  it('filters by action, actor e-mail (any case), item kind and item id', async () => {
    const hides = await auditPage('action=item.hide');
    expect(hides.items.map((entry) => entry.actorEmail)).toEqual(['other@example.com', 'auditor@example.com']);
    const byActor = await auditPage('actorEmail=AUDITOR@example.com');
    expect(byActor.items.map((entry) => entry.action)).toEqual(['item.restore', 'item.hide']);
    const byItem = await auditPage(`itemKind=job&itemId=${itemId}`);
    expect(byItem.items).toHaveLength(2);
    expect(byItem.items[1]).toMatchObject({ reason: 'Asks for a fee', itemKind: 'job', itemId });
  });

  it('filters by a date range that includes its last day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditPage(`action=item.hide&from=${today}&to=${today}`)).items).toHaveLength(2);
    expect((await auditPage('action=item.hide&from=2020-01-01&to=2020-12-31')).items).toHaveLength(0);
  });

  it('pages with a cursor', async () => {
    await t.database.db.insert(auditLog).values(
      Array.from({ length: STAFF_PAGE_SIZE + 1 }, (_, index) => ({
        action: 'test.page',
        reason: String(index),
        createdAt: minutesAgo(60 - index),
      })),
    );
    const first = await auditPage('action=test.page');
    expect(first.items).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    expect(first.items[0]?.reason).toBe(String(STAFF_PAGE_SIZE));
    const second = await auditPage(`action=test.page&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((entry) => entry.reason)).toEqual(['0']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad filters with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['from=yesterday', 'staff.audit.validation.badDate'],
      ['itemId=42', 'staff.audit.validation.badItemId'],
      ['from=2026-05-02&to=2026-05-01', 'staff.audit.validation.badRange'],
      [`action=${'x'.repeat(61)}`, 'staff.audit.validation.tooLong'],
    ];
    for (const [query, key] of cases) {
      const response = await t.request(`/api/staff/audit?${query}`, { cookie: member.cookie });
      expect(response.status, query).toBe(400);
      expect(await errorKey(response), query).toBe(key);
    }
  });
});
