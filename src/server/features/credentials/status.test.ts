import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { BitstringStatusList, checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';
import { BUNDLED_CONTEXTS } from './document-loader.ts';

// Revocation and expiry as an outside verifier sees them: the library's verifier, every @context
// from the bundle, the issuer's keys and status list fetched from the running app (nothing else
// resolves). A revoked credential still carries a good proof; its status list says revoked.

let t: TestApp;
let institution: Awaited<ReturnType<typeof signUpInstitution>>;
let programId: string;
beforeAll(async () => {
  t = await createTestApp();
  institution = await signUpInstitution(t);
  programId = await publishProgram(t, institution.cookie);
});
afterAll(() => t.close());

async function fetchJson(url: string): Promise<Record<string, unknown>> {
  const response = await t.request(new URL(url).pathname);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The library's verifier, status included; `served` replaces what the deployment would answer. */
function verify(
  credential: Record<string, unknown>,
  { now, served = new Map<string, unknown>() } = {} as {
    now?: Date;
    served?: Map<string, unknown>;
  },
) {
  const documentLoader: vc.DocumentLoader = async (url) => {
    const context = BUNDLED_CONTEXTS.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: structuredClone(context) };
    if (!url.startsWith(`${TEST_ORIGIN}/issuers/`)) throw new Error(`refused ${url}`);
    const document = served.get(url) ?? (await fetchJson(url));
    return { contextUrl: null, documentUrl: url, document };
  };
  return vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader,
    checkStatus,
    ...(now ? { now } : {}),
  });
}

async function issue(name: string, json: { validUntil?: string } = {}) {
  const learner = await enrolledLearner(t, programId, name);
  const answer = await complete(t, institution.cookie, programId, learner.userId, json);
  expect(answer.status).toBe(201);
  const summary = CredentialSummary.parse(await answer.json());
  return { learner, summary, document: await fetchJson(summary.jsonUrl) };
}

const statusOf = (document: Record<string, unknown>) =>
  document.credentialStatus as { statusListCredential: string; statusListIndex: string };

describe('a revoked credential', () => {
  it('still verifies as signed, and the status list the issuer publishes says revoked', async () => {
    const { summary, document } = await issue('Hari Gurung');
    const before = await verify(document);
    expect(before.verified).toBe(true);
    expect(before.statusResult?.results?.[0]?.status).toBe(false);

    expect((await revoke(t, institution.cookie, summary.id, 'Completion entered by mistake')).status).toBe(200);

    // the JSON is the credential as signed, unchanged; its status is the list's to say
    expect(await fetchJson(summary.jsonUrl)).toEqual(document);
    const after = await verify(document);
    expect(after.verified).toBe(true);
    expect(after.statusResult?.verified).toBe(true);
    expect(after.statusResult?.results?.[0]).toMatchObject({
      status: true,
      credentialStatus: { statusPurpose: 'revocation' },
    });

    // the list is a signed BitstringStatusListCredential of the same issuer, key and suite
    const list = await fetchJson(statusOf(document).statusListCredential);
    expect(list).toMatchObject({
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: (document.issuer as { id: string }).id,
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    const [listProof] = list.proof as Record<string, string>[];
    const [credentialProof] = document.proof as Record<string, string>[];
    expect(listProof).toMatchObject({
      cryptosuite: 'eddsa-rdfc-2022',
      verificationMethod: credentialProof!.verificationMethod,
    });
  });

  it('cannot be passed off as valid with a forged status list: the list’s proof fails', async () => {
    const { summary, document } = await issue('Gita Magar');
    await revoke(t, institution.cookie, summary.id);
    const url = statusOf(document).statusListCredential;
    const forged = await fetchJson(url);
    const cleared = new BitstringStatusList({ length: 131_072 });
    (forged.credentialSubject as { encodedList: string }).encodedList = await cleared.encode();
    const result = await verify(document, { served: new Map([[url, forged]]) });
    expect(result.verified).toBe(false);
    expect(result.statusResult?.error?.message).toMatch(/not verified/);
  });

  it('fails when its status entry is pointed at another bit', async () => {
    const { document } = await issue('Bishnu Rai');
    const tampered = structuredClone(document);
    statusOf(tampered).statusListIndex = String(Number(statusOf(tampered).statusListIndex) + 1);
    expect((await verify(tampered)).verified).toBe(false);
  });
});

describe('status list bits', () => {
  it('are one per credential, even for credentials issued at the same moment', async () => {
    const learners = await Promise.all(
      ['A One', 'B Two', 'C Three'].map((name) => enrolledLearner(t, programId, name)),
    );
    const answers = await Promise.all(learners.map((l) => complete(t, institution.cookie, programId, l.userId)));
    const documents = await Promise.all(
      answers.map(async (answer) => fetchJson(CredentialSummary.parse(await answer.json()).jsonUrl)),
    );
    const bits = documents.map((document) => statusOf(document).statusListIndex);
    expect(new Set(bits).size).toBe(3);
  });

  it('are served only for issuers and lists that exist', async () => {
    expect((await t.request(`/issuers/${institution.userId}/status/revocation/0`)).status).toBe(200);
    expect((await t.request(`/issuers/${institution.userId}/status/suspension/0`)).status).toBe(200);
    for (const path of [
      `/issuers/${institution.userId}/status/revocation/1`,
      `/issuers/${institution.userId}/status/suspension/1`,
      `/issuers/${institution.userId}/status/expiry/0`,
      `/issuers/${institution.userId}/status/revocation/-1`,
      `/issuers/00000000-0000-4000-8000-000000000000/status/revocation/0`,
      `/issuers/not-a-uuid/status/revocation/0`,
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});

describe('an expiring credential', () => {
  it('verifies until its last day and reports expired after it', async () => {
    const { document, summary } = await issue('Sunita Tamang', { validUntil: '2099-12-31' });
    expect(document.validUntil).toBe('2099-12-31T18:14:59Z'); // the end of the day in Nepal, +05:45
    expect(summary.validUntil).toBe('2099-12-31T18:14:59.000Z');
    expect((await verify(document)).verified).toBe(true);
    const later = await verify(document, { now: new Date('2100-01-02T00:00:00Z') });
    expect(later.verified).toBe(false);
    expect(later.error?.message ?? later.error?.errors?.[0]?.message).toMatch(/validUntil/);

    // its page, read in 2100 (only the clock moves: the database and the proof stay as they are)
    const path = new URL(summary.pageUrl).pathname;
    expect(await (await t.request(path, { headers: { 'accept-language': 'en' } })).text()).toContain(
      'Valid from its issue date until 31 Dec 2099',
    );
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2100-01-02T00:00:00Z') });
    try {
      const html = await (await t.request(path, { headers: { 'accept-language': 'en' } })).text();
      expect(html).toContain('Status: Expired');
      expect(html).toContain('Expired: it was valid until 31 Dec 2099');
      expect(html).toContain('Digital signature verified');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cannot end before it starts: a last day in the past is refused', async () => {
    const learner = await enrolledLearner(t, programId, 'Past Date');
    const answer = await complete(t, institution.cookie, programId, learner.userId, { validUntil: '2020-01-01' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { key: string } }).error.key).toBe('credentials.errors.validUntilPast');
  });
});
