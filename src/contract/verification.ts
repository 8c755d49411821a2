import { z } from 'zod';
import { singleLineText, multiLineText, hasVisibleText } from './text.ts';
import {
  CERTIFICATE_FRAMEWORKS,
  IDENTITY_DOCUMENT_KINDS,
  NSTB_LEVELS,
  VERIFIABLE_ROLES,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_STATUSES,
} from './trust-lists.ts';
import { withLatinDigits } from './typed-digits.ts';

// Verification requests (a user's claims and documents), the staff queue and the badge they earn.
// Messages are locale keys of the `verify` group.

const MB = 1024 * 1024;

export const VERIFICATION_LIMITS = {
  /** Each document: a phone photo or a scanned PDF. */
  documentBytes: 10 * MB,
  /** The whole multipart body: at most three documents and the claims. */
  requestBytes: 3 * 10 * MB + 64 * 1024,
  reasonLength: 1000,
  /** Documents are deleted this long after the decision (docs/decisions/021-verification-documents.md). */
  retentionDays: 90,
  pageSize: 20,
} as const;

/** The file types a document may be, by content. */
export const VERIFICATION_FILE_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;
export type VerificationFileType = keyof typeof VERIFICATION_FILE_TYPES;

/** What the file picker offers; the server decides by content anyway. */
export const VERIFICATION_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

const required = (max: number, error: string) =>
  singleLineText({ error })
    .trim()
    .min(1, { error })
    .max(max, { error: 'validation.tooLong' })
    .refine(hasVisibleText, { error });
const optional = (max: number) => singleLineText().trim().max(max, { error: 'validation.tooLong' }).optional();

/** A professional: an identity document, optionally a skill certificate (with its details). */
export const ProfessionalClaims = z
  .object({
    role: z.literal('professional'),
    identityDocumentKind: z.enum(IDENTITY_DOCUMENT_KINDS, { error: 'verify.errors.identityKind' }),
    // '' is the form's "no certificate"
    certificateFramework: z
      .union([z.enum(CERTIFICATE_FRAMEWORKS), z.literal('')])
      .optional()
      .transform((framework) => framework || undefined),
    // "तह २" is level 2: kept in Latin digits, checked against NSTB's levels, shown in the reader's
    certificateLevel: withLatinDigits(optional(40)),
    certificateOccupation: optional(120),
    certificateNumber: optional(60),
  })
  .superRefine((claims, context) => {
    if (!claims.certificateFramework) return;
    const { certificateFramework: framework, certificateLevel: level } = claims;
    if (!level || (framework === 'NSTB' && !(NSTB_LEVELS as readonly string[]).includes(level))) {
      context.addIssue({ code: 'custom', path: ['certificateLevel'], message: 'verify.errors.certificateLevel' });
    }
    if (!claims.certificateOccupation) {
      context.addIssue({ code: 'custom', path: ['certificateOccupation'], message: 'verify.errors.occupation' });
    }
  });

/** A company: its registration, PAN/VAT number, registered name and address; an agency says so. */
export const CompanyClaims = z.object({
  role: z.literal('company'),
  registeredName: required(200, 'verify.errors.registeredName'),
  registeredAddress: required(300, 'verify.errors.registeredAddress'),
  // Nepal's PAN (and VAT) numbers are nine digits
  panVatNumber: withLatinDigits(
    z
      .string()
      .trim()
      .regex(/^\d{9}$/, { error: 'verify.errors.panVat' }),
  ),
  isAgency: z.boolean().default(false),
});

/** An institution: its registration and, where it has one, its CTEVT affiliation number. */
export const InstitutionClaims = z.object({
  role: z.literal('institution'),
  registeredName: required(200, 'verify.errors.registeredName'),
  ctevtAffiliationNumber: optional(60),
});

/** The text fields of POST /verification/requests (multipart), by role. */
export const VerificationClaims = z.discriminatedUnion('role', [ProfessionalClaims, CompanyClaims, InstitutionClaims]);
export type VerificationClaims = z.output<typeof VerificationClaims>;

/** Which documents each role must and may send (the multipart file field names). */
export const VERIFICATION_DOCUMENTS = {
  professional: { required: ['identity'], optional: ['certificate', 'police_clearance'] },
  company: { required: ['registration'], optional: [] },
  institution: { required: ['registration'], optional: [] },
} as const satisfies Record<
  (typeof VERIFIABLE_ROLES)[number],
  { required: readonly VerificationDocumentKind[]; optional: readonly VerificationDocumentKind[] }
>;
type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/** What the badge says: what was verified, and when. The texts are built by `badgeTexts`. */
export const VerificationBadge = z.object({
  role: z.enum(VERIFIABLE_ROLES),
  certificate: z
    .object({ framework: z.enum(CERTIFICATE_FRAMEWORKS), level: z.string(), occupation: z.string() })
    .nullable(),
  ctevtAffiliated: z.boolean(),
  isAgency: z.boolean(),
  verifiedAt: z.string(),
});
export type VerificationBadge = z.infer<typeof VerificationBadge>;

export const VerificationDocument = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** A request as its owner (and staff) read it. */
export const VerificationRequest = z.object({
  id: z.string(),
  role: z.enum(VERIFIABLE_ROLES),
  status: z.enum(VERIFICATION_STATUSES),
  identityDocumentKind: z.enum(IDENTITY_DOCUMENT_KINDS).nullable(),
  certificateFramework: z.enum(CERTIFICATE_FRAMEWORKS).nullable(),
  certificateLevel: z.string().nullable(),
  certificateOccupation: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  registeredName: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  panVatNumber: z.string().nullable(),
  ctevtAffiliationNumber: z.string().nullable(),
  isAgency: z.boolean(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  documentsPurgedAt: z.string().nullable(),
  createdAt: z.string(),
  documents: z.array(VerificationDocument),
  /** The badge this request gives while it is approved. */
  badge: VerificationBadge.nullable(),
});
export type VerificationRequest = z.infer<typeof VerificationRequest>;

/** A request in the staff queue: with who asked. */
export const StaffVerification = VerificationRequest.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type StaffVerification = z.infer<typeof StaffVerification>;

export const StaffVerificationQuery = z.object({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
  cursor: z.string().max(200).optional(),
});

export const StaffVerificationPage = z.object({
  items: z.array(StaffVerification),
  /** Pass back as `cursor` for the next (older-first) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type StaffVerificationPage = z.infer<typeof StaffVerificationPage>;

const reasonText = multiLineText().trim().max(VERIFICATION_LIMITS.reasonLength, { error: 'validation.tooLong' });

/** Approve: a reason is optional. */
export const ApproveVerificationInput = z.object({ reason: reasonText.optional() });
/** Reject and revoke: the applicant is told why. */
export const DecideVerificationInput = z.object({
  reason: reasonText.min(1, { error: 'verify.errors.reasonRequired' }).refine(hasVisibleText, {
    error: 'verify.errors.reasonRequired',
  }),
});
export type DecideVerificationInput = z.infer<typeof DecideVerificationInput>;
