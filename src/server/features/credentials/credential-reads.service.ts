import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AchievementEdition } from '#contract/credential-editions.ts';
import type { CredentialKind, CredentialSummary } from '#contract/credentials.ts';
import type { Db } from '#server/db/client.ts';
import { credentials, credentialSigningKeys } from '#server/db/schema/credentials.ts';
import { credentialJsonUrl, credentialPageUrl } from './open-badge.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { issuerDocuments } from './issuer-documents.ts';
import { nepaliNameOf } from './nepali-edition.ts';
import type { StatusPurpose } from './status-list.ts';

/** The parts of a signed OpenBadgeCredential that lists and the public page show. */
const ShownCredential = z.object({
  name: z.string(),
  validFrom: z.string(),
  validUntil: z.string().optional(),
  issuer: z.object({ name: z.string() }),
  credentialSubject: z.object({
    identifier: z.array(z.object({ identityType: z.string(), identityHash: z.string() })),
    narrative: z.string().optional(),
    achievement: z.object({
      name: z.string(),
      description: z.string(),
      criteria: z.object({ narrative: z.string() }),
      achievementType: z.string(),
      tag: z.array(z.string()).default([]),
      // the Nepali edition (decision 057), in credentials issued since it was signed in
      related: z.array(AchievementEdition).optional(),
    }),
  }),
});
export type ShownCredential = z.infer<typeof ShownCredential>;

const learnerNameOf = (shown: ShownCredential) =>
  shown.credentialSubject.identifier.find((identifier) => identifier.identityType === 'name')?.identityHash ?? '';

export type SummaryRow = {
  id: string;
  document: unknown;
  issuedAt: Date;
  validUntil: Date | null;
  revokedAt: Date | null;
  revocationReason: string | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  suspensionLiftedAt: Date | null;
  suspensionLiftReason: string | null;
  liftedSuspensionReason: string | null;
  replacedById: string | null;
  hidden: boolean;
};

export function toSummary(publicUrl: string, row: SummaryRow): CredentialSummary {
  const shown = ShownCredential.parse(row.document);
  return {
    id: row.id,
    name: shown.name,
    nameNe: nepaliNameOf(shown),
    issuerName: shown.issuer.name,
    learnerName: learnerNameOf(shown),
    issuedAt: row.issuedAt.toISOString(),
    pageUrl: credentialPageUrl(publicUrl, row.id),
    jsonUrl: credentialJsonUrl(publicUrl, row.id),
    validUntil: row.validUntil?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revocationReason: row.revocationReason,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    suspensionLift: row.suspensionLiftedAt
      ? {
          liftedAt: row.suspensionLiftedAt.toISOString(),
          reason: row.suspensionLiftReason ?? '',
          suspensionReason: row.liftedSuspensionReason,
        }
      : null,
    replacedByUrl: row.replacedById ? credentialPageUrl(publicUrl, row.replacedById) : null,
    hidden: row.hidden,
  };
}

export const summaryColumns = {
  id: credentials.id,
  document: credentials.document,
  issuedAt: credentials.issuedAt,
  validUntil: credentials.validUntil,
  revokedAt: credentials.revokedAt,
  revocationReason: credentials.revocationReason,
  suspendedAt: credentials.suspendedAt,
  suspensionReason: credentials.suspensionReason,
  suspensionLiftedAt: credentials.suspensionLiftedAt,
  suspensionLiftReason: credentials.suspensionLiftReason,
  liftedSuspensionReason: credentials.liftedSuspensionReason,
  replacedById: credentials.replacedById,
  hidden: credentials.hiddenByLearner,
};

/** One credential as lists show it; null when there is none. */
export async function summaryOf(db: Db, publicUrl: string, id: string): Promise<CredentialSummary | null> {
  const [row] = await db.select(summaryColumns).from(credentials).where(eq(credentials.id, id));
  return row ? toSummary(publicUrl, row) : null;
}

/** The signed-in learner's credentials, newest first. */
export async function listMyCredentials(db: Db, publicUrl: string, learnerId: string): Promise<CredentialSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(credentials)
    .where(eq(credentials.learnerId, learnerId))
    .orderBy(desc(credentials.issuedAt), desc(credentials.id));
  return rows.map((row) => toSummary(publicUrl, row));
}

/** The credentials an issuer awarded, newest first (the institution revokes from this list). */
export async function listIssuedCredentials(db: Db, publicUrl: string, issuerId: string): Promise<CredentialSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(credentials)
    .where(eq(credentials.issuerId, issuerId))
    .orderBy(desc(credentials.issuedAt), desc(credentials.id))
    .limit(200);
  return rows.map((row) => toSummary(publicUrl, row));
}

/** Every public key credentials were signed with, oldest first (decision 048). */
export async function publishedKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: credentialSigningKeys.publicKeyMultibase })
    .from(credentialSigningKeys)
    .orderBy(credentialSigningKeys.createdAt, credentialSigningKeys.publicKeyMultibase);
  return rows.map((row) => row.key);
}

/** Whether a credential with this id was issued (revoked or not, its page stays). */
export async function credentialExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: credentials.id }).from(credentials).where(eq(credentials.id, id));
  return Boolean(row);
}

/** Whether `issuerId` has issued a credential: only issuers have key documents. */
export async function isIssuer(db: Db, issuerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(eq(credentials.issuerId, issuerId))
    .limit(1);
  return Boolean(row);
}

/** The signed credential as issued; null when there is none. */
export async function credentialDocument(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ document: credentials.document }).from(credentials).where(eq(credentials.id, id));
  return row ? (row.document as Record<string, unknown>) : null;
}

export interface PublicCredential {
  id: string;
  document: Record<string, unknown>;
  shown: ShownCredential;
  learnerName: string;
  issuedAt: Date;
  validFrom: Date;
  validUntil: Date | null;
  revokedAt: Date | null;
  revocationReason: string | null;
  /** When and why it was suspended (decision 057); null while it is not. */
  suspendedAt: Date | null;
  suspensionReason: string | null;
  /** The last suspension lifted, with the lifter's reason (decision 060); null when none was. */
  suspensionLift: { liftedAt: Date; reason: string; suspensionReason: string | null } | null;
  /** The page of the credential reissued in its place. */
  replacedByUrl: string | null;
  issuerVerified: boolean;
  programId: string | null;
  /** What it attests: a program completed (an institution issued it) or a training service (a professional). */
  kind: CredentialKind;
  /** Its learner hid it from their profile and from search engines (decision 052). */
  hidden: boolean;
  /** What its issuer noted on completing it, as signed (in English words) in its `narrative`. */
  grade: string | null;
  remark: string | null;
  /**
   * The proof checked now against the issuer's published keys, with the bundled contexts only, and
   * the credential's bits read from the status lists this deployment serves (a suspension bit only
   * in credentials issued since suspension lists, decision 057).
   */
  check: { verified: boolean; revoked: boolean; suspended: boolean; reason?: string };
}

type PageDeps = Pick<AppDeps, 'credentialPageStatement' | 'publicUrl' | 'proofs'>;

/** Whether the signed credential carries an entry for `purpose` (older ones carry revocation only). */
export function hasStatusEntry(document: Record<string, unknown>, purpose: StatusPurpose): boolean {
  const status = document.credentialStatus;
  const entries = Array.isArray(status) ? status : status ? [status] : [];
  return entries.some((entry) => (entry as { statusPurpose?: unknown }).statusPurpose === purpose);
}

/** A credential as its public page shows it, its proof checked; null when there is none. */
export async function getPublicCredential(deps: PageDeps, id: string): Promise<PublicCredential | null> {
  const { publicUrl } = deps;
  const [row] = await deps.credentialPageStatement.execute({ id });
  if (!row) return null;
  const { credential } = row;
  const document = credential.document as Record<string, unknown>;
  const shown = ShownCredential.parse(document);
  const proof = await deps.proofs.verify(
    document,
    {
      documents: issuerDocuments(publicUrl, credential.issuerId, row.keys),
      // the proof does not age: it is checked as of the issue, and the page judges expiry from the dates
      now: credential.validFrom,
      status: 'ignore',
    },
    // the stored document is never rewritten and keys are never unpublished, so the verdict for this
    // document and these keys stands: remembered, a page view costs no canonicalisation (decision 056)
    { remember: true },
  );
  // The issuer's lists are built from these two columns (status-list.ts), bit for bit, and signed
  // again whenever they change, so the bits a verifier reads there are read here without decoding
  // two 16 KiB lists on every view. A credential has bits only since lists (and a suspension bit
  // only since suspension lists, decision 057).
  const listed = credential.statusListIndex !== null;
  const revoked = listed && credential.revokedAt !== null;
  const suspended = listed && hasStatusEntry(document, 'suspension') && credential.suspendedAt !== null;
  const check = { verified: proof.verified, revoked, suspended, ...(proof.reason ? { reason: proof.reason } : {}) };
  return {
    id: credential.id,
    document,
    shown,
    learnerName: learnerNameOf(shown),
    issuedAt: credential.issuedAt,
    validFrom: credential.validFrom,
    validUntil: credential.validUntil,
    revokedAt: credential.revokedAt,
    revocationReason: credential.revocationReason,
    suspendedAt: credential.suspendedAt,
    suspensionReason: credential.suspensionReason,
    suspensionLift: credential.suspensionLiftedAt
      ? {
          liftedAt: credential.suspensionLiftedAt,
          reason: credential.suspensionLiftReason ?? '',
          suspensionReason: credential.liftedSuspensionReason,
        }
      : null,
    replacedByUrl: credential.replacedById ? credentialPageUrl(publicUrl, credential.replacedById) : null,
    issuerVerified: row.issuerVerified ?? false,
    programId: credential.programId,
    kind: credential.kind,
    hidden: credential.hiddenByLearner,
    grade: credential.grade,
    remark: credential.remark,
    check,
  };
}
