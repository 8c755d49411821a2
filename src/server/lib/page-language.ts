import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';

export type PageLanguage = 'en' | 'ne';

/**
 * The language the app last showed this browser, from a request's Cookie header: the app sets the
 * cookie whenever it applies a language, its first start included. Null without one.
 */
export function chosenLanguage(cookieHeader: string | null | undefined): PageLanguage | null {
  const chosen = cookieHeader ? parse(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] : undefined;
  return chosen === 'en' || chosen === 'ne' ? chosen : null;
}

/** The reader's language: the one chosen in the app (its cookie), else the browser's first choice of ours. */
export function pageLanguage(c: Context): PageLanguage {
  const chosen = chosenLanguage(c.req.header('cookie'));
  if (chosen) return chosen;
  // as the app's detectLanguage(): Nepali when the browser asks for it at all
  const accepted = c.req.header('accept-language') ?? '';
  return /(^|,)\s*ne\b/i.test(accepted) ? 'ne' : 'en';
}
