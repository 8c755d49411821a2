import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage } from '#contract/messages.ts';
import { DirectoryPage } from '#contract/services.ts';
import { StaffVerificationPage, VerificationRequest } from '#contract/verification.ts';
import { users } from '#server/db/schema/auth.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { auditLog, verificationDocuments, verificationRequests } from '#server/db/schema/trust.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { purgeVerificationDocuments } from './verification-purge.ts';

let t: TestApp;
let png: Uint8Array<ArrayBuffer>;
const pdf = new Uint8Array(
  readFileSync(path.join(import.meta.dirname, '../../../../tests/fixtures/insights/linkedin-profile.pdf')),
);

beforeAll(async () => {
  t = await createTestApp();
  const bytes = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  png = new Uint8Array(bytes);
});
afterAll(() => t.close());

interface Person {
  cookie: string;
  userId: string;
  email: string;
}

async function withRole(role: 'professional' | 'company' | 'institution', fullName = 'Sita Gurung'): Promise<Person> {
  const user = await t.signUp({ fullName, verified: true });
  const added = await t.request('/api/me/roles', { method: 'POST', json: { role }, cookie: user.cookie });
  expect(added.status).toBe(201);
  return user;
}

function professionalForm(
  files: { identity?: Uint8Array<ArrayBuffer>; certificate?: Uint8Array<ArrayBuffer> } = {},
): FormData {
  const form = new FormData();
  form.set('role', 'professional');
  form.set('identityDocumentKind', 'citizenship');
  const identity = files.identity ?? png;
  form.set('identity', new Blob([identity]), 'citizenship.png');
  if (files.certificate) {
    form.set('certificateFramework', 'NSTB');
    form.set('certificateLevel', '2');
    form.set('certificateOccupation', 'Plumber');
    form.set('certificateNumber', 'NSTB-2-4411');
    form.set('certificate', new Blob([files.certificate]), 'certificate.pdf');
  }
  return form;
}

/** Posts the form as a browser would: multipart bytes with their boundary. */
async function send(person: Person | null, form: FormData): Promise<Response> {
  const encoded = new Response(form);
  return t.request('/api/verification/requests', {
    method: 'POST',
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    ...(person ? { cookie: person.cookie } : {}),
  });
}

const decide = (person: Person | null, id: string, action: string, json: Record<string, unknown> = {}) =>
  t.request(`/api/staff/verifications/${id}/${action}`, {
    method: 'POST',
    json,
    ...(person ? { cookie: person.cookie } : {}),
  });

async function errorKey(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { error: { key?: string } }).error.key;
}

/** The files in the test app's object store whose path holds `userId`. */
function filesOf(userId: string, dir = t.uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesOf(userId, path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .filter((name) => name.includes(userId));
}

const requestsOf = (userId: string) =>
  t.database.db.select().from(verificationRequests).where(eq(verificationRequests.userId, userId));

async function requested(person: Person, form = professionalForm({ certificate: pdf })): Promise<VerificationRequest> {
  const response = await send(person, form);
  expect(response.status).toBe(201);
  return VerificationRequest.parse(await response.json());
}

async function withService(person: Person, fullName: string): Promise<void> {
  await t.database.db.insert(profiles).values({ id: person.userId, fullName }).onConflictDoUpdate({
    target: profiles.id,
    set: { fullName },
  });
  const response = await t.request('/api/services', {
    method: 'POST',
    cookie: person.cookie,
    json: {
      title: 'Plumbing repairs',
      description: 'Leaking taps, pipes and water tanks fixed the same day.',
      format: 'in-person',
      duration: '2 hours',
      skills: 'Plumbing',
      price: '1200',
      location: 'Pokhara',
      locationLat: '28.2096',
      locationLng: '83.9856',
    },
  });
  expect(response.status).toBe(201);
}

async function directory(query: string): Promise<DirectoryPage> {
  return DirectoryPage.parse(await (await t.request(`/api/professionals${query}`)).json());
}

describe('a verification request', () => {
  it('is refused to anonymous visitors and to a role the account does not hold', async () => {
    expect((await send(null, professionalForm())).status).toBe(401);
    expect((await t.request('/api/verification/requests')).status).toBe(401);
    const student = await t.signUp({ verified: true });
    const refused = await send(student, professionalForm());
    expect(refused.status).toBe(403);
    expect(await errorKey(refused)).toBe('verify.errors.roleNotHeld');
    expect(await requestsOf(student.userId)).toEqual([]);
  });

  it('stores an ID image and a certificate PDF privately, pending review, one at a time', async () => {
    const pro = await withRole('professional');
    const request = await requested(pro);
    expect(request).toMatchObject({
      status: 'pending',
      role: 'professional',
      identityDocumentKind: 'citizenship',
      certificateFramework: 'NSTB',
      certificateLevel: '2',
      certificateOccupation: 'Plumber',
      badge: null,
    });
    expect(request.documents.map((document) => [document.kind, document.contentType]).sort()).toEqual([
      ['certificate', 'application/pdf'],
      ['identity', 'image/png'],
    ]);
    expect(filesOf(pro.userId)).toHaveLength(2);

    const mine = await t.request('/api/verification/requests', { cookie: pro.cookie });
    expect(((await mine.json()) as VerificationRequest[]).map((item) => item.id)).toEqual([request.id]);

    const stranger = await t.signUp();
    const theirs = await t.request('/api/verification/requests', { cookie: stranger.cookie });
    expect(await theirs.json()).toEqual([]);

    const again = await send(pro, professionalForm());
    expect(again.status).toBe(409);
    expect(await errorKey(again)).toBe('verify.errors.pendingExists');
    expect(filesOf(pro.userId)).toHaveLength(2);
  });

  it('streams a document to its owner and to staff only, never cached and never under /uploads', async () => {
    const pro = await withRole('professional');
    const request = await requested(pro);
    const identity = request.documents.find((document) => document.kind === 'identity');
    if (!identity) throw new Error('no identity document');
    const url = `/api/verification/documents/${identity.id}`;

    expect((await t.request(url)).status).toBe(401);
    const stranger = await t.signUp();
    expect((await t.request(url, { cookie: stranger.cookie })).status).toBe(404);
    const own = await t.request(url, { cookie: pro.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(png);
    const staff = await t.signUpStaff();
    expect((await t.request(url, { cookie: staff.cookie })).status).toBe(200);

    const [stored] = filesOf(pro.userId);
    const key = path
      .relative(t.uploadsDir, stored ?? '')
      .split(path.sep)
      .join('/');
    expect(key.startsWith('verification-documents/')).toBe(true);
    expect((await t.request(`/uploads/${key}`)).status).toBe(404);
  });

  it('hands staff a PDF as a sandboxed download, never as a page of the site (it may carry JavaScript)', async () => {
    const pro = await withRole('professional');
    const request = await requested(pro);
    const certificate = request.documents.find((document) => document.kind === 'certificate');
    if (!certificate) throw new Error('no certificate document');
    const staff = await t.signUpStaff();
    for (const cookie of [staff.cookie, pro.cookie]) {
      const response = await t.request(`/api/verification/documents/${certificate.id}`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="certificate.pdf"');
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      await response.body?.cancel();
    }
  });

  it('refuses a file by its content, whatever its name, and one too big, storing nothing', async () => {
    const pro = await withRole('professional');
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const renamed = await send(pro, professionalForm({ identity: text }));
    expect(renamed.status).toBe(400);
    expect(await errorKey(renamed)).toBe('verify.errors.fileType');

    // a PNG signature on bytes that are not an image
    const fake = new Uint8Array(500);
    fake.set(png.subarray(0, 40));
    const broken = await send(pro, professionalForm({ identity: fake }));
    expect(broken.status).toBe(400);
    expect(await errorKey(broken)).toBe('verify.errors.fileUnreadable');

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png);
    const tooBig = await send(pro, professionalForm({ identity: big }));
    expect(tooBig.status).toBe(413);
    expect(await errorKey(tooBig)).toBe('verify.errors.fileTooLarge');

    const noCertificateDetails = professionalForm();
    noCertificateDetails.set('certificate', new Blob([pdf]), 'certificate.pdf');
    expect((await send(pro, noCertificateDetails)).status).toBe(400);

    expect(await requestsOf(pro.userId)).toEqual([]);
    expect(filesOf(pro.userId)).toEqual([]);
  });

  it('leaves no file and no row when storing fails half-way', async () => {
    const pro = await withRole('professional');
    const { objectStore } = t.deps;
    const put = objectStore.put.bind(objectStore);
    let calls = 0;
    objectStore.put = async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return put(...args);
    };
    try {
      expect((await send(pro, professionalForm({ certificate: pdf }))).status).toBe(500);
    } finally {
      objectStore.put = put;
    }
    expect(calls).toBe(2);
    expect(await requestsOf(pro.userId)).toEqual([]);
    expect(filesOf(pro.userId)).toEqual([]);
  });

  it('checks a company’s claims and records an agency', async () => {
    const company = await withRole('company', 'Pokhara Manpower');
    const form = new FormData();
    form.set('role', 'company');
    form.set('registeredName', 'Pokhara Manpower Pvt. Ltd.');
    form.set('registeredAddress', 'Lakeside, Pokhara');
    form.set('panVatNumber', '60123');
    form.set('isAgency', 'true');
    form.set('registration', new Blob([pdf]), 'registration.pdf');
    const badPan = await send(company, form);
    expect(badPan.status).toBe(400);
    expect(await errorKey(badPan)).toBe('verify.errors.panVat');

    form.set('panVatNumber', '601234567');
    const request = await requested(company, form);
    expect(request).toMatchObject({ role: 'company', isAgency: true, panVatNumber: '601234567' });

    const staff = await t.signUpStaff();
    expect((await decide(staff, request.id, 'approve')).status).toBe(200);
    const [profile] = await t.database.db
      .select({ isVerified: profiles.isVerified, isAgency: profiles.isAgency })
      .from(profiles)
      .where(eq(profiles.id, company.userId));
    expect(profile).toEqual({ isVerified: true, isAgency: true });
  });
});

describe('the staff queue', () => {
  it('answers staff only: 401 anonymous, 403 to users and to staff without two-factor sign-in', async () => {
    const pro = await withRole('professional');
    const request = await requested(pro, professionalForm());
    const user = await t.signUp();
    const halfStaff = await t.signUpStaff({ twoFactor: false });
    for (const [who, status] of [
      [null, 401],
      [user, 403],
      [pro, 403],
      [halfStaff, 403],
    ] as const) {
      const cookie = who ? { cookie: who.cookie } : {};
      expect((await t.request('/api/staff/verifications', cookie)).status).toBe(status);
      for (const action of ['approve', 'reject', 'revoke']) {
        expect((await decide(who, request.id, action, { reason: 'Looks fine' })).status).toBe(status);
      }
    }
    expect((await requestsOf(pro.userId))[0]?.status).toBe('pending');
  });

  it('opens identity documents to staff only as it opens the queue: with the second factor passed', async () => {
    const pro = await withRole('professional');
    const request = await requested(pro);
    const url = `/api/verification/documents/${request.documents[0]!.id}`;
    const without = await t.signUpStaff({ twoFactor: false });
    // two-step on for the account, but this session signed in before it, with a password alone
    const notThisSession = await t.signUpStaff({ twoFactor: false });
    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, notThisSession.userId));
    for (const staff of [without, notThisSession]) {
      // refused like anyone's document (404), as every staff route refuses them (403)
      expect((await t.request(url, { cookie: staff.cookie })).status).toBe(404);
      expect((await t.request('/api/staff/verifications', { cookie: staff.cookie })).status).toBe(403);
    }
    const staff = await t.signUpStaff();
    expect((await t.request(url, { cookie: staff.cookie })).status).toBe(200);
  });

  it('lists pending requests oldest first, page by page, with who asked and the document ids', async () => {
    const staff = await t.signUpStaff();
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await t.request(`/api/staff/verifications?status=pending${cursor ? `&cursor=${cursor}` : ''}`, {
        cookie: staff.cookie,
      });
      expect(response.status).toBe(200);
      const page = StaffVerificationPage.parse(await response.json());
      seen.push(...page.items.map((item) => item.createdAt));
      for (const item of page.items) {
        expect(item.user.email).toContain('@');
        expect(item.documents.length).toBeGreaterThan(0);
      }
      cursor = page.nextCursor;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect([...seen].sort()).toEqual(seen);
  });

  it('approves: the badge shows on the card and in the verified filter; revoke takes it away', async () => {
    const pro = await withRole('professional', 'Maya Plumber Thapa');
    await withService(pro, 'Maya Plumber Thapa');
    const request = await requested(pro);
    const staff = await t.signUpStaff();
    const name = '?q=Maya';
    expect((await directory(`${name}&verified=1`)).items).toEqual([]);

    expect((await decide(staff, request.id, 'reject', {})).status).toBe(400);
    const approved = await decide(staff, request.id, 'approve', { reason: 'Documents match' });
    expect(approved.status).toBe(200);
    expect(VerificationRequest.parse(await approved.json()).status).toBe('approved');
    expect((await decide(staff, request.id, 'approve')).status).toBe(409);

    const [card] = (await directory(`${name}&verified=1`)).items;
    expect(card).toMatchObject({
      id: pro.userId,
      isVerified: true,
      verification: { role: 'professional', certificate: { framework: 'NSTB', level: '2', occupation: 'Plumber' } },
    });
    const page = await t.request(`/api/professionals/${pro.userId}`);
    expect(((await page.json()) as { verification: unknown }).verification).toMatchObject({ role: 'professional' });

    const [bell] = await t.database.db.select().from(notifications).where(eq(notifications.userId, pro.userId));
    expect(bell?.payload).toMatchObject({
      event: 'verification_approved',
      item: 'NSTB Level 2 · Plumber · ID verified',
      // the bell words the badge in the reader's language from it
      badge: { role: 'professional', certificate: { framework: 'NSTB', level: '2', occupation: 'Plumber' } },
      to: '/professional-dashboard',
    });
    const mail = t
      .outbox()
      .filter((sent) => sent.to === pro.email)
      .at(-1);
    expect(mail?.subject).toBe(englishMessage('verify.email.approve.subject'));
    expect(mail?.text).toContain('NSTB Level 2 · Plumber · ID verified');

    expect((await decide(staff, request.id, 'revoke', { reason: ' ' })).status).toBe(400);
    expect((await decide(staff, request.id, 'revoke', { reason: 'Certificate was forged' })).status).toBe(200);
    expect((await directory(`${name}&verified=1`)).items).toEqual([]);
    const [unbadged] = (await directory(name)).items;
    expect(unbadged).toMatchObject({ id: pro.userId, isVerified: false, verification: null });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, request.id));
    expect(audit.map((row) => [row.action, row.actorEmail, row.reason])).toEqual([
      ['verification.approve', staff.email, 'Documents match'],
      ['verification.revoke', staff.email, 'Certificate was forged'],
    ]);
  });

  it('rejects with a reason the applicant reads, who may then ask again', async () => {
    const pro = await withRole('professional');
    const request = await requested(pro, professionalForm());
    const staff = await t.signUpStaff();
    expect((await decide(staff, request.id, 'revoke', { reason: 'No' })).status).toBe(409);
    expect((await decide(staff, request.id, 'reject', { reason: 'The photo is blurred' })).status).toBe(200);
    const mine = (await (
      await t.request('/api/verification/requests', { cookie: pro.cookie })
    ).json()) as VerificationRequest[];
    expect(mine[0]).toMatchObject({ status: 'rejected', decisionReason: 'The photo is blurred', badge: null });
    await requested(pro, professionalForm());
    expect((await decide(staff, '00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
  });
});

describe('document retention', () => {
  it('deletes the documents 90 days after the decision, once, and keeps the request', async () => {
    const pro = await withRole('professional');
    const request = await requested(pro);
    const staff = await t.signUpStaff();
    expect((await decide(staff, request.id, 'approve')).status).toBe(200);
    const decidedAt = new Date((await requestsOf(pro.userId))[0]?.decidedAt ?? 0);
    const day = 24 * 60 * 60 * 1000;

    await purgeVerificationDocuments(t.deps, new Date(decidedAt.getTime() + 89 * day));
    expect(filesOf(pro.userId)).toHaveLength(2);

    const later = new Date(decidedAt.getTime() + 91 * day);
    expect(await purgeVerificationDocuments(t.deps, later)).toBeGreaterThan(0);
    expect(filesOf(pro.userId)).toEqual([]);
    const [row] = await requestsOf(pro.userId);
    expect(row).toMatchObject({ status: 'approved', documentsPurgedAt: later });
    expect(
      await t.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.requestId, request.id)),
    ).toEqual([]);
    // the next run finds nothing of this request left to do
    await purgeVerificationDocuments(t.deps, later);
    expect((await requestsOf(pro.userId))[0]?.documentsPurgedAt).toEqual(later);
  });

  it('deletes the documents with the account', async () => {
    const pro = await withRole('professional');
    await requested(pro);
    expect(filesOf(pro.userId)).toHaveLength(2);
    const response = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: pro.cookie,
    });
    expect(response.status).toBe(200);
    expect(filesOf(pro.userId)).toEqual([]);
    expect(await requestsOf(pro.userId)).toEqual([]);
  });
});
