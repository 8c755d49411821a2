import { BitstringStatusList, createCredential } from '@digitalbazaar/vc-bitstring-status-list';
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { credentials, credentialStatusAllocations, credentialStatusLists } from '#server/db/schema/credentials.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { credentialDate } from './open-badge.ts';
import { issuerUrl } from './issuer-documents.ts';
import { signCredential } from './proof.ts';

// Revocation and suspension through W3C Bitstring Status Lists (decisions 048, 057). Each issuer
// has its own lists, because a verifier requires the list's issuer to be the credential's issuer;
// each credential holds one bit per purpose, at the index allocated when it was issued (the same
// index in the revocation and the suspension list). A list is a BitstringStatusListCredential signed
// with the same key and suite as the credentials, served at a stable URL of the issuer.

export const STATUS_PURPOSE = 'revocation';
/** The purposes an issuer's lists serve: a revoked bit is final, a suspended one may be cleared. */
export const STATUS_PURPOSES = ['revocation', 'suspension'] as const;
export type StatusPurpose = (typeof STATUS_PURPOSES)[number];
export const isStatusPurpose = (value: string): value is StatusPurpose =>
  (STATUS_PURPOSES as readonly string[]).includes(value);
/** Bits per list: 16 KiB, the specification's minimum, so one bit says little about whose it is. */
export const STATUS_LIST_LENGTH = 131_072;

export const statusListUrl = (
  publicUrl: string,
  issuerId: string,
  listNumber: number,
  purpose: StatusPurpose = STATUS_PURPOSE,
) => `${issuerUrl(publicUrl, issuerId)}/status/${purpose}/${listNumber}`;

/** Where index `index` of an issuer's bits lives: which list, and which bit of it. */
export const positionOf = (index: number) => ({
  listNumber: Math.floor(index / STATUS_LIST_LENGTH),
  bit: index % STATUS_LIST_LENGTH,
});

/**
 * The issuer's next free bit, taken with one atomic upsert: two credentials issued at the same
 * moment get two bits (the row lock orders them), with no read-then-write in between.
 */
export async function allocateStatusIndex(db: Db, issuerId: string): Promise<number> {
  const [row] = await db
    .insert(credentialStatusAllocations)
    .values({ issuerId, nextIndex: 1 })
    .onConflictDoUpdate({
      target: credentialStatusAllocations.issuerId,
      set: { nextIndex: sql`${credentialStatusAllocations.nextIndex} + 1` },
    })
    .returning({ nextIndex: credentialStatusAllocations.nextIndex });
  if (!row) throw new Error('no status index allocated');
  return row.nextIndex - 1;
}

/** One `credentialStatus` entry: the credential's bit in its issuer's list for `purpose`. */
export function statusEntry(
  publicUrl: string,
  issuerId: string,
  index: number,
  purpose: StatusPurpose = STATUS_PURPOSE,
) {
  const { listNumber, bit } = positionOf(index);
  const list = statusListUrl(publicUrl, issuerId, listNumber, purpose);
  return {
    id: `${list}#${bit}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: purpose,
    statusListIndex: String(bit),
    statusListCredential: list,
  };
}

/** Whether the issuer has allocated bits in list `listNumber` (only those lists exist). */
export async function statusListExists(db: Db, issuerId: string, listNumber: number): Promise<boolean> {
  const [row] = await db
    .select({ nextIndex: credentialStatusAllocations.nextIndex })
    .from(credentialStatusAllocations)
    .where(eq(credentialStatusAllocations.issuerId, issuerId));
  return Boolean(row) && listNumber >= 0 && listNumber * STATUS_LIST_LENGTH < row!.nextIndex;
}

/** The list's bits as they stand in the database: a revoked (or suspended) credential's bit is set. */
async function encodedListOf(db: Db, issuerId: string, listNumber: number, purpose: StatusPurpose): Promise<string> {
  const first = listNumber * STATUS_LIST_LENGTH;
  const set = await db
    .select({ index: credentials.statusListIndex })
    .from(credentials)
    .where(
      and(
        eq(credentials.issuerId, issuerId),
        isNotNull(purpose === 'revocation' ? credentials.revokedAt : credentials.suspendedAt),
        gte(credentials.statusListIndex, first),
        lt(credentials.statusListIndex, first + STATUS_LIST_LENGTH),
      ),
    );
  const list = new BitstringStatusList({ length: STATUS_LIST_LENGTH });
  for (const { index } of set) if (index !== null) list.setStatus(index - first, true);
  return list.encode();
}

/**
 * The signed status list credential as the database says now. The bits are always computed afresh;
 * the list is signed again only when they changed since the last signing, so reading it usually
 * costs one query. Two signings at once both hold true bits, and the next read repairs an older one
 * written last, so no revocation is lost.
 */
export async function signedStatusList(
  deps: Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey'>,
  issuerId: string,
  listNumber: number,
  purpose: StatusPurpose = STATUS_PURPOSE,
): Promise<Record<string, unknown>> {
  const { db, publicUrl, signingKey } = deps;
  const encodedList = await encodedListOf(db, issuerId, listNumber, purpose);
  const key = { issuerId, statusPurpose: purpose, listNumber };
  const [stored] = await db
    .select({ encodedList: credentialStatusLists.encodedList, document: credentialStatusLists.document })
    .from(credentialStatusLists)
    .where(
      and(
        eq(credentialStatusLists.issuerId, issuerId),
        eq(credentialStatusLists.statusPurpose, purpose),
        eq(credentialStatusLists.listNumber, listNumber),
      ),
    );
  if (stored?.encodedList === encodedList) return stored.document as Record<string, unknown>;

  const id = statusListUrl(publicUrl, issuerId, listNumber, purpose);
  const list = await BitstringStatusList.decode({ encodedList });
  const unsigned = await createCredential({ id, list, statusPurpose: purpose });
  const signedAt = new Date();
  signedAt.setMilliseconds(0);
  const document = await signCredential(
    signingKey,
    { publicUrl, issuerId },
    { ...unsigned, issuer: issuerUrl(publicUrl, issuerId), validFrom: credentialDate(signedAt) },
  );
  await db
    .insert(credentialStatusLists)
    .values({ ...key, encodedList, document, signedAt })
    .onConflictDoUpdate({
      target: [credentialStatusLists.issuerId, credentialStatusLists.statusPurpose, credentialStatusLists.listNumber],
      set: { encodedList, document, signedAt },
    });
  return document;
}
