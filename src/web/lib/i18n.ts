import en from '#contract/locales/en.json' with { type: 'json' };
import { formatNumber } from '#contract/format/numbers.ts';
import type { MessageKey } from '#contract/locales/message-key.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '#contract/language-cookie.ts';

// A small module instead of i18next + react-i18next (~18 KiB gzip on every first load, see
// docs/decisions/006-first-load-budget.md). What the app uses: nested keys ("nav.findCourses"),
// {{name}} placeholders, English as the fallback, Nepali loaded on demand.

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'sipalu.lang';

/** A locale file: nested objects whose leaves are texts. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Values for a text's {{placeholders}}. */
export type TranslateValues = Readonly<Record<string, string | number>>;

/** Texts by key; a key the English files lack is a type error (#contract/locales/message-key.ts). */
export type TranslateFunction = (key: MessageKey, values?: TranslateValues) => string;

export type { MessageKey };

const catalogs: Partial<Record<Language, Messages>> = { en };
let language: Language = 'en';

// Texts beyond the core live in namespaces (src/contract/locales/<namespace>/<language>.json),
// loaded with the routes that need them (router.tsx). docs/decisions/010-locale-namespaces.md
const namespaceFiles: Record<Language, Record<string, () => Promise<Messages>>> = {
  en: import.meta.glob<Messages>('../../contract/locales/*/en.json', { import: 'default' }),
  ne: {}, // filled when Nepali is picked (nepali-texts.ts)
};
const namespaceFile = (target: Language, namespace: string) =>
  namespaceFiles[target][`../../contract/locales/${namespace}/${target}.json`];
/** Namespaces merged into each language's catalog. */
const loadedNamespaces: Record<Language, Set<string>> = { en: new Set(), ne: new Set() };
const listeners = new Set<() => void>();

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The text at a dotted key, or undefined when the key is missing or names a group of texts. */
export function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Fills {{name}} placeholders; a placeholder without a value stays as written (as i18next did).
 * A number is written for `language` (lakh grouping, Nepali digits), so a count reads like every
 * other number on the page; text is filled as given.
 */
export function interpolate(text: string, values?: TranslateValues, language: Language = 'en'): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return typeof value === 'number' ? formatNumber(value, language) : String(value);
  });
}

/**
 * The text for `key` from the first catalog that has it (the chosen language, then English),
 * else the key itself, so a missing text shows up in the UI rather than as a blank. With
 * `count` of 1, a `key_one` text wins where the language has one ("1 course", not "1 courses").
 */
export function translateFrom(
  chain: readonly (Messages | undefined)[],
  key: string,
  values?: TranslateValues,
  language: Language = 'en',
): string {
  const keys = values?.count === 1 || values?.count === '1' ? [`${key}_one`, key] : [key];
  for (const messages of chain) {
    for (const candidate of keys) {
      const text = lookup(messages, candidate);
      if (text !== undefined) return interpolate(text, values, language);
    }
  }
  return key;
}

function chainFor(target: Language): (Messages | undefined)[] {
  return target === 'en' ? [catalogs.en] : [catalogs[target], catalogs.en];
}

/** Translates in the current language. For components, prefer useTranslation() (re-renders on change). */
export const t: TranslateFunction = (key, values) => translateFrom(chainFor(language), key, values, language);

/** A translate function fixed to one language. */
export function translatorFor(target: Language): TranslateFunction {
  // the chain is read per call: namespaces loaded later are merged into new catalog objects
  return (key, values) => translateFrom(chainFor(target), key, values, target);
}

/**
 * True when the current language or English has a text for `key`: the run-time check for a key
 * that arrives from the server (an error body's `key`), which the compiler cannot see.
 */
export function hasTranslation(key: string): key is MessageKey {
  return chainFor(language).some((messages) => lookup(messages, key) !== undefined);
}

export function currentLanguage(): Language {
  return language;
}

/** Calls `listener` after every language change; returns an unsubscribe function. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStoredLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage can be disabled (private mode, embedded web views)
  }
}

/** The remembered language, else Nepali when the phone is set to Nepali, else English. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((tag) => tag?.toLowerCase().startsWith('ne')) ? 'ne' : 'en';
}

/** Merges the namespaces `target` lacks into its catalog (groups never overlap, so order is free). */
async function ensureNamespaces(target: Language, namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !loadedNamespaces[target].has(namespace));
  const parts = await Promise.all(
    missing.map((namespace) => {
      const load = namespaceFile(target, namespace);
      if (!load) throw new Error(`unknown text namespace "${namespace}"`);
      return load();
    }),
  );
  catalogs[target] = Object.assign({}, catalogs[target], ...parts) as Messages;
  for (const namespace of missing) loadedNamespaces[target].add(namespace);
}

// English core ships in the main bundle; Nepali is fetched only when someone picks it, with the
// Nepali files of every namespace in use by then.
let nepaliCoreLoaded = false;
async function loadCatalog(target: Language): Promise<void> {
  if (target !== 'en' && !nepaliCoreLoaded) {
    const { nepaliCore, nepaliNamespaces } = await import('./nepali-texts.ts');
    namespaceFiles[target] = nepaliNamespaces;
    catalogs[target] = { ...nepaliCore, ...catalogs[target] };
    nepaliCoreLoaded = true;
  }
  await ensureNamespaces(target, [...loadedNamespaces.en]);
}

/**
 * Loads text namespaces (English, and the current language's) before a page that uses them
 * renders; loading one twice is free. A language picked later loads them as well.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await Promise.all([
    ensureNamespaces('en', namespaces),
    language === 'en' ? undefined : ensureNamespaces(language, namespaces),
  ]);
}

function applyLanguage(target: Language): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = target;
    // the server reads it to draw the next page's first screen in this language
    document.cookie = `${LANGUAGE_COOKIE}=${target}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  }
  if (target === language) return;
  language = target;
  for (const listener of listeners) listener();
}

/** Picks the language before the first render, so the first paint is already in the right one. */
export async function initI18n(): Promise<void> {
  let target = detectLanguage();
  try {
    await loadCatalog(target);
  } catch {
    target = 'en'; // offline on first visit: English is better than nothing
  }
  applyLanguage(target);
}

/** Switches the language, loading its texts first, and remembers the choice. */
export async function setLanguage(target: Language): Promise<void> {
  await loadCatalog(target);
  applyLanguage(target);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, target);
  } catch {
    // not remembered, still switched
  }
}
