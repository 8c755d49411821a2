import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import type { Signer } from '@digitalbazaar/ed25519-multikey';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { offlineDocumentLoader } from './document-loader.ts';
import { keyUrl } from './issuer-documents.ts';
import type { SigningKey } from './signing-key.ts';

// Signing and checking with the maintained Data Integrity libraries (decision 048): a
// DataIntegrityProof, cryptosuite eddsa-rdfc-2022, proof purpose assertionMethod. Both canonicalise
// the credential's RDF, which costs tens of milliseconds of CPU: the app runs `addProof` and
// `verifyProof` in its proof workers (proof-pool.ts, decision 056), never on the event loop.

type Json = Record<string, unknown>;

/** `credential` with its proof, signed with `key` for the issuer `issuerId`. */
export async function signCredential(
  key: SigningKey,
  { publicUrl, issuerId }: { publicUrl: string; issuerId: string },
  credential: Json,
): Promise<Json> {
  const signed = await key.sign(keyUrl(publicUrl, issuerId, key.publicKeyMultibase), credential);
  // 1EdTech's JSON Schema for OpenBadgeCredential asks for a list of proofs; a one-proof set means
  // the same to Data Integrity, so both schema validators and verifiers accept it
  return { ...signed, proof: Array.isArray(signed.proof) ? signed.proof : [signed.proof] };
}

/** `credential` with a Data Integrity proof made by `signer`, the bundled contexts only. */
export function addProof(signer: Signer, credential: Json): Promise<Json> {
  const suite = new DataIntegrityProof({ signer, cryptosuite });
  return vc.issue({ credential, suite, documentLoader: offlineDocumentLoader() });
}

export interface ProofCheck {
  /**
   * The documents the check may read besides the bundled contexts: the issuer's key and controller
   * documents, and its status lists when `status` is `readBit`.
   */
  documents: ReadonlyMap<string, unknown>;
  /** The moment to judge its dates at (the library's `now`). */
  now?: Date | undefined;
  /**
   * `readBit`: the credential's bit is read from the status list in `documents`, whose own proof is
   * not checked (this deployment just computed and signed it); `ignore`: status is another check's.
   */
  status: 'readBit' | 'ignore';
}

export interface ProofVerdict {
  verified: boolean;
  /** Its revocation list says revoked (with `status: 'readBit'`). */
  revoked: boolean;
  /** Its suspension list says suspended (with `status: 'readBit'`; decision 057). */
  suspended: boolean;
  /** Why it does not verify, in the library's words. */
  reason?: string;
}

/** Whether `credential`'s proof verifies with the bundled contexts and `documents` only; never throws. */
export async function verifyProof(credential: Json, { documents, now, status }: ProofCheck): Promise<ProofVerdict> {
  try {
    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader: offlineDocumentLoader(documents),
      ...(now ? { now } : {}),
      checkStatus:
        status === 'readBit'
          ? (options) => checkStatus({ ...options, verifyBitstringStatusListCredential: false })
          : () => Promise.resolve({ verified: true }),
    });
    const isSet = (purpose: string) =>
      Boolean(
        result.statusResult?.results?.some((entry) => entry.status && entry.credentialStatus.statusPurpose === purpose),
      );
    const revoked = isSet('revocation');
    const suspended = isSet('suspension');
    if (result.verified) return { verified: true, revoked, suspended };
    const reason =
      result.error?.errors?.[0]?.message ??
      result.error?.message ??
      result.results?.[0]?.error?.message ??
      result.statusResult?.error?.message;
    return { verified: false, revoked, suspended, reason: reason ?? 'not verified' };
  } catch (error) {
    return { verified: false, revoked: false, suspended: false, reason: (error as Error).message ?? 'not verified' };
  }
}
