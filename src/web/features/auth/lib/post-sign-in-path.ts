import type { Me } from '#contract/api.ts';
import { dashboardPathFor, isRole } from '#contract/roles.ts';
import { API_BASE } from '#web/lib/api-client.ts';

const BASE = 'https://sipalu.invalid';

/**
 * The `next` target when it is a path on this site, else null. Refuses other origins
 * ("//evil.example", "https:…", "/\\evil"), control characters, and pages that would loop
 * back into sign-in. The target is resolved first (dot segments, "%2e%2e") and checked again as
 * resolved and decoded: "/..//evil.example" resolves to "//evil.example", another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // Browsers read "\" as "/" in URLs; control characters and spaces can hide a scheme.
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\\\u0000-\u0020\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = fullyDecoded(url.pathname);
  // a path starting with two slashes (or a backslash) is read as another host
  if (path === null || /^[/\\][/\\]/.test(path)) return null;
  if (path === '/auth' || path.startsWith('/auth/') || path.startsWith(`${API_BASE}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `text` with every %-escape undone, however often it was encoded; null when it does not decode. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (;;) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
}

/**
 * /choose-role, with the role a "register as a student / trainer" link chose picked in advance
 * (`/auth?tab=signup&role=professional` → `/choose-role?role=professional`).
 */
export function chooseRolePath(role?: string | null): string {
  return isRole(role) ? `/choose-role?role=${role}` : '/choose-role';
}

/** The staff console's address. */
export const STAFF_CONSOLE_PATH = '/staff';

/**
 * Where a signed-in user goes from /auth (spec §4 Onboarding): staff without a role → where they
 * were going, or the staff console; no role yet → /choose-role (with the role the sign-up link
 * chose); profile not complete → /profile-setup; otherwise where they were going (`next`), or the
 * active role's dashboard.
 */
export function postSignInPath(
  me: Pick<Me, 'roles' | 'activeRole' | 'profile'> & Partial<Pick<Me, 'isStaff'>>,
  next?: string | null,
  role?: string | null,
): string {
  if (me.roles.length === 0 && me.isStaff) return safeNextPath(next) ?? STAFF_CONSOLE_PATH;
  if (me.roles.length === 0) return chooseRolePath(role);
  if (!me.profile.profileComplete) return '/profile-setup';
  return safeNextPath(next) ?? dashboardPathFor(me.activeRole);
}

/** The sign-in page, remembering the page the visitor was trying to open. */
export function signInPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return safeNextPath(target) && target !== '/' ? `/auth?next=${encodeURIComponent(target)}` : '/auth';
}
