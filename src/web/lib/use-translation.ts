import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange, translatorFor, type Language, type TranslateFunction } from './i18n.ts';

/**
 * `const { t } = useTranslation(); t('chooseRole.greeting', { name })`. The component re-renders
 * when the language changes, and `t` gets a new identity then, so hooks that list it as a
 * dependency see the change too.
 */
export function useTranslation(): { t: TranslateFunction; language: Language } {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const t = useMemo(() => translatorFor(language), [language]);
  return { t, language };
}
