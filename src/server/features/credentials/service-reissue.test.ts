import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { professional } from '#tests/fixtures/bookings.ts';
import { revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { confirmCompletion, proWithClient } from '#tests/fixtures/service-credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// A professional reissues a client's service credential after the client's name changed, as an
// institution reissues a program's (reissue.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (url: string) => new URL(url).pathname;
const reissue = (cookie: string | undefined, id: string) =>
  t.request(`/api/credentials/${id}/reissue`, { method: 'POST', ...(cookie ? { cookie } : {}) });
const mine = async (cookie: string) =>
  CredentialSummary.array().parse(await (await t.request('/api/me/credentials', { cookie })).json());

async function issued(names: { pro?: string; client?: string } = {}) {
  const { pro, client, service } = await proWithClient(t, names);
  const answer = await confirmCompletion(t, pro.cookie, service.id, client.userId, { grade: 'A' });
  expect(answer.status).toBe(201);
  return { pro, client, service, summary: CredentialSummary.parse(await answer.json()) };
}

describe('a professional reissues a service credential', () => {
  it('issues one in the client’s new name, revokes the old one, and both pages say so', async () => {
    const { pro, client, service, summary: old } = await issued();
    await t.database.db
      .update(profiles)
      .set({ fullName: 'Aarati Shrestha Karki' })
      .where(eq(profiles.id, client.userId));

    const answer = await reissue(pro.cookie, old.id);
    expect(answer.status).toBe(201);
    const fresh = CredentialSummary.parse(await answer.json());
    expect(fresh).toMatchObject({ learnerName: 'Aarati Shrestha Karki', name: service.title, revokedAt: null });
    expect(fresh.id).not.toBe(old.id);
    const document = (await (await t.request(path(fresh.jsonUrl))).json()) as {
      issuer: { id: string };
      credentialSubject: { narrative: string; achievement: { tag: string[] } };
    };
    expect(document.issuer.id).toContain(`/issuers/${pro.userId}`);
    expect(document.credentialSubject.narrative).toBe('Grade: A');
    expect(document.credentialSubject.achievement.tag).toContain('Training');

    const held = await mine(client.cookie);
    expect(held.find((credential) => credential.id === old.id)).toMatchObject({ replacedByUrl: fresh.pageUrl });
    const oldPage = await (await t.request(`${path(old.pageUrl)}?lang=en`)).text();
    expect(oldPage).toContain('Status: Revoked');
    expect(oldPage).toContain('Reissued with corrected details');
    expect(oldPage).toContain(`replaced by the credential at <a href="${fresh.pageUrl}">`);
    const newPage = await (await t.request(`${path(fresh.pageUrl)}?lang=en`)).text();
    expect(newPage).toContain('Status: Valid');
    expect(newPage).toContain('Aarati Shrestha Karki');

    // the standing one is the new one: confirming again answers it
    const again = await confirmCompletion(t, pro.cookie, service.id, client.userId);
    expect(again.status).toBe(200);
    expect(CredentialSummary.parse(await again.json()).id).toBe(fresh.id);
  });

  it('is the professional’s alone: anonymous 401; the client, another professional, an institution and staff 403', async () => {
    const { client, summary } = await issued({ client: 'Kiran Bhattarai' });
    const other = await professional(t, 'Sita Rai');
    const institution = await signUpInstitution(t, 'Butwal Skills Centre');
    const staff = await t.signUpStaff();
    expect((await reissue(undefined, summary.id)).status).toBe(401);
    expect((await reissue(client.cookie, summary.id)).status).toBe(403);
    expect((await reissue(other.cookie, summary.id)).status).toBe(403);
    expect((await reissue(institution.cookie, summary.id)).status).toBe(403);
    expect((await reissue(staff.cookie, summary.id)).status).toBe(403);
    expect((await reissue(other.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await mine(client.cookie)).toHaveLength(1);
  });

  it('happens once when asked twice at once, never for a revoked credential, and not on a hidden service', async () => {
    const { pro, client, summary } = await issued({ client: 'Sujan Karki' });
    const answers = await Promise.all([reissue(pro.cookie, summary.id), reissue(pro.cookie, summary.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await mine(client.cookie)).filter((credential) => credential.revokedAt === null)).toHaveLength(1);

    const revoked = await issued({ client: 'Gita Magar' });
    expect((await revoke(t, revoked.pro.cookie, revoked.summary.id)).status).toBe(200);
    expect((await reissue(revoked.pro.cookie, revoked.summary.id)).status).toBe(409);

    const hidden = await issued({ client: 'Hari Gurung' });
    await t.database.db.update(services).set({ hiddenAt: new Date() }).where(eq(services.id, hidden.service.id));
    expect((await reissue(hidden.pro.cookie, hidden.summary.id)).status).toBe(410);
    expect((await mine(hidden.client.cookie))[0]?.revokedAt).toBeNull();
  });
});
