import { hashPassword } from '#server/auth/password.ts';
import type { Db } from '#server/db/client.ts';
import { accounts, users } from '#server/db/schema/auth.ts';
import { jobApplications, jobPostings } from '#server/db/schema/jobs.ts';
import { courses, enrolledCourses, programEnrollments, programs, userSkills } from '#server/db/schema/learning.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { activeSessions, userRoles } from '#server/db/schema/roles.ts';
import { engagements, reviews, serviceEnquiries, services } from '#server/db/schema/services.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedVerifications } from './verifications.ts';
import { seedBookings } from './bookings.ts';
import { markDemoPaymentsTold, seedPayments } from './payments.ts';
import { acknowledgeReviewedWork } from './engagements.ts';
import { seedCredentials, type CredentialSigning } from './credentials.ts';

/**
 * Fills an empty database with the Nepal demo content in one transaction.
 * A database that already has users is left untouched (`seeded: false`). Processes that may start
 * together run it under `Database.withStartupLock`, so that only the first one seeds. With `signing`
 * (the app's address and key), the completed program enrolments also get their signed credentials.
 */
export async function seedDemo(db: Db, signing?: CredentialSigning): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  // one hash for every account: argon2id costs ~50–100 ms a time
  // the demo content loads only for an empty database, not with every start
  const { buildDemoRows } = await import('./demo-rows.ts');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = buildDemoRows(new Date(), passwordHash);

  const seeded = await db.transaction(async (tx) => {
    await tx.insert(users).values(rows.users);
    await tx.insert(accounts).values(rows.accounts);
    await tx.insert(profiles).values(rows.profiles);
    await tx.insert(userRoles).values(rows.userRoles);
    await tx.insert(activeSessions).values(rows.activeSessions);
    await tx.insert(courses).values(rows.courses);
    await tx.insert(programs).values(rows.programs);
    await tx.insert(programEnrollments).values(rows.programEnrollments);
    await tx.insert(enrolledCourses).values(rows.enrolledCourses);
    await tx.insert(userSkills).values(rows.userSkills);
    await tx.insert(jobPostings).values(rows.jobPostings);
    await tx.insert(jobApplications).values(rows.jobApplications);
    await tx.insert(services).values(rows.services);
    await tx.insert(serviceEnquiries).values(rows.serviceEnquiries);
    await tx.insert(engagements).values(acknowledgeReviewedWork(rows.reviews));
    await tx.insert(reviews).values(rows.reviews);
    await tx.insert(conversations).values(rows.conversations);
    await tx.insert(messages).values(rows.messages);
    await seedDemoStaff(tx, passwordHash, new Date());
    await seedVerifications(tx, new Date());
    await seedBookings(tx, new Date());
    await seedPayments(tx);
    await markDemoPaymentsTold(tx);
    return { seeded: true };
  });
  // signing runs apart from the seed's transaction, as the institution's own "Mark completed" does
  if (signing) await seedCredentials(db, signing);
  return seeded;
}

async function hasUsers(db: Pick<Db, 'select'>): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).limit(1);
  return found.length > 0;
}
