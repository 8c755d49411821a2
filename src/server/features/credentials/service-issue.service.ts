import type { CompleteStudentInput, CredentialSummary } from '#contract/credentials.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { lastValidMoment } from './issue.service.ts';
import { ownVisibleService, serviceClientOf, signServiceCredential } from './service-credential.ts';
import { insertOnce, issueOnce } from './standing-credential.ts';

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
  const { db } = deps;
  const service = await ownVisibleService(db, professionalId, serviceId);
  if (clientId === professionalId) throw new AppError('FORBIDDEN', 'credentials.errors.selfIssue');
  return issueOnce(deps, { kind: 'service_completion', subjectId: serviceId, learnerId: clientId }, async () => {
    const client = await serviceClientOf(db, service, clientId);
    if (!client) throw new AppError('CONFLICT', 'credentials.errors.notClient');
    const validUntil = lastValidMoment(input.validUntil);
    return insertOnce(deps, await signServiceCredential(deps, service, clientId, client, { ...input, validUntil }));
  });
}
