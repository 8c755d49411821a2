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
    /** Present when the credential has a `credentialStatus`: what `checkStatus` answered. */
    statusResult?: StatusResult;
  }
  export interface StatusResult {
    /** Whether the status could be checked, not whether the credential is revoked. */
    verified: boolean;
    error?: { message?: string };
    /** One per status entry: `status` true means the bit is set (revoked, for purpose revocation). */
    results?: { verified: boolean; status: boolean; credentialStatus: { statusPurpose: string } }[];
  }
  export type CheckStatus = (options: {
    credential: Record<string, unknown>;
    documentLoader: DocumentLoader;
    suite: unknown;
  }) => Promise<StatusResult>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: CheckStatus;
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

declare module '@digitalbazaar/vc-bitstring-status-list' {
  import type { CheckStatus } from '@digitalbazaar/vc';
  export class BitstringStatusList {
    constructor(options: { length: number });
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
    static decode(options: { encodedList: string }): Promise<BitstringStatusList>;
  }
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown>>;
  /** Reads each status entry's bit from its list, verifying the list (unless told not to). */
  export function checkStatus(
    options: Parameters<CheckStatus>[0] & { verifyBitstringStatusListCredential?: boolean },
  ): ReturnType<CheckStatus>;
}
