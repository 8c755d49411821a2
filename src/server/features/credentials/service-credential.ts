import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import type { credentials } from '#server/db/schema/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { engagements, type services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { visibleService } from '#server/lib/visibility.ts';
import type { ProgramCredentialOptions } from './program-credential.ts';
import { signCredential } from './proof.ts';
import { serviceCompletionCredential } from './service-badge.ts';
import { allocateStatusIndex, statusEntry } from './status-list.ts';

// A service-completion credential (decision 055): who counts as a client of a professional's
// service, and the credential signed for them, ready to store.

type SignDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>;
type ServiceRow = typeof services.$inferSelect;

/**
 * The professional's own service, for issuing: another account's (or an unknown id) is a 404, so
 * ids cannot be probed; one staff hid, or any once the professional's profile is hidden or
 * suspended, is a 410, as every write on a hidden item is (decision 040).
 */
export function ownVisibleService(db: Db, professionalId: string, serviceId: string): Promise<ServiceRow> {
  return visibleService(
    db,
    serviceId,
    () => new AppError('NOT_FOUND', 'credentials.errors.serviceNotFound'),
    professionalId,
  );
}

/**
 * The client as the credential names them, if they are a client of the service: the professional
 * marked the work with them on this service done (by hand, or by the client confirming a booking of
 * it, decision 044). Undefined for anyone else.
 */
export async function serviceClientOf(db: Db, service: ServiceRow, clientId: string) {
  if (!isUuid(clientId)) return undefined;
  const [client] = await db
    .select({
      email: users.email,
      accountName: users.name,
      fullName: profiles.fullName,
      doneAt: engagements.updatedAt,
    })
    .from(engagements)
    .innerJoin(users, eq(users.id, engagements.clientId))
    .leftJoin(profiles, eq(profiles.id, engagements.clientId))
    .where(
      and(
        eq(engagements.professionalId, service.professionalId),
        eq(engagements.serviceId, service.id),
        eq(engagements.clientId, clientId),
        eq(engagements.stage, 'done'),
      ),
    );
  return client;
}
type Client = NonNullable<Awaited<ReturnType<typeof serviceClientOf>>>;

/** The issuer's name as its credentials carry it: the professional's profile name, else the account's. */
export async function issuerNameOf(db: Db, issuerId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName, accountName: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, issuerId));
  return row?.fullName || row?.accountName || '';
}

/**
 * Signs a new credential for `client`'s completion of `service`, with a fresh id and a fresh bit
 * in the professional's status list, outside any transaction, as program credentials are signed.
 */
export async function signServiceCredential(
  deps: SignDeps,
  service: ServiceRow,
  clientId: string,
  client: Client,
  options: ProgramCredentialOptions,
) {
  const { db, publicUrl, signingKey } = deps;
  const issuerId = service.professionalId;
  const credentialId = randomUUID();
  const issuedAt = new Date();
  issuedAt.setMilliseconds(0);
  const statusListIndex = await allocateStatusIndex(db, issuerId);
  const unsigned = serviceCompletionCredential({
    credentialId,
    publicUrl,
    issuer: { id: issuerId, name: await issuerNameOf(db, issuerId) },
    learner: { name: client.fullName || client.accountName, email: client.email },
    service: {
      id: service.id,
      title: service.title,
      description: service.description,
      titleNe: service.titleNe,
      descriptionNe: service.descriptionNe,
      format: service.format,
      duration: service.duration,
      skillsGained: service.skillsGained,
    },
    doneAt: client.doneAt,
    issuedAt,
    validUntil: options.validUntil ?? undefined,
    // one entry, revocation: the OB 3.0 schema allows one (decision 057)
    credentialStatus: statusEntry(publicUrl, issuerId, statusListIndex),
    grade: options.grade || undefined,
    remark: options.remark || undefined,
  });
  const document = await signCredential(signingKey, { publicUrl, issuerId }, unsigned);
  return {
    id: credentialId,
    issuerId,
    learnerId: clientId,
    kind: 'service_completion' as const,
    serviceId: service.id,
    grade: options.grade || null,
    remark: options.remark || null,
    document,
    issuedAt,
    validFrom: issuedAt,
    validUntil: options.validUntil ?? null,
    statusListIndex,
  } satisfies typeof credentials.$inferInsert;
}
