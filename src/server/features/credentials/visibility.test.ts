import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary, ProfileCredential } from '#contract/credentials.ts';
import { professional, publishService } from '#tests/fixtures/bookings.ts';
import { complete, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// The learner hides a credential from their public profile and from search engines, or shows it
// again (decision 052). Only the learner may; the link keeps working either way.

let t: TestApp;
let institution: { cookie: string; userId: string };
let learner: { cookie: string; userId: string; email: string };
let programId: string;
let issued: CredentialSummary;
beforeAll(async () => {
  t = await createTestApp();
  institution = await signUpInstitution(t);
  programId = await publishProgram(t, institution.cookie);
  // an electrician with a public profile, who also completed the institution's program
  learner = await professional(t, 'Ramesh Thapa');
  await publishService(t, learner);
  const enrol = await t.request(`/api/programs/${programId}/enrol`, { method: 'POST', cookie: learner.cookie });
  expect(enrol.status).toBe(201);
  issued = CredentialSummary.parse(await (await complete(t, institution.cookie, programId, learner.userId)).json());
});
afterAll(() => t.close());

const setHidden = (cookie: string | undefined, hidden: boolean, id = issued.id) =>
  t.request(`/api/credentials/${id}/visibility`, { method: 'PUT', json: { hidden }, ...(cookie ? { cookie } : {}) });
const profileCredentials = async (userId = learner.userId) => {
  const answer = await t.request(`/api/professionals/${userId}/credentials`);
  return {
    status: answer.status,
    list: answer.status === 200 ? ProfileCredential.array().parse(await answer.json()) : [],
  };
};
const pageHtml = async () => (await t.request(new URL(issued.pageUrl).pathname)).text();

describe('hiding and showing a credential', () => {
  it('starts shown: on the public profile, and its page may be indexed (yet is in no sitemap)', async () => {
    expect(issued.hidden).toBe(false);
    expect((await profileCredentials()).list.map((one) => one.name)).toEqual(['Solar PV Installation']);
    expect(await pageHtml()).not.toContain('noindex');
    expect(await (await t.request('/sitemap.xml')).text()).not.toContain('/credentials/');
  });

  it('hidden by its learner, it leaves the profile and its page says noindex, while the link still works', async () => {
    const answer = await setHidden(learner.cookie, true);
    expect(answer.status).toBe(200);
    expect(CredentialSummary.parse(await answer.json()).hidden).toBe(true);
    expect((await profileCredentials()).list).toEqual([]);
    const page = await t.request(new URL(issued.pageUrl).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Solar PV Installation');
    expect((await t.request(new URL(issued.jsonUrl).pathname)).status).toBe(200);
    const mine = CredentialSummary.array().parse(
      await (await t.request('/api/me/credentials', { cookie: learner.cookie })).json(),
    );
    expect(mine[0]?.hidden).toBe(true);
  });

  it('shown again, it is back on the profile and indexable', async () => {
    expect((await setHidden(learner.cookie, false)).status).toBe(200);
    expect((await profileCredentials()).list).toHaveLength(1);
    expect(await pageHtml()).not.toContain('noindex');
  });

  it('is refused to everyone but the learner: another user, the issuer, staff, and anonymous visitors', async () => {
    const other = await t.signUp({ fullName: 'Someone Else', verified: true });
    const staff = await t.signUpStaff();
    for (const [who, cookie, status] of [
      ['another user', other.cookie, 403],
      ['the issuer', institution.cookie, 403],
      ['staff', staff.cookie, 403],
      ['anonymous', undefined, 401],
    ] as const) {
      expect((await setHidden(cookie, true)).status, who).toBe(status);
    }
    expect((await profileCredentials()).list).toHaveLength(1);
  });

  it('answers 404 for an unknown credential and 400 for a body without a boolean', async () => {
    expect((await setHidden(learner.cookie, true, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await t.request(`/api/credentials/${issued.id}/visibility`, {
      method: 'PUT',
      json: { hidden: 'yes' },
      cookie: learner.cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe('the credentials on a public profile', () => {
  it('leave out revoked credentials', async () => {
    const other = await signUpInstitution(t, 'Chitwan Polytechnic');
    const second = await publishProgram(t, other.cookie, { programTitle: 'Mobile Phone Repair' });
    await t.request(`/api/programs/${second}/enrol`, { method: 'POST', cookie: learner.cookie });
    const revoked = CredentialSummary.parse(await (await complete(t, other.cookie, second, learner.userId)).json());
    expect((await profileCredentials()).list).toHaveLength(2);
    expect((await revoke(t, other.cookie, revoked.id)).status).toBe(200);
    expect((await profileCredentials()).list.map((one) => one.id)).toEqual([issued.id]);
  });

  it('leave out a suspended credential until its suspension is lifted (decision 057)', async () => {
    const suspension = (verb: 'suspend' | 'unsuspend') =>
      t.request(`/api/credentials/${issued.id}/${verb}`, {
        method: 'POST',
        json: { reason: 'Under review' },
        cookie: institution.cookie,
      });
    const shown = async () => (await profileCredentials()).list.map((one) => one.id);
    expect(await shown()).toContain(issued.id);
    expect((await suspension('suspend')).status).toBe(200);
    expect(await shown()).not.toContain(issued.id);
    expect((await suspension('unsuspend')).status).toBe(200);
    expect(await shown()).toContain(issued.id);
  });

  it('exist only for a profile the directory shows: 404 for any other account or id', async () => {
    const plain = await t.signUp({ fullName: 'No Profile', verified: true });
    expect((await profileCredentials(plain.userId)).status).toBe(404);
    expect((await profileCredentials('not-an-id')).status).toBe(404);
  });
});
