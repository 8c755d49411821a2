import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/http.ts';
import { errorText } from '#server/lib/logger.ts';
import { pageLanguage, type PageLanguage } from '#server/lib/page-language.ts';
import { mayBeSignedIn } from '#server/lib/session-cookie.ts';

// The public pages arrive as HTML with their first screen (crawlers and slow phones see the content
// before any JavaScript runs): the server draws it with the web app's own components
// (src/web/first-screen.tsx, built by `vite build --ssr` into dist/ssr), in the reader's language
// (the language cookie, else the browser's Accept-Language), and the three lists with the first page
// of their results, read through the app's own public API (and its cache). The markup goes in a
// layer over the app, and the answers beside it; the layer comes down as soon as the app has drawn
// the page beneath it from the same answers (PrerenderedLayerRemover), so the swap moves nothing.
// The answers are read on every request (from the public cache), so a hidden or removed item
// (decision 022) never lingers in a copy; drawn markup is kept per page, language and answers.
// The company dashboard is drawn the same way from its reader's own answers, asked with their
// session: its figures show on slow mobile data before the app's scripts have arrived. That copy
// is a picture of the page (inert, hidden from assistive technology: the app beneath is what a
// reader uses), never kept, and the page says it is private.

/** The public pages whose first screen the server draws. */
export const PRERENDERED_PAGES: readonly string[] = [
  '/',
  '/courses',
  '/jobs',
  '/professionals',
  '/how-it-works',
  '/about',
  '/contact',
  '/terms',
  '/success-stories',
  '/verification',
];

/** Signed-in pages whose first screen the server draws, from the reader's own answers. */
export const SIGNED_IN_PAGES: readonly string[] = ['/company-dashboard'];

/**
 * Pages whose query string changes what they show (/courses?q=…&tab=…). Their first screen is
 * drawn for the plain address only; a search is drawn by the app.
 */
const QUERY_DRIVEN_PAGES: ReadonlySet<string> = new Set(['/courses', '/jobs', '/professionals']);

/** The element id of the layer; the web app removes the element with this id. */
export const PRERENDERED_ID = 'prerendered';
const LAYER_STYLE = 'position:absolute;top:0;left:0;right:0;z-index:100;background:#fff';
/** lib/first-screen-data.ts in the web app reads the answers from this element. */
const DATA_ID = 'first-screen-data';
/** Drawn pages kept: ten pages in two languages, a few answers each. */
const MAX_DRAWN = 80;

export { pageLanguage, type PageLanguage };

interface FirstScreenModule {
  pageSources(pathname: string, language: PageLanguage): string[];
  pageRequests(pathname: string): string[];
  firstScreenQueries(pathname: string): { key: unknown; url: string }[];
  renderFirstScreen(pathname: string, language: PageLanguage, data: { key: unknown; data: unknown }[]): Promise<string>;
  /** The answer "signed out" (the account query's key, null), for a reader without a session cookie. */
  SIGNED_OUT: { key: unknown; data: null };
}

/** A file of the build's manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The web app's server entry, the build's manifest, and the markup drawn, per page, language and answers. */
export interface FirstScreens {
  module: FirstScreenModule;
  manifest: Record<string, ManifestChunk>;
  drawn: Map<string, string>;
  /** index.html's stylesheet link and the stylesheet, sent inside the pages drawn here. */
  stylesheet: { link: string; css: string } | null;
}

/** Loads dist/ssr/first-screen.js beside a web root (once, at start); null when it was not built. */
export async function loadFirstScreens(webRoot: string | undefined): Promise<FirstScreens | null> {
  if (!webRoot) return null;
  const entry = path.join(webRoot, '..', 'ssr', 'first-screen.js');
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const module = (await import(pathToFileURL(entry).href)) as FirstScreenModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const index = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(index);
  const cssFile = link ? path.join(webRoot, link[1]!) : null;
  const stylesheet =
    link && cssFile && existsSync(cssFile) ? { link: link[0], css: readFileSync(cssFile, 'utf8') } : null;
  return { module, manifest, drawn: new Map(), stylesheet };
}

/**
 * `html` with the stylesheet inside it: a page drawn on the server paints as soon as its HTML has
 * arrived, without waiting a round trip (or a free connection) for the stylesheet (decision 046).
 */
export function withInlineStylesheet(screens: FirstScreens | null, html: string): string {
  const sheet = screens?.stylesheet;
  if (!sheet) return html;
  // '</style' cannot occur in the built CSS; a function keeps "$&" in it as written
  return html.replace(sheet.link, () => `<style>${sheet.css}</style>`);
}

/**
 * `<link rel="modulepreload">` for every script a page needs before it draws, beyond the entry's
 * (index.html preloads those): the route's module, everything it imports, its texts. The browser
 * then fetches them all at once, with the HTML, instead of discovering them one import at a time.
 */
export function modulePreloads(
  screens: FirstScreens | null,
  pathname: string,
  language: PageLanguage,
  { dataInPage }: { dataInPage: boolean },
): string {
  if (!screens) return '';
  const { manifest } = screens;
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  for (const source of screens.module.pageSources(pathname, language)) collect(source, files);
  const scripts = [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  // "anonymous" is the credentials mode of the app's own fetch() (same-origin), so it takes this
  // answer; a page drawn here carries its answers already
  const data = (dataInPage ? [] : screens.module.pageRequests(pathname)).map(
    (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}" />`,
  );
  return [...data, ...scripts].join('');
}

/** Whether the server draws this address's first screen. */
export function hasFirstScreen(c: Context): boolean {
  if (SIGNED_IN_PAGES.includes(c.req.path)) return mayBeSignedIn(c);
  if (!PRERENDERED_PAGES.includes(c.req.path)) return false;
  return !(QUERY_DRIVEN_PAGES.has(c.req.path) && new URL(c.req.url).search);
}

/** A page's first screen: the layer and answers to put before the app's root, and its title. */
export interface FirstScreen {
  body: string;
  /** The page's `<title>` element in the reader's language. */
  title: string | null;
  /** Drawn from the reader's own answers: the page may be kept by nobody but them. */
  personal: boolean;
}

/** Reads an API address through the app, with the reader's cookies when given. */
export type Answer = (url: string, cookie?: string) => Promise<Response>;

/**
 * The first screen of the requested page, or null when it has none or drawing it failed (the app
 * then draws the page, as without).
 */
export async function firstScreenOf(
  c: Context<AppEnv>,
  language: PageLanguage,
  answer: Answer,
): Promise<FirstScreen | null> {
  const screens = c.var.deps.firstScreens;
  if (!screens || !hasFirstScreen(c)) return null;
  const personal = SIGNED_IN_PAGES.includes(c.req.path);
  try {
    const queries = screens.module.firstScreenQueries(c.req.path);
    const responses = await Promise.all(
      queries.map(({ url }) => answer(url, personal ? c.req.header('cookie') : undefined)),
    );
    const refused = responses.findIndex((response) => !response.ok);
    // a reader whose session has ended, or who may not see the page: the app shows them what it would
    if (refused >= 0 && personal) return null;
    if (refused >= 0) throw new Error(`${queries[refused]!.url} answered ${responses[refused]!.status}`);
    const data = await Promise.all(
      queries.map(async ({ key }, index) => ({ key, data: (await responses[index]!.json()) as unknown })),
    );
    const drawn = personal
      ? await screens.module.renderFirstScreen(c.req.path, language, data)
      : await keptDrawing(screens, c.req.path, language, data);
    // React writes the page's <title> where the page renders it; it belongs in the head
    const title = /<title>[^<]*<\/title>/.exec(drawn)?.[0] ?? null;
    const picture = personal ? ' inert="" aria-hidden="true"' : '';
    const layer = `<div id="${PRERENDERED_ID}" style="${LAYER_STYLE}"${picture}>${asLayer(drawn.replace(title ?? '', ''))}</div>`;
    // a visitor without a session cookie is signed out: the app need not ask /api/me (a 401 in the
    // console of every first visit), as the server's copy already drew the page signed out
    const answers = mayBeSignedIn(c) ? data : [...data, screens.module.SIGNED_OUT];
    if (answers.length === 0) return { body: layer, title, personal };
    const stamped = answers.map((entry) => ({ ...entry, at: Date.now() }));
    const json = `<script type="application/json" id="${DATA_ID}">${scriptSafe(JSON.stringify(stamped))}</script>`;
    return { body: `${layer}${json}`, title, personal };
  } catch (error) {
    c.var.deps.logger.error('first screen failed', { path: c.req.path, error: errorText(error) });
    return null;
  }
}

/** A public page's markup, drawn once per page, language and answers. */
async function keptDrawing(
  screens: FirstScreens,
  pathname: string,
  language: PageLanguage,
  data: { key: unknown; data: unknown }[],
): Promise<string> {
  const id = `${pathname} ${language} ${createHash('sha256').update(JSON.stringify(data)).digest('base64url')}`;
  let drawn = screens.drawn.get(id);
  if (drawn === undefined) {
    drawn = await screens.module.renderFirstScreen(pathname, language, data);
    screens.drawn.set(id, drawn);
    if (screens.drawn.size > MAX_DRAWN) screens.drawn.delete(screens.drawn.keys().next().value!);
  }
  return drawn;
}

/** JSON inside a `<script>` element: `<` can never close it or open a comment. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The text of each `<label for>`, by the id it names (already escaped, as React wrote it). */
function labelTexts(html: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, id = '', inner = ''] of html.matchAll(/<label\b[^>]*?\sfor="([^"]*)"[^>]*>([\s\S]*?)<\/label>/g)) {
    const text = inner
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) names.set(id, text);
  }
  return names;
}

/**
 * The drawn page as a copy beside the app. React escapes quotes in text and attributes, so these
 * patterns only ever meet tags.
 */
export function asLayer(html: string): string {
  const names = labelTexts(html);
  return (
    html
      // controls need the app: until it has taken over they are shown disabled, so nothing typed
      // into the copy is lost when the app replaces it (links work as plain links meanwhile); each
      // keeps the name its label gave it, as the label's `for` goes with the ids below
      .replace(/<(button|input|textarea|select)\b([^>]*)>/g, (_, tag: string, attributes: string) => {
        const name = names.get(/\sid="([^"]*)"/.exec(attributes)?.[1] ?? '');
        const named = name && !/\saria-label(ledby)?="/.test(attributes) ? ` aria-label="${name}"` : '';
        return `<${tag} disabled=""${named}${attributes}>`;
      })
      // no id may appear twice while the copy sits beside the app
      .replace(/\s(id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g, '')
      // one main and one set of navigation landmarks: the app's; the copy keeps its header and
      // footer, so the page's HTML has them for crawlers and readers without scripts
      .replace(
        /<(main|nav|aside)\b([^>]*)>/g,
        (_, _tag: string, attributes: string) => `<div${attributes.replace(/\s(aria-label|tabindex)="[^"]*"/g, '')}>`,
      )
      .replace(/<\/(main|nav|aside)>/g, '</div>')
  );
}
