import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

const PUBLIC_URL = 'https://sipalu.example';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description"
    />
    <title>Sipalu — default</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let database: TestApp['database'];
let app: TestApp['app'];
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sipalu-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  t = await createTestApp({ publicUrl: PUBLIC_URL, webRoot });
  database = t.database;
  app = t.app;
  await seedDemo(database.db);
});
afterAll(() => t.close());

async function jobByTitle(title: string) {
  const [job] = await database.db.select().from(jobPostings).where(eq(jobPostings.jobTitle, title));
  if (!job) throw new Error(`no job ${title}`);
  return job;
}

async function page(pathname: string): Promise<string> {
  const response = await app.request(pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('/jobs/:id for search engines', () => {
  it('renders the title, description, canonical, Open Graph and JobPosting JSON-LD into the head', async () => {
    const job = await jobByTitle('Junior React Developer');
    const html = await page(`/jobs/${job.id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>Junior React Developer — ${job.companyName} | Sipalu</title>`);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="Junior React Developer at [^"]+, Lalitpur\. Join our/);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${job.id}" />`);
    expect(head).toContain(`<meta property="og:url" content="${PUBLIC_URL}/jobs/${job.id}" />`);
    expect(html).toContain('<div id="root"></div>');

    const [posting] = jsonLdOf(head);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Junior React Developer',
      datePosted: job.postedAt.toISOString(),
      validThrough: `${job.applicationDeadline}T23:59:59+05:45`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: job.companyName },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Lalitpur', addressCountry: 'NP' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'NPR',
        value: { '@type': 'QuantitativeValue', minValue: 35000, maxValue: 50000, unitText: 'MONTH' },
      },
    });
    expect(posting?.description).toContain('<li>Write tests for your components</li>');
  });

  it('escapes what a company typed, so it can never end the script or add tags', async () => {
    const job = await jobByTitle('Barista');
    const evil = 'Barista</script><script>alert(1)</script><!--';
    await database.db.update(jobPostings).set({ jobTitle: evil, salaryRange: null }).where(eq(jobPostings.id, job.id));
    await invalidate(t.deps, 'jobs');
    const html = await page(`/jobs/${job.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Barista&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    const [posting] = jsonLdOf(html);
    expect(posting?.title).toBe(evil);
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('serves the plain page for unknown, malformed, closed and expired jobs', async () => {
    const closed = await jobByTitle('Graphic Designer');
    const expired = await jobByTitle('Commis Chef');
    await database.db
      .update(jobPostings)
      .set({ applicationDeadline: '2020-01-01' })
      .where(eq(jobPostings.id, expired.id));
    await invalidate(t.deps, 'jobs');
    for (const pathname of [
      '/jobs/00000000-0000-4000-8000-000000000000',
      '/jobs/not-a-job',
      `/jobs/${closed.id}`,
      `/jobs/${expired.id}`,
    ]) {
      const html = await page(pathname);
      expect(html, pathname).toBe(INDEX);
    }
  });

  // (/jobs itself has the list's prerendered head: public.test.ts)
  it('leaves other pages alone', async () => {
    expect(await page('/messages')).toBe(INDEX);
    expect(await page('/dashboard')).toBe(INDEX);
  });
});
