import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyJob } from '#contract/company-jobs.ts';
import { JobDetail, JobsPage } from '#contract/jobs.ts';
import { englishMessage } from '#contract/messages.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { notifications } from '#server/db/schema/index.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { reports } from '#server/db/schema/trust.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// A job's company is the posting account's profile; agencies may name a client; postings that ask
// applicants for money are held for review with a platform report (docs/decisions/023).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Company {
  cookie: string;
  userId: string;
}

async function company(profile: Partial<typeof profiles.$inferInsert> = {}): Promise<Company> {
  const user = await t.signUp({ verified: true });
  const response = await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: user.cookie });
  expect(response.status).toBeLessThan(300);
  await t.database.db
    .update(profiles)
    .set({ organizationName: 'Bagmati Bakery Pvt. Ltd.', ...profile })
    .where(eq(profiles.id, user.userId));
  return { cookie: user.cookie, userId: user.userId };
}

const post = (cookie: string, body: unknown) => t.request('/api/company/jobs', { method: 'POST', json: body, cookie });
const errorKey = async (response: Response) => ((await response.json()) as { error: { key: string } }).error.key;

async function listed(query = ''): Promise<JobsPage> {
  const response = await t.request(`/api/jobs?${query}`);
  expect(response.status).toBe(200);
  return JobsPage.parse(await response.json());
}

describe('the company of a job', () => {
  it("is the poster's company profile, whatever company name an old client sends", async () => {
    const { cookie } = await company({ avatarUrl: '/uploads/avatars/bakery.webp' });
    const response = await post(cookie, { ...bakeryJob('Baker'), companyName: 'Himalayan Bank Ltd.' });
    expect(response.status).toBe(201);
    const job = CompanyJob.parse(await response.json());
    expect(job).toMatchObject({
      companyName: 'Bagmati Bakery Pvt. Ltd.',
      companyLogoUrl: '/uploads/avatars/bakery.webp',
      companyVerified: false,
      clientName: null,
      heldAt: null,
    });
    const card = (await listed('q=baker')).items.find((item) => item.id === job.id);
    expect(card).toMatchObject({ companyName: 'Bagmati Bakery Pvt. Ltd.', companyVerified: false });
  });

  it('follows a rename of the company profile, in search too', async () => {
    const { cookie, userId } = await company();
    const job = CompanyJob.parse(await (await post(cookie, bakeryJob('Pastry Chef'))).json());
    const save = await t.request('/api/profile', {
      method: 'PUT',
      cookie,
      json: {
        intent: 'edit',
        profile: {
          role: 'company',
          name: 'Newari Sweets Co.',
          location: 'Bhaktapur',
          industry: 'Technology',
          about: 'Sweets since 1990.',
          companySize: '1-10',
        },
      },
    });
    expect(save.status).toBe(200);
    const [row] = await t.database.db.select().from(jobPostings).where(eq(jobPostings.postedBy, userId));
    expect(row?.companyName).toBe('Newari Sweets Co.');
    expect((await listed('q=newari sweets')).items.map((item) => item.id)).toContain(job.id);
  });

  it('shows the badge of a verified employer and filters on it (verified=1)', async () => {
    const verified = await company({ isVerified: true, organizationName: 'Verified Dairy' });
    const unverified = await company({ organizationName: 'Unverified Dairy' });
    const good = CompanyJob.parse(await (await post(verified.cookie, bakeryJob('Dairy Helper'))).json());
    const other = CompanyJob.parse(await (await post(unverified.cookie, bakeryJob('Dairy Helper'))).json());
    expect(good.companyVerified).toBe(true);
    const all = (await listed('q=dairy helper')).items.map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining([good.id, other.id]));
    const only = await listed('q=dairy helper&verified=1');
    expect(only.items.map((item) => item.id)).toEqual([good.id]);
    expect(only.items.every((item) => item.companyVerified)).toBe(true);
    expect((await t.request('/api/jobs?verified=yes')).status).toBe(400);
  });
});

describe('GET /api/company/employer', () => {
  it('tells a company how its postings name it; 401 anonymous, 403 without the company role', async () => {
    expect((await t.request('/api/company/employer')).status).toBe(401);
    const seeker = await t.signUp({ verified: true });
    const refused = await t.request('/api/company/employer', { cookie: seeker.cookie });
    expect(refused.status).toBe(403);
    expect(await errorKey(refused)).toBe('jobsApi.companyRoleRequired');
    const agency = await company({ isAgency: true, organizationName: 'Gandaki Manpower' });
    const response = await t.request('/api/company/employer', { cookie: agency.cookie });
    expect(await response.json()).toEqual({
      companyName: 'Gandaki Manpower',
      companyLogoUrl: null,
      companyVerified: false,
      isAgency: true,
    });
  });
});

describe('an agency naming its client', () => {
  it('shows the client for an agency', async () => {
    const { cookie } = await company({ isAgency: true, isVerified: true, organizationName: 'Sagarmatha Manpower' });
    const response = await post(cookie, { ...bakeryJob('Hotel Cook'), clientName: 'Hotel Annapurna' });
    expect(response.status).toBe(201);
    const job = CompanyJob.parse(await response.json());
    expect(job).toMatchObject({ companyName: 'Sagarmatha Manpower', clientName: 'Hotel Annapurna' });
    const detail = JobDetail.parse(await (await t.request(`/api/jobs/${job.id}`)).json());
    expect(detail.clientName).toBe('Hotel Annapurna');
  });

  it('refuses a client name from anyone else (400), on post and on edit', async () => {
    const { cookie } = await company();
    const response = await post(cookie, { ...bakeryJob('Hotel Cook'), clientName: 'Hotel Annapurna' });
    expect(response.status).toBe(400);
    expect(await errorKey(response)).toBe('jobForm.validation.clientAgencyOnly');
    expect(englishMessage('jobForm.validation.clientAgencyOnly')).toMatch(/agency/);
    const job = CompanyJob.parse(await (await post(cookie, bakeryJob('Hotel Cook'))).json());
    const edit = await t.request(`/api/company/jobs/${job.id}`, {
      method: 'PUT',
      cookie,
      json: { ...bakeryJob('Hotel Cook'), clientName: 'Hotel Annapurna' },
    });
    expect(edit.status).toBe(400);
  });
});

describe('a posting that asks applicants for money', () => {
  const scam = () => ({
    ...bakeryJob('Kitchen Helper in Dubai'),
    description: 'Job guaranteed in Dubai. Visa processing fee Rs 20,000 only, pay at our office.',
  });

  it('is held: not listed, its page 404 to others, a platform report filed, the poster told', async () => {
    const poster = await company();
    const response = await post(poster.cookie, scam());
    expect(response.status).toBe(201);
    const job = CompanyJob.parse(await response.json());
    expect(job.heldAt).not.toBeNull();
    expect(job.heldReason).toBe('visa_processing');

    expect((await listed('q=kitchen helper dubai')).items.map((item) => item.id)).not.toContain(job.id);
    expect((await t.request(`/api/jobs/${job.id}`)).status).toBe(404);
    const stranger = await t.signUp();
    expect((await t.request(`/api/jobs/${job.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/jobs/${job.id}`, { cookie: poster.cookie })).status).toBe(200);
    const application = await t.request(`/api/jobs/${job.id}/applications`, {
      method: 'POST',
      cookie: stranger.cookie,
      json: { fullName: 'Sita Gurung', email: 'sita@example.com', coverLetter: 'I can cook.' },
    });
    expect(application.status).toBe(404);
    const page = await (await t.request(`/jobs/${job.id}`)).text();
    expect(page).not.toContain('Kitchen Helper in Dubai');

    const filed = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.itemKind, 'job'), eq(reports.itemId, job.id)));
    expect(filed).toEqual([
      expect.objectContaining({
        reporterId: null,
        reason: 'money_request',
        status: 'open',
        details: expect.stringMatching(/visa processing fee/i),
      }),
    ]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, poster.userId));
    expect(told.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({
        event: 'job_held',
        item: 'Kitchen Helper in Dubai',
        reason: 'Visa processing fee',
        to: '/company-dashboard',
      }),
    );
  });

  it('is held when an honest posting is edited to ask for money, with one report however often', async () => {
    const poster = await company();
    const job = CompanyJob.parse(await (await post(poster.cookie, bakeryJob('Delivery Rider'))).json());
    expect(job.heldAt).toBeNull();
    const edit = { ...bakeryJob('Delivery Rider'), description: 'Dharauti 20 hajar rakhnu parne.' };
    for (let i = 0; i < 2; i += 1) {
      const response = await t.request(`/api/company/jobs/${job.id}`, {
        method: 'PUT',
        cookie: poster.cookie,
        json: edit,
      });
      expect(response.status).toBe(200);
      expect(CompanyJob.parse(await response.json())).toMatchObject({ heldReason: 'romanised_nepali' });
    }
    const filed = await t.database.db.select().from(reports).where(eq(reports.itemId, job.id));
    expect(filed).toHaveLength(1);
    expect((await t.request(`/api/jobs/${job.id}`)).status).toBe(404);
  });

  it('is held for what its location, contact e-mail or company name asks, disguised or not', async () => {
    const poster = await company();
    const asks = [
      { location: 'Bhaktapur, registration fee Rs 5000 on arrival' },
      { contactEmail: 'registration.fee.5000@scam.example' },
      { description: 'Rеgistrаtion fее Rs 5000 before joining.' }, // Cyrillic е and а
    ];
    for (const ask of asks) {
      const job = CompanyJob.parse(await (await post(poster.cookie, { ...bakeryJob('Cook'), ...ask })).json());
      expect(job.heldAt, JSON.stringify(ask)).not.toBeNull();
    }
    const named = await company({ organizationName: 'Bagmati Bakery (visa fee Rs 90,000)' });
    const job = CompanyJob.parse(await (await post(named.cookie, bakeryJob('Cook'))).json());
    expect(job.heldReason).toBe('visa_processing');
  });

  it('passes an honest posting that promises not to charge', async () => {
    const poster = await company();
    const response = await post(poster.cookie, {
      ...bakeryJob('Waiter'),
      description: 'No registration fee. Salary + deposit to your bank account every month. कुनै शुल्क लाग्दैन।',
    });
    expect(CompanyJob.parse(await response.json()).heldAt).toBeNull();
  });
});
