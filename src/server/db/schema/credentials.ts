import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CREDENTIAL_KINDS, CREDENTIAL_LIMITS } from '#contract/credentials.ts';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { programs } from './learning.ts';

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
    grade: varchar('grade', { length: CREDENTIAL_LIMITS.gradeMax }),
    remark: varchar('remark', { length: CREDENTIAL_LIMITS.remarkMax }),
    document: jsonb('document').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
    /** This credential's bit in the issuer's status list, once status lists are published. */
    statusListIndex: integer('status_list_index'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credentials_program_learner_key').on(t.kind, t.programId, t.learnerId),
    check(
      'credentials_program_completion_has_program',
      sql`${t.kind} <> 'program_completion' or ${t.programId} is not null`,
    ),
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
