import { z } from 'zod';
import {
  APPEAL_STATUSES,
  HIDDEN_CAUSES,
  MODERATED_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTABLE_KINDS,
} from './trust-lists.ts';
import { hasVisibleText, multiLineText } from './text.ts';

// Reports, moderation and appeals: what a user sends when reporting or appealing, what the staff
// queue reads and what staff send when they act. Messages are locale keys (locales/moderation).

/** Longest free text of a report, an appeal or a staff reason. */
export const MODERATION_LIMITS = { detailsMax: 1000, reasonMax: 1000, appealMax: 2000 } as const;

/** Items of the staff queue per page. */
export const REPORT_QUEUE_PAGE_SIZE = 20;

const itemId = z.uuid({ error: 'moderation.errors.itemNotFound' });

/** POST /reports: a signed-in user reports an item. */
export const ReportInput = z.object({
  itemKind: z.enum(REPORTABLE_KINDS),
  itemId,
  reason: z.enum(REPORT_REASONS, { error: 'moderation.errors.reasonRequired' }),
  details: multiLineText()
    .trim()
    .max(MODERATION_LIMITS.detailsMax, { error: 'moderation.errors.detailsTooLong' })
    .optional(),
});
export type ReportInput = z.infer<typeof ReportInput>;

/** The reason staff give for an action (required: the owner and the audit log read it). */
export const StaffReason = z.object({
  reason: multiLineText()
    .trim()
    .min(1, { error: 'moderation.errors.staffReasonRequired' })
    .max(MODERATION_LIMITS.reasonMax, { error: 'moderation.errors.staffReasonTooLong' })
    .refine(hasVisibleText, { error: 'moderation.errors.staffReasonRequired' }),
});
export type StaffReason = z.infer<typeof StaffReason>;

/** POST /staff/accounts/{userId}/suspend: the reason, and the reported item it came from (its reports are actioned). */
export const SuspendInput = StaffReason.extend({
  itemKind: z.enum(REPORTABLE_KINDS).optional(),
  itemId: z.uuid().optional(),
});
export type SuspendInput = z.infer<typeof SuspendInput>;

/** POST /appeals: the owner of a hidden item asks staff to look again, once. */
export const AppealInput = z.object({
  itemKind: z.enum(REPORTABLE_KINDS),
  itemId,
  message: multiLineText()
    .trim()
    .min(1, { error: 'moderation.errors.appealRequired' })
    .max(MODERATION_LIMITS.appealMax, { error: 'moderation.errors.appealTooLong' })
    .refine(hasVisibleText, { error: 'moderation.errors.appealRequired' }),
});
export type AppealInput = z.infer<typeof AppealInput>;

/** POST /staff/appeals/{id}/decide: uphold (the action stands) or reverse (restore). */
export const AppealDecisionInput = StaffReason.extend({ decision: z.enum(['uphold', 'reverse']) });
export type AppealDecisionInput = z.infer<typeof AppealDecisionInput>;

export const ItemParams = z.object({ kind: z.enum(MODERATED_KINDS), id: z.uuid() });
export const ReportableItemParams = z.object({ kind: z.enum(REPORTABLE_KINDS), id: z.uuid() });
export const UserParams = z.object({ userId: z.uuid() });
export const AppealParams = z.object({ id: z.uuid() });

/** GET /staff/reports query. */
export const ReportQueueQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type ReportQueueQuery = z.infer<typeof ReportQueueQuery>;

/** An item as staff see it: what it is, whose it is and whether it is hidden. */
export const ModeratedItem = z.object({
  kind: z.enum(MODERATED_KINDS),
  id: z.string(),
  /** A title, a name or the start of a text; null when the item no longer exists. */
  title: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerSuspended: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  hiddenCause: z.enum(HIDDEN_CAUSES).nullable(),
  /** A job held by the money-request rules until staff release it. */
  heldAt: z.string().nullable(),
});
export type ModeratedItem = z.infer<typeof ModeratedItem>;

/** One row of the queue: an item and its reports of the asked status. */
export const ReportGroup = z.object({
  item: ModeratedItem,
  count: z.number(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() })),
  latestAt: z.string(),
});
export type ReportGroup = z.infer<typeof ReportGroup>;

export const ReportQueuePage = z.object({
  items: z.array(ReportGroup),
  page: z.number(),
  hasMore: z.boolean(),
});
export type ReportQueuePage = z.infer<typeof ReportQueuePage>;

/** A report as staff read it on the item's page. `reporter` is null for a report the platform filed. */
export const ReportRow = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  resolutionReason: z.string().nullable(),
});

/** GET /staff/reports/{kind}/{id}. */
export const ReportedItem = z.object({ item: ModeratedItem, reports: z.array(ReportRow) });
export type ReportedItem = z.infer<typeof ReportedItem>;

export const AppealRow = z.object({
  id: z.string(),
  item: ModeratedItem,
  message: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
  decisionReason: z.string().nullable(),
});
export type AppealRow = z.infer<typeof AppealRow>;

export const AppealQueueQuery = z.object({ status: z.enum(APPEAL_STATUSES).default('open') });
export const AppealList = z.object({ items: z.array(AppealRow) });
export type AppealList = z.infer<typeof AppealList>;

/** One of the signed-in user's hidden items, with the reason and whether it was appealed. */
export const HiddenItem = z.object({
  kind: z.enum(REPORTABLE_KINDS),
  id: z.string(),
  title: z.string(),
  hiddenAt: z.string(),
  hiddenReason: z.string().nullable(),
  appeal: z.object({ status: z.enum(APPEAL_STATUSES), decisionReason: z.string().nullable() }).nullable(),
});
export type HiddenItem = z.infer<typeof HiddenItem>;
export const HiddenItemList = z.object({ items: z.array(HiddenItem) });
export type HiddenItemList = z.infer<typeof HiddenItemList>;

export const Done = z.object({ ok: z.literal(true) });
