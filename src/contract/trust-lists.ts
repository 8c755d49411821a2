// Option lists of trust and safety (verification, reports, moderation, engagements), kept once
// and imported by the schema, the forms, the staff console and the tests.

/** What a signed-in user can report (issue: reports). */
export const REPORTABLE_KINDS = ['job', 'service', 'review', 'profile', 'program', 'message'] as const;
export type ReportableKind = (typeof REPORTABLE_KINDS)[number];

/** What staff can act on and an owner can appeal: every reportable item, and a whole account. */
export const MODERATED_KINDS = [...REPORTABLE_KINDS, 'account'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** The reasons a reporter picks from; `money_request` is also what the posting rules file. */
export const REPORT_REASONS = [
  'scam',
  'money_request',
  'fake_profile',
  'harassment',
  'inappropriate',
  'misleading',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open → dismissed | actioned. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** open → upheld (the action stands) | reversed (the item or account is restored). */
export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Why an item is hidden: a staff action on it, or the suspension of its owner's account. */
export const HIDDEN_CAUSES = ['moderation', 'suspension'] as const;
export type HiddenCause = (typeof HIDDEN_CAUSES)[number];

/** pending → approved | rejected; approved → revoked. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The roles that can ask to be verified. */
export const VERIFIABLE_ROLES = ['professional', 'company', 'institution'] as const;
export type VerifiableRole = (typeof VERIFIABLE_ROLES)[number];

export const IDENTITY_DOCUMENT_KINDS = ['citizenship', 'passport', 'driving_licence'] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];

/** The files a verification request holds. */
export const VERIFICATION_DOCUMENT_KINDS = ['identity', 'certificate', 'police_clearance', 'registration'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

export const CERTIFICATE_FRAMEWORKS = ['NSTB', 'CTEVT', 'other'] as const;
export type CertificateFramework = (typeof CERTIFICATE_FRAMEWORKS)[number];

/** NSTB skill levels; other frameworks name their level in free text. */
export const NSTB_LEVELS = ['Elementary', '1', '2', '3', '4'] as const;

/** What a professional acknowledged with a client: work agreed, then work done. Either unlocks a review. */
export const ENGAGEMENT_STAGES = ['agreed', 'done'] as const;
export type EngagementStage = (typeof ENGAGEMENT_STAGES)[number];
