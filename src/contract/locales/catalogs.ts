import coreEn from './en.json' with { type: 'json' };
import coreNe from './ne.json' with { type: 'json' };
import accountEn from './account/en.json' with { type: 'json' };
import accountNe from './account/ne.json' with { type: 'json' };
import homeEn from './home/en.json' with { type: 'json' };
import homeNe from './home/ne.json' with { type: 'json' };
import insightsEn from './insights/en.json' with { type: 'json' };
import insightsNe from './insights/ne.json' with { type: 'json' };
import jobsEn from './jobs/en.json' with { type: 'json' };
import jobsNe from './jobs/ne.json' with { type: 'json' };
import learningEn from './learning/en.json' with { type: 'json' };
import learningNe from './learning/ne.json' with { type: 'json' };
import listsEn from './lists/en.json' with { type: 'json' };
import listsNe from './lists/ne.json' with { type: 'json' };
import messagingEn from './messaging/en.json' with { type: 'json' };
import messagingNe from './messaging/ne.json' with { type: 'json' };
import publicPagesEn from './publicPages/en.json' with { type: 'json' };
import publicPagesNe from './publicPages/ne.json' with { type: 'json' };
import securityEn from './security/en.json' with { type: 'json' };
import securityNe from './security/ne.json' with { type: 'json' };
import servicesEn from './services/en.json' with { type: 'json' };
import servicesNe from './services/ne.json' with { type: 'json' };
import staffEn from './staff/en.json' with { type: 'json' };
import staffNe from './staff/ne.json' with { type: 'json' };
import verificationEn from './verification/en.json' with { type: 'json' };
import verificationNe from './verification/ne.json' with { type: 'json' };
import moderationEn from './moderation/en.json' with { type: 'json' };
import moderationNe from './moderation/ne.json' with { type: 'json' };
import bookingsEn from './bookings/en.json' with { type: 'json' };
import bookingsNe from './bookings/ne.json' with { type: 'json' };
import credentialsEn from './credentials/en.json' with { type: 'json' };
import credentialsNe from './credentials/ne.json' with { type: 'json' };

// Texts are split into namespaces so a page loads only what it shows (docs/decisions/010-locale-namespaces.md): the
// core file (en.json, ne.json) ships with the first load; `<namespace>/<language>.json` loads with
// the routes that name it in the web router. A namespace file holds whole top-level groups
// ("jobs", "companyDashboard"), so keys read the same wherever a text lives.
//
// This module has every text at once: for the server (English error messages) and for tests.
// The web app never imports it.

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every namespace with its two files; the core is named "core". */
export const LOCALE_FILES = {
  core: { en: coreEn, ne: coreNe },
  account: { en: accountEn, ne: accountNe },
  home: { en: homeEn, ne: homeNe },
  insights: { en: insightsEn, ne: insightsNe },
  jobs: { en: jobsEn, ne: jobsNe },
  learning: { en: learningEn, ne: learningNe },
  lists: { en: listsEn, ne: listsNe },
  messaging: { en: messagingEn, ne: messagingNe },
  publicPages: { en: publicPagesEn, ne: publicPagesNe },
  security: { en: securityEn, ne: securityNe },
  services: { en: servicesEn, ne: servicesNe },
  staff: { en: staffEn, ne: staffNe },
  verification: { en: verificationEn, ne: verificationNe },
  moderation: { en: moderationEn, ne: moderationNe },
  bookings: { en: bookingsEn, ne: bookingsNe },
  credentials: { en: credentialsEn, ne: credentialsNe },
} as const satisfies Record<string, { en: LocaleTree; ne: LocaleTree }>;

export type LocaleNamespace = Exclude<keyof typeof LOCALE_FILES, 'core'>;

const files = Object.values(LOCALE_FILES);
/** All English texts. */
export const english: LocaleTree = Object.assign({}, ...files.map((file) => file.en));
/** All Nepali texts. */
export const nepali: LocaleTree = Object.assign({}, ...files.map((file) => file.ne));
