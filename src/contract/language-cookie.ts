// The reader's language is remembered in browser storage for the app and in this cookie for the
// server, which draws a public page's first screen in it (src/server/features/public/prerendered.ts).

/** The cookie's name; its value is a language code of the app ('en' or 'ne'). */
export const LANGUAGE_COOKIE = 'sipalu_lang';

/** A year: the choice outlives the session, as the storage's does. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
