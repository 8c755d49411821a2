import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseDetail } from '#contract/catalogue.ts';
import { StaffCourseCard, StaffCourseList } from '#contract/staff-courses.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { accountSuspensions, auditLog } from '#server/db/schema/trust.ts';
import { professional } from '#tests/fixtures/bookings.ts';
import { catalogueCourse, confirmCourse, finishedLearner } from '#tests/fixtures/course-credentials.ts';
import { signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Staff set or clear a catalogue course's provider by the account's e-mail (decision 060): only an
// institution or a professional that is visible, audit-logged, and the provider then confirms the
// course's learners (decision 058).

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUpStaff']>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUpStaff();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; key?: string } };
const keyOf = async (response: Response) => ((await response.json()) as ErrorBody).error.key;

const setProvider = (cookie: string | undefined, courseId: string, email: unknown) =>
  t.request(`/api/staff/courses/${courseId}/provider`, {
    method: 'PUT',
    json: { email },
    ...(cookie ? { cookie } : {}),
  });
const find = (cookie: string | undefined, q: string) =>
  t.request(`/api/staff/courses?q=${encodeURIComponent(q)}`, cookie ? { cookie } : {});
const audited = (courseId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.itemKind, 'course'), eq(auditLog.itemId, courseId)))
    .orderBy(auditLog.createdAt);

describe('setting a course’s provider', () => {
  it('names the institution by its e-mail, audit-logged; it then confirms a learner; clearing stops that', async () => {
    const institution = await signUpInstitution(t);
    const courseId = await catalogueCourse(t, null);
    const answer = await setProvider(staff.cookie, courseId, `  ${institution.email.toUpperCase()} `);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(StaffCourseCard.parse(await answer.json())).toEqual({
      id: courseId,
      title: 'House Wiring Level 1',
      titleNe: null,
      provider: {
        id: institution.userId,
        name: 'Pokhara Technical School',
        email: institution.email,
        role: 'institution',
      },
    });
    const listed = StaffCourseList.parse(await (await find(staff.cookie, courseId)).json());
    expect(listed.items[0]?.provider?.email).toBe(institution.email);
    const detail = CourseDetail.parse(await (await t.request(`/api/courses/${courseId}`)).json());
    expect(detail.provider?.name).toBe('Pokhara Technical School');

    const learner = await finishedLearner(t, courseId);
    expect((await confirmCourse(t, institution.cookie, courseId, learner.userId)).status).toBe(201);

    const cleared = await setProvider(staff.cookie, courseId, null);
    expect(cleared.status).toBe(200);
    expect(StaffCourseCard.parse(await cleared.json()).provider).toBeNull();
    const other = await finishedLearner(t, courseId, 'Sita Rai');
    expect((await confirmCourse(t, institution.cookie, courseId, other.userId)).status).toBe(404);

    expect(await audited(courseId)).toMatchObject([
      {
        action: 'course.provider.set',
        actorEmail: staff.email,
        detail: { previousProviderId: null, providerId: institution.userId },
      },
      { action: 'course.provider.clear', detail: { previousProviderId: institution.userId, providerId: null } },
    ]);
  });

  it('takes a professional, and finds courses by title and provider e-mail', async () => {
    const pro = await professional(t, 'Bikash Tamang');
    const courseId = await catalogueCourse(t, null);
    expect((await setProvider(staff.cookie, courseId, pro.email)).status).toBe(200);
    const byEmail = StaffCourseList.parse(await (await find(staff.cookie, pro.email)).json());
    expect(byEmail.items).toEqual([
      expect.objectContaining({ id: courseId, provider: expect.objectContaining({ role: 'professional' }) }),
    ]);
    const byTitle = StaffCourseList.parse(await (await find(staff.cookie, 'house wiring')).json());
    expect(byTitle.items.map((item) => item.id)).toContain(courseId);
  });

  it('refuses with a clear 4xx: unknown account, no issuing role, hidden or suspended, bad e-mail, unknown course', async () => {
    const courseId = await catalogueCourse(t, null);
    const learner = await t.signUp({ fullName: 'Hari Gurung', verified: true });
    const hidden = await signUpInstitution(t, 'Hidden Institute');
    await t.database.db.update(profiles).set({ hiddenAt: new Date() }).where(eq(profiles.id, hidden.userId));
    const suspended = await professional(t, 'Suspended Pro');
    await t.database.db.insert(accountSuspensions).values({ userId: suspended.userId, reason: 'Fraud report' });

    const cases = [
      ['nobody@example.com', 404, 'staff.courses.errors.accountNotFound'],
      [learner.email, 409, 'staff.courses.errors.notIssuer'],
      [hidden.email, 409, 'staff.courses.errors.providerHidden'],
      [suspended.email, 409, 'staff.courses.errors.providerHidden'],
    ] as const;
    for (const [email, status, key] of cases) {
      const answer = await setProvider(staff.cookie, courseId, email);
      expect(answer.status, email).toBe(status);
      expect(await keyOf(answer)).toBe(key);
    }
    for (const [email, key] of [
      ['not-an-email', 'validation.emailInvalid'],
      ['', 'staff.courses.errors.emailRequired'],
      [undefined, 'staff.courses.errors.emailRequired'],
      [`${'a'.repeat(250)}@example.com`, 'validation.emailTooLong'],
    ] as const) {
      const answer = await setProvider(staff.cookie, courseId, email);
      expect(answer.status, String(email)).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(key);
    }
    const unknown = await setProvider(staff.cookie, '00000000-0000-4000-8000-000000000000', learner.email);
    expect(unknown.status).toBe(404);
    expect((await setProvider(staff.cookie, 'not-a-uuid', null)).status).toBe(404);
    // nothing changed, nothing logged
    const listed = StaffCourseList.parse(await (await find(staff.cookie, courseId)).json());
    expect(listed.items[0]?.provider).toBeNull();
    expect(await audited(courseId)).toEqual([]);
  });

  it('is staff’s alone: anonymous 401; a learner, the institution and staff without the second factor 403', async () => {
    const institution = await signUpInstitution(t);
    const courseId = await catalogueCourse(t, null);
    const learner = await t.signUp({ fullName: 'Gita Magar', verified: true });
    const halfStaff = await t.signUpStaff({ twoFactor: false });
    expect((await setProvider(undefined, courseId, institution.email)).status).toBe(401);
    expect((await find(undefined, '')).status).toBe(401);
    for (const [who, cookie] of [
      ['a learner', learner.cookie],
      ['the institution itself', institution.cookie],
      ['staff without the second factor', halfStaff.cookie],
    ] as const) {
      expect((await setProvider(cookie, courseId, institution.email)).status, who).toBe(403);
      expect((await find(cookie, '')).status, who).toBe(403);
    }
    const halfAnswer = await setProvider(halfStaff.cookie, courseId, institution.email);
    expect(await keyOf(halfAnswer)).toBe('staff.errors.twoFactorRequired');
    expect(await audited(courseId)).toEqual([]);
  });
});
