import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { courses, jobPostings, programs } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { cached } from '#server/lib/public-cache.ts';
import { isPublicJob, isPubliclyVisible } from '#server/lib/visibility.ts';

/** The public pages every crawler should find (spec §2); the app's other routes need a session. */
export const PUBLIC_PAGES = [
  '/',
  '/courses',
  '/professionals',
  '/jobs',
  '/how-it-works',
  '/about',
  '/contact',
  '/terms',
  '/success-stories',
  '/verification',
] as const;

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
const MAX_URLS = 50_000;

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [courseRows, programRows, jobRows] = await Promise.all([
    db
      .select({ id: courses.id, updatedAt: courses.updatedAt })
      .from(courses)
      .orderBy(desc(courses.updatedAt))
      .limit(MAX_URLS),
    db
      .select({ id: programs.id, updatedAt: programs.updatedAt })
      .from(programs)
      .where(and(eq(programs.isActive, true), isPubliclyVisible(programs)))
      .orderBy(desc(programs.updatedAt))
      .limit(MAX_URLS),
    db
      .select({ id: jobPostings.id, postedAt: jobPostings.postedAt })
      .from(jobPostings)
      .where(and(eq(jobPostings.isActive, true), isPublicJob()))
      .orderBy(desc(jobPostings.postedAt))
      .limit(MAX_URLS),
  ]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...courseRows.map((row) => ({ path: `/courses/${row.id}`, lastModified: row.updatedAt })),
    ...programRows.map((row) => ({ path: `/programs/${row.id}`, lastModified: row.updatedAt })),
    ...jobRows.map((row) => ({ path: `/jobs/${row.id}`, lastModified: row.postedAt })),
  ].slice(0, MAX_URLS);
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);

export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  // signed-in areas and the API have nothing for a search engine
  const privatePaths = [
    '/api/',
    '/auth',
    '/choose-role',
    '/profile-setup',
    '/edit-profile',
    '/add-profile',
    '/messages',
    '/dashboard',
    '/professional-dashboard',
    '/company-dashboard',
    '/institution-dashboard',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** /robots.txt and /sitemap.xml, at the site root (not under /api). */
export const crawlerRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(renderRobots(c.var.deps.publicUrl));
  })
  .get('/sitemap.xml', async (c) => {
    const { deps } = c.var;
    // courses, programs and jobs each invalidate their own namespace; a minute of staleness is fine here
    const xml = await cached(deps, 'sitemap', deps.publicUrl, async () =>
      renderSitemap(deps.publicUrl, await sitemapEntries(deps.db)),
    );
    c.header('Cache-Control', 'public, max-age=600');
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
