import { z } from 'zod';
import { CredentialSummary } from './credentials.ts';
import { singleLineText } from './text.ts';

// The staff console's Credentials tab (decision 048): any credential, found by its id, its
// learner or its issuer, to revoke one an issuer cannot or will not (revocation: POST
// /api/credentials/{id}/revoke, which staff may call for any credential).

export const StaffCredentialQuery = z.object({
  q: singleLineText().trim().max(200, { error: 'validation.tooLong' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type StaffCredentialQuery = z.input<typeof StaffCredentialQuery>;

export const STAFF_CREDENTIALS_PAGE_SIZE = 20;

/** A credential as staff see it: who holds it and who issued it, by their accounts' e-mails too. */
export const StaffCredentialCard = CredentialSummary.extend({
  learnerEmail: z.string(),
  issuerEmail: z.string(),
});
export type StaffCredentialCard = z.infer<typeof StaffCredentialCard>;

export const StaffCredentialList = z.object({
  items: z.array(StaffCredentialCard),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type StaffCredentialList = z.infer<typeof StaffCredentialList>;
