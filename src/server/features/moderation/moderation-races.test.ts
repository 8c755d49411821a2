import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/trust.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { expectStatus, insertJob } from '#tests/factories/moderation.ts';

// Two staff acting on one item at once (decision 040): each action applies once. The first to
// hold the item's lock wins; the others answer 409 and write no audit row. Races need several
// connections to show, so these matter on PostgreSQL (TEST_DATABASE_URL); PGlite runs them too.

let t: TestApp;
let staff: { cookie: string }[];
beforeAll(async () => {
  t = await createTestApp();
  staff = [await t.signUpStaff(), await t.signUpStaff()];
});
afterAll(() => t.close());

const reason = { reason: 'Asks applicants for a visa fee.' };

/** The same action by several staff at once; the answers' statuses, sorted. */
async function atOnce(path: string, times: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: times }, (_, i) =>
      t.request(path, { method: 'POST', json: reason, cookie: staff[i % staff.length]!.cookie }),
    ),
  );
  return answers.map((answer) => answer.status).sort();
}

async function audited(action: string, itemId: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.itemId, itemId)));
  return rows.length;
}

describe('moderation actions at once', () => {
  it('hide an item once, and restore it once', async () => {
    const owner = await t.signUp();
    const jobId = await insertJob(t, owner.userId);
    expect(await atOnce(`/api/staff/reports/job/${jobId}/hide`, 4)).toEqual([200, 409, 409, 409]);
    expect(await audited('item.hide', jobId)).toBe(1);
    expect(await atOnce(`/api/staff/items/job/${jobId}/restore`, 3)).toEqual([200, 409, 409]);
    expect(await audited('item.restore', jobId)).toBe(1);
  });

  it('suspend an account once, and restore it once, without a server error', async () => {
    const user = await t.signUp();
    expect(await atOnce(`/api/staff/accounts/${user.userId}/suspend`, 4)).toEqual([200, 409, 409, 409]);
    expect(await audited('account.suspend', user.userId)).toBe(1);
    expect(await atOnce(`/api/staff/accounts/${user.userId}/restore`, 3)).toEqual([200, 409, 409]);
    expect(await audited('account.restore', user.userId)).toBe(1);
  });

  it('dismiss or hide a reported item, not both', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const jobId = await insertJob(t, owner.userId);
    await expectStatus(t, '/api/reports', 201, {
      json: { itemKind: 'job', itemId: jobId, reason: 'money_request' },
      cookie: reporter.cookie,
    });
    const [dismiss, hide] = await Promise.all([
      t.request(`/api/staff/reports/job/${jobId}/dismiss`, { method: 'POST', json: reason, cookie: staff[0]!.cookie }),
      t.request(`/api/staff/reports/job/${jobId}/hide`, { method: 'POST', json: reason, cookie: staff[1]!.cookie }),
    ]);
    expect([dismiss.status, hide.status].sort()).toEqual([200, 409]);
    expect((await audited('report.dismiss', jobId)) + (await audited('item.hide', jobId))).toBe(1);
  });

  it('lets a dismissal stand until a new report reopens the item', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const jobId = await insertJob(t, owner.userId);
    const report = { itemKind: 'job', itemId: jobId, reason: 'money_request' };
    const hide = `/api/staff/reports/job/${jobId}/hide`;
    await expectStatus(t, '/api/reports', 201, { json: report, cookie: reporter.cookie });
    await expectStatus(t, `/api/staff/reports/job/${jobId}/dismiss`, 200, { json: reason, cookie: staff[0]!.cookie });
    await expectStatus(t, hide, 409, { json: reason, cookie: staff[1]!.cookie });
    await expectStatus(t, '/api/reports', 201, { json: report, cookie: reporter.cookie });
    await expectStatus(t, hide, 200, { json: reason, cookie: staff[1]!.cookie });
  });
});
