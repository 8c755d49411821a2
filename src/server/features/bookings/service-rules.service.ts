import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceBookingRulesList, ServiceBookingRulesValues } from '#contract/booking-schedule.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { availability, serviceBookingRules } from '#server/db/schema/bookings.ts';
import { services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertPubliclyVisible, isPubliclyVisible } from '#server/lib/visibility.ts';
import type { WorkingTime } from './slots.ts';

// A service's own booking rules: a 30-minute consultation and a 2-hour job of one professional
// share the working hours but not the length, buffers, notice or horizon. A NULL rule follows the
// professional's working time, so changing that still changes every service that did not say
// otherwise.

type AvailabilityRow = typeof availability.$inferSelect;
type RulesRow = typeof serviceBookingRules.$inferSelect;

/** The working time a service is booked by: the professional's, with the service's own rules over it. */
export function effectiveTime(time: AvailabilityRow, rules: RulesRow | null): WorkingTime {
  return {
    weeklyHours: time.weeklyHours,
    exceptions: time.exceptions,
    durationMinutes: rules?.durationMinutes ?? time.durationMinutes,
    bufferBeforeMinutes: rules?.bufferBeforeMinutes ?? time.bufferBeforeMinutes,
    bufferAfterMinutes: rules?.bufferAfterMinutes ?? time.bufferAfterMinutes,
    leadMinutes: rules?.leadMinutes ?? time.leadMinutes,
    horizonDays: rules?.horizonDays ?? time.horizonDays,
  };
}

/** The working time one service of a professional is booked by; null while the professional has none. */
export async function serviceWorkingTime(
  db: Db,
  professionalId: string,
  serviceId: string | null,
): Promise<WorkingTime | null> {
  const [row] = await db
    .select({ time: availability, rules: serviceBookingRules })
    .from(availability)
    .leftJoin(serviceBookingRules, eq(serviceBookingRules.serviceId, serviceId ?? sql`null`))
    .where(eq(availability.professionalId, professionalId));
  return row ? effectiveTime(row.time, row.rules) : null;
}

const ruleColumns = {
  durationMinutes: serviceBookingRules.durationMinutes,
  bufferBeforeMinutes: serviceBookingRules.bufferBeforeMinutes,
  bufferAfterMinutes: serviceBookingRules.bufferAfterMinutes,
  leadMinutes: serviceBookingRules.leadMinutes,
  horizonDays: serviceBookingRules.horizonDays,
};

/** GET /api/bookings/service-rules: the professional's visible services, each with its own rules. */
export async function serviceRulesOf(db: Db, professionalId: string): Promise<ServiceBookingRulesList> {
  const rows = await db
    .select({ serviceId: services.id, title: services.title, titleNe: services.titleNe, ...ruleColumns })
    .from(services)
    .leftJoin(serviceBookingRules, eq(serviceBookingRules.serviceId, services.id))
    .where(and(eq(services.professionalId, professionalId), isPubliclyVisible(services)))
    .orderBy(asc(services.createdAt), asc(services.id));
  return { items: rows };
}

/**
 * PUT /api/bookings/service-rules/{serviceId}: sets a service's own rules (all null: none). Only
 * its professional may (403 for another's, 404 unknown), and not while staff hide it (410).
 */
export async function saveServiceRules(
  db: Db,
  professionalId: string,
  serviceId: string,
  values: ServiceBookingRulesValues,
): Promise<ServiceBookingRulesList> {
  if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'bookings.errors.unknownService');
  const [service] = await db.select().from(services).where(eq(services.id, serviceId));
  if (!service) throw new AppError('NOT_FOUND', 'bookings.errors.unknownService');
  if (service.professionalId !== professionalId) throw new AppError('FORBIDDEN', 'bookings.errors.notYourService');
  assertPubliclyVisible(service);
  if (Object.values(values).every((value) => value === null)) {
    await db.delete(serviceBookingRules).where(eq(serviceBookingRules.serviceId, serviceId));
  } else {
    await db
      .insert(serviceBookingRules)
      .values({ serviceId, ...values })
      .onConflictDoUpdate({ target: serviceBookingRules.serviceId, set: { ...values, updatedAt: new Date() } });
  }
  return serviceRulesOf(db, professionalId);
}
