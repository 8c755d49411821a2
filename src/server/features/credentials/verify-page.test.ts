import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialSummary } from '#contract/credentials.ts';
import { textIn } from '#server/lib/locale-text.ts';
import { complete, enrolledLearner, publishProgram, signUpInstitution } from '#tests/fixtures/credentials.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { PRESENTED_MAX_BYTES } from './presented-credential.ts';
import { VERIFY_LIMIT } from './verify.pages.ts';

// /verify over HTTP as a browser without JavaScript uses it: a plain form, pasted or uploaded, and
// the answer on the same page; its limits and throttle; and the links to it and to the certificate.

let t: TestApp;
let issued: CredentialSummary;
let json: string;
beforeAll(async () => {
  // one proxy in front, so each test's client is its X-Forwarded-For address
  t = await createTestApp({ trustProxy: 1 });
  const institution = await signUpInstitution(t);
  const programId = await publishProgram(t, institution.cookie);
  const learner = await enrolledLearner(t, programId);
  issued = CredentialSummary.parse(await (await complete(t, institution.cookie, programId, learner.userId)).json());
  json = await (await t.request(new URL(issued.jsonUrl).pathname)).text();
});
afterAll(() => t.close());

const en = (key: string, values?: Record<string, string>) => textIn('en', key, values);
/** The page as a reader sees it: entities decoded. */
const decoded = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function postForm(fields: Record<string, string | Blob>, { lang = 'en', address = '198.51.100.7' } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return t.app.request(`/verify?lang=${lang}`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  });
}

describe('GET /verify', () => {
  it('is a form that works without scripts, in English and Nepali', async () => {
    const page = await t.request('/verify', { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('<form method="post" action="/verify?lang=en" enctype="multipart/form-data">');
    expect(html).toContain('name="credential"');
    expect(html).toContain('type="file"');
    expect(decoded(html)).toContain(en('credentials.verify.title'));
    const nepali = await (await t.request('/verify?lang=ne')).text();
    expect(nepali).toContain('<html lang="ne">');
    expect(nepali).toContain(textIn('ne', 'credentials.verify.submit'));
  });
});

describe('POST /verify', () => {
  it('says valid for a pasted Sipalu credential, with its checks and page', async () => {
    const answer = await postForm({ credential: json });
    expect(answer.status).toBe(200);
    const html = decoded(await answer.text());
    expect(html).toContain(en('credentials.verify.valid'));
    expect(html).not.toContain(en('credentials.verify.notValid'));
    expect(html).toContain(en('credentials.verify.reasons.signatureVerified'));
    expect(html).toContain(en('credentials.verify.reasons.notRevoked'));
    expect(html).toContain(`href="${issued.pageUrl}"`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('says which check failed for an uploaded file whose name was changed, and keeps no pasted text', async () => {
    const tampered = JSON.stringify({ ...(JSON.parse(json) as object), name: 'Master Electrician' });
    const file = new File([tampered], 'credential.json', { type: 'application/json' });
    const html = decoded(await (await postForm({ credential: '', file })).text());
    expect(html).toContain(
      en('credentials.verify.because', { reason: en('credentials.verify.reasons.signatureFailed') }),
    );
    expect(html).toContain('Master Electrician');
  });

  it('answers in Nepali, and keeps the pasted text for a correction', async () => {
    const answer = await postForm({ credential: '{"name": "Solar' }, { lang: 'ne' });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain(
      textIn('ne', 'credentials.verify.because', { reason: textIn('ne', 'credentials.verify.reasons.notJson') }),
    );
    expect(html).toContain('{&quot;name&quot;: &quot;Solar</textarea>');
  });

  it('shows what a forger wrote as text, never as markup', async () => {
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const forged = { ...(JSON.parse(json) as Record<string, unknown>), name: attack };
    const named = await (await postForm({ credential: JSON.stringify(forged) })).text();
    const remote = { ...forged, '@context': [`https://evil.example/"><script>alert(3)</script>`] };
    const contextual = await (await postForm({ credential: JSON.stringify(remote) })).text();
    for (const html of [named, contextual]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;script&gt;');
    }
  });

  it('refuses a body over the limit with 413 and a page, reading no more of it', async () => {
    const huge = 'x'.repeat(3 * PRESENTED_MAX_BYTES);
    const answer = await postForm({ credential: huge });
    expect(answer.status).toBe(413);
    expect(decoded(await answer.text())).toContain(en('credentials.verify.reasons.tooLarge', { max: '256' }));
  });

  it('never answers 5xx, whatever is posted', async () => {
    const bodies: [string, BodyInit][] = [
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="credential"\r\n\r\n{'],
      ['application/x-www-form-urlencoded', 'credential=%E0%A4'],
      ['application/json', new Uint8Array([0xff, 0xfe, 0x00, 0x7b])],
      ['text/plain', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['],
    ];
    for (const [type, body] of bodies) {
      const answer = await t.app.request('/verify', {
        method: 'POST',
        body,
        headers: { 'content-type': type, 'x-forwarded-for': '198.51.100.8' },
      });
      expect(answer.status, type).toBeLessThan(500);
      expect(await answer.text()).toContain(en('credentials.verify.notValid'));
    }
  });

  it(`throttles a client after ${VERIFY_LIMIT.max} checks in ten minutes, and no one else`, async () => {
    for (let i = 0; i < VERIFY_LIMIT.max; i++) {
      expect((await postForm({ credential: '{}' }, { address: '203.0.113.9' })).status).toBe(200);
    }
    const refused = await postForm({ credential: '{}' }, { address: '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(decoded(await refused.text())).toContain(en('credentials.verify.tooMany'));
    expect((await postForm({ credential: '{}' }, { address: '203.0.113.10' })).status).toBe(200);
  });
});

describe('the credential page and its certificate', () => {
  it('link to /verify and to the printable certificate', async () => {
    const html = await (await t.request(`${new URL(issued.pageUrl).pathname}?lang=en`)).text();
    expect(html).toContain('href="/verify?lang=en"');
    expect(html).toContain(`href="${issued.pageUrl}/certificate?lang=en"`);
  });

  it('print an A4 landscape certificate with the learner, both calendars, the QR code and the issuer’s badge', async () => {
    const answer = await t.request(`${new URL(issued.pageUrl).pathname}/certificate?lang=en`);
    expect(answer.status).toBe(200);
    const html = decoded(await answer.text());
    expect(html).toContain('@page{size:A4 landscape;margin:0}');
    for (const text of [
      'Ramesh Thapa',
      'Solar PV Installation',
      'Pokhara Technical School',
      'CTEVT Level 1 Certificate',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(en('credentials.page.issuerNotVerified'));
    // "28 Nov 2026 (AD) · 13 Mangsir 2083 (BS)"
    expect(html).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4} \(AD\) · \d{1,2} [A-Z][a-z]+ \d{4} \(BS\)/);
    expect(html).toContain('<svg');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const nepali = await (await t.request(`${new URL(issued.pageUrl).pathname}/certificate?lang=ne`)).text();
    expect(nepali).toContain(textIn('ne', 'credentials.certificate.kind'));
    expect(nepali).toMatch(/वि\.सं\./);
    expect((await t.request('/credentials/not-an-id/certificate')).status).toBe(404);
    const script = await t.request('/credentials/print.js');
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});
