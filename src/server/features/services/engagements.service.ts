import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Engagement, EngagementInput } from '#contract/engagements.ts';
import { isUuid } from '#contract/ids.ts';
import { assertRole } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { engagements, reviews, serviceEnquiries, services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertProfessionalVisible, visibleService } from '#server/lib/visibility.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { DIRECTORY_CACHE } from './directory.service.ts';

// "Work agreed" / "work done": the professional acknowledges work with a client they are in touch
// with. It is what unlocks the client's one review of that service (docs/decisions/012).

type EngagementRow = typeof engagements.$inferSelect;

const between = (a: string, b: string) =>
  or(
    and(eq(conversations.user1Id, a), eq(conversations.user2Id, b)),
    and(eq(conversations.user1Id, b), eq(conversations.user2Id, a)),
  );

/** The conversation of the two, when `conversationId` is one between them; otherwise null. */
async function conversationBetween(db: Db, a: string, b: string, conversationId?: string | null) {
  if (conversationId !== undefined && conversationId !== null && !isUuid(conversationId)) return null;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(conversationId ? and(eq(conversations.id, conversationId), between(a, b)) : between(a, b))
    .limit(1);
  return row ?? null;
}

/**
 * Checks that the professional may mark work with this client: their own service (403 otherwise)
 * and a client they are in touch with — an enquiry about that service or a conversation (403).
 */
async function assertInTouch(db: Db, professionalId: string, input: EngagementInput): Promise<string | null> {
  const { clientId, serviceId, conversationId } = input;
  if (!isUuid(clientId)) throw new AppError('NOT_FOUND', 'services.engagement.clientNotFound');
  if (clientId === professionalId) throw new AppError('FORBIDDEN', 'services.engagement.self');
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.id, clientId));
  if (!client) throw new AppError('NOT_FOUND', 'services.engagement.clientNotFound');
  if (serviceId) {
    if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'services.notFound');
    const [service] = await db.select().from(services).where(eq(services.id, serviceId));
    if (!service) throw new AppError('NOT_FOUND', 'services.notFound');
    if (service.professionalId !== professionalId) throw new AppError('FORBIDDEN', 'services.notOwner');
    // work on a service staff hid (or on any, once the profile is hidden) unlocks no review
    await visibleService(db, serviceId, () => new AppError('NOT_FOUND', 'services.notFound'));
  } else {
    // work acknowledged from a conversation alone still needs a professional on this side
    await assertRole(db, professionalId, 'professional', () => new AppError('FORBIDDEN', 'services.professionalOnly'));
    await assertProfessionalVisible(db, professionalId);
  }
  const conversation = await conversationBetween(db, professionalId, clientId, conversationId);
  if (conversationId && !conversation) throw new AppError('FORBIDDEN', 'services.conversationNotYours');
  if (conversation) return conversation.id;
  const [enquiry] = serviceId
    ? await db
        .select({ id: serviceEnquiries.id })
        .from(serviceEnquiries)
        .where(and(eq(serviceEnquiries.serviceId, serviceId), eq(serviceEnquiries.userId, clientId)))
    : [];
  if (!enquiry) throw new AppError('FORBIDDEN', 'services.engagement.notInTouch');
  return null;
}

function engagementOf(row: EngagementRow): Engagement {
  return {
    id: row.id,
    clientId: row.clientId,
    serviceId: row.serviceId,
    conversationId: row.conversationId,
    stage: row.stage,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Records (or moves to a new stage) the work a professional acknowledges with a client. A review
 * the client already wrote of that service starts to count from now on.
 */
export async function markEngagement(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  professionalId: string,
  input: EngagementInput,
): Promise<Engagement> {
  const { db } = deps;
  const conversationId = await assertInTouch(db, professionalId, input);
  const serviceId = input.serviceId || null;
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(engagements)
      .values({ professionalId, clientId: input.clientId, serviceId, conversationId, stage: input.stage })
      .onConflictDoUpdate({
        target: [engagements.professionalId, engagements.clientId, engagements.serviceId],
        set: {
          stage: input.stage,
          conversationId: sql`coalesce(excluded.conversation_id, ${engagements.conversationId})`,
        },
      })
      .returning();
    if (!saved) throw new AppError('INTERNAL', 'errors.internal');
    if (serviceId) {
      await tx
        .update(reviews)
        .set({ engagementId: saved.id })
        .where(
          and(
            eq(reviews.professionalId, professionalId),
            eq(reviews.reviewerId, input.clientId),
            eq(reviews.serviceId, serviceId),
            isNull(reviews.engagementId),
          ),
        );
    }
    return saved;
  });
  await invalidate(deps, DIRECTORY_CACHE);
  return engagementOf(row);
}

/**
 * The engagement that lets `clientId` review this service: one for the service itself, or one
 * from a conversation (no service) that backs no review yet. Null when there is none.
 */
export async function engagementForReview(
  db: Db,
  professionalId: string,
  clientId: string,
  serviceId: string,
): Promise<EngagementRow | null> {
  const [row] = await db
    .select()
    .from(engagements)
    .where(
      and(
        eq(engagements.professionalId, professionalId),
        eq(engagements.clientId, clientId),
        or(
          eq(engagements.serviceId, serviceId),
          and(
            isNull(engagements.serviceId),
            sql`not exists (select 1 from reviews r where r.engagement_id = ${engagements.id})`,
          ),
        ),
      ),
    )
    .orderBy(sql`${engagements.serviceId} nulls last`)
    .limit(1);
  return row ?? null;
}
