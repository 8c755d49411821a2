import { DID_CONTEXT_URL, MULTIKEY_CONTEXT_URL } from './document-loader.ts';

// Where verifiers find the keys (decision 048). Each issuer's id is a URL of this deployment that
// serves its controller document: the Multikeys allowed to sign for it (`assertionMethod`). Every key
// also has a document of its own at `<issuer>/keys/<publicKeyMultibase>`, the proof's
// `verificationMethod`. Sipalu holds the keys and signs for the issuers it has verified are the
// program's institution; a key that ever signed stays listed, so rotation breaks no credential.

export const issuerUrl = (publicUrl: string, issuerId: string) => `${publicUrl}/issuers/${issuerId}`;

export const keyUrl = (publicUrl: string, issuerId: string, publicKeyMultibase: string) =>
  `${issuerUrl(publicUrl, issuerId)}/keys/${publicKeyMultibase}`;

/** The Multikey document of one key as it signs for `issuerId`. */
export function keyDocument(publicUrl: string, issuerId: string, publicKeyMultibase: string) {
  return {
    '@context': MULTIKEY_CONTEXT_URL,
    id: keyUrl(publicUrl, issuerId, publicKeyMultibase),
    type: 'Multikey',
    controller: issuerUrl(publicUrl, issuerId),
    publicKeyMultibase,
  };
}

/** The issuer's controller document: every key that may sign (or has signed) its credentials. */
export function controllerDocument(publicUrl: string, issuerId: string, publicKeys: readonly string[]) {
  return {
    '@context': [DID_CONTEXT_URL, MULTIKEY_CONTEXT_URL],
    id: issuerUrl(publicUrl, issuerId),
    assertionMethod: publicKeys.map((key) => {
      const { '@context': _context, ...method } = keyDocument(publicUrl, issuerId, key);
      return method;
    }),
  };
}

/** The issuer's documents by URL, for a document loader. */
export function issuerDocuments(publicUrl: string, issuerId: string, publicKeys: readonly string[]) {
  const documents = new Map<string, unknown>([
    [issuerUrl(publicUrl, issuerId), controllerDocument(publicUrl, issuerId, publicKeys)],
  ]);
  for (const key of publicKeys) documents.set(keyUrl(publicUrl, issuerId, key), keyDocument(publicUrl, issuerId, key));
  return documents;
}
