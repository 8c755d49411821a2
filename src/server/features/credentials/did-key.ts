import { DID_CONTEXT_URL, MULTIKEY_CONTEXT_URL } from './document-loader.ts';

// Another issuer's `did:key` (decision 052): the DID is the public key itself, so its document is
// written from the identifier, offline, with nothing to fetch (W3C did:key method, Ed25519 only: a
// multibase base58btc key starting `z6Mk`, the multicodec 0xed01 the eddsa cryptosuites use).

const ED25519_DID_KEY = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{44})#(z6Mk[1-9A-HJ-NP-Za-km-z]{44})$/;

/** Whether `verificationMethod` is an Ed25519 did:key's own key (`did:key:z6Mk…#z6Mk…`). */
export function isEd25519DidKey(verificationMethod: string): boolean {
  const match = ED25519_DID_KEY.exec(verificationMethod);
  return Boolean(match && match[1] === match[2]);
}

/** The did:key's DID document and its key's Multikey document, by URL, for a document loader. */
export function didKeyDocuments(verificationMethod: string): Map<string, unknown> {
  const [did, key] = verificationMethod.split('#') as [string, string];
  const method = { id: verificationMethod, type: 'Multikey', controller: did, publicKeyMultibase: key };
  return new Map<string, unknown>([
    [
      did,
      {
        '@context': [DID_CONTEXT_URL, MULTIKEY_CONTEXT_URL],
        id: did,
        verificationMethod: [method],
        assertionMethod: [verificationMethod],
        authentication: [verificationMethod],
      },
    ],
    [verificationMethod, { '@context': MULTIKEY_CONTEXT_URL, ...method }],
  ]);
}
