import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { englishMessage } from '#contract/messages.ts';
import { LIMITS } from '#contract/limits.ts';
import type { Profile, ProfileSaveRequest } from '#contract/profile.ts';
import type { Role } from '#contract/roles.ts';
import { smallAvatarUrl } from '#contract/profile-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ErrorBody {
  error: { code: string; message: string; key?: string };
}
const json = async <T = Profile>(response: Response) => (await response.json()) as T & ErrorBody;

/** A signed-up user holding `roles` (the last one active). */
async function userWith(...roles: Role[]) {
  const user = await t.signUp();
  for (const role of roles) await t.request('/api/me/roles', { method: 'POST', json: { role }, cookie: user.cookie });
  return user;
}

const save = (cookie: string | undefined, body: ProfileSaveRequest | Record<string, unknown>) =>
  t.request('/api/profile', { method: 'PUT', json: body, ...(cookie ? { cookie } : {}) });

const upload = (
  cookie: string | undefined,
  kind: 'avatar' | 'banner',
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = { 'content-type': 'image/jpeg' },
) => t.request(`/api/profile/${kind}`, { method: 'POST', body, headers, ...(cookie ? { cookie } : {}) });

const rowOf = async (userId: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!;

/** Every file in the test app's object store. */
function storedFiles(dir = t.uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
const storedFilesOf = (userId: string) => storedFiles().filter((file) => file.includes(userId));

const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

const VALID = {
  student: {
    role: 'student',
    fullName: 'Sita Gurung',
    headline: 'Diploma in hotel management',
    educationLevel: "Bachelor's",
    interests: ['Cooking', 'Baking'],
  },
  professional: {
    role: 'professional',
    fullName: 'Ram Thapa',
    headline: 'Licensed electrician',
    skills: ['Wiring', 'Solar'],
  },
  institution: { role: 'institution', name: 'Pokhara Technical School', location: 'Pokhara' },
  company: {
    role: 'company',
    name: 'Himal Builders',
    location: 'Lalitpur',
    industry: 'Construction',
    companySize: '11-50',
  },
} as const;

describe('GET /api/profile', () => {
  it("answers the signed-in user's own profile, started from the sign-up name", async () => {
    const { cookie } = await userWith('student');
    const response = await t.request('/api/profile', { cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      fullName: 'Sita Gurung',
      skills: [],
      avatarUrl: null,
      profileComplete: false,
      completionPercentage: 0,
    });
  });
});

describe('PUT /api/profile: required fields per role (spec §5)', () => {
  it.each([
    ['student', { ...VALID.student, educationLevel: undefined }, 'profile.requiredFieldsMissing'],
    ['student', { ...VALID.student, interests: [] }, 'profile.requiredFieldsMissing'],
    ['student', { ...VALID.student, interests: ['  '] }, 'profile.requiredFieldsMissing'],
    ['student', { role: 'student' }, 'profile.requiredFieldsMissing'],
    ['student', { ...VALID.student, headline: '' }, 'profile.requiredFieldsMissing'],
    ['professional', { ...VALID.professional, fullName: ' ' }, 'profile.requiredFieldsMissing'],
    ['professional', { ...VALID.professional, skills: [] }, 'profile.addOneSkill'],
    ['professional', { ...VALID.professional, skills: undefined }, 'profile.addOneSkill'],
    ['institution', { ...VALID.institution, location: '' }, 'profile.requiredFieldsMissing'],
    ['institution', { role: 'institution', location: 'Pokhara' }, 'profile.requiredFieldsMissing'],
    ['company', { ...VALID.company, industry: undefined }, 'profile.requiredFieldsMissing'],
    ['company', { ...VALID.company, companySize: '7' }, 'profile.requiredFieldsMissing'],
    ['company', { ...VALID.company, name: '' }, 'profile.requiredFieldsMissing'],
  ] as const)('setup as %s with %j → 400 %s, nothing saved', async (role, profile, key) => {
    const user = await userWith(role);
    const before = await rowOf(user.userId);
    const response = await save(user.cookie, { intent: 'setup', profile });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({ code: 'VALIDATION_ERROR', key, message: englishMessage(key) });
    expect(await rowOf(user.userId)).toEqual(before);
  });

  it.each(['student', 'professional'] as const)(
    'refuses a %s headline of 101 characters; 100 is fine',
    async (role) => {
      const { cookie } = await userWith(role);
      const long = await save(cookie, { intent: 'setup', profile: { ...VALID[role], headline: 'क'.repeat(101) } });
      expect(long.status).toBe(400);
      expect((await json(long)).error.code).toBe('VALIDATION_ERROR');
      const fits = await save(cookie, {
        intent: 'setup',
        profile: { ...VALID[role], headline: 'क'.repeat(LIMITS.headlineMax) },
      });
      expect(fits.status).toBe(200);
    },
  );

  it('company edit: about is required, and the edit size list is accepted', async () => {
    const { cookie } = await userWith('company');
    const withoutAbout = await save(cookie, {
      intent: 'edit',
      profile: { ...VALID.company, companySize: '501-1000 employees' },
    });
    expect(withoutAbout.status).toBe(400);
    expect((await json(withoutAbout)).error.key).toBe('profile.requiredFieldsMissing');
    const response = await save(cookie, {
      intent: 'edit',
      profile: { ...VALID.company, companySize: '501-1000 employees', about: 'We build earthquake-safe homes.' },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      skills: ['501-1000 employees'],
      bio: 'We build earthquake-safe homes.',
    });
  });

  it('answers an unknown role or intent with 400', async () => {
    const { cookie } = await userWith('student');
    expect((await save(cookie, { intent: 'setup', profile: { role: 'admin' } })).status).toBe(400);
    expect((await save(cookie, { intent: 'publish', profile: VALID.student })).status).toBe(400);
  });
});

describe('PUT /api/profile: saving', () => {
  it.each([
    [
      'student',
      {
        fullName: 'Sita Gurung',
        headline: VALID.student.headline,
        address: "Bachelor's",
        skills: ['Cooking', 'Baking'],
      },
      0,
    ],
    ['professional', { fullName: 'Ram Thapa', headline: 'Licensed electrician', skills: ['Wiring', 'Solar'] }, 60],
    [
      'institution',
      { fullName: 'Pokhara Technical School', organizationName: 'Pokhara Technical School', address: 'Pokhara' },
      50,
    ],
    [
      'company',
      {
        fullName: 'Himal Builders',
        organizationName: 'Himal Builders',
        address: 'Lalitpur',
        headline: 'Construction',
        skills: ['11-50'],
      },
      0,
    ],
  ] as const)(
    'setup as %s maps the form onto the profile (spec §3) and stores %i percent',
    async (role, stored, percentage) => {
      const { cookie, userId } = await userWith(role);
      const response = await save(cookie, { intent: 'setup', profile: VALID[role] });
      expect(response.status).toBe(200);
      const expected = { ...stored, profileComplete: true, completionPercentage: percentage };
      expect(await json(response)).toMatchObject(expected);
      expect(await json(await t.request('/api/profile', { cookie }))).toMatchObject(expected);
      expect(await rowOf(userId)).toMatchObject(expected);
    },
  );

  it('company edit stores the 7-item percentage: 5 of 7 without logo and banner is 71%', async () => {
    const { cookie } = await userWith('company');
    const response = await save(cookie, {
      intent: 'edit',
      profile: { ...VALID.company, about: 'Builders since 1990' },
    });
    expect((await json(response)).completionPercentage).toBe(71);
    // back on the setup screen there is no company formula: the stored value stays
    const setup = await save(cookie, { intent: 'setup', profile: VALID.company });
    expect((await json(setup)).completionPercentage).toBe(71);
  });

  it('Skip for Now saves only what was filled in and marks the profile complete', async () => {
    const { cookie, userId } = await userWith('professional');
    await save(cookie, { intent: 'setup', profile: VALID.professional });
    const response = await save(cookie, {
      intent: 'skip',
      profile: { role: 'professional', fullName: '', headline: 'Master electrician' },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      fullName: 'Ram Thapa',
      headline: 'Master electrician',
      skills: ['Wiring', 'Solar'],
      profileComplete: true,
      completionPercentage: 60,
    });
    const fresh = await userWith('company');
    const skipped = await save(fresh.cookie, {
      intent: 'skip',
      profile: { role: 'company', location: 'Biratnagar', industry: '' },
    });
    expect(await json(skipped)).toMatchObject({
      address: 'Biratnagar',
      headline: null,
      skills: [],
      profileComplete: true,
    });
    expect((await rowOf(fresh.userId)).fullName).toBe('Sita Gurung');
    expect((await rowOf(userId)).profileComplete).toBe(true);
  });

  it('Skip still applies the limits to what was filled in', async () => {
    const { cookie } = await userWith('student');
    const response = await save(cookie, { intent: 'skip', profile: { role: 'student', headline: 'x'.repeat(101) } });
    expect(response.status).toBe(400);
  });

  it('refuses a role the user does not hold with 403 and allows a held role that is not active', async () => {
    const { cookie, userId } = await userWith('student', 'professional');
    const before = await rowOf(userId);
    const notHeld = await save(cookie, { intent: 'setup', profile: VALID.company });
    expect(notHeld.status).toBe(403);
    expect((await json(notHeld)).error.code).toBe('ROLE_NOT_HELD');
    expect(await rowOf(userId)).toEqual(before);
    const held = await save(cookie, { intent: 'setup', profile: VALID.student });
    expect(held.status).toBe(200);
  });

  it('keeps the row whole when two saves race: the last write wins entirely', async () => {
    const { cookie, userId } = await userWith('professional');
    const a = { ...VALID.professional, fullName: 'Ram A', headline: 'Headline A', skills: ['A'] };
    const b = { ...VALID.professional, fullName: 'Ram B', headline: 'Headline B', skills: ['B'] };
    const responses = await Promise.all([
      save(cookie, { intent: 'setup', profile: a }),
      save(cookie, { intent: 'setup', profile: b }),
      save(cookie, { intent: 'setup', profile: a }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const row = await rowOf(userId);
    const winner = row.fullName === 'Ram A' ? a : b;
    expect(row).toMatchObject({ headline: winner.headline, skills: winner.skills, completionPercentage: 60 });
  });
});

describe('authorization', () => {
  const endpoints = [
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['POST', '/api/profile/avatar'],
    ['POST', '/api/profile/banner'],
  ] as const;

  it.each(endpoints)('%s %s refuses an anonymous visitor with 401 and stores nothing', async (method, route) => {
    const filesBefore = storedFiles().length;
    const body =
      method === 'GET'
        ? undefined
        : route === '/api/profile'
          ? JSON.stringify({ intent: 'setup', profile: VALID.student })
          : await photo();
    const response = await t.request(route, { method, body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(401);
    expect((await json(response)).error.code).toBe('UNAUTHORIZED');
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it("another user's calls never read or change my row, and no URL can name it", async () => {
    const alice = await userWith('professional');
    const bob = await userWith('professional');
    await save(alice.cookie, { intent: 'setup', profile: VALID.professional });
    await upload(alice.cookie, 'avatar', await photo());
    const aliceBefore = await rowOf(alice.userId);

    expect((await json(await t.request('/api/profile', { cookie: bob.cookie }))).fullName).toBe('Sita Gurung');
    const bobSaves = await save(bob.cookie, {
      intent: 'setup',
      profile: { ...VALID.professional, fullName: 'Bob Karki' },
      // extra keys are ignored: there is no way to address someone else's row
      userId: alice.userId,
      id: alice.userId,
    } as never);
    expect(bobSaves.status).toBe(200);
    expect(await json(bobSaves)).toMatchObject({ fullName: 'Bob Karki' });
    expect((await upload(bob.cookie, 'avatar', await photo())).status).toBe(200);
    expect((await upload(bob.cookie, 'banner', await photo())).status).toBe(200);

    for (const [method, route] of endpoints) {
      const response = await t.request(`${route}/${alice.userId}`, { method, cookie: bob.cookie });
      expect(response.status).toBe(404);
    }
    expect(await rowOf(alice.userId)).toEqual(aliceBefore);
    expect(storedFilesOf(alice.userId)).toHaveLength(2); // her picture and its small copy
  });
});

/** A PNG header declaring `width`×`height` followed by a little zlib data: a tiny file, a huge bitmap. */
function pngDeclaring(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 << 20))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/profile/avatar and /banner', () => {
  it('stores a 512×512 WebP without EXIF, saves its URL, and serves it immutable with nosniff', async () => {
    const { cookie, userId } = await userWith('professional');
    await save(cookie, { intent: 'setup', profile: VALID.professional });
    const withExif = await sharp({ create: { width: 900, height: 600, channels: 3, background: 'teal' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Sita', Make: 'PhoneCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const response = await upload(cookie, 'avatar', withExif);
    expect(response.status).toBe(200);
    const { url, profile } = await json<{ url: string; profile: Profile }>(response);
    expect(url).toMatch(new RegExp(`^/uploads/profile-images/avatars/${userId}/\\d+-512\\.webp$`));
    expect(profile).toMatchObject({ avatarUrl: url, completionPercentage: 80 });
    expect((await rowOf(userId)).avatarUrl).toBe(url);

    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('stores a 128×128 WebP copy beside the picture for headers and lists, and swaps both on a new upload', async () => {
    const { cookie, userId } = await userWith('student');
    const first = await json<{ url: string }>(await upload(cookie, 'avatar', await photo(1200, 900)));
    const small = smallAvatarUrl(first.url);
    expect(small).toBe(first.url.replace(/-512\.webp$/, '-128.webp'));

    const served = await t.request(small!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect(metadata.exif).toBeUndefined();
    const large = await sharp(Buffer.from(await (await t.request(first.url)).arrayBuffer())).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(storedFilesOf(userId)).toHaveLength(2);

    const second = await json<{ url: string }>(await upload(cookie, 'avatar', await photo()));
    expect((await t.request(first.url)).status).toBe(404);
    expect((await t.request(small!)).status).toBe(404);
    expect((await t.request(smallAvatarUrl(second.url)!)).status).toBe(200);
    expect(storedFilesOf(userId)).toHaveLength(2);
  });

  it('replacing a picture stored before small copies existed removes it and keeps working', async () => {
    const { cookie, userId } = await userWith('student');
    // stored the way uploads were named before: no size in the name, no small copy
    const legacyDir = path.join(t.uploadsDir, 'profile-images', 'avatars', userId);
    mkdirSync(legacyDir, { recursive: true });
    writeFileSync(
      path.join(legacyDir, '1700000000000.webp'),
      await sharp(await photo())
        .webp()
        .toBuffer(),
    );
    const legacyUrl = `/uploads/profile-images/avatars/${userId}/1700000000000.webp`;
    await t.database.db.update(profiles).set({ avatarUrl: legacyUrl }).where(eq(profiles.id, userId));
    expect(smallAvatarUrl(legacyUrl)).toBeNull();
    expect((await t.request(legacyUrl)).status).toBe(200);

    const next = await json<{ url: string }>(await upload(cookie, 'avatar', await photo()));
    expect((await t.request(legacyUrl)).status).toBe(404);
    expect((await rowOf(userId)).avatarUrl).toBe(next.url);
    expect(storedFilesOf(userId)).toHaveLength(2);
  });

  it('stores a 1920×400 banner in profile-banners and deletes the replaced one', async () => {
    const { cookie, userId } = await userWith('institution');
    await save(cookie, { intent: 'setup', profile: VALID.institution });
    const first = await json<{ url: string; profile: Profile }>(await upload(cookie, 'banner', await photo(2400, 800)));
    expect(first.url).toMatch(new RegExp(`^/uploads/profile-banners/banners/${userId}/\\d+\\.webp$`));
    expect(first.profile.completionPercentage).toBe(75);
    const second = await json<{ url: string }>(await upload(cookie, 'banner', await photo(1000, 1000)));
    expect(second.url).not.toBe(first.url);
    expect((await t.request(first.url)).status).toBe(404);
    const served = await t.request(second.url);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 1920, height: 400 });
    expect(storedFilesOf(userId)).toHaveLength(1);
  });

  it('accepts a PNG sent as image/jpeg with a .jpg name: the bytes decide', async () => {
    const { cookie } = await userWith('student');
    const response = await upload(cookie, 'avatar', await photo(), {
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename="me.jpg"',
    });
    expect(response.status).toBe(200);
  });

  it.each([
    [
      'a text file declared image/png',
      () => new TextEncoder().encode('not really a picture\n'.repeat(50)),
      'profile.notAnImage',
    ],
    [
      'an SVG',
      () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'profile.notAnImage',
    ],
    ['an empty body', () => new Uint8Array(), 'profile.notAnImage'],
    [
      'a truncated PNG',
      async () => {
        const noise = Buffer.alloc(300 * 300 * 3).map((_, i) => (i * 7919) % 251);
        const png = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
          .png()
          .toBuffer();
        return png.subarray(0, Math.floor(png.length * 0.6));
      },
      'profile.imageUnreadable',
    ],
    ['a tiny PNG declaring 20000×20000', () => pngDeclaring(20_000, 20_000), 'profile.imageTooBig'],
    [
      'a real 7000×6000 PNG (42 megapixels, small on disk)',
      () =>
        sharp({ create: { width: 7000, height: 6000, channels: 3, background: 'white' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      'profile.imageTooBig',
    ],
  ])('refuses %s with 400 and keeps the old avatar', async (_, make, key) => {
    const { cookie, userId } = await userWith('professional');
    const old = await json<{ url: string }>(await upload(cookie, 'avatar', await photo()));
    const before = await rowOf(userId);
    const response = await upload(cookie, 'avatar', await make(), { 'content-type': 'image/png' });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({ code: 'VALIDATION_ERROR', key, message: englishMessage(key) });
    expect(await rowOf(userId)).toEqual(before);
    expect((await t.request(old.url)).status).toBe(200);
    expect(storedFilesOf(userId)).toHaveLength(2);
  });

  it('refuses a 6 MB avatar with 413, stores nothing and leaves the profile as it was', async () => {
    const { cookie, userId } = await userWith('professional');
    const before = await rowOf(userId);
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    sixMegabytes.set(await photo());
    const asDeclared: Record<string, string>[] = [
      { 'content-type': 'image/png' },
      { 'content-length': String(sixMegabytes.length) },
    ];
    for (const headers of asDeclared) {
      const response = await upload(cookie, 'avatar', sixMegabytes, headers);
      expect(response.status).toBe(413);
      expect((await json(response)).error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        key: 'profile.imageTooLarge',
        message: 'Profile image must be less than 5MB',
      });
    }
    expect(storedFilesOf(userId)).toEqual([]);
    expect(await rowOf(userId)).toEqual(before);
  });

  it('holds the banner to 10 MB: 6 MB passes the size check, 11 MB does not', async () => {
    const { cookie } = await userWith('company');
    const six = await upload(cookie, 'banner', new Uint8Array(6 * 1024 * 1024));
    expect((await json(six)).error.key).toBe('profile.notAnImage');
    const eleven = await upload(cookie, 'banner', new Uint8Array(11 * 1024 * 1024));
    expect(eleven.status).toBe(413);
    expect((await json(eleven)).error).toMatchObject({
      key: 'profile.bannerTooLarge',
      message: 'Banner image must be less than 10MB',
    });
  });

  it('stops reading a streamed body soon after the limit instead of buffering all of it', async () => {
    const { cookie, userId } = await userWith('student');
    const chunk = new Uint8Array(64 * 1024);
    const total = 100 * 1024 * 1024;
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = await upload(cookie, 'avatar', body);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(LIMITS.profileImageBytes + 1024 * 1024);
    expect(cancelled).toBe(true);
    expect(storedFilesOf(userId)).toEqual([]);
  });

  it('answers the JSON endpoints over 1 MB with 413 still', async () => {
    const { cookie } = await userWith('student');
    const response = await t.request('/api/profile', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ intent: 'setup', profile: { ...VALID.student, padding: 'x'.repeat(2 * 1024 * 1024) } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });
});

describe('GET /uploads/…', () => {
  // a file next to the store: a traversal bug would serve it
  const secretName = `sipalu-secret-${process.pid}.webp`;
  beforeAll(() => writeFileSync(path.join(t.uploadsDir, '..', secretName), 'top secret'));
  afterAll(() => rmSync(path.join(t.uploadsDir, '..', secretName), { force: true }));

  it.each([
    `/uploads/profile-images/..%2f..%2f${secretName}`,
    `/uploads/profile-images/avatars%2f..%2f..%2f..%2f${secretName}`,
    `/uploads/%2e%2e/${secretName}`,
    `/uploads/profile-images/%2e%2e%2f%2e%2e%2f${secretName}`,
    `/uploads/profile-images/%2F${secretName}`,
    `/uploads/profile-images/avatars/..\\..\\..\\${secretName}`,
    '/uploads/profile-images/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/uploads/profile-images/avatars/.hidden',
    '/uploads/profile-images',
    '/uploads/profile-images/avatars/none.webp',
    '/uploads/profile-images/avatars/%E0%A4',
  ])('refuses %s with 404', async (url) => {
    const response = await t.request(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('top secret');
  });
});
