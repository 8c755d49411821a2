import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '#tests/fixtures/test-app.ts';
import { verifyPassword } from '#server/auth/password.ts';
import type { Db } from '#server/db/client.ts';
import { accounts, users } from '#server/db/schema/auth.ts';
import { jobApplications, jobPostings } from '#server/db/schema/jobs.ts';
import { courses, enrolledCourses, programEnrollments, programs, userSkills } from '#server/db/schema/learning.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { activeSessions, userRoles } from '#server/db/schema/roles.ts';
import { engagements, reviews, services, serviceVideos } from '#server/db/schema/services.ts';
import type { Me } from '#contract/api.ts';
import { PIPELINE_STATUSES } from '#contract/jobs-rules.ts';
import {
  COURSE_CATEGORIES,
  JOB_LIST_CHIPS,
  PROFESSIONAL_CATEGORIES,
  PROGRAM_TYPES,
  SERVICE_FORMATS,
} from '#contract/lists.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF, demoAccount } from './demo-accounts.ts';
import { seedDemo } from './seed.ts';
import { BookingList, Slots } from '#contract/bookings.ts';
import { bookingEvents } from '#server/db/schema/bookings.ts';
import { BookingPayment } from '#contract/payments.ts';
import { Earnings } from '#contract/payouts.ts';
import { ProgramEarnings } from '#contract/program-payments.ts';
import { checkLedger } from '#server/features/payments/ledger.ts';
import { settleBookings } from '#server/features/payments/payment-settlement.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const TABLES = {
  users,
  accounts,
  profiles,
  userRoles,
  activeSessions,
  courses,
  programs,
  programEnrollments,
  enrolledCourses,
  userSkills,
  jobPostings,
  jobApplications,
  services,
  conversations,
  messages,
};

let t: TestApp;
let db: Db;
let firstRun: { seeded: boolean };

async function countAll() {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  firstRun = await seedDemo(db);
}, 60_000);

afterAll(() => t.close());

describe('seedDemo on an empty database', () => {
  // how long seeding takes is a start-up budget, measured by `npm run bench start` (fresh DATA_DIR)
  it('seeds', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('fills the course catalogue: every category, 4–8 ordered modules, Nepali titles', async () => {
    const rows = await db.select().from(courses);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((course) => course.category))).toEqual(new Set(COURSE_CATEGORIES));
    for (const course of rows) {
      expect(course.modules.length, course.title).toBeGreaterThanOrEqual(4);
      expect(course.modules.length, course.title).toBeLessThanOrEqual(8);
      expect(course.keySkills.length, course.title).toBeGreaterThanOrEqual(3);
      expect(course.titleNe, course.title).toMatch(DEVANAGARI);
      expect(course.descriptionNe, course.title).toMatch(DEVANAGARI);
    }
  });

  it('publishes 10 programs from 4 institutions, every type and format, one unpublished', async () => {
    const rows = await db.select().from(programs);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((program) => program.institutionId)).size).toBe(4);
    expect(new Set(rows.map((program) => program.programType))).toEqual(new Set(PROGRAM_TYPES));
    expect(new Set(rows.map((program) => program.format))).toEqual(new Set(SERVICE_FORMATS));
    expect(rows.filter((program) => !program.isActive)).toHaveLength(1);
    for (const program of rows) {
      expect(program.programTitleNe).toMatch(DEVANAGARI);
      if (program.format !== 'online') expect(program.location, program.programTitle).toBeTruthy();
    }
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = rows.filter((program) => program.isActive && program.applicationDeadline! > today);
    expect(upcoming).toHaveLength(9);
    const demoInstitution = await userIdOf(demoAccount('institution').email);
    expect(rows.filter((program) => program.institutionId === demoInstitution).length).toBeGreaterThanOrEqual(2);
  });

  it('lists 40+ active jobs over every job list chip, in many cities, posted over two months', async () => {
    const active = await db.select().from(jobPostings).where(eq(jobPostings.isActive, true));
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(new Set(active.map((job) => job.category))).toEqual(new Set(JOB_LIST_CHIPS));
    const cities = new Set(active.map((job) => job.location.split(',')[0]!.trim()));
    expect(cities.size).toBeGreaterThanOrEqual(5);
    const ageInDays = active.map((job) => Math.floor((Date.now() - job.postedAt.getTime()) / 86_400_000));
    expect(Math.min(...ageInDays)).toBe(0);
    expect(Math.max(...ageInDays)).toBeGreaterThanOrEqual(45);
    for (const job of active) {
      expect(job.jobTitleNe, job.jobTitle).toMatch(DEVANAGARI);
      expect(job.skillsRequired.length, job.jobTitle).toBeGreaterThanOrEqual(3);
      expect(job.requirements.length, job.jobTitle).toBeGreaterThanOrEqual(3);
      expect(job.responsibilities.length, job.jobTitle).toBeGreaterThanOrEqual(3);
    }
    expect(await db.$count(jobPostings, eq(jobPostings.isActive, false))).toBe(2);
    const posters = new Set(active.map((job) => job.postedBy));
    expect(posters.size).toBeGreaterThanOrEqual(6);
    expect(posters).toContain(await userIdOf(demoAccount('company').email));
  });

  it('lists 12 professionals covering every category, each offering a service', async () => {
    const rows = await db
      .select({ id: profiles.id, category: profiles.category, hourlyRate: profiles.hourlyRate })
      .from(profiles)
      .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'professional')));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(PROFESSIONAL_CATEGORIES));
    const offering = await db
      .selectDistinct({ id: services.professionalId })
      .from(services)
      .where(
        inArray(
          services.professionalId,
          rows.map((row) => row.id),
        ),
      );
    expect(offering).toHaveLength(12);
    expect(rows.map((row) => row.hourlyRate)).not.toContain(null);
  });

  it('has in-person services on the map and online services without a location', async () => {
    const mapped = await db
      .select()
      .from(services)
      .where(and(eq(services.format, 'in-person'), isNotNull(services.locationLat), isNotNull(services.locationLng)));
    expect(mapped.length).toBeGreaterThan(0);
    for (const service of mapped) {
      // Nepal's bounding box
      expect(service.locationLat!).toBeGreaterThan(26.3);
      expect(service.locationLat!).toBeLessThan(30.5);
      expect(service.locationLng!).toBeGreaterThan(80);
      expect(service.locationLng!).toBeLessThan(88.3);
    }
    const online = await db.select().from(services).where(eq(services.format, 'online'));
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((service) => service.locationLat === null)).toBe(true);
    expect(await db.$count(services, eq(services.format, 'hybrid'))).toBeGreaterThan(0);
  });

  it('claims no lesson count in any service text: the count shown is the number of video rows', async () => {
    // the seed stores no videos, so a count written in the text could only contradict the card
    expect(await db.$count(serviceVideos)).toBe(0);
    const english =
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:[a-z-]+\s+)?(?:lessons?|videos?|episodes?|parts?)\b(?!\s+calls?\b)/i;
    const nepali = /(?:[०-९\d]+|एक|दुई|तीन|चार|पाँच|छ|सात|आठ|नौ|दस)(?:वटा|ओटा)?\s+(?:\S+\s+)?(?:पाठ|भिडियो)(?!\s*कल)/;
    for (const service of await db.select().from(services)) {
      const texts = [service.title, service.description, service.duration];
      const textsNe = [service.titleNe ?? '', service.descriptionNe ?? ''];
      for (const text of texts) expect(text, service.title).not.toMatch(english);
      for (const text of textsNe) expect(text, service.title).not.toMatch(nepali);
    }
  });

  it('lets every demo account sign in with the demo password, holding only its own role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const signIn = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(signIn.status, account.email).toBe(200);
      const me = (await (await t.request('/api/me', { cookie: sessionCookie(signIn) })).json()) as Me;
      expect(me).toMatchObject({
        roles: [account.role],
        activeRole: account.role,
        profile: { fullName: account.fullName, profileComplete: true },
      });
    }
  });

  it('gives the demo professional a calendar: free slots, a request waiting, upcoming and past visits', async () => {
    const signInAs = async (email: string) => {
      const signIn = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: DEMO_PASSWORD },
      });
      return sessionCookie(signIn);
    };
    const pro = await signInAs(demoAccount('professional').email);
    const list = async (cookie: string, query: string) =>
      BookingList.parse(await (await t.request(`/api/bookings?${query}`, { cookie })).json());
    const requests = await list(pro, 'as=professional&view=requests');
    expect(requests.waiting).toBe(1);
    const upcoming = await list(pro, 'as=professional&view=upcoming');
    expect(upcoming.items).toHaveLength(2);
    const past = await list(pro, 'as=professional&view=past');
    expect(past.items.map((item) => item.status).sort()).toEqual(['accepted', 'accepted', 'cancelled', 'confirmed']);

    const student = await signInAs(demoAccount('student').email);
    const mine = await list(student, 'as=client&view=past');
    const toFinish = mine.items.filter((item) => item.status === 'accepted').map((item) => item.serviceTitle);
    expect(toFinish).toHaveLength(2);
    expect(toFinish).toContain('House Wiring & Electrical Repairs');
    // tomorrow's visit is within a day: its reminder is due, booked long enough ago to need one
    const soon = (await list(student, 'as=client&view=upcoming')).items[0]!;
    const hoursAway = (Date.parse(soon.startsAt) - Date.now()) / 3_600_000;
    expect(hoursAway).toBeGreaterThan(2);
    expect(hoursAway).toBeLessThanOrEqual(24);
    expect(new Date(Date.parse(soon.startsAt) + 345 * 60_000).toISOString().slice(14, 19)).toBe('00:00');

    const slots = Slots.parse(
      await (await t.request(`/api/bookings/slots?serviceId=${upcoming.items[0]!.serviceId}&days=14`)).json(),
    );
    expect(slots.bookable).toBe(true);
    expect(slots.days.flatMap((day) => day.slots).length).toBeGreaterThan(10);
    // their notices count as sent: a fresh start mails nobody about the demo's bookings
    expect(await db.$count(bookingEvents, isNull(bookingEvents.noticedAt))).toBe(0);
  });

  it('has online payments: one released to the professional, one held, the student’s own left to pay', async () => {
    const signInAs = async (email: string) =>
      sessionCookie(
        await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: DEMO_PASSWORD } }),
      );
    const paymentOf = async (cookie: string, id: string) =>
      BookingPayment.parse(await (await t.request(`/api/payments/bookings/${id}`, { cookie })).json());
    const list = async (cookie: string, query: string) =>
      BookingList.parse(await (await t.request(`/api/bookings?${query}`, { cookie })).json());
    const pro = await signInAs(demoAccount('professional').email);
    const confirmed = (await list(pro, 'as=professional&view=past')).items.find((item) => item.status === 'confirmed')!;
    const released = await paymentOf(pro, confirmed.id);
    expect(released.state).toBe('released');
    expect(released.feePaisa).toBe(Math.floor(released.pricePaisa / 10));
    const waiting = (await list(pro, 'as=professional&view=requests')).items[0]!;
    expect((await paymentOf(pro, waiting.id)).state).toBe('held');
    // and staff paid part of it out before: the earnings page shows all three figures
    const earnings = Earnings.parse(await (await t.request('/api/payouts/earnings', { cookie: pro })).json());
    expect(earnings.heldPaisa).toBeGreaterThan(0);
    expect(earnings.availablePaisa).toBeGreaterThan(0);
    expect(earnings.paidOutPaisa).toBeGreaterThan(0);
    expect(earnings.availablePaisa + earnings.paidOutPaisa).toBe(released.pricePaisa - released.feePaisa);
    const student = await signInAs(demoAccount('student').email);
    for (const item of (await list(student, 'as=client&view=upcoming')).items) {
      expect(await paymentOf(student, item.id)).toMatchObject({ state: 'unpaid', payable: true });
    }
    // the institution has a learner's program fee available, past its refund window, none paid out yet
    const institution = await signInAs(demoAccount('institution').email);
    const fees = ProgramEarnings.parse(
      await (await t.request('/api/payouts/program-earnings', { cookie: institution })).json(),
    );
    expect(fees).toMatchObject({ availablePaisa: 225_000, paidOutPaisa: 0, payouts: [] });
    expect(await checkLedger(db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
    // the sweep finds nothing left to settle: the seeded releases are the ones it would have made
    expect(await settleBookings(t.deps)).toBe(0);
  });

  it('seeds the demo staff member, whom the console asks to turn on two-factor sign-in', async () => {
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: DEMO_STAFF.email, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    const me = await t.request('/api/staff/me', { cookie });
    expect(await me.json()).toEqual({ email: DEMO_STAFF.email, twoFactorEnabled: false, secondFactorPassed: false });
    const overview = await t.request('/api/staff/overview', { cookie });
    expect(overview.status).toBe(403);
    expect(((await overview.json()) as { error: { key: string } }).error.key).toBe('staff.errors.twoFactorRequired');
  });

  it('stores one argon2id hash of the demo password for every account', async () => {
    const rows = await db.select({ password: accounts.password, providerId: accounts.providerId }).from(accounts);
    expect(rows).toHaveLength(await db.$count(users));
    expect(rows.every((row) => row.providerId === 'credential')).toBe(true);
    const hashes = new Set(rows.map((row) => row.password));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword({ hash: [...hashes][0]!, password: DEMO_PASSWORD })).toBe(true);
  });

  it('gives the demo student enrolments with consistent progress, skills, applications and messages', async () => {
    const studentId = await userIdOf(demoAccount('student').email);
    const enrolled = await db
      .select({ progress: enrolledCourses.progress, done: enrolledCourses.completedModules, modules: courses.modules })
      .from(enrolledCourses)
      .innerJoin(courses, eq(courses.id, enrolledCourses.courseId))
      .where(eq(enrolledCourses.userId, studentId));
    expect(enrolled.length).toBeGreaterThanOrEqual(2);
    for (const row of enrolled) {
      expect(row.progress).toBe(Math.round((row.done.length / row.modules.length) * 100));
      expect(row.done.every((index) => index >= 0 && index < row.modules.length)).toBe(true);
    }
    expect(await db.$count(programEnrollments, eq(programEnrollments.userId, studentId))).toBeGreaterThan(0);
    expect(await db.$count(userSkills, eq(userSkills.userId, studentId))).toBeGreaterThanOrEqual(6);
    expect(await db.$count(jobApplications, eq(jobApplications.userId, studentId))).toBeGreaterThan(0);

    const [conversation] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.user1Id, studentId),
          eq(conversations.user2Id, await userIdOf(demoAccount('professional').email)),
        ),
      );
    expect(conversation).toBeDefined();
    const unread = await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversation!.id), isNull(messages.readAt)));
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((message) => message.senderId !== studentId)).toBe(true);
  });

  it('gives the demo company applicants in every status, each applying after the job was posted', async () => {
    const companyId = await userIdOf(demoAccount('company').email);
    const applications = await db
      .select({ status: jobApplications.status, appliedAt: jobApplications.appliedAt, postedAt: jobPostings.postedAt })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
      .where(eq(jobPostings.postedBy, companyId));
    // withdrawn is not seeded: only an applicant's account deletion sets it
    expect(new Set(applications.map((row) => row.status))).toEqual(new Set(PIPELINE_STATUSES));
    const all = await db
      .select({ appliedAt: jobApplications.appliedAt, postedAt: jobPostings.postedAt, joinedAt: users.createdAt })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobApplications.userId));
    for (const row of all) {
      expect(row.appliedAt.getTime()).toBeGreaterThan(row.postedAt.getTime());
      expect(row.appliedAt.getTime()).toBeGreaterThan(row.joinedAt.getTime());
      expect(row.appliedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('backs every review with work its professional marked done, so the demo keeps its ratings', async () => {
    const rows = await db.select().from(reviews);
    expect(rows.length).toBeGreaterThan(0);
    const done = await db.select().from(engagements);
    const byId = new Map(done.map((row) => [row.id, row]));
    for (const review of rows) {
      const engagement = byId.get(review.engagementId ?? '');
      expect(engagement, review.comment).toMatchObject({
        stage: 'done',
        professionalId: review.professionalId,
        clientId: review.reviewerId,
        serviceId: review.serviceId,
      });
    }
    // the job agency names the clients it hires for
    const agencyJobs = await db.select().from(jobPostings).where(isNotNull(jobPostings.clientName));
    expect(agencyJobs.length).toBeGreaterThan(0);
    expect(new Set(agencyJobs.map((job) => job.companyName))).toEqual(new Set(['Nepal Skills Placement Services']));
  });

  it('changes nothing when run again', async () => {
    const before = await countAll();
    expect(await seedDemo(db)).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
  });
});
