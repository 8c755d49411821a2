import type { Context } from 'hono';
import { errorText } from './logger.ts';
import type { AppEnv } from './http.ts';

// Public pages reach search engines and link previews with their own <title>, description,
// canonical and Open Graph tags and structured data, rendered into the SPA's index.html on the
// server (ARCHITECTURE.md: public pages arrive as HTML). A feature registers a route pattern and a
// resolver; a page with no head (an unknown job) gets the plain index.html, and the SPA shows it.

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute URL of the page's one address. */
  canonical?: string;
  /** `og:*` properties without the prefix (title, description and url are filled in from the above). */
  openGraph?: Record<string, string>;
  /** schema.org objects, each rendered as a `<script type="application/ld+json">`. */
  jsonLd?: readonly unknown[];
}

/** A route (`/jobs/:id`) and what its head is; null when there is no such page. */
export interface PageHeadRoute {
  pattern: string;
  resolve(params: Record<string, string>, c: Context<AppEnv>): Promise<PageHead | null>;
}

/** The named segments of `path` when it matches `pattern` (`/jobs/:id`), else null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * JSON that is safe inside a `<script>` element: `<` can never close it (`</script>`) or open a
 * comment, and the two line separators JavaScript once treated as line ends are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of a head, each on a line. */
export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  const openGraph: Record<string, string> = {
    title: head.title,
    ...(head.description ? { description: head.description } : {}),
    ...(head.canonical ? { url: head.canonical } : {}),
    ...head.openGraph,
  };
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? meta('name', 'description', head.description) : null,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : null,
    ...Object.entries(openGraph).map(([key, value]) => meta('property', `og:${key}`, value)),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ]
    .filter((line): line is string => line !== null)
    .join('\n    ');
}

/**
 * index.html with `head` in it: the page's own title and description replace the defaults, and
 * everything goes in before `</head>`.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) return indexHtml;
  let before = indexHtml.slice(0, end).replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (head.description) before = before.replace(/<meta\s+name=["']description["'][\s\S]*?>\s*/i, '');
  return `${before}${renderHead(head)}\n  ${indexHtml.slice(end)}`;
}

/**
 * The HTML for an app route: index.html with the head of the first registered route that matches
 * and resolves; the plain index.html otherwise (also when a resolver fails: the page still works).
 */
export async function htmlForPath(
  c: Context<AppEnv>,
  indexHtml: string,
  routes: readonly PageHeadRoute[],
): Promise<string> {
  for (const route of routes) {
    const params = matchPattern(route.pattern, c.req.path);
    if (!params) continue;
    try {
      const head = await route.resolve(params, c);
      if (head) return injectHead(indexHtml, head);
    } catch (error) {
      c.var.deps.logger.error('page head failed', { route: route.pattern, error: errorText(error) });
    }
  }
  return indexHtml;
}
