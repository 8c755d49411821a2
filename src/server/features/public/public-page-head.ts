import type { PageHead, PageHeadRoute } from '#server/lib/page-head.ts';
import core from '#contract/locales/en.json' with { type: 'json' };
import homeTexts from '#contract/locales/home/en.json' with { type: 'json' };
import pageTexts from '#contract/locales/publicPages/en.json' with { type: 'json' };
import learningTexts from '#contract/locales/learning/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import servicesTexts from '#contract/locales/services/en.json' with { type: 'json' };

// The informational pages' and the three lists' (courses, jobs, professionals) own <title>, description and Open Graph
// tags in the HTML the server sends, so crawlers and link previews see them without running the
// app. The texts are the English ones the pages show (PageMeta sets the same on the client, in the
// chosen language).

const brand = core.shell.brand;

const PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: `${brand} — ${core.shell.tagline}`, description: homeTexts.home.metaDescription },
  '/courses': {
    title: `${learningTexts.coursesPage.title} · ${brand}`,
    description: learningTexts.coursesPage.intro,
  },
  '/jobs': { title: `${jobsTexts.jobs.title} · ${brand}`, description: jobsTexts.jobs.intro },
  '/professionals': {
    title: `${servicesTexts.professionalsPage.title} · ${brand}`,
    description: servicesTexts.professionalsPage.intro,
  },
  '/how-it-works': {
    title: `${pageTexts.howItWorks.title} · ${brand}`,
    description: pageTexts.howItWorks.metaDescription,
  },
  '/about': { title: `${pageTexts.about.title} · ${brand}`, description: pageTexts.about.metaDescription },
  '/contact': { title: `${pageTexts.contact.title} · ${brand}`, description: pageTexts.contact.metaDescription },
  '/terms': { title: `${pageTexts.terms.title} · ${brand}`, description: pageTexts.terms.metaDescription },
  '/success-stories': {
    title: `${pageTexts.successStories.title} · ${brand}`,
    description: pageTexts.successStories.metaDescription,
  },
  '/verification': {
    title: `${pageTexts.verification.title} · ${brand}`,
    description: pageTexts.verification.metaDescription,
  },
};

export const publicPageHeads: PageHeadRoute[] = Object.entries(PAGES).map(([pattern, page]) => ({
  pattern,
  resolve: (_params, c): Promise<PageHead> => {
    const url = `${c.var.deps.publicUrl.replace(/\/+$/, '')}${pattern === '/' ? '/' : pattern}`;
    return Promise.resolve({
      title: page.title,
      description: page.description,
      canonical: url,
      openGraph: { type: 'website', site_name: brand, locale: 'en_US', 'locale:alternate': 'ne_NP' },
    });
  },
}));
