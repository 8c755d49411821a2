import { afterEach, describe, expect, it } from 'vitest';
import en from '#contract/locales/en.json' with { type: 'json' };
import ne from '#contract/locales/ne.json' with { type: 'json' };
import learningEn from '#contract/locales/learning/en.json' with { type: 'json' };
import learningNe from '#contract/locales/learning/ne.json' with { type: 'json' };
import {
  currentLanguage,
  hasTranslation,
  interpolate,
  loadNamespaces,
  onLanguageChange,
  setLanguage,
  t,
  translateFrom,
  translatorFor,
  type MessageKey,
} from './i18n.ts';

const english = { greeting: 'Welcome, {{name}}!', nav: { jobs: 'Find Jobs', onlyEnglish: 'Only here' } };
const nepali = { greeting: 'स्वागत छ, {{ name }}!', nav: { jobs: 'काम खोज्नुहोस्' } };

describe('translateFrom', () => {
  it('reads nested keys', () => {
    expect(translateFrom([english], 'nav.jobs')).toBe('Find Jobs');
  });

  it('fills {{placeholders}}, with or without spaces, as often as they occur', () => {
    expect(translateFrom([english], 'greeting', { name: 'Sita' })).toBe('Welcome, Sita!');
    expect(translateFrom([nepali], 'greeting', { name: 'सीता' })).toBe('स्वागत छ, सीता!');
    expect(interpolate('{{n}} + {{n}} = {{sum}}', { n: 2, sum: 4 })).toBe('2 + 2 = 4');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translateFrom([english], 'greeting')).toBe('Welcome, {{name}}!');
    expect(translateFrom([english], 'greeting', { other: 'x' })).toBe('Welcome, {{name}}!');
  });

  it('falls back to English, then to the key', () => {
    expect(translateFrom([nepali, english], 'nav.jobs')).toBe('काम खोज्नुहोस्');
    expect(translateFrom([nepali, english], 'nav.onlyEnglish')).toBe('Only here');
    expect(translateFrom([nepali, english], 'nav.missing')).toBe('nav.missing');
    expect(translateFrom([undefined, english], 'nav.jobs')).toBe('Find Jobs');
  });

  it('uses the key_one text for a count of 1 where the language has one', () => {
    const counts = { items: '{{count}} courses', items_one: '{{count}} course' };
    expect(translateFrom([counts], 'items', { count: 1 })).toBe('1 course');
    expect(translateFrom([counts], 'items', { count: '1' })).toBe('1 course');
    expect(translateFrom([counts], 'items', { count: 2 })).toBe('2 courses');
    expect(translateFrom([counts], 'items', { count: 0 })).toBe('0 courses');
    // a language without the singular keeps its own text before falling back to English
    expect(translateFrom([{ items: '{{count}} कोर्स' }, counts], 'items', { count: 1 })).toBe('1 कोर्स');
  });

  it('writes numbers it fills in for the language: lakh grouping, Nepali digits in Nepali', () => {
    const counts = { jobs: '{{count}} खुला जागिर', page: 'पृष्ठ {{page}} / {{pages}}', name: '{{name}}' };
    expect(translateFrom([counts], 'jobs', { count: 2 }, 'ne')).toBe('२ खुला जागिर');
    expect(translateFrom([counts], 'jobs', { count: 150000 }, 'ne')).toBe('१,५०,००० खुला जागिर');
    expect(translateFrom([counts], 'page', { page: 3, pages: 41 }, 'ne')).toBe('पृष्ठ ३ / ४१');
    expect(translateFrom([counts], 'jobs', { count: 150000 }, 'en')).toBe('1,50,000 खुला जागिर');
    // text is filled as given: a name or an e-mail address keeps its digits
    expect(translateFrom([counts], 'name', { name: 'ram42@example.com' }, 'ne')).toBe('ram42@example.com');
    // a key that is no text (one from the server, say) shows as itself
    expect(translatorFor('ne')('nav.noSuchKey' as MessageKey)).toBe('nav.noSuchKey');
  });

  it('returns the key for a group of texts or a path through a text', () => {
    expect(translateFrom([english], 'nav')).toBe('nav');
    expect(translateFrom([english], 'nav.jobs.deeper')).toBe('nav.jobs.deeper');
    expect(translateFrom([english], 'toString')).toBe('toString');
  });
});

describe('language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('translates in English by default, with the real locale file', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('nav.findCourses')).toBe(en.nav.findCourses);
    expect(t('footer.copyright', { year: '2026' })).toBe(en.footer.copyright.replace('{{year}}', '2026'));
    expect(hasTranslation('nav.findCourses')).toBe(true);
    expect(hasTranslation('nav.noSuchKey')).toBe(false);
  });

  it('loads Nepali on demand and tells subscribers', async () => {
    let changes = 0;
    const unsubscribe = onLanguageChange(() => changes++);
    await setLanguage('ne');
    unsubscribe();
    expect(changes).toBe(1);
    expect(currentLanguage()).toBe('ne');
    expect(t('nav.findCourses')).toBe(ne.nav.findCourses);
    expect(translatorFor('en')('nav.findCourses')).toBe(en.nav.findCourses);
    // every number in a Nepali text is in Nepali digits, also where the text falls back to English
    expect(t('notifications.bellUnread', { count: 12 })).toContain('१२');
    expect(t('notifications.bellUnread', { count: 12 })).not.toMatch(/[0-9]/);
  });

  it('loads a namespace with a route, and its Nepali texts when Nepali is picked later', async () => {
    // the catalogue's texts are not in the first load
    expect(hasTranslation('catalogue.searchPlaceholder')).toBe(false);
    const translate = translatorFor('en');
    await loadNamespaces(['learning']);
    expect(t('catalogue.searchPlaceholder')).toBe(learningEn.catalogue.searchPlaceholder);
    expect(translate('catalogue.searchPlaceholder')).toBe(learningEn.catalogue.searchPlaceholder); // a translator made before sees it too
    await setLanguage('ne');
    expect(t('catalogue.searchPlaceholder')).toBe(learningNe.catalogue.searchPlaceholder);
    expect(t('nav.findCourses')).toBe(ne.nav.findCourses);
  });

  it('refuses a namespace that does not exist', async () => {
    await expect(loadNamespaces(['nope'])).rejects.toThrow(/unknown text namespace/);
  });
});
