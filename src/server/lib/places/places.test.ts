import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { CompanyJob } from '#contract/company-jobs.ts';
import { JobsPage } from '#contract/jobs.ts';
import { DirectoryPage, Service } from '#contract/services.ts';
import { Profile } from '#contract/profile.ts';
import { PROFESSIONALS } from '#server/db/seed/professionals.data.ts';
import { districtsOf } from '#contract/locations/nepal-locations.ts';
import { placeDetail, placeText } from './places.ts';

// Structured locations on job postings (decision 031): picked ids are checked and stored with the
// text, the list filters by province and district, and an owner edits what they typed.

let t: TestApp;
let company: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  const { cookie } = await t.signUp({ verified: true });
  expect((await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie })).status).toBeLessThan(
    300,
  );
  company = cookie;
});
afterAll(() => t.close());

const post = (body: object) => t.request('/api/company/jobs', { method: 'POST', json: body, cookie: company });

async function jobs(query: Record<string, string>): Promise<JobsPage> {
  const response = await t.request(`/api/jobs?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return JobsPage.parse(await response.json());
}

describe('the text stored with a picked place', () => {
  const pokhara = { districtId: 'kaski', localLevelId: 'kaski-pokhara' };
  it('adds the names the text does not mention, and gives the typed text back', () => {
    expect(placeText('Ward 6, Lakeside', pokhara)).toBe('Ward 6, Lakeside, Pokhara, Kaski');
    expect(placeText('Pokhara', pokhara)).toBe('Pokhara, Kaski');
    expect(placeText(null, { districtId: 'kathmandu', localLevelId: 'kathmandu-kathmandu' })).toBe('Kathmandu');
    expect(placeText('Remote', { districtId: null, localLevelId: null })).toBe('Remote');
    expect(placeDetail('Ward 6, Lakeside, Pokhara, Kaski', pokhara)).toBe('Ward 6, Lakeside');
    expect(placeDetail('Pokhara, Kaski', pokhara)).toBe('');
    expect(placeDetail('Thamel', { districtId: null, localLevelId: null })).toBe('Thamel');
  });
});

describe('a job posted with a picked place', () => {
  it('stores the place and its names, and the edit form gets the typed text back', async () => {
    const response = await post({
      ...bakeryJob('Place Baker'),
      location: 'Ward 6, Lakeside',
      districtId: 'kaski',
      localLevelId: 'kaski-pokhara',
    });
    expect(response.status).toBe(201);
    const job = CompanyJob.parse(await response.json());
    expect(job).toMatchObject({
      location: 'Ward 6, Lakeside, Pokhara, Kaski',
      districtId: 'kaski',
      localLevelId: 'kaski-pokhara',
      locationDetail: 'Ward 6, Lakeside',
    });
    // the text search finds it by the picked place's name
    expect((await jobs({ q: 'Place Baker pokhara' })).items.map((item) => item.id)).toContain(job.id);
  });

  it('keeps a full-length location as typed: names that do not fit are left to the ids', async () => {
    const typed = `Ward 6, ${'Lakeside road '.repeat(20)}`.slice(0, 200).trim();
    const response = await post({
      ...bakeryJob('Long Location Baker'),
      location: typed,
      districtId: 'kaski',
      localLevelId: 'kaski-pokhara',
    });
    expect(response.status).toBe(201);
    const job = CompanyJob.parse(await response.json());
    expect(job.location.length).toBeLessThanOrEqual(200);
    expect(job).toMatchObject({ districtId: 'kaski', localLevelId: 'kaski-pokhara' });
    expect(job.location.startsWith(typed)).toBe(true);
  });

  it('takes a district alone, without any text', async () => {
    const response = await post({ ...bakeryJob('District Baker'), location: '', districtId: 'jhapa' });
    expect(response.status).toBe(201);
    expect(CompanyJob.parse(await response.json())).toMatchObject({ location: 'Jhapa', districtId: 'jhapa' });
  });

  it('maps a typed location that names a place when none is picked', async () => {
    const response = await post({ ...bakeryJob('Typed Baker'), location: 'Butwal' });
    expect(CompanyJob.parse(await response.json())).toMatchObject({
      districtId: 'rupandehi',
      localLevelId: 'rupandehi-butwal',
    });
  });

  it.each([
    [{ districtId: 'kaski', localLevelId: 'kathmandu-kathmandu' }, 'That municipality is not in the chosen district'],
    [{ districtId: 'atlantis' }, 'Choose a place from the list'],
    [{ districtId: 'kaski', localLevelId: 'kaski-nowhere' }, 'Choose a place from the list'],
    [{ localLevelId: 'kaski-pokhara' }, 'Choose a district'],
    [{ districtId: 'Kaski; drop table' }, 'Choose a place from the list'],
  ])('refuses %j with a clear message and stores nothing', async (place, message) => {
    const before = (await jobs({ q: 'Refused Baker' })).total;
    const response = await post({ ...bakeryJob('Refused Baker'), ...place });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
    expect((await jobs({ q: 'Refused Baker' })).total).toBe(before);
  });

  it('requires the text when no district is picked', async () => {
    const response = await post({ ...bakeryJob('No Place Baker'), location: '' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Location is required');
  });
});

describe('the job list by province and district', () => {
  it('lists only jobs in the district, and a province lists its districts', async () => {
    const kaski = await jobs({ district: 'kaski' });
    expect(kaski.total).toBeGreaterThan(0);
    // every seeded "Pokhara, Kaski" job, and the one posted above
    expect(kaski.items.every((item) => /pokhara|kaski|lakeside/i.test(item.location))).toBe(true);
    const gandaki = await jobs({ province: 'gandaki' });
    expect(gandaki.total).toBeGreaterThanOrEqual(kaski.total);
    const bagmati = await jobs({ province: 'bagmati' });
    const bagmatiDistricts = districtsOf('bagmati').map((district) => district.en.toLowerCase());
    expect(bagmati.items.length).toBeGreaterThan(0);
    expect(
      bagmati.items.some((item) => bagmatiDistricts.some((name) => item.location.toLowerCase().includes(name))),
    ).toBe(true);
    expect((await jobs({ district: 'humla' })).total).toBe(0);
    // combines with search
    expect((await jobs({ district: 'kaski', q: 'Place Baker' })).items[0]?.jobTitle).toBe('Place Baker');
  });

  it.each([
    [{ district: 'atlantis' }, 'Choose a place from the list'],
    [{ province: 'atlantis' }, 'Choose a province from the list'],
    [{ province: 'bagmati', district: 'kaski' }, 'Choose a place from the list'],
  ])('refuses %j with a 400', async (query, message) => {
    const response = await t.request(`/api/jobs?${new URLSearchParams(query).toString()}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});

async function directory(query: Record<string, string>): Promise<string[]> {
  const response = await t.request(`/api/professionals?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return DirectoryPage.parse(await response.json()).items.map((item) => item.fullName);
}

describe('the professionals directory by place', () => {
  // the seeded professionals whose service area names Kaski (Pokhara) and Bhaktapur
  const inKaski = PROFESSIONALS.filter((pro) => pro.serviceArea.includes('Kaski')).map((pro) => pro.fullName);

  it('lists those who work in the district or province', async () => {
    expect(inKaski.length).toBeGreaterThan(1);
    expect((await directory({ district: 'kaski' })).sort()).toEqual([...inKaski].sort());
    const bagmati = await directory({ province: 'bagmati' });
    expect(bagmati).toContain('Hari Bahadur Magar');
    expect(bagmati).not.toContain('Sita Gurung');
    expect(await directory({ district: 'humla' })).toEqual([]);
  });

  it('lists those near a municipality, within the chosen distance', async () => {
    expect((await directory({ near: 'kaski-pokhara' })).sort()).toEqual([...inKaski].sort());
    // Bhaktapur lies about 11 km from the centre of Kathmandu
    expect(await directory({ near: 'kathmandu-kathmandu', within: '5' })).not.toContain('Hari Bahadur Magar');
    expect(await directory({ near: 'kathmandu-kathmandu', within: '25' })).toContain('Hari Bahadur Magar');
    expect(await directory({ near: 'kathmandu-kathmandu', within: '25' })).not.toContain('Sita Gurung');
  });

  it.each([
    [{ near: 'atlantis' }, 'Choose a place from the list'],
    [{ near: 'kaski-pokhara', within: '7' }, 'within must be one of'],
    [{ district: 'kaski', province: 'bagmati' }, 'Choose a place from the list'],
  ])('refuses %j with a 400', async (query, message) => {
    const response = await t.request(`/api/professionals?${new URLSearchParams(query).toString()}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});

describe('a profile with a picked place', () => {
  const professional = {
    role: 'professional',
    fullName: 'Place Electrician',
    headline: 'Licensed electrician',
    skills: ['Wiring'],
  };

  async function professionalUser(): Promise<string> {
    const { cookie } = await t.signUp({ verified: true });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie });
    return cookie;
  }

  it('stores the service area with its place and gives the typed text back', async () => {
    const cookie = await professionalUser();
    const response = await t.request('/api/profile', {
      method: 'PUT',
      cookie,
      json: {
        intent: 'setup',
        profile: { ...professional, serviceArea: 'Lakeside', districtId: 'kaski', localLevelId: 'kaski-pokhara' },
      },
    });
    expect(response.status).toBe(200);
    expect(Profile.parse(await response.json())).toMatchObject({
      serviceArea: 'Lakeside, Pokhara, Kaski',
      districtId: 'kaski',
      localLevelId: 'kaski-pokhara',
      placeDetail: 'Lakeside',
    });
  });

  it('refuses a municipality outside the district and keeps the profile', async () => {
    const cookie = await professionalUser();
    const response = await t.request('/api/profile', {
      method: 'PUT',
      cookie,
      json: {
        intent: 'setup',
        profile: { ...professional, districtId: 'kaski', localLevelId: 'lalitpur-lalitpur' },
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('That municipality is not in the chosen district');
    const profile = Profile.parse(await (await t.request('/api/profile', { cookie })).json());
    expect(profile.districtId ?? null).toBeNull();
  });
});

describe('a service with a picked place', () => {
  const service = {
    title: 'Wiring check',
    description: 'A safety check of the house wiring.',
    format: 'in-person',
    duration: '2 hours',
    skills: 'Wiring',
    price: '1500',
  };

  it('stores an in-person service with its place and lists its professional there', async () => {
    const { cookie } = await t.signUp({ verified: true });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie });
    const setup = await t.request('/api/profile', {
      method: 'PUT',
      cookie,
      json: {
        intent: 'setup',
        profile: { role: 'professional', fullName: 'Humla Helper', headline: 'Electrician', skills: ['Wiring'] },
      },
    });
    expect(setup.status).toBe(200);
    const refused = await t.request('/api/services', {
      method: 'POST',
      cookie,
      json: { ...service, districtId: 'humla', localLevelId: 'kaski-pokhara' },
    });
    expect(refused.status).toBe(400);
    const response = await t.request('/api/services', {
      method: 'POST',
      cookie,
      json: { ...service, location: 'Near the airport', districtId: 'humla' },
    });
    expect(response.status).toBe(201);
    expect(Service.parse(await response.json())).toMatchObject({
      location: 'Near the airport, Humla',
      districtId: 'humla',
      locationDetail: 'Near the airport',
    });
    // the profile names no place; the service puts the professional in Humla
    expect(await directory({ district: 'humla' })).toEqual(['Humla Helper']);
  });
});
