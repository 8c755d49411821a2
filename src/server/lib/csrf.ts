import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error.ts';
import type { AppDeps, AppEnv } from './http.ts';
import { rawBodyLimit } from './read-body.ts';

// SameSite=Lax cookies still go with requests from pages on the same site but another origin
// (another port, a sibling subdomain): such a page could post a form that acts as the signed-in
// user. So a request that changes something and carries cookies must come from one of our own
// origins, and a body must be of a type a plain HTML form cannot send.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Content types the JSON API takes. */
const API_TYPES = new Set(['application/json', 'multipart/form-data']);
/**
 * The types an HTML form can send. Upload routes (`rawBody` in their createRoute) take the file's
 * bytes under whatever type the browser gives the file (the server checks the content), but never these.
 */
const FORM_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded']);

/**
 * Refuses state-changing `/api` requests that carry cookies from any origin but ours (403), and
 * bodies that are not JSON or multipart (415), except raw bytes on a route declared with `rawBody`.
 * Requests with no cookies (API clients with a bearer token, anonymous forms) carry no one's session.
 */
export function csrfProtection(deps: Pick<AppDeps, 'publicUrl' | 'allowedOrigins'>) {
  const origins = new Set([new URL(deps.publicUrl).origin, ...(deps.allowedOrigins ?? [])]);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.header('cookie') && !fromOurOrigin(c.req.header('origin'), c.req.header('sec-fetch-site'), origins)) {
      throw new AppError('FORBIDDEN', 'errors.crossOrigin');
    }
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const upload = rawBodyLimit(c) !== null;
    const refused = type ? (upload ? FORM_TYPES.has(type) : !API_TYPES.has(type)) : !upload && hasBody(c.req.raw);
    if (refused) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType');
    return next();
  });
}

function fromOurOrigin(origin: string | undefined, fetchSite: string | undefined, origins: ReadonlySet<string>) {
  // browsers send Origin with every such request; "null" (sandboxed frames, some redirects) names no one
  if (origin && origin !== 'null') return origins.has(origin);
  return fetchSite === 'same-origin';
}

/** Whether the request says a body follows (the headers only: nothing is read). */
function hasBody(request: Request): boolean {
  return Number(request.headers.get('content-length')) > 0 || request.headers.has('transfer-encoding');
}
