import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
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
 * Whether `credential` verifies against the issuer's published keys, with the bundled contexts only;
 * the reason when it does not.
 */
export async function checkCredential(
  credential: Record<string, unknown>,
  { publicUrl, issuerId, publicKeys }: { publicUrl: string; issuerId: string; publicKeys: readonly string[] },
): Promise<{ verified: boolean; reason?: string }> {
  const documentLoader = offlineDocumentLoader(issuerDocuments(publicUrl, issuerId, publicKeys));
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader,
  });
  if (result.verified) return { verified: true };
  const reason = result.error?.errors?.[0]?.message ?? result.error?.message ?? result.results?.[0]?.error?.message;
  return { verified: false, reason: reason ?? 'not verified' };
}
