import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { offlineDocumentLoader } from './document-loader.ts';
import { issuerDocuments, keyUrl } from './issuer-documents.ts';
import type { SigningKey } from './signing-key.ts';

// Signing and checking with the maintained Data Integrity libraries (decision 048): a
// DataIntegrityProof, cryptosuite eddsa-rdfc-2022, proof purpose assertionMethod.

/** `credential` with its proof, signed with `key` for the issuer `issuerId`. */
export async function signCredential(
  key: SigningKey,
  { publicUrl, issuerId }: { publicUrl: string; issuerId: string },
  credential: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const signer = key.signerFor(keyUrl(publicUrl, issuerId, key.publicKeyMultibase));
  const suite = new DataIntegrityProof({ signer, cryptosuite });
  const signed = await vc.issue({ credential, suite, documentLoader: offlineDocumentLoader() });
  // 1EdTech's JSON Schema for OpenBadgeCredential asks for a list of proofs; a one-proof set means
  // the same to Data Integrity, so both schema validators and verifiers accept it
  return { ...signed, proof: Array.isArray(signed.proof) ? signed.proof : [signed.proof] };
}

/**
 * Whether `credential` verifies against the issuer's published keys, with the bundled contexts only,
 * and whether its status list says it is revoked; the reason when it does not verify. `statusLists`
 * are the issuer's lists by URL, as this deployment serves them.
 */
export async function checkCredential(
  credential: Record<string, unknown>,
  {
    publicUrl,
    issuerId,
    publicKeys,
    statusLists = new Map(),
    now,
  }: {
    publicUrl: string;
    issuerId: string;
    publicKeys: readonly string[];
    statusLists?: ReadonlyMap<string, unknown>;
    /** The moment to judge its dates at (the library's `now`); the page judges expiry itself. */
    now?: Date;
  },
): Promise<{ verified: boolean; revoked: boolean; reason?: string }> {
  const documents = new Map([...issuerDocuments(publicUrl, issuerId, publicKeys), ...statusLists]);
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: offlineDocumentLoader(documents),
    ...(now ? { now } : {}),
    // the list was just computed from the database and signed by this process: reading its bit is
    // enough here, and spares a second canonicalisation per page view (outside verifiers check it)
    checkStatus: (options) => checkStatus({ ...options, verifyBitstringStatusListCredential: false }),
  });
  const revoked = Boolean(result.statusResult?.results?.some((entry) => entry.status));
  if (result.verified) return { verified: true, revoked };
  const reason =
    result.error?.errors?.[0]?.message ??
    result.error?.message ??
    result.results?.[0]?.error?.message ??
    result.statusResult?.error?.message;
  return { verified: false, revoked, reason: reason ?? 'not verified' };
}
