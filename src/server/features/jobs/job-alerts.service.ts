import { and, count, desc, eq } from 'drizzle-orm';
import { JOB_ALERTS_MAX, type JobAlert, type JobAlertInput, type JobAlertList } from '#contract/job-alerts.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { jobAlerts } from '#server/db/schema/job-alerts.ts';
import { AppError } from '#server/lib/app-error.ts';
import { alertColumnsOf } from './job-alerts-matching.ts';

// A user's job alerts: create, list, edit (search, frequency, paused) and remove. Every row read or
// changed is the caller's own; another user's alert is 404, so ids cannot be probed.

type AlertRow = typeof jobAlerts.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'jobAlerts.errors.notFound');

/** An alert as the API answers it: its search in the /jobs query's words. */
export function jobAlertOf(row: AlertRow): JobAlert {
  return {
    id: row.id,
    search: {
      ...(row.q ? { q: row.q } : {}),
      ...(row.category ? { category: row.category as NonNullable<JobAlert['search']['category']> } : {}),
      ...(row.jobType ? { type: row.jobType } : {}),
      ...(row.experienceLevel ? { level: row.experienceLevel } : {}),
      ...(row.salaryBand ? { salary: row.salaryBand as NonNullable<JobAlert['search']['salary']> } : {}),
      ...(row.location ? { location: row.location } : {}),
      ...(row.province ? { province: row.province } : {}),
      ...(row.district ? { district: row.district } : {}),
      ...(row.posted ? { posted: row.posted as NonNullable<JobAlert['search']['posted']> } : {}),
      ...(row.verifiedOnly ? { verified: '1' as const } : {}),
    },
    frequency: row.frequency === 'daily' ? 'daily' : 'instant',
    paused: row.pausedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** My alerts, newest first. */
export async function listJobAlerts(db: Db, userId: string): Promise<JobAlertList> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), jobAlerts.id);
  return { items: rows.map(jobAlertOf), max: JOB_ALERTS_MAX };
}

/** Saves a search as an alert; more than JOB_ALERTS_MAX alerts is 409 jobAlerts.errors.tooMany. */
export async function createJobAlert(db: Db, userId: string, input: JobAlertInput): Promise<JobAlert> {
  const row = await db.transaction(async (tx) => {
    // one change at a time per account, so two creations at once cannot both slip under the cap
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((held?.n ?? 0) >= JOB_ALERTS_MAX) throw new AppError('CONFLICT', 'jobAlerts.errors.tooMany');
    const [created] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        ...alertColumnsOf(input.search),
        frequency: input.frequency,
        language: input.language ?? null,
        pausedAt: input.paused ? new Date() : null,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'errors.internal');
    return created;
  });
  return jobAlertOf(row);
}

/** Edits one of my alerts: its search, frequency and whether it is paused. */
export async function updateJobAlert(db: Db, userId: string, alertId: string, input: JobAlertInput): Promise<JobAlert> {
  if (!isUuid(alertId)) throw notFound();
  const row = await db.transaction(async (tx) => {
    const mine = and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId));
    const [current] = await tx.select({ pausedAt: jobAlerts.pausedAt }).from(jobAlerts).where(mine).for('update');
    if (!current) throw notFound();
    const [updated] = await tx
      .update(jobAlerts)
      .set({
        ...alertColumnsOf(input.search),
        frequency: input.frequency,
        ...(input.language ? { language: input.language } : {}),
        // a paused alert keeps the time it was paused
        pausedAt: input.paused ? (current.pausedAt ?? new Date()) : null,
      })
      .where(mine)
      .returning();
    if (!updated) throw notFound();
    return updated;
  });
  return jobAlertOf(row);
}

/** Removes one of my alerts (its deliveries go with it). */
export async function deleteJobAlert(db: Db, userId: string, alertId: string): Promise<void> {
  if (!isUuid(alertId)) throw notFound();
  const removed = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  if (removed.length === 0) throw notFound();
}

/** Pauses an alert from its e-mail's unsubscribe link (no sign-in: the signed token names it). */
export async function pauseJobAlert(db: Db, alertId: string): Promise<boolean> {
  const [row] = await db
    .update(jobAlerts)
    .set({ pausedAt: new Date() })
    .where(eq(jobAlerts.id, alertId))
    .returning({ id: jobAlerts.id });
  return row !== undefined;
}
