// The Data Integrity libraries ship JavaScript only: the parts Sipalu calls, typed (decision 048).

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Signer {
    algorithm: string;
    id: string;
    sign(input: { data: Uint8Array }): Promise<Uint8Array>;
  }
  export interface Ed25519KeyPair {
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): Signer;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, unknown>>;
  }
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: {
      signer?: { algorithm: string; id: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> };
      cryptosuite: unknown;
      date?: Date;
    });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/vc' {
  export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export interface VerifyResult {
    verified: boolean;
    error?: { message?: string; errors?: { message?: string }[] };
    results?: { verified: boolean; error?: { message?: string } }[];
  }
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date;
  }): Promise<VerifyResult>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}

declare module '@digitalbazaar/multikey-context' {
  const multikeyContext: { CONTEXT_URL: string; CONTEXT: unknown };
  export default multikeyContext;
}

declare module 'did-context' {
  const didContext: { constants: { DID_CONTEXT_URL: string }; contexts: Map<string, unknown> };
  export default didContext;
}

declare module 'base58-universal' {
  export function decode(input: string): Uint8Array;
}
