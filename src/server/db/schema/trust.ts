import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { ROLES } from '#contract/roles.ts';
import {
  APPEAL_STATUSES,
  CERTIFICATE_FRAMEWORKS,
  IDENTITY_DOCUMENT_KINDS,
  MODERATED_KINDS,
  REPORT_STATUSES,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_STATUSES,
} from '#contract/trust-lists.ts';
import { users } from './auth.ts';
import { createdAt, id, updatedAt } from './columns.ts';

// Trust and safety: staff, the audit log, verification, reports, appeals and suspensions. The
// engagements that unlock reviews live with the services (services.ts). Items carry their own moderation columns (moderationColumns()).

export { hiddenCauseEnum } from './columns.ts';
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES);
export const verificationRoleEnum = pgEnum('verification_role', ROLES);
export const identityDocumentKindEnum = pgEnum('identity_document_kind', IDENTITY_DOCUMENT_KINDS);
export const verificationDocumentKindEnum = pgEnum('verification_document_kind', VERIFICATION_DOCUMENT_KINDS);
export const certificateFrameworkEnum = pgEnum('certificate_framework', CERTIFICATE_FRAMEWORKS);
export const moderatedKindEnum = pgEnum('moderated_kind', MODERATED_KINDS);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const appealStatusEnum = pgEnum('appeal_status', APPEAL_STATUSES);

/** Who is staff. Granted only by `npm run staff`; no endpoint writes it. */
export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: createdAt(),
});

/**
 * Every staff action, append-only: a trigger (migration 0007) refuses UPDATE and DELETE, so no
 * endpoint, and no bug, can rewrite it. Ids are kept without foreign keys for the same reason: a
 * deleted account must not change a row. The actor's e-mail is copied for the same reason.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    actorEmail: varchar('actor_email', { length: 255 }),
    /** e.g. verification.approve, report.dismiss, item.hide, account.suspend, contact.reply */
    action: varchar('action', { length: 60 }).notNull(),
    itemKind: varchar('item_kind', { length: 30 }),
    itemId: uuid('item_id'),
    reason: text('reason'),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_item_idx').on(t.itemKind, t.itemId),
  ],
);

/** A suspended account: its sessions end, sign-in is refused and its public content is hidden. */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * One request to be verified in one role, with what was claimed. Staff approve or reject it; an
 * approved one is the badge until it is revoked. Documents are purged 90 days after the decision.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: verificationRoleEnum('role').notNull(),
    status: verificationStatusEnum('status').notNull().default('pending'),
    // professional
    identityDocumentKind: identityDocumentKindEnum('identity_document_kind'),
    certificateFramework: certificateFrameworkEnum('certificate_framework'),
    certificateLevel: varchar('certificate_level', { length: 40 }),
    certificateOccupation: varchar('certificate_occupation', { length: 120 }),
    certificateNumber: varchar('certificate_number', { length: 60 }),
    // company and institution
    registeredName: varchar('registered_name', { length: 200 }),
    registeredAddress: varchar('registered_address', { length: 300 }),
    panVatNumber: varchar('pan_vat_number', { length: 20 }),
    ctevtAffiliationNumber: varchar('ctevt_affiliation_number', { length: 60 }),
    /** A recruitment agency may name its client on a job ("Client via Agency"). */
    isAgency: boolean('is_agency').notNull().default(false),
    // the decision
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** When the documents were deleted (retention, docs/decisions); the request itself stays. */
    documentsPurgedAt: timestamp('documents_purged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // one open request per user and role
    uniqueIndex('verification_requests_one_pending_key')
      .on(t.userId, t.role)
      .where(sql`${t.status} = 'pending'`),
    index('verification_requests_status_created_idx').on(t.status, t.createdAt),
    index('verification_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('verification_requests_purge_idx')
      .on(t.decidedAt)
      .where(sql`${t.documentsPurgedAt} is null and ${t.decidedAt} is not null`),
  ],
);

/** A file of a verification request, kept under the private verification prefix of the store. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => verificationRequests.id, { onDelete: 'cascade' }),
    kind: verificationDocumentKindEnum('kind').notNull(),
    objectKey: text('object_key').notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('verification_documents_request_kind_key').on(t.requestId, t.kind)],
);

/**
 * A report of an item by a signed-in user, or by the platform itself (`reporter_id` NULL: a job
 * held by the money-request rules). One open report per reporter and item.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    itemKind: moderatedKindEnum('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    details: text('details'),
    status: reportStatusEnum('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionReason: text('resolution_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_one_open_key')
      .on(t.reporterId, t.itemKind, t.itemId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_item_idx').on(t.status, t.itemKind, t.itemId),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
);

/**
 * The reports of each item counted by status, kept by a trigger on `reports` (migration 0011), so
 * the staff queue orders 10,000 open reports by reading one page of this index instead of counting
 * them all on every request.
 */
export const reportGroups = pgTable(
  'report_groups',
  {
    status: reportStatusEnum('status').notNull(),
    itemKind: moderatedKindEnum('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    reportCount: integer('report_count').notNull(),
    oldestAt: timestamp('oldest_at', { withTimezone: true }).notNull(),
    latestAt: timestamp('latest_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.itemKind, t.itemId] }),
    index('report_groups_queue_idx').on(t.status, t.reportCount.desc(), t.oldestAt, t.itemKind, t.itemId),
  ],
);

/**
 * An owner's one appeal against one staff action on their item: the hiding of `hidden_at`. Shown
 * again after a reversal and hidden anew, the item can be appealed again (decision 040).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: moderatedKindEnum('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    message: text('message').notNull(),
    /** The item's `hidden_at` when the appeal was filed: which hiding it contests. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull(),
    status: appealStatusEnum('status').notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('appeals_once_per_hiding_key').on(t.itemKind, t.itemId, t.hiddenAt),
    index('appeals_status_created_idx').on(t.status, t.createdAt),
  ],
);
