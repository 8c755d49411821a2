import { z } from 'zod';
import { ROLES } from './roles.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';

// The staff console on the wire: who is staff, the overview, the contact inbox and the audit log.
// Messages are locale keys of the staff namespace.

/** Days the overview covers, today included. */
export const OVERVIEW_DAYS = 30;
/** Contact messages and audit entries per page. */
export const STAFF_PAGE_SIZE = 20;
export const CONTACT_REPLY_MAX = 5000;

export const StaffMe = z.object({
  email: z.string(),
  /** The account's two-step verification is on. */
  twoFactorEnabled: z.boolean(),
  /** This session's sign-in passed it (a code, a backup code or a trusted device): what the console asks for. */
  secondFactorPassed: z.boolean(),
});
export type StaffMe = z.infer<typeof StaffMe>;

/** Sign-ups of one day (UTC, `YYYY-MM-DD`), per role; a role with none counts 0. */
export const SignUpDay = z.object({
  day: z.string(),
  counts: z.object(
    Object.fromEntries(ROLES.map((role) => [role, z.number().int()])) as Record<(typeof ROLES)[number], z.ZodNumber>,
  ),
});
export type SignUpDay = z.infer<typeof SignUpDay>;

export const StaffOverview = z.object({
  /** Oldest first, OVERVIEW_DAYS entries ending today. */
  signUps: z.array(SignUpDay),
  totals: z.object({
    signUps: z.number().int(),
    jobsPosted: z.number().int(),
    applications: z.number().int(),
    messages: z.number().int(),
    /** Now, not over the 30 days. */
    openReports: z.number().int(),
    pendingVerifications: z.number().int(),
  }),
});
export type StaffOverview = z.infer<typeof StaffOverview>;

const cursor = z.string().max(200, 'staff.errors.badCursor').optional();

export const ContactMessageItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItem>;

export const ContactMessagePage = z.object({
  items: z.array(ContactMessageItem),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const ContactQuery = z.object({ cursor });

export const ContactReplyInput = z.object({
  message: multiLineText({ error: 'staff.contact.validation.replyRequired' })
    .trim()
    .refine(hasVisibleText, { error: 'staff.contact.validation.replyRequired' })
    .max(CONTACT_REPLY_MAX, { error: 'staff.contact.validation.replyTooLong' }),
});
export type ContactReplyInput = z.infer<typeof ContactReplyInput>;

const day = z.iso.date({ error: 'staff.audit.validation.badDate' });

export const AuditQuery = z
  .object({
    action: singleLineText().trim().max(60, 'staff.audit.validation.tooLong').optional(),
    actorEmail: singleLineText().trim().max(255, 'staff.audit.validation.tooLong').optional(),
    itemKind: singleLineText().trim().max(30, 'staff.audit.validation.tooLong').optional(),
    itemId: z.uuid({ error: 'staff.audit.validation.badItemId' }).optional(),
    /** First day included (UTC). */
    from: day.optional(),
    /** Last day included (UTC). */
    to: day.optional(),
    cursor,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'staff.audit.validation.badRange',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntryItem = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  itemKind: z.string().nullable(),
  itemId: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryItem = z.infer<typeof AuditEntryItem>;

export const AuditPage = z.object({
  items: z.array(AuditEntryItem),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;
