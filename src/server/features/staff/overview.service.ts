import { count, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { users } from '#server/db/schema/auth.ts';
import { jobApplications, jobPostings } from '#server/db/schema/jobs.ts';
import { messages } from '#server/db/schema/messaging.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { reports, verificationRequests } from '#server/db/schema/trust.ts';
import { ROLES, type Role } from '#contract/roles.ts';
import { OVERVIEW_DAYS, type SignUpDay, type StaffOverview } from '#contract/staff.ts';

const DAY_MS = 86_400_000;
const SignUpRow = z.object({ day: z.string(), role: z.enum(ROLES), count: z.coerce.number() });

/** The first instant of the overview's window: midnight UTC, OVERVIEW_DAYS - 1 days before today. */
export function overviewStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS);
}

/** One entry per day from `start`, every role at 0 unless `rows` counted some. */
export function fillSignUpDays(start: Date, rows: { day: string; role: Role; count: number }[]): SignUpDay[] {
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, index): SignUpDay => {
    const day = new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { day, counts: { student: 0, professional: 0, company: 0, institution: 0 } };
  });
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry.counts[row.role] += row.count;
  }
  return days;
}

/**
 * The console's 30-day figures, every one an SQL aggregate so they stay fast on large tables.
 * Sign-ups count accounts by the role they took (one account with two roles counts in both);
 * an account that has not chosen a role yet counts only in the total.
 */
export async function getStaffOverview(db: Db, now = new Date()): Promise<StaffOverview> {
  const start = overviewStart(now);
  const dayOf = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [signUpRows, [signUps], [jobs], [applications], [sent], [openReports], [pending]] = await Promise.all([
    rowsOf(
      db,
      SignUpRow,
      sql`select ${dayOf} as day, ${userRoles.role} as role, count(*) as count
          from ${users} join ${userRoles} on ${userRoles.userId} = ${users.id}
          where ${users.createdAt} >= ${start.toISOString()}::timestamptz
          group by 1, 2`,
    ),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, start)),
    db.select({ n: count() }).from(jobPostings).where(gte(jobPostings.postedAt, start)),
    db.select({ n: count() }).from(jobApplications).where(gte(jobApplications.appliedAt, start)),
    db.select({ n: count() }).from(messages).where(gte(messages.createdAt, start)),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
    db.select({ n: count() }).from(verificationRequests).where(eq(verificationRequests.status, 'pending')),
  ]);
  return {
    signUps: fillSignUpDays(start, signUpRows),
    totals: {
      signUps: signUps?.n ?? 0,
      jobsPosted: jobs?.n ?? 0,
      applications: applications?.n ?? 0,
      messages: sent?.n ?? 0,
      openReports: openReports?.n ?? 0,
      pendingVerifications: pending?.n ?? 0,
    },
  };
}
