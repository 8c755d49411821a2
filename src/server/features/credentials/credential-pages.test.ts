import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

let t: TestApp;
let issued: CredentialSummary;
let issuerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const institution = await signUpInstitution(t);
  issuerId = institution.userId;
  const programId = await publishProgram(t, institution.cookie);
  const learner = await enrolledLearner(t, programId);
  const answer = await complete(t, institution.cookie, programId, learner.userId, {
    grade: 'A',
    remark: 'Neat wiring',
  });
  issued = CredentialSummary.parse(await answer.json());
});
afterAll(() => t.close());

const path = (url: string) => new URL(url).pathname;

describe('the public page of a credential', () => {
  it('shows the learner, issuer, achievement, both calendars and passed checks, as HTML without scripts', async () => {
    const response = await t.request(path(issued.pageUrl), { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script');
    for (const text of [
      'Solar PV Installation',
      'Ramesh Thapa',
      'Pokhara Technical School',
      'Issuer not verified',
      'Status: Valid',
      'Digital signature verified',
      'CTEVT Level 1 Certificate',
      'Grade: A<br>Remark: Neat wiring',
    ]) {
      expect(html).toContain(text);
    }
    // AD and BS: "28 Nov 2026 · 13 Mangsir 2083"
    expect(html).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4} · \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(html).toContain(`href="${issued.jsonUrl}"`);
    // the QR code: an image of its own, named in the page's language, that never changes
    const src = /<img src="([^"]+)" alt="QR code[^"]*"/.exec(html)?.[1];
    expect(src).toBe(`${path(issued.pageUrl)}/qr.svg`);
    const qr = await t.request(src!);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    expect(qr.headers.get('cache-control')).toContain('immutable');
    expect(await qr.text()).toMatch(/^<svg[^>]*viewBox="0 0 39 39"/);
  });

  it('draws no QR code for a credential that was never issued', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-credential']) {
      expect((await t.request(`/credentials/${id}/qr.svg`)).status).toBe(404);
    }
  });

  it('speaks Nepali to a reader who chose it, and the page offers the other language', async () => {
    const byCookie = await (await t.request(path(issued.pageUrl), { headers: { cookie: 'sipalu_lang=ne' } })).text();
    expect(byCookie).toContain('<html lang="ne">');
    expect(byCookie).toContain('प्रमाणित प्रमाणपत्र');
    expect(byCookie).toContain('मान्य');
    expect(byCookie).toContain('?lang=en');
    const byQuery = await (await t.request(`${path(issued.pageUrl)}?lang=ne`)).text();
    expect(byQuery).toContain('<html lang="ne">');
  });

  it('words the issuer’s grade and remark, and Sipalu’s tags, in the reader’s language', async () => {
    // signed in English, as every verifier reads it
    const document = (await (await t.request(path(issued.jsonUrl))).json()) as {
      credentialSubject: { narrative: string; achievement: { tag: string[] } };
    };
    expect(document.credentialSubject.narrative).toBe('Grade: A\n\nRemark: Neat wiring');
    expect(document.credentialSubject.achievement.tag).toEqual([
      'CTEVT Level 1 Certificate',
      'Professional Certification',
    ]);
    const nepali = await (await t.request(`${path(issued.pageUrl)}?lang=ne`)).text();
    expect(nepali).toContain('<p>ग्रेड: A<br>कैफियत: Neat wiring</p>');
    // the program's type is Sipalu's word; the credential it awards is the institution's own
    expect(nepali).toContain('<li>व्यावसायिक प्रमाणपत्र</li>');
    expect(nepali).toContain('<li>CTEVT Level 1 Certificate</li>');
    expect(nepali).not.toMatch(/Grade:|Remark:|Professional Certification/);
    const certificate = await (await t.request(`${path(issued.pageUrl)}/certificate?lang=ne`)).text();
    expect(certificate).toContain('<p class="award">ग्रेड: A</p>');
    expect(certificate).not.toContain('Grade:');
  });

  it('answers 404 with a page for an unknown or malformed id, and for its JSON', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-credential']) {
      const page = await t.request(`/credentials/${id}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Credential not found');
      expect((await t.request(`/credentials/${id}.json`)).status).toBe(404);
    }
  });

  it('is not listed in the sitemap', async () => {
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/credentials/');
  });
});

describe('the issuer’s key documents', () => {
  it('publish the key a proof names, under the issuer that credential names', async () => {
    const document = (await (await t.request(path(issued.jsonUrl))).json()) as {
      issuer: { id: string };
      proof: { verificationMethod: string }[];
    };
    expect(document.issuer.id).toBe(`${TEST_ORIGIN}/issuers/${issuerId}`);
    const key = (await (await t.request(path(document.proof[0]!.verificationMethod))).json()) as Record<string, string>;
    expect(key).toMatchObject({ type: 'Multikey', controller: document.issuer.id });
    expect(key.publicKeyMultibase).toMatch(/^z6Mk/);
    expect(key).not.toHaveProperty('secretKeyMultibase');
  });

  it('answer 404 for an account that issued nothing and for an unknown key', async () => {
    const nobody = await t.signUp();
    expect((await t.request(`/issuers/${nobody.userId}`)).status).toBe(404);
    expect((await t.request(`/issuers/${issuerId}/keys/z6MkUnknownKey`)).status).toBe(404);
  });
});
