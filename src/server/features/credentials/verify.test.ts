import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { OB_CONTEXT_URL, offlineDocumentLoader, VC_CONTEXT_URL } from './document-loader.ts';
import { PRESENTED_MAX_BYTES, PRESENTED_MAX_DEPTH, PRESENTED_MAX_VALUES } from './presented-credential.ts';
import { type Verification, verifyPresentedCredential } from './verify.service.ts';

// /verify's checks, in their order, on what a visitor may paste: Sipalu's own credentials, valid,
// tampered, revoked and expired; another issuer's did:key credential; and malformed or hostile text.

let t: TestApp;
let institutionCookie: string;
let programId: string;
let credential: Record<string, unknown>;
let issued: CredentialSummary;
beforeAll(async () => {
  t = await createTestApp();
  const institution = await signUpInstitution(t);
  institutionCookie = institution.cookie;
  programId = await publishProgram(t, institution.cookie);
  const learner = await enrolledLearner(t, programId);
  issued = CredentialSummary.parse(await (await complete(t, institution.cookie, programId, learner.userId)).json());
  credential = await jsonOf(issued.jsonUrl);
});
afterAll(() => t.close());

async function jsonOf(url: string) {
  return (await (await t.request(new URL(url).pathname)).json()) as Record<string, unknown>;
}

const verify = (value: unknown, now?: Date) =>
  verifyPresentedCredential(t.deps, typeof value === 'string' ? value : JSON.stringify(value), now);

/** The first failed check and its reason, or null when none failed. */
const failure = (result: Verification) => {
  const failed = result.checks.find((check) => check.outcome === 'failed');
  return failed ? `${failed.check}:${failed.reason}` : null;
};

describe('a credential Sipalu issued', () => {
  it('is valid, with every check passed and its issuer named', async () => {
    const result = await verify(credential);
    expect(failure(result)).toBeNull();
    expect(result.valid).toBe(true);
    expect(result.checks.map((check) => `${check.check}:${check.reason}`)).toEqual([
      'json:readable',
      'context:bundledContexts',
      'proofType:supportedProof',
      'issuerKey:sipaluKey',
      'proof:signatureVerified',
      'dates:noExpiry',
      'status:notRevoked',
      'issuer:sipaluNotVerified',
    ]);
    expect(result.shown).toMatchObject({
      name: 'Solar PV Installation',
      issuerName: 'Pokhara Technical School',
      learnerName: 'Ramesh Thapa',
      pageUrl: issued.pageUrl,
    });
  });

  it('names its issuer as verified once Sipalu verified the institution', async () => {
    const issuerId = (credential.issuer as { id: string }).id.split('/').at(-1)!;
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, issuerId));
    try {
      const result = await verify(credential);
      expect(result.checks.at(-1)).toMatchObject({
        check: 'issuer',
        outcome: 'passed',
        reason: 'sipaluVerified',
        values: { name: 'Pokhara Technical School' },
      });
    } finally {
      await t.database.db.update(profiles).set({ isVerified: false }).where(eq(profiles.id, issuerId));
    }
  });

  it.each([
    ['name', (c: Record<string, unknown>) => (c.name = 'Master Electrician')],
    ['date', (c: Record<string, unknown>) => (c.validFrom = '2020-01-01T00:00:00Z')],
    [
      'learner',
      (c: Record<string, unknown>) =>
        ((c.credentialSubject as { identifier: { identityHash: string }[] }).identifier[1]!.identityHash = 'Someone'),
    ],
  ])('fails the signature check when its %s is changed', async (_what, tamper) => {
    const tampered = structuredClone(credential);
    tamper(tampered);
    const result = await verify(tampered);
    expect(result.valid).toBe(false);
    expect(failure(result)).toBe('proof:signatureFailed');
  });

  it('says revoked once its issuer revoked it', async () => {
    const learner = await enrolledLearner(t, programId, 'Sita Gurung');
    const summary = CredentialSummary.parse(
      await (await complete(t, institutionCookie, programId, learner.userId)).json(),
    );
    const document = await jsonOf(summary.jsonUrl);
    expect((await verify(document)).valid).toBe(true);
    expect((await revoke(t, institutionCookie, summary.id)).status).toBe(200);
    expect(failure(await verify(document))).toBe('status:revoked');
  });

  it('says expired after its last valid day, and valid before it', async () => {
    const learner = await enrolledLearner(t, programId, 'Hari Magar');
    const nextYear = new Date().getUTCFullYear() + 1;
    const summary = CredentialSummary.parse(
      await (
        await complete(t, institutionCookie, programId, learner.userId, { validUntil: `${nextYear}-01-31` })
      ).json(),
    );
    const document = await jsonOf(summary.jsonUrl);
    expect(failure(await verify(document))).toBeNull();
    const result = await verify(document, new Date(`${nextYear}-02-02T00:00:00Z`));
    expect(failure(result)).toBe('dates:expired');
    expect(result.checks.find((check) => check.check === 'dates')?.values?.date).toBe(summary.validUntil);
  });

  it('says not yet valid before its validFrom', async () => {
    expect(failure(await verify(credential, new Date('2001-01-01T00:00:00Z')))).toBe('dates:notYetValid');
  });
});

describe('another issuer’s credential', () => {
  async function didKeyCredential() {
    const keyPair = await Ed25519Multikey.generate();
    const did = `did:key:${keyPair.publicKeyMultibase}`;
    const signer = keyPair.signer();
    const suite = new DataIntegrityProof({
      signer: { algorithm: signer.algorithm, id: `${did}#${keyPair.publicKeyMultibase}`, sign: (i) => signer.sign(i) },
      cryptosuite,
    });
    const unsigned = {
      '@context': [VC_CONTEXT_URL, OB_CONTEXT_URL],
      id: 'urn:uuid:5f7c3a8e-3c1b-4a8a-9a8e-2b3f0c1d2e3f',
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: did, type: ['Profile'], name: 'Kathmandu Welding Guild' },
      validFrom: '2026-01-01T00:00:00Z',
      name: 'Arc Welding Basics',
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: {
          id: 'urn:uuid:0a4c2f65-90a4-4b3c-8c7a-6f2e1d0c9b8a',
          type: ['Achievement'],
          name: 'Arc Welding Basics',
          description: 'Safe arc welding of mild steel.',
          criteria: { narrative: 'Passed the practical test.' },
        },
      },
    };
    return vc.issue({ credential: unsigned, suite, documentLoader: offlineDocumentLoader() });
  }

  it('verifies a did:key issuer offline, and says its status and issuer are not Sipalu’s to vouch for', async () => {
    const result = await verify(await didKeyCredential());
    expect(failure(result)).toBeNull();
    const byCheck = Object.fromEntries(result.checks.map((check) => [check.check, check]));
    expect(byCheck.issuerKey?.reason).toBe('didKey');
    expect(byCheck.status).toMatchObject({ outcome: 'notChecked', reason: 'noStatusEntry' });
    expect(byCheck.issuer).toMatchObject({ outcome: 'notChecked', reason: 'notSipalu' });
    expect(result.shown.issuerName).toBe('Kathmandu Welding Guild');
  });

  it('fails a did:key credential whose name was changed', async () => {
    const tampered = { ...(await didKeyCredential()), name: 'Master Welder' };
    expect(failure(await verify(tampered))).toBe('proof:signatureFailed');
  });

  it('says the key is not resolvable offline for an issuer on another website', async () => {
    const other = structuredClone(credential);
    other.issuer = { id: 'https://example.org/issuers/1', type: ['Profile'], name: 'Elsewhere' };
    (other.proof as Record<string, unknown>[])[0]!.verificationMethod = 'https://example.org/issuers/1#key-1';
    expect(failure(await verify(other))).toBe('issuerKey:keyNotResolvable');
  });
});

describe('malformed and hostile input, refused with a reason and never fetched', () => {
  it.each([
    ['not JSON', '{"name": "Solar', 'json:notJson'],
    ['empty', '   ', 'json:empty'],
    ['a JSON array', '[1, 2, 3]', 'object:notObject'],
    ['a JSON string', '"a credential"', 'object:notObject'],
    ['huge JSON', `{"name":"${'a'.repeat(PRESENTED_MAX_BYTES)}"}`, 'size:tooLarge'],
    ['deep nesting', `${'['.repeat(PRESENTED_MAX_DEPTH + 1)}${']'.repeat(PRESENTED_MAX_DEPTH + 1)}`, 'depth:tooDeep'],
    ['ten thousand levels of nesting', `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}`, 'depth:tooDeep'],
    ['no @context', '{"type":["VerifiableCredential"]}', 'context:noContext'],
    [
      'thousands of small values, costly to canonicalise',
      JSON.stringify({
        '@context': [VC_CONTEXT_URL],
        tag: Array.from({ length: PRESENTED_MAX_VALUES }, (_, n) => `t${n}`),
      }),
      'size:tooManyValues',
    ],
  ])('%s', async (_what, input, expected) => {
    const result = await verify(input);
    expect(result.valid).toBe(false);
    expect(failure(result)).toBe(expected);
  });

  it('refuses a remote @context, at the top or nested, without fetching it', async () => {
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return Promise.reject(new Error('no network in this test'));
    };
    try {
      const top = structuredClone(credential);
      (top['@context'] as string[]).push('https://evil.example/context.json');
      const topResult = await verify(top);
      expect(failure(topResult)).toBe('context:unknownContext');
      expect(topResult.checks.at(-1)?.values?.url).toBe('https://evil.example/context.json');
      const nested = structuredClone(credential);
      (nested.credentialSubject as Record<string, unknown>)['@context'] = 'https://evil.example/nested.json';
      expect(failure(await verify(nested))).toBe('context:unknownContext');
      const inline = structuredClone(credential);
      inline['@context'] = [...(inline['@context'] as string[]), { name: 'https://schema.org/description' }];
      expect(failure(await verify(inline))).toBe('context:inlineContext');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(fetched).toEqual([]);
  });

  it.each([
    ['no proof', (c: Record<string, unknown>) => delete c.proof, 'proofType:noProof'],
    [
      'an Ed25519Signature2020 proof',
      (c: Record<string, unknown>) => ((c.proof as Record<string, unknown>[])[0]!.type = 'Ed25519Signature2020'),
      'proofType:wrongProofType',
    ],
    [
      'another cryptosuite',
      (c: Record<string, unknown>) => ((c.proof as Record<string, unknown>[])[0]!.cryptosuite = 'ecdsa-rdfc-2019'),
      'proofType:wrongProofType',
    ],
    [
      'an authentication proof',
      (c: Record<string, unknown>) => ((c.proof as Record<string, unknown>[])[0]!.proofPurpose = 'authentication'),
      'proofType:wrongPurpose',
    ],
    [
      'a key Sipalu never published',
      (c: Record<string, unknown>) => {
        const [proof] = c.proof as Record<string, string>[];
        proof!.verificationMethod = proof!.verificationMethod!.replace(/keys\/.*$/, 'keys/z6MkUnknown');
      },
      'issuerKey:keyNotPublished',
    ],
  ])('refuses %s', async (_what, tamper, expected) => {
    const tampered = structuredClone(credential);
    tamper(tampered);
    expect(failure(await verify(tampered))).toBe(expected);
  });
});
