import { and, eq, isNull } from 'drizzle-orm';
import type { CompleteStudentInput, CredentialSummary } from '#contract/credentials.ts';
import type { Db } from '#server/db/client.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { summaryOf } from './credential-reads.service.ts';
import { lastValidMoment } from './issue.service.ts';
import { publishSigningKey } from './program-credential.ts';
import { ownVisibleService, serviceClientOf, signServiceCredential } from './service-credential.ts';

type IssueDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;

/**
 * The professional confirms that a client completed their training service, which issues the
 * client's credential (decision 055). Only the service's professional may (another account's
 * service answers 404), never for themselves (403), only while the service is visible (410), and
 * only for a client whose work on that service is marked done (409). Confirming twice gives the
 * first credential back: one standing credential per client and service, kept by a unique key, so
 * two requests at once still issue one (`created` says whether this call issued it).
 */
export async function completeServiceClient(
  deps: IssueDeps,
  professionalId: string,
  serviceId: string,
  clientId: string,
  input: CompleteStudentInput,
): Promise<{ credential: CredentialSummary; created: boolean }> {
  const { db, publicUrl, signingKey } = deps;
  const service = await ownVisibleService(db, professionalId, serviceId);
  if (clientId === professionalId) throw new AppError('FORBIDDEN', 'credentials.errors.selfIssue');

  const existing = await findServiceCredential(db, publicUrl, serviceId, clientId);
  if (existing) return { credential: existing, created: false };

  const client = await serviceClientOf(db, service, clientId);
  if (!client) throw new AppError('CONFLICT', 'credentials.errors.notClient');
  const validUntil = lastValidMoment(input.validUntil);
  if (validUntil && validUntil <= new Date())
    throw new AppError('VALIDATION_ERROR', 'credentials.errors.validUntilPast');
  const values = await signServiceCredential(deps, service, clientId, client, { ...input, validUntil });

  const created = await db.transaction(async (tx) => {
    await publishSigningKey(tx, signingKey.publicKeyMultibase);
    const rows = await tx
      .insert(credentials)
      .values(values)
      .onConflictDoNothing({
        target: [credentials.kind, credentials.serviceId, credentials.learnerId],
        where: isNull(credentials.revokedAt),
      })
      .returning({ id: credentials.id });
    return rows.length > 0;
  });
  // a request at the same moment issued it first: that one is the credential
  const credential = await findServiceCredential(db, publicUrl, serviceId, clientId);
  if (!credential) throw new Error('the credential just issued cannot be read');
  return { credential, created };
}

/** The client's standing credential for the service: a revoked one is not. */
export async function findServiceCredential(db: Db, publicUrl: string, serviceId: string, clientId: string) {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.kind, 'service_completion'),
        eq(credentials.serviceId, serviceId),
        eq(credentials.learnerId, clientId),
        isNull(credentials.revokedAt),
      ),
    );
  return row ? summaryOf(db, publicUrl, row.id) : null;
}
