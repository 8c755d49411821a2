import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { apiUrl } from './lib/api-client.ts';
import { setLanguage, type Language } from './lib/i18n.ts';
import { ME_QUERY_KEY } from './lib/session.ts';
import type { LocaleNamespace } from '#contract/locales/catalogs.ts';
import { jobsKeys } from './features/jobs/api/jobs-api.ts';
import { jobsQueryOf, jobsStateFromParams } from './features/jobs/lib/jobs-state.ts';
import { catalogueKeys } from './features/learning/api/learning-api.ts';
import {
  catalogueQueryOf,
  stateFromParams as catalogueStateFromParams,
} from './features/learning/lib/catalogue-state.ts';
import { servicesKeys } from './features/services/api/services-api.ts';
import {
  directoryQueryOf,
  stateFromParams as directoryStateFromParams,
} from './features/services/lib/directory-state.ts';

// The server's entry into the web app (built apart by `vite build --ssr`, into dist/ssr): it draws
// a public page's first screen to HTML with the app's own components, in the reader's language and
// with the data the page asks for first (the first page of a list's results), so a slow phone shows
// the content before any script has run. The server puts the markup in a layer over the app
// (src/server/features/public/prerendered.ts) and the same data in the page, where the app
// finds it (lib/first-screen-data.ts) and draws the same screen without asking again.

/** A query the first screen shows: its TanStack key and the API address that answers it. */
export interface FirstScreenQuery {
  key: QueryKey;
  url: string;
}

/** The queries a page's first screen shows, as the page itself asks for them (plain address). */
export function firstScreenQueries(pathname: string): FirstScreenQuery[] {
  const none = new URLSearchParams();
  if (pathname === '/jobs') {
    const state = jobsStateFromParams(none);
    return [{ key: jobsKeys.page(state), url: apiUrl('/jobs', { query: jobsQueryOf(state) }) }];
  }
  if (pathname === '/courses') {
    const state = catalogueStateFromParams(none);
    return [{ key: catalogueKeys.page(state), url: apiUrl('/catalogue', { query: catalogueQueryOf(state) }) }];
  }
  if (pathname === '/professionals') {
    const state = directoryStateFromParams(none);
    return [{ key: servicesKeys.directory(state), url: apiUrl('/professionals', { query: directoryQueryOf(state) }) }];
  }
  // a signed-in page: its reader's own answers, asked with their session (the figures first; the
  // lists below them stay skeletons until the app asks for them)
  if (pathname === '/company-dashboard') {
    return [
      { key: ME_QUERY_KEY, url: apiUrl('/me') },
      { key: jobsKeys.companyStats, url: apiUrl('/company/stats') },
    ];
  }
  return [];
}

// The code and texts a page needs before it can draw (router.tsx loads the same, lazily): the
// server preloads them all with the HTML instead of letting the browser find them one by one.
const PAGE_CODE: Record<string, { module: string; texts: readonly LocaleNamespace[] }> = {
  '/': { module: 'home', texts: ['home'] },
  '/auth': { module: 'auth', texts: [] },
  '/courses': { module: 'courses', texts: ['learning', 'lists'] },
  '/courses/:id': { module: 'course', texts: ['learning', 'lists'] },
  '/programs/:id': { module: 'program', texts: ['learning', 'lists', 'bookings'] },
  '/professionals': { module: 'professionals', texts: ['services', 'lists'] },
  '/professionals/:id': { module: 'professional', texts: ['services', 'lists', 'bookings', 'credentials'] },
  '/jobs': { module: 'jobs', texts: ['account', 'jobs', 'lists'] },
  '/jobs/:id': { module: 'job', texts: ['account', 'jobs', 'lists'] },
  '/how-it-works': { module: 'how-it-works', texts: ['home', 'publicPages'] },
  '/about': { module: 'about', texts: ['home', 'publicPages'] },
  '/contact': { module: 'contact', texts: ['home', 'publicPages'] },
  '/terms': { module: 'terms', texts: ['home', 'publicPages'] },
  '/success-stories': { module: 'success-stories', texts: ['home', 'publicPages'] },
  '/verification': { module: 'verification', texts: ['home', 'publicPages'] },
  '/dashboard': {
    module: 'dashboard',
    texts: ['account', 'learning', 'jobs', 'insights', 'lists', 'bookings', 'credentials'],
  },
  '/professional-dashboard': {
    module: 'professional-dashboard',
    texts: ['account', 'services', 'lists', 'bookings', 'credentials'],
  },
  '/company-dashboard': { module: 'company-dashboard', texts: ['account', 'jobs', 'lists'] },
  '/institution-dashboard': {
    module: 'institution-dashboard',
    texts: ['account', 'learning', 'lists', 'credentials', 'bookings'],
  },
};

/**
 * The source files (as the build's manifest names them) a page's first draw needs in `language`:
 * its route module and its text namespaces; none for a page not listed.
 */
export function pageSources(pathname: string, language: Language): string[] {
  const pattern = pathname.replace(/^\/(courses|programs|professionals|jobs)\/[^/]+$/, '/$1/:id');
  const code = PAGE_CODE[pattern];
  if (!code) return [];
  const languages: Language[] = language === 'en' ? ['en'] : ['en', language];
  return [
    `src/web/app/routes/${code.module}.tsx`,
    ...(language === 'en' ? [] : ['src/web/lib/nepali-texts.ts']),
    ...code.texts.flatMap((namespace) => languages.map((target) => `src/contract/locales/${namespace}/${target}.json`)),
  ];
}

/**
 * API addresses a signed-in page asks for first: the server has the browser fetch them with the
 * HTML, and the page's own request takes that answer. (Public pages draw on the server instead,
 * and tell the app when the reader is certainly signed out: SIGNED_OUT.)
 */
export function pageRequests(pathname: string): string[] {
  const first: Record<string, string[]> = {
    '/dashboard': [],
    '/professional-dashboard': [],
    '/company-dashboard': [apiUrl('/company/stats')],
    '/institution-dashboard': [],
  };
  const page = first[pathname];
  return page ? [apiUrl('/me'), ...page] : [];
}

/** A query's key and its answer. */
export interface FirstScreenData {
  key: QueryKey;
  data: unknown;
}

/**
 * The answer the server adds for a visitor without a session cookie: signed out. The app then does
 * not ask /api/me on a public page (a 401 logged in the console of every first visit).
 */
export const SIGNED_OUT: FirstScreenData = { key: ME_QUERY_KEY, data: null };

// The app's language is one value for the whole module: pages are drawn one after another.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of `pathname` as a signed-out reader first sees it (shell, page and the given data;
 * other data sections as their loading skeletons), in `language`.
 */
export function renderFirstScreen(pathname: string, language: Language, data: readonly FirstScreenData[]) {
  const drawn = queue.then(() => draw(pathname, language, data));
  queue = drawn.catch(() => undefined);
  return drawn;
}

async function draw(pathname: string, language: Language, data: readonly FirstScreenData[]): Promise<string> {
  await setLanguage(language);
  // no query runs on the server: what is not given stays loading, as the app first draws it
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, null);
  for (const entry of data) client.setQueryData(entry.key, entry.data);
  const tree = (
    <QueryClientProvider client={client}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>
  );
  // Pages and their texts load lazily: the first time a page is drawn they suspend, and a string
  // render would give their skeleton. A prerender waits for them (its own output streams the late
  // parts in with inline scripts, which the CSP refuses), after which they draw at once.
  let html = renderToString(tree);
  if (html.includes(SUSPENDED)) {
    await prerender(tree);
    html = renderToString(tree);
  }
  client.clear();
  return html;
}

/** How React marks a boundary it could not draw on the server (it shows the fallback there). */
const SUSPENDED = '<!--$!-->';
