import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary, IssuedCredentialCounts, ServiceClient } from '#contract/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { professional, publishService } from '#tests/fixtures/bookings.ts';
import { revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { confirmCompletion, enquire, markWork, proWithClient } from '#tests/fixtures/service-credentials.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// A professional confirms a client completed their training service (decision 055).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; key?: string } };
const keyOf = async (response: Response) => ((await response.json()) as ErrorBody).error.key;
const mine = async (cookie: string) => (await (await t.request('/api/me/credentials', { cookie })).json()) as unknown[];

describe('a professional confirms a client completed their service', () => {
  it('issues one credential naming the service, with the professional as issuer, which the client finds', async () => {
    const { pro, client, service } = await proWithClient(t);
    const first = await confirmCompletion(t, pro.cookie, service.id, client.userId, { remark: 'All lessons done' });
    expect(first.status).toBe(201);
    const issued = CredentialSummary.parse(await first.json());
    expect(issued).toMatchObject({
      name: service.title,
      issuerName: 'Bikash Tamang',
      learnerName: 'Aarati Shrestha',
      pageUrl: `${TEST_ORIGIN}/credentials/${issued.id}`,
    });
    expect(await mine(client.cookie)).toEqual([issued]);

    // confirming again changes nothing: the same credential comes back
    const again = await confirmCompletion(t, pro.cookie, service.id, client.userId);
    expect(again.status).toBe(200);
    expect(CredentialSummary.parse(await again.json()).id).toBe(issued.id);

    const document = (await (await t.request(`/credentials/${issued.id}.json`)).json()) as {
      issuer: Record<string, unknown>;
      credentialSubject: { achievement: Record<string, unknown> };
      evidence: { id: string }[];
    };
    expect(document.issuer).toMatchObject({
      id: `${TEST_ORIGIN}/issuers/${pro.userId}`,
      name: 'Bikash Tamang',
      url: `${TEST_ORIGIN}/professionals/${pro.userId}`,
    });
    expect(document.credentialSubject.achievement).toMatchObject({
      name: service.title,
      achievementType: 'Course',
      tag: ['Wiring', 'MCB boards', 'Training'],
    });
    expect(document.evidence[0]!.id).toBe(`${TEST_ORIGIN}/professionals/${pro.userId}#service-${service.id}`);
  });

  it('issues once when the same confirmation arrives twice at the same moment', async () => {
    const { pro, client, service } = await proWithClient(t);
    const answers = await Promise.all([
      confirmCompletion(t, pro.cookie, service.id, client.userId),
      confirmCompletion(t, pro.cookie, service.id, client.userId),
    ]);
    const ids = await Promise.all(answers.map(async (answer) => CredentialSummary.parse(await answer.json()).id));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await mine(client.cookie)).toHaveLength(1);
  });

  it('says "Issuer not verified" on the page of an unverified professional’s credential', async () => {
    const { pro, client, service } = await proWithClient(t);
    const issued = CredentialSummary.parse(
      await (await confirmCompletion(t, pro.cookie, service.id, client.userId)).json(),
    );
    const page = await (await t.request(`/credentials/${issued.id}?lang=en`)).text();
    expect(page).toContain('Bikash Tamang');
    expect(page).toContain('Issuer not verified');
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, pro.userId));
    const verified = await (await t.request(`/credentials/${issued.id}?lang=en`)).text();
    expect(verified).not.toContain('Issuer not verified');
    // the badge names what was verified: a professional, not an institution
    expect(verified).toContain('Verified professional');
    expect(verified).not.toContain('Verified institution');
    const certificate = await (await t.request(`/credentials/${issued.id}/certificate?lang=en`)).text();
    expect(certificate).toContain('Verified professional');
  });

  it('lets the professional revoke it as institutions do, and then confirm the client again', async () => {
    const { pro, client, service } = await proWithClient(t);
    const issued = CredentialSummary.parse(
      await (await confirmCompletion(t, pro.cookie, service.id, client.userId)).json(),
    );
    const other = await professional(t, 'Sita Rai');
    expect((await revoke(t, client.cookie, issued.id)).status).toBe(403);
    expect((await revoke(t, other.cookie, issued.id)).status).toBe(403);
    expect((await revoke(t, pro.cookie, issued.id)).status).toBe(200);
    const page = await (await t.request(`/credentials/${issued.id}?lang=en`)).text();
    expect(page).toContain('Revoked');
    const again = await confirmCompletion(t, pro.cookie, service.id, client.userId);
    expect(again.status).toBe(201);
    expect(CredentialSummary.parse(await again.json()).id).not.toBe(issued.id);
  });
});

describe('who may confirm, and for whom', () => {
  it('refuses anonymous visitors, learners, institutions, another professional and the professional for themselves', async () => {
    const { pro, client, service } = await proWithClient(t);
    const anonymous = await confirmCompletion(t, undefined, service.id, client.userId);
    expect(anonymous.status).toBe(401);
    const learner = await t.signUp({ verified: true });
    expect((await confirmCompletion(t, learner.cookie, service.id, client.userId)).status).toBe(403);
    const institution = await signUpInstitution(t);
    expect((await confirmCompletion(t, institution.cookie, service.id, client.userId)).status).toBe(403);
    // another professional's service is not theirs to know of
    const other = await professional(t, 'Sita Rai');
    const foreign = await confirmCompletion(t, other.cookie, service.id, client.userId);
    expect(foreign.status).toBe(404);
    expect(await keyOf(foreign)).toBe('credentials.errors.serviceNotFound');
    const self = await confirmCompletion(t, pro.cookie, service.id, pro.userId);
    expect(self.status).toBe(403);
    expect(await keyOf(self)).toBe('credentials.errors.selfIssue');
    expect(await mine(client.cookie)).toEqual([]);
    expect(await mine(pro.cookie)).toEqual([]);
  });

  it('refuses a learner issuing to themselves: without the role, and with it, on a service not theirs', async () => {
    const { client, service } = await proWithClient(t);
    expect((await confirmCompletion(t, client.cookie, service.id, client.userId)).status).toBe(403);
    const added = await t.request('/api/me/roles', {
      method: 'POST',
      json: { role: 'professional' },
      cookie: client.cookie,
    });
    expect(added.status).toBe(201);
    expect((await confirmCompletion(t, client.cookie, service.id, client.userId)).status).toBe(404);
    expect(await mine(client.cookie)).toEqual([]);
  });

  it('refuses someone who is not a client whose work is done: a stranger, an enquirer, work only agreed', async () => {
    const { pro, service } = await proWithClient(t);
    const stranger = await t.signUp({ verified: true });
    const enquirer = await t.signUp({ verified: true });
    await enquire(t, enquirer, service.id);
    const agreed = await t.signUp({ verified: true });
    await enquire(t, agreed, service.id);
    await markWork(t, pro, agreed, service.id, 'agreed');
    // done on another service of theirs is not done on this one
    const otherService = await publishService(t, pro);
    const elsewhere = await t.signUp({ verified: true });
    await enquire(t, elsewhere, otherService.id);
    await markWork(t, pro, elsewhere, otherService.id);
    for (const person of [stranger, enquirer, agreed, elsewhere]) {
      const refused = await confirmCompletion(t, pro.cookie, service.id, person.userId);
      expect(refused.status).toBe(409);
      expect(await keyOf(refused)).toBe('credentials.errors.notClient');
      expect(await mine(person.cookie)).toEqual([]);
    }
  });

  it('refuses a service staff hid, and every service of a suspended professional (410)', async () => {
    const hidden = await proWithClient(t);
    await t.database.db
      .update(services)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation', hiddenReason: 'Spam' })
      .where(eq(services.id, hidden.service.id));
    expect((await confirmCompletion(t, hidden.pro.cookie, hidden.service.id, hidden.client.userId)).status).toBe(410);

    const suspended = await proWithClient(t);
    await t.database.db
      .update(profiles)
      .set({ hiddenAt: new Date(), hiddenCause: 'suspension' })
      .where(eq(profiles.id, suspended.pro.userId));
    const refused = await confirmCompletion(t, suspended.pro.cookie, suspended.service.id, suspended.client.userId);
    expect(refused.status).toBe(410);
    expect(await mine(hidden.client.cookie)).toEqual([]);
    expect(await mine(suspended.client.cookie)).toEqual([]);
  });

  it('answers a malformed id or body with 400', async () => {
    const { pro, client, service } = await proWithClient(t);
    expect((await confirmCompletion(t, pro.cookie, 'not-an-id', client.userId)).status).toBe(400);
    const long = await confirmCompletion(t, pro.cookie, service.id, client.userId, { remark: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(await keyOf(long)).toBe('credentials.errors.remarkTooLong');
  });
});

describe('the issuer’s side on the dashboards', () => {
  it('lists the professional’s clients whose work is done, with the credential issued to each', async () => {
    const { pro, client, service } = await proWithClient(t);
    const before = ServiceClient.array().parse(
      await (await t.request('/api/me/service-clients', { cookie: pro.cookie })).json(),
    );
    expect(before).toEqual([
      expect.objectContaining({
        serviceId: service.id,
        clientId: client.userId,
        clientName: 'Aarati Shrestha',
        credential: null,
      }),
    ]);
    const issued = CredentialSummary.parse(
      await (await confirmCompletion(t, pro.cookie, service.id, client.userId)).json(),
    );
    const after = ServiceClient.array().parse(
      await (await t.request('/api/me/service-clients', { cookie: pro.cookie })).json(),
    );
    expect(after[0]?.credential?.id).toBe(issued.id);
    // nobody else sees them: not another professional, a learner, nor anonymous visitors
    const other = await professional(t, 'Sita Rai');
    expect(await (await t.request('/api/me/service-clients', { cookie: other.cookie })).json()).toEqual([]);
    expect((await t.request('/api/me/service-clients', { cookie: client.cookie })).status).toBe(403);
    expect((await t.request('/api/me/service-clients')).status).toBe(401);
    const institution = await signUpInstitution(t);
    expect((await t.request('/api/me/service-clients', { cookie: institution.cookie })).status).toBe(403);
  });

  it('counts what an issuer issued, stands and was revoked, for professionals and institutions alone', async () => {
    const { pro, client, service } = await proWithClient(t);
    const counts = async (cookie?: string) => t.request('/api/me/issued-credentials/counts', cookie ? { cookie } : {});
    const read = async (cookie: string) => IssuedCredentialCounts.parse(await (await counts(cookie)).json());
    expect(await read(pro.cookie)).toEqual({ issued: 0, valid: 0, revoked: 0, expired: 0 });
    const issued = CredentialSummary.parse(
      await (await confirmCompletion(t, pro.cookie, service.id, client.userId)).json(),
    );
    expect(await read(pro.cookie)).toEqual({ issued: 1, valid: 1, revoked: 0, expired: 0 });
    const list = (await (await t.request('/api/me/issued-credentials', { cookie: pro.cookie })).json()) as unknown[];
    expect(list).toEqual([issued]);
    await revoke(t, pro.cookie, issued.id);
    expect(await read(pro.cookie)).toEqual({ issued: 1, valid: 0, revoked: 1, expired: 0 });

    expect((await counts()).status).toBe(401);
    expect((await counts(client.cookie)).status).toBe(403);
    expect((await t.request('/api/me/issued-credentials', { cookie: client.cookie })).status).toBe(403);
    const institution = await signUpInstitution(t);
    expect(await read(institution.cookie)).toEqual({ issued: 0, valid: 0, revoked: 0, expired: 0 });
  });
});
