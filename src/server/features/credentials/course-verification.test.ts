import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { catalogueCourse, confirmCourse, finishedLearner } from '#tests/fixtures/course-credentials.ts';
import { revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { fetchJson, openBadgeSchemaErrors, verifyIndependently } from '#tests/fixtures/open-badge-verifier.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// The credential a catalogue course's provider issues, checked as an outside verifier would
// (decision 058): the library's verifier with the bundled contexts only, the provider's keys and
// status list over HTTP, and 1EdTech's JSON Schema, with the module progress as evidence.

let t: TestApp;
let issued: CredentialSummary;
let credential: Record<string, unknown>;
let providerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const provider = await signUpInstitution(t);
  providerCookie = provider.cookie;
  const courseId = await catalogueCourse(t, provider.userId);
  const learner = await finishedLearner(t, courseId);
  issued = CredentialSummary.parse(
    await (await confirmCourse(t, provider.cookie, courseId, learner.userId, { grade: 'A' })).json(),
  );
  credential = await fetchJson(t, issued.jsonUrl);
});
afterAll(() => t.close());

describe('a course provider’s credential, verified independently', () => {
  it('passes, with the provider as issuer and its key and status list resolved from the deployment', async () => {
    const { result, fetched } = verifyIndependently(t, credential);
    const outcome = await result;
    expect(outcome.verified).toBe(true);
    expect(outcome.statusResult?.results?.[0]?.status).toBe(false);
    const issuer = (credential.issuer as { id: string }).id;
    expect(issuer).toMatch(new RegExp(`^${TEST_ORIGIN}/issuers/`));
    expect(fetched.every((url) => url.startsWith(`${issuer}/`) || url === issuer)).toBe(true);
    expect(fetched).toContain((credential.credentialStatus as { statusListCredential: string }).statusListCredential);
  });

  it('fails when a module’s date in the evidence is changed', async () => {
    const tampered = structuredClone(credential) as { evidence: { description: string }[] };
    tampered.evidence[1]!.description = 'Finished on 2020-01-01.';
    expect((await verifyIndependently(t, tampered as unknown as Record<string, unknown>).result).verified).toBe(false);
  });

  it('validates against 1EdTech’s JSON Schema for OpenBadgeCredential', () => {
    expect(openBadgeSchemaErrors(credential)).toEqual([]);
  });

  it('reports revoked once the provider revokes it, its proof still good', async () => {
    expect((await revoke(t, providerCookie, issued.id)).status).toBe(200);
    const outcome = await verifyIndependently(t, credential).result;
    expect(outcome.verified).toBe(true);
    expect(outcome.statusResult?.results?.[0]?.status).toBe(true);
  });
});
