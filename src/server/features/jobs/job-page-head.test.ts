import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createDocumentPool } from '#server/lib/documents/document-pool.ts';
import { createThrottle } from '#server/lib/throttle.ts';
import { createAuth } from '#server/auth/auth.ts';
import type { Database } from '#server/db/client.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createOutboxMailer } from '#server/lib/mailer/mailer.ts';
import { createLocalObjectStore } from '#server/lib/object-store/local-store.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';

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

let database: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sipalu-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  database = await createTestDatabase();
  await seedDemo(database.db);
  const mailer = createOutboxMailer(mkdtempSync(path.join(tmpdir(), 'sipalu-outbox-')));
  app = createApp({
    db: database.db,
    auth: createAuth({ db: database.db, secret: 'jobs-page-secret-jobs-page-secret-1', publicUrl: PUBLIC_URL, mailer }),
    logger: createLogger('silent'),
    objectStore: createLocalObjectStore({ root: mkdtempSync(path.join(tmpdir(), 'sipalu-uploads-')) }),
    bus: database.bus,
    throttle: createThrottle(database),
    documents: createDocumentPool(),
    mailer,
    publicUrl: PUBLIC_URL,
    providers: { google: false, linkedin: false },
    webRoot,
  });
});
afterAll(() => database.close());

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
    await invalidate({ bus: database.bus }, 'jobs');
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
    await invalidate({ bus: database.bus }, 'jobs');
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

  it('leaves other pages alone', async () => {
    expect(await page('/jobs')).toBe(INDEX);
    expect(await page('/messages')).toBe(INDEX);
  });
});
