import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/http.ts';
import { injectHead } from '#server/lib/page-head.ts';
import { publicPageHeads } from './public-page-head.ts';

// The informational pages and the three lists (/courses, /jobs, /professionals) arrive as HTML (crawlers and slow phones see
// the content before any JavaScript runs): `npm run build` renders each of them once in Chromium
// and keeps the markup in dist/web/prerendered/ (scripts/prerender-public.ts). The server puts that
// markup in a layer over the app; the layer comes down as soon as the app has drawn the page
// beneath it (PrerenderedLayerRemover, in the web app's page frame), so the swap moves nothing on
// screen. The lists are rendered with their results still loading: only their heading, search box,
// tabs, chips and filters are in the markup, never a course, job or professional from the build's
// database, so a hidden or removed item (decision 022) can never linger in a copy.

/** Public page → its file under dist/web/prerendered/. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'home',
  '/courses': 'courses',
  '/jobs': 'jobs',
  '/professionals': 'professionals',
  '/how-it-works': 'how-it-works',
  '/about': 'about',
  '/contact': 'contact',
  '/terms': 'terms',
  '/success-stories': 'success-stories',
  '/verification': 'verification',
};

/**
 * Pages whose query string changes what they show (/courses?q=…&tab=…: the search box, tab, chip
 * and filters). Their layer, drawn without a query, is sent for the plain address only: the copy
 * must never differ from the page the app draws beneath it.
 */
const QUERY_DRIVEN_PAGES: ReadonlySet<string> = new Set(['/courses', '/jobs', '/professionals']);

/** The element id of the layer; the web app removes the element with this id. */
export const PRERENDERED_ID = 'prerendered';
const LAYER_STYLE = 'position:absolute;top:0;left:0;right:0;z-index:100;background:#fff';

/** The built index.html and the prerendered markup of each page that has some. */
export interface PrerenderedPages {
  index: string;
  /** Route → markup. */
  pages: ReadonlyMap<string, string>;
}

/** Reads a web root's index.html and prerendered markup (once, at start); null when there is none. */
export function readPrerenderedPages(webRoot: string | undefined): PrerenderedPages | null {
  if (!webRoot) return null;
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return null;
  const pages = new Map<string, string>();
  for (const [route, name] of Object.entries(PRERENDERED_PAGES)) {
    const file = path.join(webRoot, 'prerendered', `${name}.html`);
    if (existsSync(file)) pages.set(route, readFileSync(file, 'utf8'));
  }
  return pages.size > 0 ? { index: readFileSync(indexFile, 'utf8'), pages } : null;
}

/** The page's HTML with its head and prerendered content; null when it has none (the SPA serves it). */
export async function prerenderedHtml(c: Context<AppEnv>): Promise<string | null> {
  const built = c.var.deps.prerendered;
  const markup = built?.pages.get(c.req.path);
  if (!built || !markup) return null;
  if (QUERY_DRIVEN_PAGES.has(c.req.path) && new URL(c.req.url).search) return null;
  const headRoute = publicPageHeads.find((route) => route.pattern === c.req.path);
  const head = headRoute ? await headRoute.resolve({}, c) : null;
  const html = head ? injectHead(built.index, head) : built.index;
  const layer = `<div id="${PRERENDERED_ID}" style="${LAYER_STYLE}">${markup}</div>`;
  return html.replace('<div id="root"></div>', `${layer}<div id="root"></div>`);
}
