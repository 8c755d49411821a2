import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { VerificationBadge, VerificationRequest } from '#contract/verification.ts';
import { type verificationRequests } from '#server/db/schema/trust.ts';

// How a request row and its documents become what the API answers; shared by the owner's list and
// the staff queue, which read the same columns.

type RequestRow = typeof verificationRequests.$inferSelect;

/**
 * The documents of the request in the row, as one json array (the (request, kind) unique index).
 * Names the outer table in full: Drizzle leaves columns unqualified in a query without joins.
 */
export const documentsJson = sql<unknown>`coalesce((
  select json_agg(json_build_object('id', d.id, 'kind', d.kind, 'contentType', d.content_type,
    'sizeBytes', d.size_bytes) order by d.created_at, d.kind)
  from verification_documents d where d.request_id = verification_requests.id), '[]'::json)`.as('documents');

const DocumentsJson = z.array(
  z.object({
    id: z.string(),
    kind: z.enum(['identity', 'certificate', 'police_clearance', 'registration']),
    contentType: z.string(),
    sizeBytes: z.number(),
  }),
);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The badge an approved request gives; null for any other status. */
export function badgeOfRow(row: RequestRow): VerificationBadge | null {
  if (row.status !== 'approved' || !row.decidedAt || row.role === 'student') return null;
  const { certificateFramework: framework, certificateLevel: level, certificateOccupation: occupation } = row;
  return {
    role: row.role,
    certificate: framework && level && occupation ? { framework, level, occupation } : null,
    ctevtAffiliated: Boolean(row.ctevtAffiliationNumber),
    isAgency: row.isAgency,
    verifiedAt: row.decidedAt.toISOString(),
  };
}

/** A request row (with its `documents` json) as the contract's VerificationRequest. */
export function requestOf(row: RequestRow & { documents: unknown }): VerificationRequest {
  if (row.role === 'student') throw new Error('a student request cannot exist');
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    identityDocumentKind: row.identityDocumentKind,
    certificateFramework: row.certificateFramework,
    certificateLevel: row.certificateLevel,
    certificateOccupation: row.certificateOccupation,
    certificateNumber: row.certificateNumber,
    registeredName: row.registeredName,
    registeredAddress: row.registeredAddress,
    panVatNumber: row.panVatNumber,
    ctevtAffiliationNumber: row.ctevtAffiliationNumber,
    isAgency: row.isAgency,
    decisionReason: row.decisionReason,
    decidedAt: iso(row.decidedAt),
    revokedAt: iso(row.revokedAt),
    revokeReason: row.revokeReason,
    documentsPurgedAt: iso(row.documentsPurgedAt),
    createdAt: row.createdAt.toISOString(),
    documents: DocumentsJson.parse(row.documents),
    badge: badgeOfRow(row),
  };
}
