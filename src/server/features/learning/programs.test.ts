import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { CataloguePage, InstitutionDashboard, ProgramDetail, type ProgramInput } from '#contract/catalogue.ts';
import { englishMessage } from '#contract/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; key?: string } };

const validProgram: ProgramInput = {
  organizationName: 'Pokhara Technical School',
  programTitle: 'Electrician Level 2 Certification',
  programType: 'Professional Certification',
  credentialAwarded: 'NSTB Level 2 Certificate',
  description: 'Six months of hands-on wiring, panels and safety for working electricians.',
  format: 'hybrid',
  location: 'Pokhara',
  duration: '6 months',
  totalCost: 'NPR 45,000',
  prerequisites: 'Level 1 certificate',
  applicationDeadline: '2030-01-31',
  startDate: '2030-03-01',
  isActive: true,
  districtId: null,
  localLevelId: null,
};

async function institution() {
  const user = await t.signUp({ fullName: 'Pokhara Technical School', verified: true });
  const response = await t.request('/api/me/roles', {
    method: 'POST',
    json: { role: 'institution' },
    cookie: user.cookie,
  });
  expect(response.status).toBe(201);
  return user;
}

async function publish(cookie: string, input: Partial<ProgramInput> = {}) {
  const response = await t.request('/api/programs', { method: 'POST', json: { ...validProgram, ...input }, cookie });
  expect(response.status).toBe(201);
  return ProgramDetail.parse(await response.json());
}

describe('publishing programs', () => {
  it('lets an institution publish a program, shown on the catalogue as a card', async () => {
    const { cookie, userId } = await institution();
    const program = await publish(cookie);
    expect(program).toMatchObject({
      institutionId: userId,
      programTitle: validProgram.programTitle,
      location: 'Pokhara',
      isActive: true,
      enrollment: null,
      card: {
        kind: 'program',
        certification: 'NSTB Level 2 Certificate — Pokhara Technical School',
        careerOpportunities: 'Professional Certification program',
        category: 'Professional Certification',
        keySkills: [],
        imageUrl: null,
      },
    });
    const page = CataloguePage.parse(
      await (await t.request(`/api/catalogue?q=${encodeURIComponent('Electrician Level 2')}`)).json(),
    );
    expect(page.items.map((item) => item.id)).toContain(program.id);
  });

  it('publishes only once the e-mail is verified: refused with its own message, accepted after the mailed link', async () => {
    const user = await t.signUp({ fullName: 'Butwal Skills Centre' });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'institution' }, cookie: user.cookie });
    const refused = await t.request('/api/programs', { method: 'POST', json: validProgram, cookie: user.cookie });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.key).toBe('security.errors.emailNotVerified');
    expect(body.error.message).toBe(englishMessage('security.errors.emailNotVerified'));
    const before = InstitutionDashboard.parse(
      await (await t.request('/api/institution/dashboard', { cookie: user.cookie })).json(),
    );
    expect(before.programs).toEqual([]);

    await t.verifyEmail(user.email);
    const program = await publish(user.cookie);
    expect(program.institutionId).toBe(user.userId);
    expect((await t.request('/api/programs', { method: 'POST', json: validProgram })).status).toBe(401);
  });

  it('refuses to let a non-institution publish (403) and anonymous users (401)', async () => {
    const { cookie } = await t.signUp({ verified: true });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'student' }, cookie });
    const response = await t.request('/api/programs', { method: 'POST', json: validProgram, cookie });
    expect(response.status).toBe(403);
    expect((await t.request('/api/programs', { method: 'POST', json: validProgram })).status).toBe(401);
  });

  it.each([
    'organizationName',
    'programTitle',
    'programType',
    'credentialAwarded',
    'description',
    'format',
    'duration',
    'totalCost',
  ] as const)('requires %s', async (field) => {
    const { cookie } = await institution();
    for (const value of [undefined, '', '   ']) {
      const response = await t.request('/api/programs', {
        method: 'POST',
        json: { ...validProgram, [field]: value },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        englishMessage('program.requiredFieldsMissing'),
      );
    }
  });

  it('takes location, prerequisites and dates as optional', async () => {
    const { cookie } = await institution();
    const program = await publish(cookie, {
      location: undefined,
      prerequisites: '',
      applicationDeadline: '',
      startDate: null,
      format: 'online',
    });
    expect(program).toMatchObject({ location: null, prerequisites: null, applicationDeadline: null, startDate: null });
  });

  it('refuses malformed dates', async () => {
    const { cookie } = await institution();
    const response = await t.request('/api/programs', {
      method: 'POST',
      json: { ...validProgram, startDate: '01/03/2030' },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(englishMessage('program.invalidDate'));
  });
});

describe('editing and deleting', () => {
  it('lets the owner edit; isActive hides the program from the catalogue and from others', async () => {
    const { cookie } = await institution();
    const program = await publish(cookie, { programTitle: 'Zorbaxian Welding Bootcamp' });
    const response = await t.request(`/api/programs/${program.id}`, {
      method: 'PUT',
      json: { ...validProgram, programTitle: 'Zorbaxian Welding Bootcamp', isActive: false },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(ProgramDetail.parse(await response.json()).isActive).toBe(false);
    const page = CataloguePage.parse(await (await t.request('/api/catalogue?q=zorbaxian')).json());
    expect(page.total).toBe(0);
    expect((await t.request(`/api/programs/${program.id}`)).status).toBe(404);
    const stranger = await t.signUp();
    expect((await t.request(`/api/programs/${program.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/programs/${program.id}`, { cookie })).status).toBe(200);
  });

  it('refuses another institution editing or deleting my program (403) and changes nothing', async () => {
    const owner = await institution();
    const other = await institution();
    const program = await publish(owner.cookie);
    const edit = await t.request(`/api/programs/${program.id}`, {
      method: 'PUT',
      json: { ...validProgram, programTitle: 'Hijacked' },
      cookie: other.cookie,
    });
    expect(edit.status).toBe(403);
    expect(((await edit.json()) as ErrorBody).error.key).toBe('program.notOwner');
    const remove = await t.request(`/api/programs/${program.id}`, { method: 'DELETE', cookie: other.cookie });
    expect(remove.status).toBe(403);
    const kept = ProgramDetail.parse(await (await t.request(`/api/programs/${program.id}`)).json());
    expect(kept.programTitle).toBe(validProgram.programTitle);
  });

  it('refuses a non-institution and anonymous users editing or deleting', async () => {
    const owner = await institution();
    const program = await publish(owner.cookie);
    const learner = await t.signUp();
    expect(
      (await t.request(`/api/programs/${program.id}`, { method: 'PUT', json: validProgram, cookie: learner.cookie }))
        .status,
    ).toBe(403);
    expect((await t.request(`/api/programs/${program.id}`, { method: 'DELETE', cookie: learner.cookie })).status).toBe(
      403,
    );
    expect((await t.request(`/api/programs/${program.id}`, { method: 'PUT', json: validProgram })).status).toBe(401);
    expect((await t.request(`/api/programs/${program.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('shows a publish, an edit and a delete on catalogue pages read just before (no stale cached page)', async () => {
    const { cookie } = await institution();
    const search = async (q: string) =>
      CataloguePage.parse(await (await t.request(`/api/catalogue?q=${q}`)).json()).items.map((item) => item.title);
    expect(await search('quokka')).toEqual([]); // this answer is now cached
    const program = await publish(cookie, { programTitle: 'Quokka Carpentry Course' });
    expect(await search('quokka')).toEqual(['Quokka Carpentry Course']);
    const edit = await t.request(`/api/programs/${program.id}`, {
      method: 'PUT',
      json: { ...validProgram, programTitle: 'Quokka Joinery Course' },
      cookie,
    });
    expect(edit.status).toBe(200);
    expect(await search('quokka')).toEqual(['Quokka Joinery Course']);
    expect((await t.request(`/api/programs/${program.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await search('quokka')).toEqual([]);
  });

  it('deletes my program (204), after which it is gone', async () => {
    const { cookie } = await institution();
    const program = await publish(cookie);
    expect((await t.request(`/api/programs/${program.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.request(`/api/programs/${program.id}`)).status).toBe(404);
    expect((await t.request(`/api/programs/${program.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])('answers 404 for the program id %s', async (id) => {
    const { cookie } = await institution();
    expect((await t.request(`/api/programs/${id}`)).status).toBe(404);
    expect((await t.request(`/api/programs/${id}`, { method: 'PUT', json: validProgram, cookie })).status).toBe(404);
    expect((await t.request(`/api/programs/${id}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect((await t.request(`/api/programs/${id}/enrol`, { method: 'POST', cookie })).status).toBe(404);
  });
});

describe('program enrolment and the institution dashboard', () => {
  it('enrols a learner once and counts them on the dashboard', async () => {
    const owner = await institution();
    const older = await publish(owner.cookie, { programTitle: 'Older program' });
    const newer = await publish(owner.cookie, { programTitle: 'Newer program' });
    await publish(owner.cookie, { programTitle: 'Hidden program', isActive: false });
    const learner = await t.signUp({ fullName: 'Ram Thapa' });

    const first = await t.request(`/api/programs/${newer.id}/enrol`, { method: 'POST', cookie: learner.cookie });
    expect(first.status).toBe(201);
    expect(ProgramDetail.parse(await first.json()).enrollment?.status).toBe('active');
    const again = await t.request(`/api/programs/${newer.id}/enrol`, { method: 'POST', cookie: learner.cookie });
    expect(again.status).toBe(200);
    const seen = ProgramDetail.parse(
      await (await t.request(`/api/programs/${newer.id}`, { cookie: learner.cookie })).json(),
    );
    expect(seen.enrollment?.status).toBe('active');

    const response = await t.request('/api/institution/dashboard', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const dashboard = InstitutionDashboard.parse(await response.json());
    expect(dashboard.totalActivePrograms).toBe(2);
    expect(dashboard.totalEnrolledStudents).toBe(1);
    expect(dashboard.programs.map((program) => program.programTitle)).toEqual([
      'Hidden program',
      'Newer program',
      'Older program',
    ]);
    const listed = dashboard.programs.find((program) => program.id === newer.id)!;
    expect(listed.enrolledCount).toBe(1);
    expect(listed.students).toEqual([expect.objectContaining({ userId: learner.userId, fullName: 'Ram Thapa' })]);
    expect(dashboard.programs.find((program) => program.id === older.id)?.enrolledCount).toBe(0);
  });

  it('does not enrol in an inactive program', async () => {
    const owner = await institution();
    const hidden = await publish(owner.cookie, { isActive: false });
    const learner = await t.signUp();
    expect(
      (await t.request(`/api/programs/${hidden.id}/enrol`, { method: 'POST', cookie: learner.cookie })).status,
    ).toBe(404);
  });

  it('answers 401 to anonymous callers and 403 to non-institutions on the dashboard', async () => {
    expect((await t.request('/api/institution/dashboard')).status).toBe(401);
    const { cookie } = await t.signUp();
    expect((await t.request('/api/institution/dashboard', { cookie })).status).toBe(403);
    const owner = await institution();
    const program = await publish(owner.cookie);
    expect((await t.request(`/api/programs/${program.id}/enrol`, { method: 'POST' })).status).toBe(401);
  });
});
