import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { createTestApp, sessionCookie, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { jobApplications, jobPostings } from '#server/db/schema/jobs.ts';
import {
  ApplicationDetail,
  type CompanyApplication,
  MyApplication,
  UploadedResume,
  type ApplyFormInput,
} from '#contract/job-applications.ts';
import { CompanyJob, CompanyStats } from '#contract/company-jobs.ts';
import { englishMessage } from '#contract/messages.ts';
import { PIPELINE_STATUSES, RESUME_MAX_BYTES } from '#contract/jobs-rules.ts';
import { resumeTypeOf } from './resume.ts';
import { zipOf } from '#tests/fixtures/document-bombs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

// ---- fixtures ----

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A stored zip of these text entries: what a .docx is, minus Word's content. */
const storedZip = (entries: Record<string, string>) =>
  zipOf(Object.entries(entries).map(([name, text]) => ({ name, data: new TextEncoder().encode(text), stored: true })));

const DOCX = storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
const OTHER_ZIP = storedZip({ 'photos/one.jpg': 'jpeg' });

async function signIn(email: string): Promise<string> {
  const response = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'Sipalu@2026' },
  });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

async function companyUser(): Promise<{ cookie: string; userId: string }> {
  // a company with no organisation name on its profile yet posts under its account name
  const user = await t.signUp({ verified: true, fullName: 'Bagmati Bakery' });
  await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: user.cookie });
  return user;
}

async function postJob(cookie: string, title = 'Baker'): Promise<CompanyJob> {
  const response = await t.request('/api/company/jobs', { method: 'POST', json: bakeryJob(title), cookie });
  expect(response.status).toBe(201);
  return CompanyJob.parse(await response.json());
}

const applyBody = (overrides: Partial<ApplyFormInput> = {}): ApplyFormInput => ({
  fullName: 'Sita Gurung',
  email: 'sita@example.com',
  phone: '+977 9800000000',
  coverLetter: 'I have baked for five years in Bhaktapur.',
  ...overrides,
});

async function uploadResume(cookie: string, bytes: Uint8Array = PDF): Promise<Response> {
  return t.request('/api/resumes', { method: 'POST', body: bytes, cookie });
}

async function apply(cookie: string, jobId: string, body: unknown = applyBody()): Promise<Response> {
  return t.request(`/api/jobs/${jobId}/applications`, { method: 'POST', json: body, cookie });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; key?: string } }).error;
}

/** A company with a job, and an applicant who applied to it with a PDF resume. */
async function applied() {
  const owner = await companyUser();
  const job = await postJob(owner.cookie);
  const applicant = await t.signUp();
  const resume = UploadedResume.parse(await (await uploadResume(applicant.cookie)).json());
  const response = await apply(applicant.cookie, job.id, applyBody({ resumeId: resume.resumeId }));
  expect(response.status).toBe(201);
  const application = MyApplication.parse(await response.json());
  return { owner, job, applicant, application };
}

// ---- tests ----

describe('resume type by content', () => {
  it('knows a PDF and a DOCX by their bytes, and nothing else', () => {
    expect(resumeTypeOf(PDF)).toBe('pdf');
    expect(resumeTypeOf(DOCX)).toBe('docx');
    expect(resumeTypeOf(OTHER_ZIP)).toBeNull();
    expect(resumeTypeOf(PNG)).toBeNull();
    expect(resumeTypeOf(new Uint8Array())).toBeNull();
    // a truncated zip is not read past its end
    expect(resumeTypeOf(DOCX.slice(0, DOCX.length - 5))).toBeNull();
  });
});

describe('uploading a resume', () => {
  it('stores a PDF and a DOCX', async () => {
    const { cookie } = await t.signUp();
    const pdf = await uploadResume(cookie, PDF);
    expect(pdf.status).toBe(201);
    expect(await pdf.json()).toMatchObject({ fileType: 'pdf', size: PDF.length });
    const docx = await uploadResume(cookie, DOCX);
    expect(await docx.json()).toMatchObject({ fileType: 'docx' });
  });

  it.each([
    ['an image', PNG],
    ['a zip that is not a Word document', OTHER_ZIP],
    ['plain text named like a PDF', new TextEncoder().encode('hello, I am a PDF')],
  ])('refuses %s with the type message', async (_name, bytes) => {
    const { cookie } = await t.signUp();
    const response = await uploadResume(cookie, bytes);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      key: 'jobForm.validation.resumeType',
      message: englishMessage('jobForm.validation.resumeType'),
    });
  });

  it('refuses a file over 5 MB with 413, declared or streamed', async () => {
    const { cookie } = await t.signUp();
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(PDF);
    const response = await uploadResume(cookie, big);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).key).toBe('jobForm.validation.resumeTooLarge');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    expect((await t.request('/api/resumes', { method: 'POST', body: stream, cookie })).status).toBe(413);
  });

  it('refuses anonymous uploads with the sign-in message', async () => {
    const response = await uploadResume('', PDF);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('Please sign in to apply for jobs');
  });
});

describe('applying', () => {
  it('applies with a resume; the applicant sees it in My Applications as pending', async () => {
    const { job, applicant, application } = await applied();
    expect(application).toMatchObject({ jobId: job.id, jobTitle: 'Baker', companyName: 'Bagmati Bakery' });
    expect(application.status).toBe('pending');
    expect(application.resumeUrl).toBe(`/api/applications/${application.id}/resume`);
    const mine = await t.request('/api/me/applications', { cookie: applicant.cookie });
    expect(((await mine.json()) as MyApplication[]).map((a) => [a.id, a.status])).toEqual([
      [application.id, 'pending'],
    ]);
    const detail = await t.request(`/api/jobs/${job.id}`, { cookie: applicant.cookie });
    expect(await detail.json()).toMatchObject({ myApplication: { id: application.id, status: 'pending' } });
  });

  it('answers a second application with 409 "Already applied" from the unique constraint', async () => {
    const owner = await companyUser();
    const job = await postJob(owner.cookie);
    const { cookie } = await t.signUp();
    expect((await apply(cookie, job.id)).status).toBe(201);
    const again = await apply(cookie, job.id, applyBody({ coverLetter: 'Again' }));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: 'CONFLICT',
      key: 'jobsApi.alreadyApplied',
      message: 'You have already applied to this job',
    });
    expect(englishMessage('jobsApi.alreadyAppliedTitle')).toBe('Already applied');
    // two at once: exactly one wins
    const other = await t.signUp();
    const both = await Promise.all([apply(other.cookie, job.id), apply(other.cookie, job.id)]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('refuses anonymous applications with 401 "Please sign in to apply for jobs"', async () => {
    const owner = await companyUser();
    const job = await postJob(owner.cookie);
    const response = await apply('', job.id);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', key: 'jobsApi.signInRequired' });
    expect(englishMessage('jobsApi.signInRequiredTitle')).toBe('Sign in required');
    expect((await t.request('/api/me/applications')).status).toBe(401);
  });

  it.each([
    ['fullName', '', 'jobForm.validation.fullNameRequired'],
    ['email', '', 'jobForm.validation.emailRequired'],
    ['email', 'sita', 'validation.emailInvalid'],
    ['coverLetter', '   ', 'jobForm.validation.coverLetterRequired'],
    ['phone', 'call me', 'jobForm.validation.phoneInvalid'],
  ])('validates %s (%j)', async (field, value, key) => {
    const owner = await companyUser();
    const job = await postJob(owner.cookie);
    const { cookie } = await t.signUp();
    const response = await apply(cookie, job.id, applyBody({ [field]: value }));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).key).toBe(key);
  });

  it('takes the phone as optional', async () => {
    const owner = await companyUser();
    const job = await postJob(owner.cookie);
    const { cookie } = await t.signUp();
    expect((await apply(cookie, job.id, applyBody({ phone: '' }))).status).toBe(201);
  });

  it("refuses another user's resume id and an unknown one", async () => {
    const owner = await companyUser();
    const job = await postJob(owner.cookie);
    const someone = await t.signUp();
    const theirs = UploadedResume.parse(await (await uploadResume(someone.cookie)).json());
    const { cookie, userId } = await t.signUp();
    for (const resumeId of [theirs.resumeId, `${userId}/123-abc.pdf`, '../../etc/passwd']) {
      const response = await apply(cookie, job.id, applyBody({ resumeId }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).key).toBe('jobsApi.resumeUnknown');
    }
  });

  it('refuses closed and expired jobs, unknown jobs, and your own job', async () => {
    const owner = await companyUser();
    const closed = await postJob(owner.cookie, 'Closed job');
    await t.request(`/api/company/jobs/${closed.id}/close`, { method: 'POST', cookie: owner.cookie });
    const expired = await postJob(owner.cookie, 'Expired job');
    await t.database.db
      .update(jobPostings)
      .set({ applicationDeadline: '2020-01-01' })
      .where(eq(jobPostings.id, expired.id));
    const { cookie } = await t.signUp();
    for (const id of [closed.id, expired.id]) {
      const response = await apply(cookie, id);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).key).toBe('jobsApi.jobClosed');
    }
    expect((await apply(cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await apply(owner.cookie, (await postJob(owner.cookie)).id)).status).toBe(403);
  });
});

describe('a closed job', () => {
  it('stays readable by those who applied, and by no one else', async () => {
    const { owner, job, applicant, application } = await applied();
    await t.request(`/api/company/jobs/${job.id}/close`, { method: 'POST', cookie: owner.cookie });
    const mine = await t.request(`/api/jobs/${job.id}`, { cookie: applicant.cookie });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ isOpen: false, myApplication: { id: application.id } });
    const stranger = await t.signUp();
    expect((await t.request(`/api/jobs/${job.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/jobs/${job.id}`)).status).toBe(404);
  });
});

describe('resumes are private', () => {
  it('streams the resume to the applicant and the posting company only, as a download', async () => {
    const { owner, applicant, application } = await applied();
    for (const cookie of [applicant.cookie, owner.cookie]) {
      const response = await t.request(`/api/applications/${application.id}/resume`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      // a PDF may carry JavaScript: a sandboxed download, never a page of the site
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="resume.pdf"; filename\*=UTF-8''resume-/,
      );
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    }
    const otherCompany = await companyUser();
    const otherUser = await t.signUp();
    for (const cookie of [otherCompany.cookie, otherUser.cookie]) {
      expect((await t.request(`/api/applications/${application.id}/resume`, { cookie })).status).toBe(404);
    }
    expect((await t.request(`/api/applications/${application.id}/resume`)).status).toBe(401);
  });

  it('is not reachable under the public /uploads path', async () => {
    const { applicant } = await applied();
    const [row] = await t.database.db
      .select({ resumeUrl: jobApplications.resumeUrl })
      .from(jobApplications)
      .where(eq(jobApplications.userId, applicant.userId));
    expect(row?.resumeUrl).toBeTruthy();
    expect((await t.request(`/uploads/resumes/${row!.resumeUrl!}`)).status).toBe(404);
  });

  it('downloads a DOCX as an attachment', async () => {
    const owner = await companyUser();
    const job = await postJob(owner.cookie);
    const { cookie } = await t.signUp();
    const resume = UploadedResume.parse(await (await uploadResume(cookie, DOCX)).json());
    const application = MyApplication.parse(
      await (await apply(cookie, job.id, applyBody({ resumeId: resume.resumeId }))).json(),
    );
    const response = await t.request(`/api/applications/${application.id}/resume`, { cookie: owner.cookie });
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('answers 404 when the application has no resume', async () => {
    const owner = await companyUser();
    const job = await postJob(owner.cookie);
    const { cookie } = await t.signUp();
    const application = MyApplication.parse(await (await apply(cookie, job.id)).json());
    expect(application.resumeUrl).toBeNull();
    const response = await t.request(`/api/applications/${application.id}/resume`, { cookie });
    expect((await errorOf(response)).key).toBe('jobsApi.resumeNotFound');
  });
});

describe('the company side', () => {
  it("shows a company its applicants, and no one else's", async () => {
    const { owner, job, application } = await applied();
    const recent = (await (
      await t.request('/api/company/applications/recent', { cookie: owner.cookie })
    ).json()) as CompanyApplication[];
    expect(recent.map((a) => [a.id, a.jobTitle])).toEqual([[application.id, 'Baker']]);
    const ofJob = await t.request(`/api/company/jobs/${job.id}/applications`, { cookie: owner.cookie });
    expect(((await ofJob.json()) as CompanyApplication[]).map((a) => a.id)).toEqual([application.id]);
    const detail = ApplicationDetail.parse(
      await (await t.request(`/api/company/applications/${application.id}`, { cookie: owner.cookie })).json(),
    );
    expect(detail).toMatchObject({ coverLetter: 'I have baked for five years in Bhaktapur.', status: 'pending' });
    expect(detail.history.map((event) => event.status)).toEqual(['pending']);
    expect(detail.nextStatuses).toContain('reviewed');

    const otherCompany = await companyUser();
    const applicant = await t.signUp();
    for (const cookie of [otherCompany.cookie, applicant.cookie]) {
      expect(await (await t.request('/api/company/applications/recent', { cookie })).json()).toEqual([]);
      expect((await t.request(`/api/company/jobs/${job.id}/applications`, { cookie })).status).toBe(404);
      expect((await t.request(`/api/company/applications/${application.id}`, { cookie })).status).toBe(404);
      const change = await t.request(`/api/company/applications/${application.id}/status`, {
        method: 'PUT',
        json: { status: 'rejected' },
        cookie,
      });
      expect(change.status).toBe(404);
    }
    for (const path of [
      '/api/company/applications/recent',
      `/api/company/jobs/${job.id}/applications`,
      `/api/company/applications/${application.id}`,
      '/api/company/stats',
    ]) {
      expect((await t.request(path)).status, path).toBe(401);
    }
    const anonymousChange = await t.request(`/api/company/applications/${application.id}/status`, {
      method: 'PUT',
      json: { status: 'rejected' },
    });
    expect(anonymousChange.status).toBe(401);
  });

  it('does not let an applicant see other applicants, even of the same job', async () => {
    const { job, application } = await applied();
    const second = await t.signUp();
    expect((await apply(second.cookie, job.id)).status).toBe(201);
    const mine = (await (await t.request('/api/me/applications', { cookie: second.cookie })).json()) as MyApplication[];
    expect(mine.map((a) => a.id)).not.toContain(application.id);
    expect((await t.request(`/api/applications/${application.id}/resume`, { cookie: second.cookie })).status).toBe(404);
  });

  it('moves an application along the pipeline, records each change, notifies and e-mails the applicant', async () => {
    const { owner, job, applicant, application } = await applied();
    await t.verifyEmail(applicant.email);
    const before = t.outbox().length;
    const change = (status: string) =>
      t.request(`/api/company/applications/${application.id}/status`, {
        method: 'PUT',
        json: { status },
        cookie: owner.cookie,
      });
    const reviewed = await change('reviewed');
    expect(reviewed.status).toBe(200);
    const shortlisted = ApplicationDetail.parse(await (await change('shortlisted')).json());
    expect(shortlisted.status).toBe('shortlisted');
    expect(shortlisted.history.map((event) => event.status)).toEqual(['pending', 'reviewed', 'shortlisted']);
    const times = shortlisted.history.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // backwards and unknown moves are refused
    const back = await change('reviewed');
    expect(back.status).toBe(409);
    expect((await errorOf(back)).key).toBe('jobsApi.transitionNotAllowed');
    expect((await change('promoted')).status).toBe(400);

    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, applicant.userId), eq(notifications.kind, 'application_status')));
    expect(rows.map((row) => (row.payload as { status: string }).status).sort()).toEqual(['reviewed', 'shortlisted']);
    expect(rows[0]?.payload).toMatchObject({
      applicationId: application.id,
      jobId: job.id,
      jobTitle: 'Baker',
      companyName: 'Bagmati Bakery',
    });

    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(2);
    // the account's address, not the one typed into the form (sita@example.com)
    expect(mails.map((mail) => mail.to)).toEqual([applicant.email, applicant.email]);
    expect(mails[1]?.subject).toContain('Shortlisted');
    expect(mails[1]?.text).toContain('Bagmati Bakery');

    const mine = (await (
      await t.request('/api/me/applications', { cookie: applicant.cookie })
    ).json()) as MyApplication[];
    expect(mine[0]).toMatchObject({ id: application.id, status: 'shortlisted' });
    expect(Date.parse(mine[0]!.updatedAt)).toBeGreaterThan(Date.parse(mine[0]!.appliedAt));

    expect((await change('interview')).status).toBe(200);
    expect((await change('hired')).status).toBe(200);
    expect((await change('rejected')).status).toBe(409);
  });

  it('mails status changes only to the applicant’s verified account address, never the one typed into the form', async () => {
    const { owner, applicant, application } = await applied();
    const change = (status: string) =>
      t.request(`/api/company/applications/${application.id}/status`, {
        method: 'PUT',
        json: { status },
        cookie: owner.cookie,
      });
    const before = t.outbox().length;
    // an address nobody has shown to be theirs gets nothing
    expect((await change('reviewed')).status).toBe(200);
    expect(t.outbox().slice(before)).toEqual([]);

    await t.verifyEmail(applicant.email);
    const verified = t.outbox().length;
    expect((await change('shortlisted')).status).toBe(200);
    const mails = t.outbox().slice(verified);
    expect(mails.map((mail) => mail.to)).toEqual([applicant.email]);
    expect(t.outbox().filter((mail) => mail.to === applyBody().email)).toEqual([]);
  });

  it('counts the stat cards: active jobs, applicants, pending, success rate', async () => {
    // a job held for review or hidden by staff is not live, so it is not an active job
    const owner = await companyUser();
    const empty = CompanyStats.parse(await (await t.request('/api/company/stats', { cookie: owner.cookie })).json());
    expect(empty).toEqual({ activeJobs: 0, totalApplicants: 0, pendingApplicants: 0, successRate: null });

    const job = await postJob(owner.cookie);
    const closed = await postJob(owner.cookie, 'Closed');
    await t.request(`/api/company/jobs/${closed.id}/close`, { method: 'POST', cookie: owner.cookie });
    const held = await postJob(owner.cookie, 'Held');
    const hidden = await postJob(owner.cookie, 'Hidden');
    await t.database.db
      .update(jobPostings)
      .set({ heldAt: new Date(), heldReason: 'asks for a fee' })
      .where(eq(jobPostings.id, held.id));
    await t.database.db
      .update(jobPostings)
      .set({ hiddenAt: new Date(), hiddenReason: 'spam', hiddenCause: 'moderation' })
      .where(eq(jobPostings.id, hidden.id));
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { cookie } = await t.signUp();
      ids.push(MyApplication.parse(await (await apply(cookie, job.id)).json()).id);
    }
    const setStatus = (id: string, status: string) =>
      t.request(`/api/company/applications/${id}/status`, { method: 'PUT', json: { status }, cookie: owner.cookie });
    await setStatus(ids[0]!, 'hired');
    await setStatus(ids[1]!, 'rejected');
    await setStatus(ids[2]!, 'rejected');
    const stats = CompanyStats.parse(await (await t.request('/api/company/stats', { cookie: owner.cookie })).json());
    expect(stats).toEqual({ activeJobs: 1, totalApplicants: 4, pendingApplicants: 1, successRate: 33 });
  });

  it('serves the demo company its seeded applicants in every status, with a history', async () => {
    const cookie = await signIn('company@sipalu.demo');
    const recent = (await (
      await t.request('/api/company/applications/recent', { cookie })
    ).json()) as CompanyApplication[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(10);
    const times = recent.map((a) => Date.parse(a.appliedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const jobs = (await (await t.request('/api/company/jobs', { cookie })).json()) as CompanyJob[];
    const statuses = new Set<string>();
    for (const job of jobs) {
      const list = (await (
        await t.request(`/api/company/jobs/${job.id}/applications`, { cookie })
      ).json()) as CompanyApplication[];
      for (const application of list) statuses.add(application.status);
    }
    // withdrawn is not seeded: only an applicant's account deletion sets it
    expect([...statuses].sort()).toEqual([...PIPELINE_STATUSES].sort());
    const decided = recent.find((a) => a.status !== 'pending');
    if (decided) {
      const detail = ApplicationDetail.parse(
        await (await t.request(`/api/company/applications/${decided.id}`, { cookie })).json(),
      );
      expect(detail.history.map((event) => event.status)).toEqual(['pending', decided.status]);
    }
  });
});
