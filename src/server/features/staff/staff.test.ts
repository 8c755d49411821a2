import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { reports, staffMembers } from '#server/db/schema/trust.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { ApiErrorBody } from '#contract/api.ts';
import { OVERVIEW_DAYS, StaffMe, StaffOverview } from '#contract/staff.ts';
import { fillSignUpDays, overviewStart } from './overview.service.ts';
import { runStaffCommand, STAFF_USAGE } from './staff-command.ts';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['signUp']>>;
let member: User;
let memberWithout2fa: User;
let ordinary: User;
const someId = '0c8f7a57-1d7e-4c1b-8c1f-7a2b0a4e9f22';

beforeAll(async () => {
  t = await createTestApp();
  member = await t.signUpStaff();
  memberWithout2fa = await t.signUpStaff({ twoFactor: false });
  ordinary = await t.signUp({ verified: true });
});
afterAll(() => t.close());

const errorKey = async (response: Response) => ApiErrorBody.parse(await response.json()).error.key;

// every staff route, with a body that would be accepted
const ROUTES: { method: string; path: string; json?: unknown }[] = [
  { method: 'GET', path: '/api/staff/overview' },
  { method: 'GET', path: '/api/staff/contact' },
  { method: 'POST', path: `/api/staff/contact/${someId}/reply`, json: { message: 'Thank you.' } },
  { method: 'GET', path: '/api/staff/audit' },
];

describe('who may use the staff API', () => {
  it.each(ROUTES)('$method $path: 401 anonymous, 403 ordinary user, 403 staff without two-factor', async (route) => {
    const as = (cookie?: string) => t.request(route.path, { method: route.method, json: route.json, cookie });
    expect((await as()).status).toBe(401);
    const user = await as(ordinary.cookie);
    expect(user.status).toBe(403);
    expect(await errorKey(user)).toBe('errors.forbidden');
    const without2fa = await as(memberWithout2fa.cookie);
    expect(without2fa.status).toBe(403);
    expect(await errorKey(without2fa)).toBe('staff.errors.twoFactorRequired');
  });

  it('lets staff with two-factor sign-in read every staff route', async () => {
    for (const route of ROUTES.filter((r) => r.method === 'GET')) {
      expect((await t.request(route.path, { cookie: member.cookie })).status, route.path).toBe(200);
    }
  });

  it('answers GET /staff/me to staff with or without two-factor, and to no one else', async () => {
    expect((await t.request('/api/staff/me')).status).toBe(401);
    expect((await t.request('/api/staff/me', { cookie: ordinary.cookie })).status).toBe(403);
    const without = await t.request('/api/staff/me', { cookie: memberWithout2fa.cookie });
    expect(StaffMe.parse(await without.json())).toEqual({
      email: memberWithout2fa.email,
      twoFactorEnabled: false,
      secondFactorPassed: false,
    });
    const withIt = await t.request('/api/staff/me', { cookie: member.cookie });
    expect(StaffMe.parse(await withIt.json())).toEqual({
      email: member.email,
      twoFactorEnabled: true,
      secondFactorPassed: true,
    });
  });

  it('refuses staff at once when their staff grant is removed', async () => {
    const leaving = await t.signUpStaff();
    expect((await t.request('/api/staff/overview', { cookie: leaving.cookie })).status).toBe(200);
    await runStaffCommand(t.database.db, ['remove', leaving.email]);
    expect((await t.request('/api/staff/overview', { cookie: leaving.cookie })).status).toBe(403);
  });
});

describe('GET /staff/overview', () => {
  it('counts 30 days of sign-ups per day and role, and the totals, from the database', async () => {
    const before = StaffOverview.parse(
      await (await t.request('/api/staff/overview', { cookie: member.cookie })).json(),
    );
    expect(before.signUps).toHaveLength(OVERVIEW_DAYS);
    expect(before.signUps.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));

    const company = await t.signUp({ verified: true });
    await t.database.db.insert(userRoles).values({ userId: company.userId, role: 'company' });
    // an account older than the window counts nowhere
    const old = await t.signUp();
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(users.id, old.userId));
    const [job] = await t.database.db
      .insert(jobPostings)
      .values({
        postedBy: company.userId,
        jobTitle: 'Site Electrician',
        jobType: 'Full-time',
        experienceLevel: 'Mid Level',
        category: 'Construction',
        companyName: 'Himal Builders',
        location: 'Pokhara',
        description: 'Wiring for a new hotel.',
        contactEmail: company.email,
      })
      .returning({ id: jobPostings.id });
    await t.database.db.insert(reports).values([
      { reporterId: ordinary.userId, itemKind: 'job', itemId: job!.id, reason: 'scam' },
      { reporterId: member.userId, itemKind: 'job', itemId: job!.id, reason: 'scam', status: 'dismissed' },
    ]);

    const after = StaffOverview.parse(await (await t.request('/api/staff/overview', { cookie: member.cookie })).json());
    expect(after.totals.signUps).toBe(before.totals.signUps + 1);
    expect(after.totals.jobsPosted).toBe(before.totals.jobsPosted + 1);
    expect(after.totals.openReports).toBe(before.totals.openReports + 1);
    expect(after.signUps.at(-1)?.counts.company).toBe((before.signUps.at(-1)?.counts.company ?? 0) + 1);
    expect(after.totals.pendingVerifications).toBe(before.totals.pendingVerifications);
  });

  it('fills days without sign-ups with 0 for every role', () => {
    const start = overviewStart(new Date('2026-03-31T18:00:00Z'));
    expect(start.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const days = fillSignUpDays(start, [{ day: '2026-03-05', role: 'student', count: 3 }]);
    expect(days[0]).toEqual({ day: '2026-03-02', counts: { student: 0, professional: 0, company: 0, institution: 0 } });
    expect(days[3]?.counts.student).toBe(3);
    expect(days.at(-1)?.day).toBe('2026-03-31');
  });
});

describe('npm run staff', () => {
  it('adds, lists and removes staff by e-mail, in any case', async () => {
    const person = await t.signUp({ fullName: 'Maya Karki' });
    const added = await runStaffCommand(t.database.db, ['add', person.email.toUpperCase()]);
    expect(added.code).toBe(0);
    expect(added.lines[0]).toBe(`${person.email} is now staff.`);
    expect((await runStaffCommand(t.database.db, ['add', person.email])).lines[0]).toBe(
      `${person.email} is already staff.`,
    );
    const listed = await runStaffCommand(t.database.db, ['list']);
    expect(listed.lines.some((line) => line.startsWith(`${person.email}\tMaya Karki\ttwo-factor off`))).toBe(true);
    const removed = await runStaffCommand(t.database.db, ['remove', person.email]);
    expect(removed).toEqual({ code: 0, lines: [`${person.email} is no longer staff.`] });
    const rows = await t.database.db.select().from(staffMembers).where(eq(staffMembers.userId, person.userId));
    expect(rows).toHaveLength(0);
  });

  it('refuses an unknown e-mail with exit code 1 and wrong usage with 2', async () => {
    const unknown = await runStaffCommand(t.database.db, ['add', 'nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.lines[0]).toContain('No account with the e-mail nobody@example.com');
    expect(await runStaffCommand(t.database.db, ['promote', 'x@example.com'])).toEqual({
      code: 2,
      lines: [STAFF_USAGE],
    });
    expect((await runStaffCommand(t.database.db, ['add'])).code).toBe(2);
    expect((await runStaffCommand(t.database.db, [])).code).toBe(2);
  });
});

describe('the audit log at the database', () => {
  it('refuses UPDATE and DELETE, whoever asks', async () => {
    await t.database.db.execute(
      sql`insert into audit_log (actor_email, action, item_kind) values ('a@example.com', 'test.append', 'contact')`,
    );
    await expect(t.database.db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'test.append' and reason is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });
});
