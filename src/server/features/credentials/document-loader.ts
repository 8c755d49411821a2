import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import didContext from 'did-context';
import type { DocumentLoader } from '@digitalbazaar/vc';
// imported, not read from disk: the server bundle (dist/server) carries it
import openBadgesContext from './contexts/ob-v3p0-context-3.0.3.json' with { type: 'json' };

// Every JSON-LD document signing and verifying may read, bundled with the app: a credential whose
// @context names anything else is refused, never fetched (decision 048).

export const VC_CONTEXT_URL = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT_URL = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT_URL = multikeyContext.CONTEXT_URL;
export const DID_CONTEXT_URL = didContext.constants.DID_CONTEXT_URL;

/** The bundled contexts by URL. */
export const BUNDLED_CONTEXTS: ReadonlyMap<string, unknown> = new Map([
  [VC_CONTEXT_URL, credentialContexts.get(VC_CONTEXT_URL)],
  [OB_CONTEXT_URL, openBadgesContext],
  [MULTIKEY_CONTEXT_URL, multikeyContext.CONTEXT],
  [DID_CONTEXT_URL, didContext.contexts.get(DID_CONTEXT_URL)],
]);

/**
 * A loader of the bundled contexts and of `documents` (the issuer's key and controller documents);
 * any other URL is refused. The libraries may change what they are given, so each load is a copy.
 */
export function offlineDocumentLoader(documents: ReadonlyMap<string, unknown> = new Map()): DocumentLoader {
  return async (url) => {
    const document = BUNDLED_CONTEXTS.get(url) ?? documents.get(url);
    if (document === undefined) throw new Error(`refused to load "${url}": not a bundled document`);
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
}
