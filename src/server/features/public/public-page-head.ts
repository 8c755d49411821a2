import type { PageHead, PageHeadRoute } from '#server/lib/page-head.ts';
import { pageLanguage, type PageLanguage } from '#server/lib/page-language.ts';
import coreEn from '#contract/locales/en.json' with { type: 'json' };
import coreNe from '#contract/locales/ne.json' with { type: 'json' };
import homeEn from '#contract/locales/home/en.json' with { type: 'json' };
import homeNe from '#contract/locales/home/ne.json' with { type: 'json' };
import pagesEn from '#contract/locales/publicPages/en.json' with { type: 'json' };
import pagesNe from '#contract/locales/publicPages/ne.json' with { type: 'json' };
import learningEn from '#contract/locales/learning/en.json' with { type: 'json' };
import learningNe from '#contract/locales/learning/ne.json' with { type: 'json' };
import jobsEn from '#contract/locales/jobs/en.json' with { type: 'json' };
import jobsNe from '#contract/locales/jobs/ne.json' with { type: 'json' };
import servicesEn from '#contract/locales/services/en.json' with { type: 'json' };
import servicesNe from '#contract/locales/services/ne.json' with { type: 'json' };

// The informational pages' and the three lists' (courses, jobs, professionals) own <title>, description and Open Graph
// tags in the HTML the server sends, so crawlers and link previews see them without running the
// app. They are in the reader's language, as the page drawn below them (PageMeta sets the same on
// the client when the language changes); the address is one for both languages.

const TEXTS = {
  en: { core: coreEn, home: homeEn, pages: pagesEn, learning: learningEn, jobs: jobsEn, services: servicesEn },
  ne: { core: coreNe, home: homeNe, pages: pagesNe, learning: learningNe, jobs: jobsNe, services: servicesNe },
};
const LOCALES = { en: 'en_US', ne: 'ne_NP' } as const;

type Texts = (typeof TEXTS)['en'];
type PageText = (texts: Texts) => { title: string; description: string };

const titled = (title: string, texts: Texts) => `${title} · ${texts.core.shell.brand}`;
const informational = (page: 'howItWorks' | 'about' | 'contact' | 'terms' | 'successStories' | 'verification') =>
  ((texts) => ({
    title: titled(texts.pages[page].title, texts),
    description: texts.pages[page].metaDescription,
  })) satisfies PageText;

const PAGES: Record<string, PageText> = {
  '/': (texts) => ({
    title: `${texts.core.shell.brand} — ${texts.core.shell.tagline}`,
    description: texts.home.home.metaDescription,
  }),
  '/courses': (texts) => ({
    title: titled(texts.learning.coursesPage.title, texts),
    description: texts.learning.coursesPage.intro,
  }),
  '/jobs': (texts) => ({ title: titled(texts.jobs.jobs.title, texts), description: texts.jobs.jobs.intro }),
  '/professionals': (texts) => ({
    title: titled(texts.services.professionalsPage.title, texts),
    description: texts.services.professionalsPage.intro,
  }),
  '/how-it-works': informational('howItWorks'),
  '/about': informational('about'),
  '/contact': informational('contact'),
  '/terms': informational('terms'),
  '/success-stories': informational('successStories'),
  '/verification': informational('verification'),
};

/** A public page's head in `language`. */
export function publicPageHead(pattern: string, language: PageLanguage, publicUrl: string): PageHead | null {
  const page = PAGES[pattern];
  if (!page) return null;
  const texts = TEXTS[language];
  const other = language === 'en' ? 'ne' : 'en';
  return {
    ...page(texts),
    canonical: `${publicUrl.replace(/\/+$/, '')}${pattern}`,
    openGraph: {
      type: 'website',
      site_name: texts.core.shell.brand,
      locale: LOCALES[language],
      'locale:alternate': LOCALES[other],
    },
  };
}

export const publicPageHeads: PageHeadRoute[] = Object.keys(PAGES).map((pattern) => ({
  pattern,
  resolve: (_params, c) => Promise.resolve(publicPageHead(pattern, pageLanguage(c), c.var.deps.publicUrl)),
}));
