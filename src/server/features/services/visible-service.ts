import { eq } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';

// A service staff hid, or any service of a professional whose profile is hidden (by staff or by
// the account's suspension), is inert: nobody enquires about it, reviews it, watches its lessons or
// marks work on it. The reads already leave it out; these are the checks of the writes.

type ServiceRow = typeof services.$inferSelect;

/** The service, when it and its professional's profile are visible: 404 unknown, 410 hidden. */
export async function visibleService(db: Db, serviceId: string): Promise<ServiceRow> {
  if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'services.notFound');
  const [row] = await db
    .select({ service: services, profileHiddenAt: profiles.hiddenAt })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.professionalId))
    .where(eq(services.id, serviceId));
  if (!row) throw new AppError('NOT_FOUND', 'services.notFound');
  assertPubliclyVisible(row.service, { hiddenAt: row.profileHiddenAt });
  return row.service;
}

/** 410 when the professional's profile is hidden (by staff, or by their account's suspension). */
export async function assertProfessionalVisible(db: Db, professionalId: string): Promise<void> {
  const [profile] = await db
    .select({ hiddenAt: profiles.hiddenAt })
    .from(profiles)
    .where(eq(profiles.id, professionalId));
  if (profile) assertPubliclyVisible(profile);
}
