import { and, desc, eq } from 'drizzle-orm';
import type { InstitutionDashboard, InstitutionProgram, ProgramDetail, ProgramInput } from '#contract/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { assertRole } from '#server/auth/guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import { programCard } from './cards.ts';
import { lockUnlessPaidEnrolments } from './program-paid-guard.ts';
import { isUuid } from '#contract/ids.ts';
import { paisaOfProgramFee } from '#contract/program-payments.ts';
import { checkPlace, placeDetail, placeText } from '#server/lib/places/places.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { PROFILE_IMAGE, processProfileImage, removeQuietly } from '#server/lib/uploaded-image.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';

type ProgramRow = typeof programs.$inferSelect;
type EnrollmentRow = typeof programEnrollments.$inferSelect;

function toProgramDetail(
  row: ProgramRow,
  enrollment: Pick<EnrollmentRow, 'status' | 'enrolledAt'> | null,
): ProgramDetail {
  return {
    id: row.id,
    institutionId: row.institutionId,
    programTitle: row.programTitle,
    programTitleNe: row.programTitleNe,
    organizationName: row.organizationName,
    programType: row.programType,
    credentialAwarded: row.credentialAwarded,
    description: row.description,
    descriptionNe: row.descriptionNe,
    format: row.format,
    location: row.location,
    districtId: row.districtId,
    localLevelId: row.localLevelId,
    locationDetail: row.location === null ? null : placeDetail(row.location, row),
    duration: row.duration,
    totalCost: row.totalCost,
    feePaisa: row.feePaisa,
    prerequisites: row.prerequisites,
    applicationDeadline: row.applicationDeadline,
    startDate: row.startDate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    coverUrl: row.coverUrl,
    card: programCard(row),
    enrollment: enrollment ? { status: enrollment.status, enrolledAt: enrollment.enrolledAt.toISOString() } : null,
  };
}

/** Refuses (403) anyone who does not hold the institution role; programs belong to institutions. */
const assertInstitution = (db: Db, userId: string) =>
  assertRole(db, userId, 'institution', () => new AppError('FORBIDDEN', 'errors.forbidden'));

async function findProgram(db: Db, programId: string): Promise<ProgramRow> {
  if (!isUuid(programId)) throw new AppError('NOT_FOUND', 'program.notFound');
  const [row] = await db.select().from(programs).where(eq(programs.id, programId));
  if (!row) throw new AppError('NOT_FOUND', 'program.notFound');
  return row;
}

/** A program page; an inactive program exists only for the institution that owns it. */
export async function getProgramDetail(db: Db, programId: string, userId: string | null): Promise<ProgramDetail> {
  const program = await findProgram(db, programId);
  assertPubliclyVisible(program);
  if (!program.isActive && program.institutionId !== userId) throw new AppError('NOT_FOUND', 'program.notFound');
  if (!userId) return toProgramDetail(program, null);
  const [enrollment] = await db
    .select()
    .from(programEnrollments)
    .where(and(eq(programEnrollments.programId, programId), eq(programEnrollments.userId, userId)));
  return toProgramDetail(program, enrollment ?? null);
}

/**
 * Enrols the user in an active, free program. A program with a fee is enrolled in by its payment
 * (decision 054): 409 here, before anything is written. Idempotent: a second call keeps the enrolment; a withdrawn
 * one becomes active again, a completed one stays completed.
 */
export async function enrolInProgram(
  db: Db,
  userId: string,
  programId: string,
): Promise<{ program: ProgramDetail; created: boolean }> {
  const program = await findProgram(db, programId);
  if (!program.isActive || program.hiddenAt) throw new AppError('NOT_FOUND', 'program.notFound');
  if (program.feePaisa > 0) throw new AppError('CONFLICT', 'program.paymentRequired');
  const [created] = await db
    .insert(programEnrollments)
    .values({ programId, userId, status: 'active' })
    .onConflictDoNothing()
    .returning();
  if (created) return { program: toProgramDetail(program, created), created: true };
  const [existing] = await db
    .update(programEnrollments)
    .set({ status: 'active' })
    .where(
      and(
        eq(programEnrollments.programId, programId),
        eq(programEnrollments.userId, userId),
        eq(programEnrollments.status, 'withdrawn'),
      ),
    )
    .returning();
  if (existing) return { program: toProgramDetail(program, existing), created: false };
  return { program: await getProgramDetail(db, programId, userId), created: false };
}

function columnsOf(input: ProgramInput) {
  const place = checkPlace({ districtId: input.districtId, localLevelId: input.localLevelId });
  return {
    organizationName: input.organizationName,
    programTitle: input.programTitle,
    programType: input.programType,
    credentialAwarded: input.credentialAwarded,
    description: input.description,
    format: input.format,
    location: placeText(input.location ?? null, place),
    ...place,
    duration: input.duration,
    totalCost: input.totalCost,
    feePaisa: paisaOfProgramFee(input.feeRupees),
    prerequisites: input.prerequisites ?? null,
    applicationDeadline: input.applicationDeadline ?? null,
    startDate: input.startDate ?? null,
    isActive: input.isActive,
  };
}

/** Publishes a program for the signed-in institution (403 for anyone else). */
export async function createProgram(db: Db, userId: string, input: ProgramInput): Promise<ProgramDetail> {
  await assertInstitution(db, userId);
  const [row] = await db
    .insert(programs)
    .values({ institutionId: userId, ...columnsOf(input) })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'errors.internal');
  return toProgramDetail(row, null);
}

async function findOwnProgram(db: Db, userId: string, programId: string): Promise<ProgramRow> {
  await assertInstitution(db, userId);
  const program = await findProgram(db, programId);
  if (program.institutionId !== userId) throw new AppError('FORBIDDEN', 'program.notOwner');
  return program;
}

/**
 * Replaces a program's fields; only the institution that published it may (403 `program.notOwner`).
 * Unpublishing one that learners paid to enrol in is refused (409 `program.hasPaidEnrolments`).
 */
export async function updateProgram(
  db: Db,
  userId: string,
  programId: string,
  input: ProgramInput,
): Promise<ProgramDetail> {
  await findOwnProgram(db, userId, programId);
  return db.transaction(async (tx) => {
    if (!input.isActive) await lockUnlessPaidEnrolments(tx, programId, true);
    const [row] = await tx
      .update(programs)
      .set(columnsOf(input))
      // the owner is part of the condition too, so a concurrent ownership change cannot slip through
      .where(and(eq(programs.id, programId), eq(programs.institutionId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'program.notFound');
    return toProgramDetail(row, null);
  });
}

/**
 * Replaces a program's cover with an uploaded image, through the profile banner's pipeline
 * (decision 008: content checked, re-encoded to WebP, metadata stripped; here cropped to 16:9).
 * Only the institution that published the program may (403 otherwise). The previous cover is
 * deleted once the new one is saved, so a failed upload leaves the old one in place.
 */
export async function uploadProgramCover(
  deps: Pick<AppDeps, 'db' | 'objectStore' | 'logger' | 'clock'>,
  userId: string,
  programId: string,
  bytes: Uint8Array,
): Promise<ProgramDetail> {
  const { db, objectStore: store, logger } = deps;
  await findOwnProgram(db, userId, programId);
  const { bucket, folder } = PROFILE_IMAGE.programCover;
  const { image } = await processProfileImage(bytes, 'programCover');
  const ref = { bucket, key: `${folder}/${programId}/${deps.clock.now()}.webp` };
  await store.put(bucket, ref.key, image, 'image/webp');
  const url = store.publicUrl(bucket, ref.key);
  let previous: string | null = null;
  let row: ProgramRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ coverUrl: programs.coverUrl })
        .from(programs)
        .where(and(eq(programs.id, programId), eq(programs.institutionId, userId)))
        .for('update');
      previous = current?.coverUrl ?? null;
      const [saved] = await tx
        .update(programs)
        .set({ coverUrl: url })
        .where(and(eq(programs.id, programId), eq(programs.institutionId, userId)))
        .returning();
      return saved;
    });
  } catch (error) {
    await removeQuietly(store, logger, ref);
    throw error;
  }
  if (!row) {
    await removeQuietly(store, logger, ref);
    throw new AppError('NOT_FOUND', 'program.notFound');
  }
  const replaced = previous ? store.refOf(previous) : null;
  if (replaced) await removeQuietly(store, logger, replaced);
  return toProgramDetail(row, null);
}

/**
 * Deletes a program and, by cascade, its enrolments, then its cover; only its institution may. One
 * that learners paid to enrol in is refused (409 `program.hasPaidEnrolments`).
 */
export async function deleteProgram(
  deps: Pick<AppDeps, 'db' | 'objectStore' | 'logger'>,
  userId: string,
  programId: string,
): Promise<void> {
  await findOwnProgram(deps.db, userId, programId);
  const deleted = await deps.db.transaction(async (tx) => {
    await lockUnlessPaidEnrolments(tx, programId);
    return tx
      .delete(programs)
      .where(and(eq(programs.id, programId), eq(programs.institutionId, userId)))
      .returning({ coverUrl: programs.coverUrl });
  });
  const cover = deleted[0]?.coverUrl ? deps.objectStore.refOf(deleted[0].coverUrl) : null;
  if (cover) await removeQuietly(deps.objectStore, deps.logger, cover);
}

/**
 * The institution dashboard in two queries: my programs, then the active enrolments of all of
 * them with the students' names, grouped here. Its route admits institutions only (`requireRole`).
 */
export async function getInstitutionDashboard(db: Db, userId: string): Promise<InstitutionDashboard> {
  const rows = await db
    .select()
    .from(programs)
    .where(eq(programs.institutionId, userId))
    .orderBy(desc(programs.createdAt), desc(programs.id));
  const students = await db
    .select({
      programId: programEnrollments.programId,
      userId: programEnrollments.userId,
      fullName: profiles.fullName,
      enrolledAt: programEnrollments.enrolledAt,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.id, programEnrollments.programId))
    .leftJoin(profiles, eq(profiles.id, programEnrollments.userId))
    .where(and(eq(programs.institutionId, userId), eq(programEnrollments.status, 'active')))
    .orderBy(desc(programEnrollments.enrolledAt), programEnrollments.userId);

  const byProgram = new Map<string, InstitutionProgram['students']>();
  for (const student of students) {
    const list = byProgram.get(student.programId) ?? [];
    list.push({ userId: student.userId, fullName: student.fullName, enrolledAt: student.enrolledAt.toISOString() });
    byProgram.set(student.programId, list);
  }
  const programList = rows.map((row): InstitutionProgram => {
    const { enrollment: _none, ...detail } = toProgramDetail(row, null);
    const list = byProgram.get(row.id) ?? [];
    return { ...detail, enrolledCount: list.length, students: list };
  });
  return {
    totalActivePrograms: programList.filter((program) => program.isActive).length,
    totalEnrolledStudents: students.length,
    programs: programList,
  };
}
