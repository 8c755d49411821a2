import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import jobsNe from '#contract/locales/jobs/ne.json' with { type: 'json' };
import pagesEn from '#contract/locales/publicPages/en.json' with { type: 'json' };
import pagesNe from '#contract/locales/publicPages/ne.json' with { type: 'json' };
import { escapeHtml } from '#server/lib/page-head.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="description" content="Default description" /><title>Sipalu</title></head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sipalu-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  t = await createTestApp({ publicUrl: 'https://sipalu.example', webRoot });
});
afterAll(() => t.close());

const meta = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('a public page head in the reader’s language', () => {
  it('a Nepali reader’s page has its description and link preview in Nepali, at the same address', async () => {
    const html = await (await t.app.request('/how-it-works', { headers: { cookie: `${LANGUAGE_COOKIE}=ne` } })).text();
    expect(meta(html, 'name="description"')).toBe(escapeHtml(pagesNe.howItWorks.metaDescription));
    expect(meta(html, 'property="og:description"')).toBe(escapeHtml(pagesNe.howItWorks.metaDescription));
    expect(meta(html, 'property="og:title"')).toContain(pagesNe.howItWorks.title);
    expect(meta(html, 'property="og:locale"')).toBe('ne_NP');
    expect(meta(html, 'property="og:locale:alternate"')).toBe('en_US');
    expect(html).toContain('<link rel="canonical" href="https://sipalu.example/how-it-works" />');
  });

  it('a browser asking for Nepali gets the list’s head in Nepali; an English reader in English', async () => {
    const nepali = await (await t.app.request('/jobs', { headers: { 'accept-language': 'ne-NP,ne;q=0.9' } })).text();
    expect(meta(nepali, 'name="description"')).toBe(escapeHtml(jobsNe.jobs.intro));
    const english = await (await t.app.request('/how-it-works')).text();
    expect(meta(english, 'name="description"')).toBe(escapeHtml(pagesEn.howItWorks.metaDescription));
    expect(meta(english, 'property="og:locale"')).toBe('en_US');
  });
});
