import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';

export type PageLanguage = 'en' | 'ne';

/** The reader's language: the one chosen in the app (its cookie), else the browser's first choice of ours. */
export function pageLanguage(c: Context): PageLanguage {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (chosen === 'en' || chosen === 'ne') return chosen;
  // as the app's detectLanguage(): Nepali when the browser asks for it at all
  const accepted = c.req.header('accept-language') ?? '';
  return /(^|,)\s*ne\b/i.test(accepted) ? 'ne' : 'en';
}
