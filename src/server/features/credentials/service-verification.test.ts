import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { revoke } from '#tests/fixtures/credentials.ts';
import { fetchJson, openBadgeSchemaErrors, verifyIndependently } from '#tests/fixtures/open-badge-verifier.ts';
import { confirmCompletion, proWithClient } from '#tests/fixtures/service-credentials.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// The credential a professional issues, checked as an outside verifier would (decision 055): the
// library's verifier with the bundled contexts only, the professional's keys and status list over
// HTTP, and 1EdTech's JSON Schema.

let t: TestApp;
let issued: CredentialSummary;
let credential: Record<string, unknown>;
let proCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const { pro, client, service } = await proWithClient(t);
  proCookie = pro.cookie;
  issued = CredentialSummary.parse(await (await confirmCompletion(t, pro.cookie, service.id, client.userId)).json());
  credential = await fetchJson(t, issued.jsonUrl);
});
afterAll(() => t.close());

describe('a professional’s credential, verified independently', () => {
  it('passes, with the professional as issuer and their key and status list resolved from the deployment', async () => {
    const { result, fetched } = verifyIndependently(t, credential);
    const outcome = await result;
    expect(outcome.verified).toBe(true);
    expect(outcome.statusResult?.results?.[0]?.status).toBe(false);
    const issuer = (credential.issuer as { id: string }).id;
    expect(fetched.every((url) => url.startsWith(`${issuer}/`) || url === issuer)).toBe(true);
    expect(fetched).toContain((credential.credentialStatus as { statusListCredential: string }).statusListCredential);
    expect(issuer).toMatch(new RegExp(`^${TEST_ORIGIN}/issuers/`));
  });

  it('fails when the service it names is changed', async () => {
    const tampered = structuredClone(credential) as { credentialSubject: { achievement: { name: string } } };
    tampered.credentialSubject.achievement.name = 'Aircraft Maintenance';
    expect((await verifyIndependently(t, tampered as unknown as Record<string, unknown>).result).verified).toBe(false);
  });

  it('validates against 1EdTech’s JSON Schema for OpenBadgeCredential', () => {
    expect(openBadgeSchemaErrors(credential)).toEqual([]);
  });

  it('reports revoked once the professional revokes it, its proof still good', async () => {
    expect((await revoke(t, proCookie, issued.id)).status).toBe(200);
    const outcome = await verifyIndependently(t, credential).result;
    expect(outcome.statusResult?.results?.[0]?.status).toBe(true);
  });
});
