import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedResume } from '#contract/job-applications.ts';
import { englishMessage } from '#contract/messages.ts';
import { Service, ServiceVideo } from '#contract/services.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { serviceVideos } from '#server/db/schema/services.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';

// Every account may keep a bounded amount of resumes and lesson videos together. The real quota is
// gigabytes; this app gets 1,000 bytes so the tests upload a few hundred.

const QUOTA = 1_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storageQuotaBytes: QUOTA });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string; key?: string } };

const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'), 0);
  return bytes;
};
const mp4 = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 0);
  return bytes;
};

/** The files in the object store under `<bucket>/<userId>/`. */
function filesOf(bucket: string, userId: string): string[] {
  const dir = path.join(t.uploadsDir, bucket, userId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => e.name);
}

async function expectQuotaRefusal(response: Response) {
  expect(response.status).toBe(413);
  const { error } = (await response.json()) as ErrorBody;
  expect(error).toMatchObject({ key: 'errors.storageQuotaExceeded' });
  expect(error.message).toBe(englishMessage('errors.storageQuotaExceeded'));
}

const uploadResume = (person: Person, bytes: Uint8Array) =>
  t.request('/api/resumes', { method: 'POST', body: bytes, cookie: person.cookie });

/** A professional with one online service, ready for videos. */
async function professionalWithService(): Promise<Person & { serviceId: string }> {
  const person = await t.signUp({ fullName: 'Maya Tamang', verified: true });
  expect(
    (await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie: person.cookie }))
      .status,
  ).toBe(201);
  await t.database.db.insert(profiles).values({ id: person.userId, fullName: 'Maya Tamang' }).onConflictDoNothing();
  const created = await t.request('/api/services', {
    method: 'POST',
    cookie: person.cookie,
    json: {
      title: 'Spoken English for Beginners',
      description: 'Short lessons to speak English at work, with practice every week.',
      format: 'online',
      duration: '4 weeks',
      skills: 'Speaking',
      price: '500',
    },
  });
  expect(created.status).toBe(201);
  return { ...person, serviceId: Service.parse(await created.json()).id };
}

function uploadVideo(
  person: Person & { serviceId: string },
  body: Uint8Array | ReadableStream<Uint8Array>,
  declaredLength = body instanceof Uint8Array ? body.byteLength : undefined,
) {
  return t.request(`/api/services/${person.serviceId}/videos?name=lesson.mp4`, {
    method: 'POST',
    body,
    cookie: person.cookie,
    headers: {
      'content-type': 'application/octet-stream',
      // as a browser sends a file; a stream goes without a length
      ...(declaredLength === undefined ? {} : { 'content-length': String(declaredLength) }),
    },
  });
}

async function videoRows(serviceId: string) {
  return t.database.db.select().from(serviceVideos).where(eq(serviceVideos.serviceId, serviceId));
}

describe('storage quota per account', () => {
  it('stores resumes up to the quota, refuses the one past it and stores nothing of it', async () => {
    const applicant = await t.signUp();
    for (const size of [400, 400]) expect((await uploadResume(applicant, pdf(size))).status).toBe(201);
    await expectQuotaRefusal(await uploadResume(applicant, pdf(400)));
    expect(filesOf('resumes', applicant.userId)).toHaveLength(2);
    const rows = await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, applicant.userId));
    expect(rows.map((row) => row.sizeBytes)).toEqual([400, 400]);
    // what is left still fits; another account has its own quota
    expect((await uploadResume(applicant, pdf(200))).status).toBe(201);
    const other = await t.signUp();
    expect((await uploadResume(other, pdf(800))).status).toBe(201);
  });

  it('counts videos; refuses one past the quota by its declared length; deleting a video frees its room', async () => {
    const pro = await professionalWithService();
    const first = await uploadVideo(pro, mp4(600));
    expect(first.status).toBe(201);
    await expectQuotaRefusal(await uploadVideo(pro, mp4(600)));
    expect(await videoRows(pro.serviceId)).toHaveLength(1);
    expect(filesOf('service-videos', pro.userId)).toHaveLength(1);

    const { id } = ServiceVideo.parse(await first.json());
    expect((await t.request(`/api/videos/${id}`, { method: 'DELETE', cookie: pro.cookie })).status).toBe(204);
    expect((await uploadVideo(pro, mp4(600))).status).toBe(201);
    expect(await videoRows(pro.serviceId)).toHaveLength(1);
  });

  it('refuses a video by its declared length before reading a byte of it', async () => {
    const pro = await professionalWithService();
    expect((await uploadVideo(pro, mp4(700))).status).toBe(201);
    let pulled = 0;
    // a body that never ends: only an answer given before reading it can arrive
    const endless = new ReadableStream<Uint8Array>({
      pull: () => {
        pulled += 1;
        return new Promise(() => undefined);
      },
    });
    await expectQuotaRefusal(await uploadVideo(pro, endless, 400));
    expect(pulled).toBeLessThanOrEqual(1);
    expect(filesOf('service-videos', pro.userId)).toHaveLength(1);
  });

  it('stops a video sent without a length where the quota ends, storing nothing', async () => {
    const pro = await professionalWithService();
    expect((await uploadVideo(pro, mp4(700))).status).toBe(201);
    const chunks = [mp4(200), new Uint8Array(200)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    await expectQuotaRefusal(await uploadVideo(pro, stream));
    expect(await videoRows(pro.serviceId)).toHaveLength(1);
    expect(filesOf('service-videos', pro.userId)).toHaveLength(1);
  });

  it('lets only one of two uploads at once take the last room', async () => {
    const pro = await professionalWithService();
    const answers = await Promise.all([uploadVideo(pro, mp4(600)), uploadVideo(pro, mp4(600))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
    await expectQuotaRefusal(answers.find((answer) => answer.status === 413)!);
    expect(await videoRows(pro.serviceId)).toHaveLength(1);
    expect(filesOf('service-videos', pro.userId)).toHaveLength(1);
  });

  it('counts resumes and videos together', async () => {
    const pro = await professionalWithService();
    expect((await uploadVideo(pro, mp4(700))).status).toBe(201);
    await expectQuotaRefusal(await uploadResume(pro, pdf(400)));
    expect(filesOf('resumes', pro.userId)).toEqual([]);
    expect((await uploadResume(pro, pdf(300))).status).toBe(201);
    await expectQuotaRefusal(await uploadVideo(pro, mp4(100)));
  });

  it('removes a deleted account’s uploaded resumes, sent or not, and their records', async () => {
    const applicant = await t.signUp();
    const upload = await uploadResume(applicant, pdf(300));
    UploadedResume.parse(await upload.json());
    expect(filesOf('resumes', applicant.userId)).toHaveLength(1);
    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: applicant.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(filesOf('resumes', applicant.userId)).toEqual([]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, applicant.userId))).toEqual([]);
  });
});
