import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { NetworkState, SkillAnalysis } from '#contract/insights.ts';
import { VerifiedSkill } from '#contract/verified-skills.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { demoAccount, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { complete, enrolledLearner, publishProgram, revoke, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, sessionCookie, type TestApp } from '#tests/fixtures/test-app.ts';
import { skillsCertifiedBy } from './verified-skills.ts';

// Verified skills (decision 053): a standing credential's skills count in the skill-gap analysis
// and in job matching, marked verified, and show on a public profile; revoked or expired, they stop.

let t: TestApp;
let institution: Awaited<ReturnType<typeof signUpInstitution>>;
let programId: string;
const MASON = 'Mason (Earthquake-Resistant Construction)';
const listed = (skills: string[]) => ({
  headline: 'Mason',
  location: 'Hetauda, Makwanpur',
  about: '',
  skills,
  experience: [],
  education: [],
});

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  institution = await signUpInstitution(t, 'Makwanpur Building Skills Centre');
  programId = await publishProgram(t, institution.cookie, {
    organizationName: 'Makwanpur Building Skills Centre',
    programTitle: 'Earthquake-Resistant Building Workshop',
    programType: 'Workshop',
    credentialAwarded: 'Certificate of Completion',
  });
});
afterAll(() => t.close());

async function holder(name: string) {
  const learner = await enrolledLearner(t, programId, name);
  const answer = await complete(t, institution.cookie, programId, learner.userId);
  expect(answer.status).toBe(201);
  return { ...learner, credential: CredentialSummary.parse(await answer.json()) };
}

async function analyze(cookie: string, skills: string[]) {
  const answer = await t.request('/api/functions/analyze-linkedin-profile', {
    method: 'POST',
    json: { linkedinData: listed(skills), source: 'cv' },
    cookie,
  });
  expect(answer.status).toBe(200);
  return SkillAnalysis.parse(await answer.json());
}

async function stored(cookie: string) {
  return NetworkState.parse(await (await t.request('/api/insights/network', { cookie })).json()).analysis!;
}

const skill = (analysis: SkillAnalysis, name: string) => analysis.currentSkills.find((item) => item.name === name);
const masonJob = (analysis: SkillAnalysis) => analysis.jobs.find((job) => job.jobTitle === MASON);

describe('what a credential certifies', () => {
  it('reads the skills the taxonomy knows from the achievement’s name, tags and alignments', () => {
    const document = (name: string, tag: string[] = [], alignment: { targetName: string }[] = []) => ({
      issuer: { name: 'X' },
      credentialSubject: { achievement: { name, tag, alignment } },
    });
    expect(skillsCertifiedBy(document('Earthquake-Resistant Building Workshop', ['Workshop']))).toEqual([
      'Seismic Bands',
    ]);
    expect(skillsCertifiedBy(document('Solar Panel Installation', [], [{ targetName: 'PPR Welding' }]))).toEqual([
      'Panel Installation',
      'PPR Welding',
    ]);
    expect(skillsCertifiedBy(document('Certificate of Participation', ['Workshop']))).toEqual([]);
  });
});

describe('verified skills in the analysis and in job matching', () => {
  it('counts a standing credential’s skill as a verified skill, and matches jobs on it', async () => {
    const mason = await holder('Ram Bahadur Lama');
    const analysis = await analyze(mason.cookie, ['Brick Masonry']);
    expect(skill(analysis, 'Seismic Bands')).toMatchObject({ verified: true });
    expect(skill(analysis, 'Brick Masonry')?.verified).toBe(false);
    expect(masonJob(analysis)?.matchedSkills).toEqual(expect.arrayContaining(['Brick Masonry', 'Seismic Bands']));
    expect(masonJob(analysis)?.verifiedSkills).toEqual(['Seismic Bands']);
    // the person's own list is kept as they gave it
    const state = NetworkState.parse(await (await t.request('/api/insights/network', { cookie: mason.cookie })).json());
    expect(state.profile?.linkedinData?.skills).toEqual(['Brick Masonry']);

    // without a credential the same list has no verified skill
    const other = await t.signUp({ verified: true });
    const plain = await analyze(other.cookie, ['Brick Masonry']);
    expect(skill(plain, 'Seismic Bands')).toBeUndefined();
    expect(plain.currentSkills.every((item) => !item.verified)).toBe(true);
  });

  it('stops counting it once the credential is revoked: at once in the stored analysis, and in the next one', async () => {
    const mason = await holder('Shyam Tamang');
    await analyze(mason.cookie, ['Brick Masonry', 'Seismic Bands']);
    expect((await revoke(t, institution.cookie, mason.credential.id)).status).toBe(200);
    const now = await stored(mason.cookie);
    // listed by the person, it stays a skill, no longer verified
    expect(skill(now, 'Seismic Bands')?.verified).toBe(false);
    expect(masonJob(now)?.verifiedSkills ?? []).toEqual([]);

    const unlisted = await holder('Gopal Magar');
    await analyze(unlisted.cookie, ['Brick Masonry']);
    expect((await revoke(t, institution.cookie, unlisted.credential.id)).status).toBe(200);
    // had only from the credential, it goes
    expect(skill(await stored(unlisted.cookie), 'Seismic Bands')).toBeUndefined();
    expect(skill(await analyze(unlisted.cookie, ['Brick Masonry']), 'Seismic Bands')).toBeUndefined();
  });

  it('stops counting a suspended credential until its suspension is lifted (decision 057)', async () => {
    const mason = await holder('Bikram Rai');
    expect(skill(await analyze(mason.cookie, ['Brick Masonry']), 'Seismic Bands')?.verified).toBe(true);
    const suspension = (verb: 'suspend' | 'unsuspend') =>
      t.request(`/api/credentials/${mason.credential.id}/${verb}`, {
        method: 'POST',
        json: { reason: 'Under review' },
        cookie: institution.cookie,
      });
    expect((await suspension('suspend')).status).toBe(200);
    expect(skill(await analyze(mason.cookie, ['Brick Masonry']), 'Seismic Bands')).toBeUndefined();
    expect((await suspension('unsuspend')).status).toBe(200);
    expect(skill(await analyze(mason.cookie, ['Brick Masonry']), 'Seismic Bands')?.verified).toBe(true);
  });

  it('stops counting an expired credential', async () => {
    const mason = await holder('Hari Thapa');
    expect(skill(await analyze(mason.cookie, ['Brick Masonry']), 'Seismic Bands')?.verified).toBe(true);
    await t.database.db
      .update(credentials)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(credentials.id, mason.credential.id));
    expect(skill(await stored(mason.cookie), 'Seismic Bands')).toBeUndefined();
    expect(skill(await analyze(mason.cookie, ['Brick Masonry']), 'Seismic Bands')).toBeUndefined();
  });
});

describe('verified skills on a public profile', () => {
  async function signIn(email: string) {
    const answer = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD },
    });
    return sessionCookie(answer);
  }

  it('shows a professional’s verified skills to anyone, with the credential’s page', async () => {
    const professional = demoAccount('professional');
    const cookie = await signIn(professional.email);
    const meAnswer = (await (await t.request('/api/me', { cookie })).json()) as { user: { id: string } };
    const professionalId = meAnswer.user.id;
    expect((await t.request(`/api/programs/${programId}/enrol`, { method: 'POST', cookie })).status).toBe(201);
    const issued = await complete(t, institution.cookie, programId, professionalId);
    const credential = CredentialSummary.parse(await issued.json());

    const answer = await t.request(`/api/users/${professionalId}/verified-skills`);
    expect(answer.status).toBe(200);
    expect(VerifiedSkill.array().parse(await answer.json())).toEqual([
      {
        name: 'Seismic Bands',
        credentials: [
          {
            id: credential.id,
            achievement: 'Earthquake-Resistant Building Workshop',
            achievementNe: null,
            issuerName: 'Makwanpur Building Skills Centre',
            pagePath: `/credentials/${credential.id}`,
          },
        ],
      },
    ]);
    // hidden from the profile by its learner: its skills leave the page, and come back when shown
    const visibility = (hidden: boolean) =>
      t.request(`/api/credentials/${credential.id}/visibility`, { method: 'PUT', cookie, json: { hidden } });
    expect((await visibility(true)).status).toBe(200);
    expect(await (await t.request(`/api/users/${professionalId}/verified-skills`)).json()).toEqual([]);
    expect((await visibility(false)).status).toBe(200);
    expect(
      VerifiedSkill.array().parse(await (await t.request(`/api/users/${professionalId}/verified-skills`)).json()),
    ).toHaveLength(1);

    await revoke(t, institution.cookie, credential.id);
    expect(await (await t.request(`/api/users/${professionalId}/verified-skills`)).json()).toEqual([]);

    // a profile staff hid shows nothing
    await t.database.db.update(profiles).set({ hiddenAt: new Date() }).where(eq(profiles.id, professionalId));
    expect((await t.request(`/api/users/${professionalId}/verified-skills`)).status).toBe(404);
    await t.database.db.update(profiles).set({ hiddenAt: null }).where(eq(profiles.id, professionalId));
  });

  it('keeps a learner without a public page to themselves', async () => {
    const learner = await holder('Sita Karki');
    const stranger = await t.signUp({ verified: true });
    expect((await t.request(`/api/users/${learner.userId}/verified-skills`)).status).toBe(404);
    expect((await t.request(`/api/users/${learner.userId}/verified-skills`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    expect((await t.request('/api/users/not-an-id/verified-skills')).status).toBe(404);
    const own = await t.request(`/api/users/${learner.userId}/verified-skills`, { cookie: learner.cookie });
    expect(
      VerifiedSkill.array()
        .parse(await own.json())
        .map((item) => item.name),
    ).toEqual(['Seismic Bands']);
  });
});
