import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from 'base58-universal';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { addProof } from './proof.ts';

// The Ed25519 key credentials are signed with (decision 048). A deployment configures it
// (CREDENTIAL_SIGNING_KEY); the embedded default generates one into DATA_DIR once, readable by the
// process's user only. Changing the key is rotation: the old public key stays published, since every
// key that ever signed is kept in `credential_signing_keys`.

const KEY_FILE = 'credential-signing-key';
/** The multicodec header of an Ed25519 secret key (0x1300, varint). */
const SECRET_KEY_HEADER = [0x80, 0x26];
const SEED_BYTES = 32;

export interface SigningKey {
  /** The public key, multibase-encoded: also the last segment of its key document's URL. */
  publicKeyMultibase: string;
  /** The secret key, multibase: handed to the proof workers only (proof-pool.ts), never logged. */
  secretKeyMultibase: string;
  /** A signer that names `verificationMethod` (the key document's URL) in its proofs. */
  signerFor(verificationMethod: string): Ed25519Multikey.Signer;
  /**
   * `credential` with a proof naming `verificationMethod`. This key signs on the calling thread; the
   * app's key (AppDeps.signingKey) hands the work to its proof workers (decision 056).
   */
  sign(verificationMethod: string, credential: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** The configured key, else the one kept in DATA_DIR, generated there the first time. */
export async function loadSigningKey({
  configured,
  dataDir,
}: {
  configured?: string | undefined;
  dataDir: string;
}): Promise<SigningKey> {
  const secretKeyMultibase = configured ?? (await keptKey(dataDir));
  const keyPair = await Ed25519Multikey.generate({ seed: seedOf(secretKeyMultibase) });
  const signerFor = (verificationMethod: string): Ed25519Multikey.Signer => {
    const signer = keyPair.signer();
    return { algorithm: signer.algorithm, id: verificationMethod, sign: (input) => signer.sign(input) };
  };
  return {
    publicKeyMultibase: keyPair.publicKeyMultibase,
    secretKeyMultibase,
    signerFor,
    sign: (verificationMethod, credential) => addProof(signerFor(verificationMethod), credential),
  };
}

async function keptKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = await Ed25519Multikey.generate();
  const { secretKeyMultibase } = (await generated.export({ publicKey: true, secretKey: true })) as {
    secretKeyMultibase: string;
  };
  // `wx`: a second process starting at the same moment keeps the first one's key
  try {
    writeFileSync(file, `${secretKeyMultibase}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return secretKeyMultibase;
}

/** The 32-byte seed a multibase secret key starts with (the library also writes seed + public key). */
function seedOf(secretKeyMultibase: string): Uint8Array {
  const bytes = decode(secretKeyMultibase.slice(1));
  const header = bytes.subarray(0, SECRET_KEY_HEADER.length);
  if (
    !secretKeyMultibase.startsWith('z') ||
    !SECRET_KEY_HEADER.every((byte, index) => header[index] === byte) ||
    bytes.length < SECRET_KEY_HEADER.length + SEED_BYTES
  ) {
    throw new Error('CREDENTIAL_SIGNING_KEY is not a multibase Ed25519 secret key');
  }
  return bytes.slice(SECRET_KEY_HEADER.length, SECRET_KEY_HEADER.length + SEED_BYTES);
}
