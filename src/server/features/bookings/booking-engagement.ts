import type { Db } from '#server/db/client.ts';
import type { bookings } from '#server/db/schema/bookings.ts';
import { engagements } from '#server/db/schema/services.ts';

// A confirmed booking is acknowledged work: it records the engagement "work done" for the client
// and the service, which is what lets the client review it (decision 012), once.

/** Marks the booking's work done, in the transaction that confirms it; a deleted service records nothing. */
export async function recordWorkDone(db: Db, booking: typeof bookings.$inferSelect): Promise<void> {
  if (!booking.serviceId) return;
  await db
    .insert(engagements)
    .values({
      professionalId: booking.professionalId,
      clientId: booking.clientId,
      serviceId: booking.serviceId,
      stage: 'done',
    })
    .onConflictDoUpdate({
      target: [engagements.professionalId, engagements.clientId, engagements.serviceId],
      set: { stage: 'done' },
    });
}
