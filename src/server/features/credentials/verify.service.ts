import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { eq } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { isIssuer, publishedKeys } from './credential-reads.service.ts';
import { offlineDocumentLoader } from './document-loader.ts';
import { didKeyDocuments, isEd25519DidKey } from './did-key.ts';
import { issuerDocuments, keyUrl } from './issuer-documents.ts';
import { readPresented } from './presented-credential.ts';
import {
  isStatusPurpose,
  signedStatusList,
  STATUS_PURPOSES,
  type StatusPurpose,
  statusListExists,
} from './status-list.ts';

// /verify (decision 052): a credential anyone pastes, from Sipalu or not, checked in a fixed order,
// each check saying in plain words what it found. The first failure decides, and the checks after it
// are not run. Nothing is fetched: contexts are bundled, Sipalu's issuers' keys and status lists are
// read from this deployment, and a did:key is resolved from the key it carries.

export const CHECKS = [
  'size',
  'depth',
  'json',
  'object',
  'context',
  'proofType',
  'issuerKey',
  'proof',
  'dates',
  'status',
  'issuer',
] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckResult {
  check: CheckName;
  outcome: 'passed' | 'failed' | 'notChecked';
  /** The text's key under `credentials.verify.reasons`. */
  reason: string;
  values?: Record<string, string>;
  /** The verifier library's own words, for the technically minded (English only). */
  detail?: string;
}

export interface Verification {
  valid: boolean;
  checks: CheckResult[];
  /** What the credential says of itself (as signed, or not: shown only beside the verdict). */
  shown: { name: string | null; issuerName: string | null; learnerName: string | null; pageUrl: string | null };
}

type VerifyDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'signingKey' | 'proofs'>;
type Json = Record<string, unknown>;

const SUPPORTED = { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' };

const text = (value: unknown, max = 300) => (typeof value === 'string' ? value.slice(0, max) : null);
const dateOf = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
const objectOf = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

function shownOf(credential: Json, publicUrl: string): Verification['shown'] {
  const issuer = credential.issuer;
  const subject = objectOf(credential.credentialSubject);
  const identifiers = Array.isArray(subject.identifier) ? (subject.identifier as unknown[]).map(objectOf) : [];
  const id = text(credential.id, 2000);
  return {
    name: text(credential.name),
    issuerName: typeof issuer === 'string' ? text(issuer) : text(objectOf(issuer).name),
    learnerName: text(identifiers.find((one) => one.identityType === 'name')?.identityHash) ?? text(subject.name),
    pageUrl: id?.startsWith(`${publicUrl}/credentials/`) ? id : null,
  };
}

/** The Sipalu issuer (account id) a URL names, when it is one of this deployment's issuers. */
function sipaluIssuerOf(publicUrl: string, issuerUrl: string | null): string | null {
  const prefix = `${publicUrl}/issuers/`;
  if (!issuerUrl?.startsWith(prefix)) return null;
  const id = issuerUrl.slice(prefix.length);
  return isUuid(id) ? id : null;
}

/** Checks a pasted or uploaded credential (decision 052); never throws for anything the text holds. */
export async function verifyPresentedCredential(
  deps: VerifyDeps,
  presented: string,
  now = new Date(),
): Promise<Verification> {
  const checks: CheckResult[] = [];
  const finish = (credential: Json | null): Verification => ({
    valid: checks.length > 0 && checks.every((check) => check.outcome !== 'failed'),
    checks,
    shown: credential
      ? shownOf(credential, deps.publicUrl)
      : { name: null, issuerName: null, learnerName: null, pageUrl: null },
  });
  const pass = (check: CheckName, reason: string, values?: Record<string, string>) =>
    checks.push({ check, outcome: 'passed', reason, ...(values ? { values } : {}) });
  const fail = (check: CheckName, reason: string, values?: Record<string, string>, detail?: string) =>
    checks.push({ check, outcome: 'failed', reason, ...(values ? { values } : {}), ...(detail ? { detail } : {}) });
  const skip = (check: CheckName, reason: string, values?: Record<string, string>) =>
    checks.push({ check, outcome: 'notChecked', reason, ...(values ? { values } : {}) });

  const read = readPresented(presented);
  if (!read.ok) {
    fail(read.failure.check, read.failure.reason, read.failure.values);
    return finish(null);
  }
  pass('json', 'readable');
  pass('context', 'bundledContexts');
  const { credential } = read;

  // the proof: exactly one, of the kind Sipalu signs with and checks
  const proofs = Array.isArray(credential.proof) ? (credential.proof as unknown[]) : [credential.proof];
  const proof = objectOf(proofs[0]);
  if (!credential.proof || proofs.length !== 1) {
    fail('proofType', credential.proof ? 'severalProofs' : 'noProof');
    return finish(credential);
  }
  if (proof.type !== SUPPORTED.type || proof.cryptosuite !== SUPPORTED.cryptosuite) {
    const kind = [text(proof.type, 60), text(proof.cryptosuite, 60)].filter(Boolean).join(' / ') || '?';
    fail('proofType', 'wrongProofType', { type: kind });
    return finish(credential);
  }
  if (proof.proofPurpose !== SUPPORTED.proofPurpose) {
    fail('proofType', 'wrongPurpose');
    return finish(credential);
  }
  pass('proofType', 'supportedProof');

  // the key: one of Sipalu's issuers' published keys, or a did:key read from itself
  const issuerUrl =
    typeof credential.issuer === 'string' ? credential.issuer : text(objectOf(credential.issuer).id, 2000);
  const method = text(proof.verificationMethod, 2000) ?? '';
  const sipaluIssuer = sipaluIssuerOf(deps.publicUrl, issuerUrl);
  let documents: Map<string, unknown>;
  if (sipaluIssuer && (await isIssuer(deps.db, sipaluIssuer))) {
    const keys = await publishedKeys(deps.db);
    if (!keys.some((key) => keyUrl(deps.publicUrl, sipaluIssuer, key) === method)) {
      fail('issuerKey', 'keyNotPublished');
      return finish(credential);
    }
    documents = issuerDocuments(deps.publicUrl, sipaluIssuer, keys);
    pass('issuerKey', 'sipaluKey');
  } else if (isEd25519DidKey(method)) {
    documents = didKeyDocuments(method);
    pass('issuerKey', 'didKey');
  } else {
    fail('issuerKey', 'keyNotResolvable', { key: method.slice(0, 200) || '?' });
    return finish(credential);
  }

  // the signature, judged at the credential's own dates: whether it is current is the next check
  const validFrom = dateOf(credential.validFrom);
  const validUntil = dateOf(credential.validUntil);
  // canonicalising a pasted credential costs up to about 0.6 s of CPU: a proof worker does it (decision 056)
  const verdict = await deps.proofs
    .verify(credential, {
      documents,
      ...(validFrom || validUntil ? { now: (validFrom ?? validUntil)! } : {}),
      status: 'ignore',
    })
    .catch((error: unknown) => ({ verified: false, reason: (error as Error).message }));
  if (!verdict.verified) {
    fail('proof', 'signatureFailed', undefined, verdict.reason?.slice(0, 300));
    return finish(credential);
  }
  pass('proof', 'signatureVerified');

  if (validFrom && validFrom > now) {
    fail('dates', 'notYetValid', { date: validFrom.toISOString() });
    return finish(credential);
  }
  if (validUntil && validUntil <= now) {
    fail('dates', 'expired', { date: validUntil.toISOString() });
    return finish(credential);
  }
  pass('dates', validUntil ? 'validUntil' : 'noExpiry', validUntil ? { date: validUntil.toISOString() } : undefined);

  if (!(await checkStatusOf(deps, credential, sipaluIssuer, { pass, fail, skip }))) return finish(credential);

  // who issued it: Sipalu vouches only for its own issuers, and says whether it verified them
  const issuerName = shownOf(credential, deps.publicUrl).issuerName ?? issuerUrl ?? '?';
  if (sipaluIssuer) {
    const [profile] = await deps.db
      .select({ isVerified: profiles.isVerified })
      .from(profiles)
      .where(eq(profiles.id, sipaluIssuer));
    if (profile?.isVerified) pass('issuer', 'sipaluVerified', { name: issuerName });
    else skip('issuer', 'sipaluNotVerified', { name: issuerName });
  } else {
    skip('issuer', 'notSipalu', { name: issuerName });
  }
  return finish(credential);
}

type Report = {
  pass: (check: CheckName, reason: string) => void;
  fail: (check: CheckName, reason: string, values?: Record<string, string>) => void;
  skip: (check: CheckName, reason: string) => void;
};

/**
 * Whether the credential is revoked or suspended (decision 057): for a Sipalu issuer, its bits in
 * the issuer's lists (computed from the database now) and the database's own record (credentials
 * issued before lists have no bit, and older ones no suspension bit); another issuer's lists are not
 * fetched, so its status is not checked. False when it failed.
 */
async function checkStatusOf(deps: VerifyDeps, credential: Json, sipaluIssuer: string | null, report: Report) {
  const pageUrl = shownOf(credential, deps.publicUrl).pageUrl;
  const credentialId = pageUrl?.slice(`${deps.publicUrl}/credentials/`.length) ?? '';
  if (sipaluIssuer && isUuid(credentialId)) {
    const [row] = await deps.db
      .select({ revokedAt: credentials.revokedAt, suspendedAt: credentials.suspendedAt })
      .from(credentials)
      .where(eq(credentials.id, credentialId));
    if (row?.revokedAt) {
      report.fail('status', 'revoked', { date: row.revokedAt.toISOString() });
      return false;
    }
    if (row?.suspendedAt) {
      report.fail('status', 'suspended', { date: row.suspendedAt.toISOString() });
      return false;
    }
  }
  if (!credential.credentialStatus) {
    report.skip('status', 'noStatusEntry');
    return true;
  }
  // VC 2.0: one entry or a list of them (Sipalu's newer credentials: revocation and suspension)
  const status = credential.credentialStatus;
  const entries = (Array.isArray(status) ? status : [status]).slice(0, STATUS_PURPOSES.length + 1).map(objectOf);
  const lists = new Map<string, Json>();
  for (const entry of entries) {
    const listUrl = text(entry.statusListCredential, 2000) ?? '';
    const purpose = text(entry.statusPurpose) ?? '';
    const listPrefix =
      sipaluIssuer && isStatusPurpose(purpose) ? `${deps.publicUrl}/issuers/${sipaluIssuer}/status/${purpose}/` : null;
    const listNumber = listPrefix && listUrl.startsWith(listPrefix) ? listUrl.slice(listPrefix.length) : '';
    if (!sipaluIssuer || !isStatusPurpose(purpose) || !/^\d{1,6}$/.test(listNumber)) {
      report.skip('status', 'statusNotChecked');
      return true;
    }
    if (!(await statusListExists(deps.db, sipaluIssuer, Number(listNumber)))) {
      report.fail('status', 'statusListMissing');
      return false;
    }
    lists.set(listUrl, await signedStatusList(deps, sipaluIssuer, Number(listNumber), purpose));
  }
  try {
    const result = await checkStatus({
      credential,
      documentLoader: offlineDocumentLoader(lists),
      suite: new DataIntegrityProof({ cryptosuite }),
      // the lists were just computed from the database and signed here: their bits are what count
      verifyBitstringStatusListCredential: false,
    });
    if (!result.verified) {
      report.fail('status', 'statusListMissing');
      return false;
    }
    const isSet = (purpose: StatusPurpose) =>
      result.results?.some((one) => one.status && one.credentialStatus.statusPurpose === purpose);
    if (isSet('revocation')) {
      report.fail('status', 'revokedByList');
      return false;
    }
    if (isSet('suspension')) {
      report.fail('status', 'suspendedByList');
      return false;
    }
  } catch {
    report.fail('status', 'statusListMissing');
    return false;
  }
  report.pass('status', 'notRevoked');
  return true;
}
