import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Reissuing after a name change: a signed credential is never rewritten, so the issuer issues a new
// one with the name as it is now, and the old one is revoked and points to it.

let t: TestApp;
let institution: Awaited<ReturnType<typeof signUpInstitution>>;
let programId: string;
beforeAll(async () => {
  t = await createTestApp();
  institution = await signUpInstitution(t);
  programId = await publishProgram(t, institution.cookie);
});
afterAll(() => t.close());

const path = (url: string) => new URL(url).pathname;
const reissue = (cookie: string | undefined, id: string) =>
  t.request(`/api/credentials/${id}/reissue`, { method: 'POST', ...(cookie ? { cookie } : {}) });

async function issue(name: string) {
  const learner = await enrolledLearner(t, programId, name);
  const answer = await complete(t, institution.cookie, programId, learner.userId, { grade: 'B+' });
  return { learner, summary: CredentialSummary.parse(await answer.json()) };
}

describe('reissuing a credential after the learner’s name changed', () => {
  it('issues a new one in the new name and revokes the old one, whose page points to it', async () => {
    const { learner, summary: old } = await issue('Ramesh Thapa');
    // the learner corrects their name (the profile form writes this column)
    await t.database.db.update(profiles).set({ fullName: 'Ramesh Thapa Magar' }).where(eq(profiles.id, learner.userId));

    const answer = await reissue(institution.cookie, old.id);
    expect(answer.status).toBe(201);
    const fresh = CredentialSummary.parse(await answer.json());
    expect(fresh).toMatchObject({ learnerName: 'Ramesh Thapa Magar', name: old.name, revokedAt: null });
    expect(fresh.id).not.toBe(old.id);
    const freshDocument = (await (await t.request(path(fresh.jsonUrl))).json()) as {
      credentialSubject: { narrative: string };
    };
    expect(freshDocument.credentialSubject.narrative).toBe('Grade: B+');

    const mine = CredentialSummary.array().parse(
      await (await t.request('/api/me/credentials', { cookie: learner.cookie })).json(),
    );
    expect(mine.find((credential) => credential.id === old.id)).toMatchObject({ replacedByUrl: fresh.pageUrl });
    expect(mine.find((credential) => credential.id === old.id)?.revokedAt).not.toBeNull();

    const oldPage = await (await t.request(path(old.pageUrl), { headers: { 'accept-language': 'en' } })).text();
    expect(oldPage).toContain('Status: Revoked');
    expect(oldPage).toContain(`replaced by the credential at <a href="${fresh.pageUrl}">`);
    const newPage = await (await t.request(path(fresh.pageUrl), { headers: { 'accept-language': 'en' } })).text();
    expect(newPage).toContain('Status: Valid');
    expect(newPage).toContain('Ramesh Thapa Magar');
  });

  it('is the issuer’s alone: anonymous 401; the learner, another institution and a non-institution 403', async () => {
    const { learner, summary } = await issue('Sita Rai');
    const other = await signUpInstitution(t, 'Butwal Skills Centre');
    expect((await reissue(undefined, summary.id)).status).toBe(401);
    expect((await reissue(learner.cookie, summary.id)).status).toBe(403);
    expect((await reissue(other.cookie, summary.id)).status).toBe(403);
    expect((await reissue(institution.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const mine = CredentialSummary.array().parse(
      await (await t.request('/api/me/credentials', { cookie: learner.cookie })).json(),
    );
    expect(mine).toHaveLength(1);
  });

  it('happens once when asked twice at the same moment, and never for a revoked credential', async () => {
    const { learner, summary } = await issue('Gita Magar');
    const answers = await Promise.all([
      reissue(institution.cookie, summary.id),
      reissue(institution.cookie, summary.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const mine = CredentialSummary.array().parse(
      await (await t.request('/api/me/credentials', { cookie: learner.cookie })).json(),
    );
    expect(mine.filter((credential) => credential.revokedAt === null)).toHaveLength(1);

    const { summary: revoked } = await issue('Hari Gurung');
    await revoke(t, institution.cookie, revoked.id);
    expect((await reissue(institution.cookie, revoked.id)).status).toBe(409);
  });
});
