import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { BitstringStatusList } from '@digitalbazaar/vc-bitstring-status-list';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import { professional } from '#tests/fixtures/bookings.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { fetchJson, openBadgeSchemaErrors, verifyIndependently } from '#tests/fixtures/open-badge-verifier.ts';
import { confirmCompletion, proWithClient } from '#tests/fixtures/service-credentials.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';
import { BUNDLED_CONTEXTS } from './document-loader.ts';
import { verifyPresentedCredential } from './verify.service.ts';

// Suspension (decision 057): the issuer or staff suspend a credential and lift the suspension; the
// page, /verify and the company's applicant view say "suspended" meanwhile, and valid again after.
// The signed credential keeps its one status entry (revocation, as OB 3.0 allows), and the issuer's
// signed suspension list marks the credential's bit.

let t: TestApp;
let institution: Awaited<ReturnType<typeof signUpInstitution>>;
let programId: string;
beforeAll(async () => {
  t = await createTestApp();
  institution = await signUpInstitution(t);
  programId = await publishProgram(t, institution.cookie);
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; key?: string } };
type Entry = { statusPurpose: string; statusListCredential: string; statusListIndex: string };

/** The issuer's suspension list that holds the credential's bit (the same index as its revocation bit). */
const suspensionListOf = (document: Record<string, unknown>) =>
  (document.credentialStatus as Entry).statusListCredential.replace('/status/revocation/', '/status/suspension/');
/** Whether the issuer's published suspension list marks the credential. */
const suspendedBit = async (document: Record<string, unknown>) => {
  const list = await fetchJson(t, suspensionListOf(document));
  const { encodedList } = list.credentialSubject as { encodedList: string };
  const index = Number((document.credentialStatus as Entry).statusListIndex);
  return (await BitstringStatusList.decode({ encodedList })).getStatus(index);
};

const change = (verb: 'suspend' | 'unsuspend', cookie: string | undefined, id: string, reason = 'Under review') =>
  t.request(`/api/credentials/${id}/${verb}`, { method: 'POST', json: { reason }, ...(cookie ? { cookie } : {}) });
const page = async (id: string) => (await t.request(`/credentials/${id}?lang=en`)).text();
const bits = async (document: Record<string, unknown>) => {
  const result = await verifyIndependently(t, document).result;
  return { verified: result.verified, bits: result.statusResult?.results?.map((entry) => entry.status) };
};
const verifyFailure = async (document: Record<string, unknown>) => {
  const result = await verifyPresentedCredential(t.deps, JSON.stringify(document));
  const failed = result.checks.find((check) => check.outcome === 'failed');
  return failed ? `${failed.check}:${failed.reason}` : null;
};
const audited = (action: string, itemId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.itemId, itemId)));

async function issue(name: string) {
  const learner = await enrolledLearner(t, programId, name);
  const answer = await complete(t, institution.cookie, programId, learner.userId);
  expect(answer.status).toBe(201);
  const summary = CredentialSummary.parse(await answer.json());
  return { learner, summary, document: await fetchJson(t, summary.jsonUrl) };
}

describe('suspending a credential and lifting the suspension', () => {
  it('makes the page, /verify and an outside verifier say suspended, then valid again', async () => {
    const { summary, document } = await issue('Hari Gurung');
    // one entry, revocation: the credential passes 1EdTech's OB 3.0 schema
    expect((document.credentialStatus as Entry).statusPurpose).toBe('revocation');
    expect(openBadgeSchemaErrors(document)).toEqual([]);
    expect(await bits(document)).toEqual({ verified: true, bits: [false] });
    expect(await suspendedBit(document)).toBe(false);

    const answer = await change('suspend', institution.cookie, summary.id, 'Certificate under review');
    expect(answer.status).toBe(200);
    expect(CredentialSummary.parse(await answer.json())).toMatchObject({
      suspensionReason: 'Certificate under review',
      revokedAt: null,
    });
    const suspended = await page(summary.id);
    expect(suspended).toContain('Status: Suspended');
    expect(suspended).toContain('Reason: Certificate under review');
    expect(suspended).toContain(
      'Suspended: the issuer’s records say so, and its published suspension list says the same',
    );
    expect(await (await t.request(`/credentials/${summary.id}/certificate?lang=en`)).text()).toContain('Suspended');
    // the signed JSON is unchanged, its revocation bit too; the issuer's suspension list marks it
    expect(await fetchJson(t, summary.jsonUrl)).toEqual(document);
    expect(await bits(document)).toEqual({ verified: true, bits: [false] });
    expect(await suspendedBit(document)).toBe(true);
    expect(await verifyFailure(document)).toBe('status:suspended');

    const lifted = await change('unsuspend', institution.cookie, summary.id, 'Review finished');
    expect(lifted.status).toBe(200);
    expect(CredentialSummary.parse(await lifted.json())).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect(await page(summary.id)).toContain('Status: Valid');
    expect(await suspendedBit(document)).toBe(false);
    expect(await verifyFailure(document)).toBeNull();
  });

  it('happens once: a second suspension, lifting one not suspended, and a revoked credential are 409', async () => {
    const { summary } = await issue('Gita Magar');
    const unsuspended = await change('unsuspend', institution.cookie, summary.id);
    expect(unsuspended.status).toBe(409);
    expect(((await unsuspended.json()) as ErrorBody).error.key).toBe('credentials.errors.notSuspended');
    const both = await Promise.all([
      change('suspend', institution.cookie, summary.id),
      change('suspend', institution.cookie, summary.id),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const { summary: revoked } = await issue('Sunita Tamang');
    expect((await revoke(t, institution.cookie, revoked.id)).status).toBe(200);
    const answer = await change('suspend', institution.cookie, revoked.id);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as ErrorBody).error.key).toBe('credentials.errors.alreadyRevoked');
  });

  it('answers a missing or too long reason with 400 and a locale key, a malformed id with 400', async () => {
    const { summary } = await issue('Kiran Bhattarai');
    const short = await change('suspend', institution.cookie, summary.id, 'no');
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain('credentials.errors.suspendReasonRequired');
    const long = await change('suspend', institution.cookie, summary.id, 'x'.repeat(301));
    expect(long.status).toBe(400);
    expect((await change('suspend', institution.cookie, 'not-a-uuid')).status).toBe(400);
    expect((await change('suspend', institution.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('who may suspend or lift a suspension', () => {
  it('refuses an anonymous visitor, the learner, another user, another institution, a professional and staff without the second factor', async () => {
    const { learner, summary } = await issue('Sita Rai');
    const stranger = await t.signUp({ fullName: 'Some One', verified: true });
    const otherInstitution = await signUpInstitution(t, 'Butwal Skills Centre');
    const pro = await professional(t, 'Sita Tamang');
    const staffWithoutSecondFactor = await t.signUpStaff({ twoFactor: false });
    for (const verb of ['suspend', 'unsuspend'] as const) {
      expect((await change(verb, undefined, summary.id)).status).toBe(401);
      for (const [who, cookie] of [
        ['the learner', learner.cookie],
        ['another user', stranger.cookie],
        ['another institution', otherInstitution.cookie],
        ['a professional', pro.cookie],
        ['staff without the second factor', staffWithoutSecondFactor.cookie],
      ] as const) {
        const answer = await change(verb, cookie, summary.id);
        expect(answer.status, `${verb}: ${who}`).toBe(403);
        expect(((await answer.json()) as ErrorBody).error.key).toBe('credentials.errors.notIssuerStatus');
      }
    }
    expect(await page(summary.id)).toContain('Status: Valid');
  });

  it('lets staff suspend and lift any credential, each audit-logged with its reason; the issuer’s own are not', async () => {
    const { summary } = await issue('Anisha Khadka');
    const staff = await t.signUpStaff();
    expect((await change('suspend', staff.cookie, summary.id, 'Reported as forged')).status).toBe(200);
    expect(await audited('credential.suspend', summary.id)).toMatchObject([
      { reason: 'Reported as forged', actorEmail: staff.email },
    ]);
    // staff's suspension is staff's to lift, and the issuer cannot reissue around it
    const byIssuer = await change('unsuspend', institution.cookie, summary.id);
    expect(byIssuer.status).toBe(403);
    expect(((await byIssuer.json()) as ErrorBody).error.key).toBe('credentials.errors.staffSuspension');
    const reissue = await t.request(`/api/credentials/${summary.id}/reissue`, {
      method: 'POST',
      cookie: institution.cookie,
    });
    expect(reissue.status).toBe(409);
    expect(((await reissue.json()) as ErrorBody).error.key).toBe('credentials.errors.reissueSuspended');
    expect(await page(summary.id)).toContain('Status: Suspended');
    expect((await change('unsuspend', staff.cookie, summary.id, 'Checked with the institution')).status).toBe(200);
    expect(await audited('credential.unsuspend', summary.id)).toMatchObject([
      { reason: 'Checked with the institution' },
    ]);

    expect((await change('suspend', institution.cookie, summary.id)).status).toBe(200);
    expect(await audited('credential.suspend', summary.id)).toHaveLength(1);
  });

  it('lets a professional suspend their own service credential, through their own suspension list', async () => {
    const { pro, client, service } = await proWithClient(t);
    const issued = CredentialSummary.parse(
      await (await confirmCompletion(t, pro.cookie, service.id, client.userId)).json(),
    );
    expect((await change('suspend', institution.cookie, issued.id)).status).toBe(403);
    expect((await change('suspend', pro.cookie, issued.id)).status).toBe(200);
    const document = await fetchJson(t, issued.jsonUrl);
    expect(suspensionListOf(document)).toBe(`${TEST_ORIGIN}/issuers/${pro.userId}/status/suspension/0`);
    expect(await suspendedBit(document)).toBe(true);
  });
});

describe('the suspension list', () => {
  it('is a BitstringStatusListCredential signed like the revocation list, and a forged one fails', async () => {
    const { summary, document } = await issue('Rohit Yadav');
    await change('suspend', institution.cookie, summary.id);
    const url = suspensionListOf(document);
    const response = await t.request(new URL(url).pathname);
    expect(response.headers.get('content-type')).toContain('application/ld+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const list = (await response.json()) as Record<string, unknown>;
    expect(list).toMatchObject({
      id: url,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: (document.issuer as { id: string }).id,
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'suspension' },
    });

    const documentLoader: vc.DocumentLoader = async (address) => {
      const context = BUNDLED_CONTEXTS.get(address);
      if (context) return { contextUrl: null, documentUrl: address, document: structuredClone(context) };
      if (!address.startsWith(`${TEST_ORIGIN}/issuers/`)) throw new Error(`refused ${address}`);
      return { contextUrl: null, documentUrl: address, document: await fetchJson(t, address) };
    };
    const suite = new DataIntegrityProof({ cryptosuite });
    expect((await vc.verifyCredential({ credential: list, suite, documentLoader })).verified).toBe(true);
    const forged = structuredClone(list);
    (forged.credentialSubject as { encodedList: string }).encodedList = await new BitstringStatusList({
      length: 131_072,
    }).encode();
    expect((await vc.verifyCredential({ credential: forged, suite, documentLoader })).verified).toBe(false);
  });
});
