import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '#contract/locales/en.json' with { type: 'json' };

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'sipalu.lang';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
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

// English ships in the main bundle; Nepali is fetched only when someone picks it.
async function loadResources(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const module = await import('#contract/locales/ne.json');
  i18n.addResourceBundle('ne', 'translation', module.default, true, true);
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18next before the first render, so the first paint is already in the right language. */
export async function initI18n(): Promise<typeof i18n> {
  let language = detectLanguage();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React already escapes
    react: { useSuspense: false },
  });
  i18n.on('languageChanged', applyDocumentLanguage);
  if (language !== 'en') {
    try {
      await loadResources(language);
    } catch {
      language = 'en'; // offline on first visit: English is better than nothing
    }
    await i18n.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18n;
}

/** Switches the language, loading its texts first, and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  await loadResources(language);
  await i18n.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, still switched
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export { i18n };
