import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import {
  fetchJson,
  openBadgeSchemaErrors,
  verifyIndependently as verify,
} from '#tests/fixtures/open-badge-verifier.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// A credential issued by the running app, checked as an outside verifier would: fetched over HTTP,
// its issuer's key documents and status list resolved over HTTP from the app, every @context from
// the bundle only.

let t: TestApp;
let credential: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  const institution = await signUpInstitution(t);
  const programId = await publishProgram(t, institution.cookie);
  const learner = await enrolledLearner(t, programId);
  const issued = CredentialSummary.parse(
    await (await complete(t, institution.cookie, programId, learner.userId)).json(),
  );
  credential = await fetchJson(t, issued.jsonUrl);
});
afterAll(() => t.close());

/** The fields the tampering tests change. */
type Tampered = {
  name: string;
  validFrom: string;
  credentialSubject: { achievement: { name: string }; identifier: { identityHash: string }[] };
};

describe('an issued credential, verified independently', () => {
  it('passes, with its key and issuer resolved from the deployment', async () => {
    const { result, fetched } = verify(t, credential);
    expect((await result).verified).toBe(true);
    const [proof] = credential.proof as Record<string, string>[];
    expect(proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
    });
    expect(fetched).toContain(proof!.verificationMethod);
    const status = credential.credentialStatus as Record<string, string>;
    expect(status).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
    expect(fetched).toContain(status.statusListCredential);
    expect((await result).statusResult?.results?.[0]?.status).toBe(false);
  });

  it.each([
    ['its name', (c: Tampered) => (c.name = 'Master Electrician')],
    ['its date', (c: Tampered) => (c.validFrom = '2020-01-01T00:00:00Z')],
    ['its achievement', (c: Tampered) => (c.credentialSubject.achievement.name = 'Aircraft Maintenance')],
    ['the learner', (c: Tampered) => (c.credentialSubject.identifier[1]!.identityHash = 'Someone Else')],
  ])('fails when %s is changed', async (_what, tamper) => {
    const tampered = structuredClone(credential);
    tamper(tampered as unknown as Tampered);
    expect((await verify(t, tampered).result).verified).toBe(false);
  });

  it('fails when it names a context the verifier does not hold, which is never fetched', async () => {
    const tampered = structuredClone(credential);
    (tampered['@context'] as string[]).push('https://example.com/evil-context.json');
    expect((await verify(t, tampered).result).verified).toBe(false);
  });

  it('never carries the learner’s e-mail, only its salted hash', async () => {
    const text = JSON.stringify(credential);
    expect(text).not.toMatch(/@example\.com/);
    const subject = credential.credentialSubject as { identifier: Record<string, unknown>[] };
    expect(subject.identifier[0]).toMatchObject({ identityType: 'emailAddress', hashed: true });
    expect(subject.identifier[0]!.identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
  });

  it('is served as JSON-LD to any origin', async () => {
    const response = await t.request(new URL(credential.id as string).pathname + '.json');
    expect(response.headers.get('content-type')).toBe('application/ld+json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the Open Badges 3.0 schema', () => {
  it('accepts the issued credential (1EdTech’s published JSON Schema for OpenBadgeCredential)', () => {
    expect(openBadgeSchemaErrors(credential)).toEqual([]);
  });
});

describe('rotating the signing key', () => {
  it('keeps credentials signed with the old key verifiable, and signs new ones with the new key', async () => {
    const institution = await signUpInstitution(t, 'Chitwan Polytechnic');
    const programId = await publishProgram(t, institution.cookie, { programTitle: 'Mobile Phone Repair' });
    const [before, after] = [await enrolledLearner(t, programId), await enrolledLearner(t, programId, 'Sita Rai')];
    const old = CredentialSummary.parse(await (await complete(t, institution.cookie, programId, before.userId)).json());

    // the same database, a process with another key (a new DATA_DIR, as after CREDENTIAL_SIGNING_KEY changed)
    const rotated = await createTestApp({ database: t.database });
    try {
      const fresh = CredentialSummary.parse(
        await (await complete(rotated, institution.cookie, programId, after.userId)).json(),
      );
      const oldDocument = await fetchJson(rotated, old.jsonUrl);
      const freshDocument = await fetchJson(rotated, fresh.jsonUrl);
      const keyOf = (document: Record<string, unknown>) =>
        (document.proof as { verificationMethod: string }[])[0]!.verificationMethod;
      expect(keyOf(freshDocument)).not.toBe(keyOf(oldDocument));
      expect((await verify(rotated, oldDocument).result).verified).toBe(true);
      expect((await verify(rotated, freshDocument).result).verified).toBe(true);
      const controller = await fetchJson(rotated, `${TEST_ORIGIN}/issuers/${institution.userId}`);
      expect((controller.assertionMethod as { id: string }[]).map((key) => key.id)).toEqual(
        expect.arrayContaining([keyOf(oldDocument), keyOf(freshDocument)]),
      );
    } finally {
      await rotated.close();
    }
  });
});
