import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { verificationRequests } from '#server/db/schema/trust.ts';
import { demoAccount } from './demo-accounts.ts';
import { PROFESSIONALS } from './professionals.data.ts';

// The demo's badges come from approved verification requests, as real ones do: the verified
// professionals (ID checked), the demo company, a recruitment agency and the demo institution.
// Decided by the seed (no staff member), so no documents were ever stored.

type Seeded = Omit<typeof verificationRequests.$inferInsert, 'userId'> & { email: string };

const DAY = 24 * 60 * 60 * 1000;

function seededRequests(): Seeded[] {
  const professionals: Seeded[] = PROFESSIONALS.filter((professional) => professional.isVerified).map(
    (professional) => ({ email: professional.email, role: 'professional', identityDocumentKind: 'citizenship' }),
  );
  return [
    ...professionals,
    {
      email: demoAccount('company').email,
      role: 'company',
      registeredName: demoAccount('company').fullName,
      registeredAddress: 'Kathmandu',
      panVatNumber: '601234567',
    },
    {
      email: 'nepal.skills@sipalu.demo',
      role: 'company',
      registeredName: 'Nepal Skills Placement Pvt. Ltd.',
      registeredAddress: 'Putalisadak, Kathmandu',
      panVatNumber: '602345678',
      isAgency: true,
    },
    {
      email: demoAccount('institution').email,
      role: 'institution',
      registeredName: demoAccount('institution').fullName,
      ctevtAffiliationNumber: 'CTEVT-2009-114',
    },
  ];
}

/** Approved verifications for the demo accounts that show a badge; run in the seed's transaction. */
export async function seedVerifications(db: Db, now: Date): Promise<void> {
  const seeded = seededRequests();
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        seeded.map((request) => request.email.toLowerCase()),
      ),
    );
  const idOf = new Map(found.map((user) => [user.email, user.id]));
  const decidedAt = new Date(now.getTime() - 30 * DAY);
  const rows = seeded.flatMap(({ email, ...request }) => {
    const userId = idOf.get(email.toLowerCase());
    return userId
      ? [
          {
            ...request,
            userId,
            status: 'approved' as const,
            decidedAt,
            decisionReason: 'Demo data',
            documentsPurgedAt: decidedAt,
            createdAt: new Date(decidedAt.getTime() - 2 * DAY),
          },
        ]
      : [];
  });
  if (rows.length === 0) return;
  await db.insert(verificationRequests).values(rows);
  const verified = rows.map((row) => row.userId);
  await db.update(profiles).set({ isVerified: true }).where(inArray(profiles.id, verified));
  const agencies = rows.filter((row) => row.isAgency).map((row) => row.userId);
  if (agencies.length > 0) await db.update(profiles).set({ isAgency: true }).where(inArray(profiles.id, agencies));
}
