import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accountSuspensions } from '#server/db/schema/trust.ts';

/** The error code and text a suspended account's sign-in is refused with (the API's error shape maps it). */
export const SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';
export const SUSPENDED_KEY = 'moderation.errors.accountSuspended';

/**
 * Whether staff suspended the account. Sign-in asks it before a session is made; a suspension
 * deletes the sessions there are, so signed-in requests need not ask.
 */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return row !== undefined;
}
