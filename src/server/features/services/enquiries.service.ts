import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Enquiry } from '#contract/services.ts';
import { ENGAGEMENT_STAGES } from '#contract/trust-lists.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { serviceEnquiries } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { visibleService } from '#server/lib/visibility.ts';
import { notify } from '#server/lib/notify.ts';

// "Request a quote": enquiries about a professional's services, and who is in touch with them.

const EnquiryRow = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  userId: z.string(),
  userName: z.string(),
  conversationId: z.string().nullable(),
  createdAt: z.union([z.string(), z.date()]),
  rating: z.number().nullable(),
  engagementStage: z.enum(ENGAGEMENT_STAGES).nullable(),
});

/**
 * "View Students / enquiries": people who asked for a quote about one of my services, and people
 * who reviewed one without an enquiry on record (in touch through messages), newest first, each
 * with the work I acknowledged with them for that service (agreed, done or none yet).
 */
export async function enquiriesOf(db: Db, professionalId: string): Promise<Enquiry[]> {
  const rows = await rowsOf(
    db,
    EnquiryRow,
    sql`
      select e.id, e.service_id as "serviceId", s.title as "serviceTitle", e.user_id as "userId",
        coalesce(pr.full_name, u.name) as "userName", e.conversation_id as "conversationId",
        e.created_at as "createdAt", rv.rating, en.stage as "engagementStage"
      from service_enquiries e
        join services s on s.id = e.service_id
        join users u on u.id = e.user_id
        left join profiles pr on pr.id = e.user_id
        left join reviews rv on rv.service_id = e.service_id and rv.reviewer_id = e.user_id
        left join engagements en on en.professional_id = s.professional_id and en.client_id = e.user_id
          and en.service_id = e.service_id
      where s.professional_id = ${professionalId}
      union all
      select rv.id, rv.service_id, s.title, rv.reviewer_id, coalesce(pr.full_name, u.name), c.id, rv.created_at, rv.rating,
        en.stage
      from reviews rv
        join services s on s.id = rv.service_id
        join users u on u.id = rv.reviewer_id
        left join profiles pr on pr.id = rv.reviewer_id
        left join engagements en on en.id = rv.engagement_id
        left join conversations c on least(c.user1_id, c.user2_id) = least(rv.reviewer_id, rv.professional_id)
          and greatest(c.user1_id, c.user2_id) = greatest(rv.reviewer_id, rv.professional_id)
      where rv.professional_id = ${professionalId}
        and not exists (
          select 1 from service_enquiries e where e.service_id = rv.service_id and e.user_id = rv.reviewer_id)
      order by "createdAt" desc
      limit 200`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * Records a "Request a quote" (idempotent per user and service) and tells the professional.
 * The conversation, when given, must be one between the two of them.
 */
export async function recordEnquiry(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  user: { id: string; name: string },
  serviceId: string,
  conversationId: string | undefined,
): Promise<{ id: string; created: boolean }> {
  const { db } = deps;
  const service = await visibleService(db, serviceId, () => new AppError('NOT_FOUND', 'services.notFound'));
  if (service.professionalId === user.id) throw new AppError('FORBIDDEN', 'services.ownService');
  if (conversationId) {
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          or(
            and(eq(conversations.user1Id, user.id), eq(conversations.user2Id, service.professionalId)),
            and(eq(conversations.user1Id, service.professionalId), eq(conversations.user2Id, user.id)),
          ),
        ),
      );
    if (!conversation) throw new AppError('FORBIDDEN', 'services.conversationNotYours');
  }
  const [created] = await db
    .insert(serviceEnquiries)
    .values({ serviceId, userId: user.id, conversationId: conversationId ?? null })
    .onConflictDoNothing()
    .returning({ id: serviceEnquiries.id });
  if (!created) {
    const [existing] = await db
      .select({ id: serviceEnquiries.id, conversationId: serviceEnquiries.conversationId })
      .from(serviceEnquiries)
      .where(and(eq(serviceEnquiries.serviceId, serviceId), eq(serviceEnquiries.userId, user.id)));
    if (!existing) throw new AppError('INTERNAL', 'errors.internal');
    if (conversationId && existing.conversationId !== conversationId) {
      await db.update(serviceEnquiries).set({ conversationId }).where(eq(serviceEnquiries.id, existing.id));
    }
    return { id: existing.id, created: false };
  }
  const [sender] = await db
    .select({ name: sql<string>`coalesce(${profiles.fullName}, ${users.name})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, user.id));
  await notify(deps, {
    userId: service.professionalId,
    kind: 'enquiry',
    payload: {
      conversationId: conversationId ?? null,
      serviceTitle: service.title,
      fromName: sender?.name ?? user.name,
    },
  });
  return { id: created.id, created: true };
}
