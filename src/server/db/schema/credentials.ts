import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CREDENTIAL_KINDS, CREDENTIAL_LIMITS } from '#contract/credentials.ts';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { courses, programs } from './learning.ts';
import { services } from './services.ts';

// Verifiable credentials (Open Badges 3.0) an issuer awarded a learner (docs/decisions/048).

export const credentialKindEnum = pgEnum('credential_kind', CREDENTIAL_KINDS);

/**
 * One signed credential. `document` is the credential as signed, never rewritten (a change breaks
 * its proof; jsonb's key order does not, as the proof covers the canonical RDF), so a correction is
 * a new credential. One credential per learner and program: completing twice returns the first.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: id(),
    issuerId: uuid('issuer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: credentialKindEnum('kind').notNull(),
    /** The program completed (kind `program_completion`). */
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    /**
     * The training service completed (kind `service_completion`, decision 055). A deleted service
     * leaves its credentials standing (the professional's signed word stays true), unlinked.
     */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /**
     * The catalogue course completed (kind `course_completion`, decision 058), confirmed by its
     * provider. As with services, a deleted course leaves its credentials standing, unlinked.
     */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    grade: varchar('grade', { length: CREDENTIAL_LIMITS.gradeMax }),
    remark: varchar('remark', { length: CREDENTIAL_LIMITS.remarkMax }),
    document: jsonb('document').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
    /**
     * Suspended by its issuer or staff (decision 057): not valid while set, valid again once lifted
     * (null). New credentials carry a bit, at `status_list_index`, in the issuer's suspension list.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Staff suspended it: only staff lift it, and its issuer cannot reissue it meanwhile (decision 057). */
    suspendedByStaff: boolean('suspended_by_staff').notNull().default(false),
    /**
     * The last suspension lifted (decision 060): when, the lifter's reason, and the reason it had been
     * suspended for. Cleared when it is suspended again; null when no suspension was ever lifted.
     */
    suspensionLiftedAt: timestamp('suspension_lifted_at', { withTimezone: true }),
    suspensionLiftReason: text('suspension_lift_reason'),
    liftedSuspensionReason: text('lifted_suspension_reason'),
    /**
     * This credential's bit in its issuer's revocation status list (decision 048): allocated from
     * `credential_status_allocations`, so two credentials of one issuer never share one. Null only
     * for credentials issued before status lists.
     */
    statusListIndex: integer('status_list_index'),
    /** The credential issued in its place (reissue after a name change); set as this one is revoked. */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => credentials.id, { onDelete: 'set null' }),
    /**
     * The learner hid it (decision 052): not on their public profile, its page `noindex`; its link
     * still works. The learner's choice alone, unlike staff moderation's `hidden_at` elsewhere.
     */
    hiddenByLearner: boolean('hidden_by_learner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // one standing credential per learner and program: a revoked one leaves room for its reissue
    uniqueIndex('credentials_program_learner_key')
      .on(t.kind, t.programId, t.learnerId)
      .where(sql`${t.revokedAt} is null`),
    // one standing credential per client and service: confirming twice, or twice at once, issues once
    uniqueIndex('credentials_service_learner_key')
      .on(t.kind, t.serviceId, t.learnerId)
      .where(sql`${t.revokedAt} is null`),
    // one standing credential per learner and catalogue course: confirming twice, or at once, issues once
    uniqueIndex('credentials_course_learner_key')
      .on(t.kind, t.courseId, t.learnerId)
      .where(sql`${t.revokedAt} is null`),
    unique('credentials_status_index_key').on(t.issuerId, t.statusListIndex),
    check('credentials_revocation_has_reason', sql`${t.revokedAt} is null or ${t.revocationReason} is not null`),
    check(
      'credentials_program_completion_has_program',
      sql`${t.kind} <> 'program_completion' or ${t.programId} is not null`,
    ),
    check('credentials_one_subject', sql`num_nonnulls(${t.programId}, ${t.serviceId}, ${t.courseId}) <= 1`),
    check('credentials_not_self_issued', sql`${t.issuerId} <> ${t.learnerId}`),
    index('credentials_learner_idx').on(t.learnerId, t.issuedAt.desc()),
    index('credentials_issuer_idx').on(t.issuerId, t.issuedAt.desc()),
  ],
);

/**
 * Every public key credentials were ever signed with (decision 048): a key stays published under its
 * own id after the signing key changes, so credentials signed with it still verify.
 */
export const credentialSigningKeys = pgTable('credential_signing_keys', {
  publicKeyMultibase: text('public_key_multibase').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The next free bit of each issuer's status lists: taken with one atomic upsert per credential
 * (`… on conflict do update set next_index = next_index + 1 returning`), so credentials issued at
 * the same moment never share a bit. A bit taken by a completion that then lost a race stays unused.
 */
export const credentialStatusAllocations = pgTable('credential_status_allocations', {
  issuerId: uuid('issuer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nextIndex: integer('next_index').notNull().default(0),
});

/**
 * The last signed BitstringStatusListCredential of each list, kept so a list is signed again only
 * when its bits changed. Never the source of truth: the bits are always computed from `credentials`.
 */
export const credentialStatusLists = pgTable(
  'credential_status_lists',
  {
    issuerId: uuid('issuer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statusPurpose: varchar('status_purpose', { length: 20 }).notNull(),
    listNumber: integer('list_number').notNull(),
    encodedList: text('encoded_list').notNull(),
    document: jsonb('document').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuerId, t.statusPurpose, t.listNumber] })],
);
