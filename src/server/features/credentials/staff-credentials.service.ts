import { desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '#contract/ids.ts';
import { STAFF_CREDENTIALS_PAGE_SIZE, type StaffCredentialList } from '#contract/staff-credentials.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { escapeLike } from '#server/lib/like.ts';
import { summaryColumns, toSummary } from './credential-reads.service.ts';

const learner = alias(users, 'learner');
const issuer = alias(users, 'issuer');

/** What `q` names: a credential by its id, or its learner's or issuer's e-mail or name (a part of it). */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (isUuid(text)) return eq(credentials.id, text);
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(learner.email, pattern),
    ilike(learner.name, pattern),
    ilike(issuer.email, pattern),
    ilike(issuer.name, pattern),
  );
}

/** GET /api/staff/credentials: every credential, newest first, or those `q` names. */
export async function findCredentials(
  db: Db,
  publicUrl: string,
  query: { q?: string | undefined; page: number },
): Promise<StaffCredentialList> {
  const rows = await db
    .select({ ...summaryColumns, learnerEmail: learner.email, issuerEmail: issuer.email })
    .from(credentials)
    .innerJoin(learner, eq(learner.id, credentials.learnerId))
    .innerJoin(issuer, eq(issuer.id, credentials.issuerId))
    .where(matching(query.q))
    .orderBy(desc(credentials.issuedAt), desc(credentials.id))
    .limit(STAFF_CREDENTIALS_PAGE_SIZE + 1)
    .offset((query.page - 1) * STAFF_CREDENTIALS_PAGE_SIZE);
  return {
    items: rows.slice(0, STAFF_CREDENTIALS_PAGE_SIZE).map((row) => ({
      ...toSummary(publicUrl, row),
      learnerEmail: row.learnerEmail,
      issuerEmail: row.issuerEmail,
    })),
    page: query.page,
    hasMore: rows.length > STAFF_CREDENTIALS_PAGE_SIZE,
  };
}
