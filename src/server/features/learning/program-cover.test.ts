import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { CataloguePage, ProgramDetail, type ProgramInput } from '#contract/catalogue.ts';

// POST /api/programs/:id/cover: the institution that published a program uploads its cover
// through the profile banner's pipeline; it shows on the program page and its catalogue card.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const program: ProgramInput = {
  organizationName: 'Butwal Skills Centre',
  programTitle: 'Solar Panel Installer',
  programType: 'Workshop',
  credentialAwarded: 'Centre certificate',
  description: 'Five days on rooftops: mounting, wiring and testing home solar systems.',
  format: 'in-person',
  location: 'Butwal',
  duration: '5 days',
  totalCost: 'NPR 7,500',
  prerequisites: null,
  applicationDeadline: null,
  startDate: null,
  districtId: null,
  localLevelId: null,
  isActive: true,
};

async function signUpAs(role: 'institution' | 'student' | 'company') {
  const user = await t.signUp({ verified: true });
  const response = await t.request('/api/me/roles', { method: 'POST', json: { role }, cookie: user.cookie });
  expect(response.status).toBe(201);
  return user;
}

async function publish(cookie: string) {
  const response = await t.request('/api/programs', { method: 'POST', json: program, cookie });
  expect(response.status).toBe(201);
  return ProgramDetail.parse(await response.json());
}

const photo = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

const upload = (id: string, body: Uint8Array, cookie?: string) =>
  t.request(`/api/programs/${id}/cover`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'image/jpeg' },
    ...(cookie ? { cookie } : {}),
  });

function storedCovers(programId: string): string[] {
  const dir = path.join(t.uploadsDir, 'program-covers', 'covers', programId);
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

describe('program covers', () => {
  it('stores a real photo as a 1280×720 WebP, shown on the program and its card, and replaces the old one', async () => {
    const owner = await signUpAs('institution');
    const created = await publish(owner.cookie);
    expect(created.coverUrl).toBeNull();

    const first = await upload(created.id, await photo(), owner.cookie);
    expect(first.status).toBe(200);
    const saved = ProgramDetail.parse(await first.json());
    expect(saved.coverUrl).toMatch(new RegExp(`^/uploads/program-covers/covers/${created.id}/\\d+\\.webp$`));
    expect(saved.card.imageUrl).toBe(saved.coverUrl);
    const served = await t.request(saved.coverUrl!);
    expect(served.status).toBe(200);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 720 });

    // the public page and the catalogue card show it (the card list is re-read: its cache was cleared)
    const page = ProgramDetail.parse(await (await t.request(`/api/programs/${created.id}`)).json());
    expect(page.coverUrl).toBe(saved.coverUrl);
    const catalogue = CataloguePage.parse(await (await t.request('/api/catalogue?q=solar')).json());
    expect(catalogue.items.find((item) => item.id === created.id)?.imageUrl).toBe(saved.coverUrl);

    const second = ProgramDetail.parse(await (await upload(created.id, await photo(900, 900), owner.cookie)).json());
    expect(second.coverUrl).not.toBe(saved.coverUrl);
    expect((await t.request(saved.coverUrl!)).status).toBe(404);
    expect(storedCovers(created.id)).toHaveLength(1);

    // deleting the program deletes its cover
    expect((await t.request(`/api/programs/${created.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    expect(storedCovers(created.id)).toHaveLength(0);
  });

  it('refuses another institution, a signed-in user of another role and an anonymous visitor', async () => {
    const owner = await signUpAs('institution');
    const created = await publish(owner.cookie);
    const bytes = await photo(400, 300);
    const other = await signUpAs('institution');
    expect((await upload(created.id, bytes, other.cookie)).status).toBe(403);
    const student = await signUpAs('student');
    expect((await upload(created.id, bytes, student.cookie)).status).toBe(403);
    const company = await signUpAs('company');
    expect((await upload(created.id, bytes, company.cookie)).status).toBe(403);
    expect((await upload(created.id, bytes)).status).toBe(401);
    expect(storedCovers(created.id)).toEqual([]);
    const page = ProgramDetail.parse(await (await t.request(`/api/programs/${created.id}`)).json());
    expect(page.coverUrl).toBeNull();
  });

  it('checks the bytes on the server: not an image, an SVG, too large; an unknown program is 404', async () => {
    const owner = await signUpAs('institution');
    const created = await publish(owner.cookie);
    const notImage = await upload(created.id, new TextEncoder().encode('%PDF-1.7 not a picture'), owner.cookie);
    expect(notImage.status).toBe(400);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(created.id, svg, owner.cookie)).status).toBe(400);
    const tooLarge = await upload(created.id, new Uint8Array(11 * 1024 * 1024), owner.cookie);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toBe(
      'Cover image must be less than 10MB',
    );
    expect((await upload('00000000-0000-4000-8000-000000000000', await photo(), owner.cookie)).status).toBe(404);
    expect(storedCovers(created.id)).toEqual([]);
  });

  it('refuses a request from another origin', async () => {
    const owner = await signUpAs('institution');
    const created = await publish(owner.cookie);
    const response = await t.request(`/api/programs/${created.id}/cover`, {
      method: 'POST',
      body: await photo(),
      headers: { 'content-type': 'image/jpeg', origin: 'https://evil.example' },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(403);
  });
});
