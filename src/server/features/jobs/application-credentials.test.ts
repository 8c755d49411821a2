import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachedCredential } from '#contract/application-credentials.ts';
import { CredentialSummary } from '#contract/credentials.ts';
import { ApplicationDetail, MyApplication } from '#contract/job-applications.ts';
import { CompanyJob } from '#contract/company-jobs.ts';
import { applicationCredentials } from '#server/db/schema/application-credentials.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { jobApplications } from '#server/db/schema/jobs.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Credentials attached to applications (decision 053): only the applicant's own, and the job's
// company alone sees them, each with its standing computed when it looks.

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
const keyOf = async (response: Response) => ((await response.json()) as ErrorBody).error.key;

/** A learner of the program holding its credential. */
async function credentialHolder(name: string) {
  const learner = await enrolledLearner(t, programId, name);
  const answer = await complete(t, institution.cookie, programId, learner.userId);
  expect(answer.status).toBe(201);
  return { ...learner, credential: CredentialSummary.parse(await answer.json()) };
}

async function companyWithJob(name = 'Pokhara Solar Pvt. Ltd.') {
  const company = await t.signUp({ verified: true, fullName: name });
  await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: company.cookie });
  const answer = await t.request('/api/company/jobs', {
    method: 'POST',
    json: bakeryJob('Solar Technician'),
    cookie: company.cookie,
  });
  expect(answer.status).toBe(201);
  return { ...company, job: CompanyJob.parse(await answer.json()) };
}

const apply = (cookie: string, jobId: string, credentialIds: string[]) =>
  t.request(`/api/jobs/${jobId}/applications`, {
    method: 'POST',
    cookie,
    json: {
      fullName: 'Ramesh Thapa',
      email: 'ramesh@example.com',
      coverLetter: 'I install rooftop solar.',
      credentialIds,
    },
  });

async function detail(cookie: string, applicationId: string) {
  const answer = await t.request(`/api/company/applications/${applicationId}`, { cookie });
  expect(answer.status).toBe(200);
  return ApplicationDetail.parse(await answer.json());
}

const setCredentials = (cookie: string | undefined, applicationId: string, credentialIds: string[]) =>
  t.request(`/api/me/applications/${applicationId}/credentials`, {
    method: 'PUT',
    json: { credentialIds },
    ...(cookie ? { cookie } : {}),
  });

describe('attaching credentials when applying', () => {
  it('shows the company a verified credential with its issuer and date, and a link to its page', async () => {
    const ramesh = await credentialHolder('Ramesh Thapa');
    const company = await companyWithJob();
    const answer = await apply(ramesh.cookie, company.job.id, [ramesh.credential.id]);
    expect(answer.status).toBe(201);
    const application = MyApplication.parse(await answer.json());

    const seen = await detail(company.cookie, application.id);
    expect(seen.credentials).toEqual([
      {
        id: ramesh.credential.id,
        achievement: 'Solar PV Installation',
        achievementNe: null,
        issuerName: 'Pokhara Technical School',
        issuedAt: ramesh.credential.issuedAt,
        validUntil: null,
        standing: 'valid',
        revokedAt: null,
        suspendedAt: null,
        issuerVerified: false,
        pagePath: `/credentials/${ramesh.credential.id}`,
      },
    ]);
    // the issuer's verification is read when the company looks, as the credential's page does
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, institution.userId));
    expect((await detail(company.cookie, application.id)).credentials[0]?.issuerVerified).toBe(true);
    await t.database.db.update(profiles).set({ isVerified: false }).where(eq(profiles.id, institution.userId));
  });

  it('refuses someone else’s credential with 400 and saves nothing of the application', async () => {
    const owner = await credentialHolder('Sita Rai');
    const thief = await credentialHolder('Hari Gurung');
    const company = await companyWithJob();
    const answer = await apply(thief.cookie, company.job.id, [thief.credential.id, owner.credential.id]);
    expect(answer.status).toBe(400);
    expect(await keyOf(answer)).toBe('jobsApi.credentialNotYours');

    const mine = await t.request('/api/me/applications', { cookie: thief.cookie });
    expect(await mine.json()).toEqual([]);
    const attached = await t.database.db
      .select()
      .from(applicationCredentials)
      .where(eq(applicationCredentials.credentialId, owner.credential.id));
    expect(attached).toEqual([]);
    // an unknown id answers the same, and a malformed one is refused by the form's schema
    const unknown = await apply(thief.cookie, company.job.id, ['7d1b3a52-0c84-4c1e-9c55-2f7c1d3e4a10']);
    expect(await keyOf(unknown)).toBe('jobsApi.credentialNotYours');
    expect((await apply(thief.cookie, company.job.id, ['not-an-id'])).status).toBe(400);
    // and with only its own credential the same application goes through
    expect((await apply(thief.cookie, company.job.id, [thief.credential.id])).status).toBe(201);
  });

  it('refuses a revoked or suspended credential of one’s own, and counts a repeated id once', async () => {
    const learner = await credentialHolder('Maya Shrestha');
    const company = await companyWithJob();
    expect((await revoke(t, institution.cookie, learner.credential.id)).status).toBe(200);
    const refused = await apply(learner.cookie, company.job.id, [learner.credential.id]);
    expect(refused.status).toBe(400);
    expect(await keyOf(refused)).toBe('jobsApi.credentialRevoked');

    const suspended = await credentialHolder('Maya Shrestha III');
    const suspend = await t.request(`/api/credentials/${suspended.credential.id}/suspend`, {
      method: 'POST',
      json: { reason: 'Under review' },
      cookie: institution.cookie,
    });
    expect(suspend.status).toBe(200);
    const notNow = await apply(suspended.cookie, company.job.id, [suspended.credential.id]);
    expect(notNow.status).toBe(400);
    expect(await keyOf(notNow)).toBe('jobsApi.credentialSuspended');

    const again = await credentialHolder('Maya Shrestha II');
    const answer = await apply(again.cookie, company.job.id, [again.credential.id, again.credential.id]);
    expect(answer.status).toBe(201);
    expect((await detail(company.cookie, MyApplication.parse(await answer.json()).id)).credentials).toHaveLength(1);
  });
});

describe('the live status the company sees', () => {
  it('turns to Revoked, Replaced and Expired as the credential changes after applying', async () => {
    const company = await companyWithJob();
    const revoked = await credentialHolder('Bimal KC');
    const replaced = await credentialHolder('Gita Magar');
    const expiring = await credentialHolder('Suman Lama');
    const ids: Record<string, string> = {};
    for (const holder of [revoked, replaced, expiring]) {
      const answer = await apply(holder.cookie, company.job.id, [holder.credential.id]);
      ids[holder.credential.id] = MyApplication.parse(await answer.json()).id;
    }
    const standing = async (credentialId: string) =>
      (await detail(company.cookie, ids[credentialId]!)).credentials[0]?.standing;
    for (const holder of [revoked, replaced, expiring]) expect(await standing(holder.credential.id)).toBe('valid');

    expect((await revoke(t, institution.cookie, revoked.credential.id)).status).toBe(200);
    const reissue = await t.request(`/api/credentials/${replaced.credential.id}/reissue`, {
      method: 'POST',
      cookie: institution.cookie,
    });
    expect(reissue.status).toBe(201);
    await t.database.db
      .update(credentials)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(credentials.id, expiring.credential.id));

    expect(await standing(revoked.credential.id)).toBe('revoked');
    expect(await standing(replaced.credential.id)).toBe('replaced');
    expect(await standing(expiring.credential.id)).toBe('expired');
    const seen = (await detail(company.cookie, ids[revoked.credential.id]!)).credentials[0];
    expect(Date.parse(seen!.revokedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('says Suspended while the issuer suspends it, and Valid again once lifted (decision 057)', async () => {
    const company = await companyWithJob('Butwal Solar Pvt. Ltd.');
    const holder = await credentialHolder('Rekha Thapa');
    const answer = await apply(holder.cookie, company.job.id, [holder.credential.id]);
    const applicationId = MyApplication.parse(await answer.json()).id;
    const suspension = (verb: 'suspend' | 'unsuspend') =>
      t.request(`/api/credentials/${holder.credential.id}/${verb}`, {
        method: 'POST',
        json: { reason: 'Under review' },
        cookie: institution.cookie,
      });
    expect((await suspension('suspend')).status).toBe(200);
    const seen = (await detail(company.cookie, applicationId)).credentials[0];
    expect(seen).toMatchObject({ standing: 'suspended', revokedAt: null });
    expect(Date.parse(seen!.suspendedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await suspension('unsuspend')).status).toBe(200);
    expect((await detail(company.cookie, applicationId)).credentials[0]).toMatchObject({
      standing: 'valid',
      suspendedAt: null,
    });
  });
});

describe('who sees an application’s credentials', () => {
  it('refuses another company, an anonymous visitor, the applicant of another application and the applicant', async () => {
    const ramesh = await credentialHolder('Ramesh Adhikari');
    const company = await companyWithJob();
    const application = MyApplication.parse(
      await (await apply(ramesh.cookie, company.job.id, [ramesh.credential.id])).json(),
    );
    const otherCompany = await companyWithJob('Butwal Builders');
    const otherApplicant = await credentialHolder('Anita Poudel');
    await apply(otherApplicant.cookie, otherCompany.job.id, [otherApplicant.credential.id]);

    const path = `/api/company/applications/${application.id}`;
    expect((await t.request(path)).status).toBe(401);
    for (const [who, cookie] of [
      ['another company', otherCompany.cookie],
      ['the applicant of another application', otherApplicant.cookie],
      ['the applicant (the company view is the company’s)', ramesh.cookie],
    ] as const) {
      const answer = await t.request(path, { cookie });
      expect(answer.status, who).toBe(404);
      expect(JSON.stringify(await answer.json()), who).not.toContain(ramesh.credential.id);
    }
  });
});

describe('changing the credentials of an open application', () => {
  it('lets the applicant add and remove their own, and nobody else change or read them', async () => {
    const learner = await credentialHolder('Kiran Bhandari');
    const company = await companyWithJob();
    const application = MyApplication.parse(await (await apply(learner.cookie, company.job.id, [])).json());
    expect((await detail(company.cookie, application.id)).credentials).toEqual([]);

    const added = await setCredentials(learner.cookie, application.id, [learner.credential.id]);
    expect(added.status).toBe(200);
    expect(
      AttachedCredential.array()
        .parse(await added.json())
        .map((c) => c.id),
    ).toEqual([learner.credential.id]);
    expect((await detail(company.cookie, application.id)).credentials.map((c) => c.standing)).toEqual(['valid']);

    const stranger = await credentialHolder('Prakash Oli');
    expect((await setCredentials(undefined, application.id, [])).status).toBe(401);
    expect((await setCredentials(stranger.cookie, application.id, [stranger.credential.id])).status).toBe(404);
    expect((await setCredentials(company.cookie, application.id, [])).status).toBe(404);
    expect(
      (await t.request(`/api/me/applications/${application.id}/credentials`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    // someone else's credential on my own application: refused, and what it carried stays
    const stolen = await setCredentials(learner.cookie, application.id, [stranger.credential.id]);
    expect(stolen.status).toBe(400);
    expect((await detail(company.cookie, application.id)).credentials.map((c) => c.id)).toEqual([
      learner.credential.id,
    ]);

    expect((await setCredentials(learner.cookie, application.id, [])).status).toBe(200);
    expect((await detail(company.cookie, application.id)).credentials).toEqual([]);
  });

  it('keeps an attached credential revoked since, and closes with the application', async () => {
    const learner = await credentialHolder('Rita Karki');
    const company = await companyWithJob();
    const application = MyApplication.parse(
      await (await apply(learner.cookie, company.job.id, [learner.credential.id])).json(),
    );
    await revoke(t, institution.cookie, learner.credential.id);
    const kept = await setCredentials(learner.cookie, application.id, [learner.credential.id]);
    expect(kept.status).toBe(200);
    expect(AttachedCredential.array().parse(await kept.json())[0]?.standing).toBe('revoked');

    await t.database.db
      .update(jobApplications)
      .set({ status: 'rejected' })
      .where(eq(jobApplications.id, application.id));
    const closed = await setCredentials(learner.cookie, application.id, []);
    expect(closed.status).toBe(409);
    expect(await keyOf(closed)).toBe('jobsApi.applicationClosed');
  });

  it('attaches the same credential twice at once as one', async () => {
    const learner = await credentialHolder('Dipak Thapa');
    const company = await companyWithJob();
    const application = MyApplication.parse(await (await apply(learner.cookie, company.job.id, [])).json());
    const answers = await Promise.all(
      [1, 2].map(() => setCredentials(learner.cookie, application.id, [learner.credential.id])),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await detail(company.cookie, application.id)).credentials).toHaveLength(1);
  });
});
