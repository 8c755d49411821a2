import { english, nepali, type LocaleTree } from '#contract/locales/catalogs.ts';

// Texts the server writes itself (e-mails), in the reader's language, from the same locale files as
// the web. A key missing in Nepali falls back to English; a missing key shows as itself.

export type Language = 'en' | 'ne';
const CATALOGS: Record<Language, LocaleTree> = { en: english, ne: nepali };

/** The text of `key` in `language`, with `{{name}}` placeholders filled from `values`. */
export function textIn(language: Language, key: string, values: Record<string, string> = {}): string {
  let node: unknown = CATALOGS[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : language === 'ne' ? textIn('en', key, values) : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The languages to write a person's e-mail in: the one they chose, or English then Nepali while unknown. */
export function mailLanguages(chosen: string | null | undefined): Language[] {
  return chosen === 'en' || chosen === 'ne' ? [chosen] : ['en', 'ne'];
}
