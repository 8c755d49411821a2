import { COURSE_CATEGORIES, COURSE_SUBCATEGORIES, COURSE_TECH_CATEGORIES, COURSE_TRADES_CATEGORIES } from './lists.ts';

// The catalogue's rules without zod, so the web pages can use them without loading the
// schemas in catalogue.ts (~24 KiB gzip).

export const CATALOGUE_TABS = ['all', 'tech', 'trades'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];
export const CATALOGUE_PAGE_SIZE = 12;
/** The catalogue counts matches up to here; beyond it the total is this and `totalIsCapped` is true. */
export const CATALOGUE_TOTAL_CAP = 1000;

/** The tab a category belongs to (spec §9: everything that is not tech is trades). */
export function tabOfCategory(category: string): Exclude<CatalogueTab, 'all'> {
  return (COURSE_TECH_CATEGORIES as readonly string[]).includes(category) ? 'tech' : 'trades';
}

/** Chips shown under a tab ("All" first, added by the UI). */
export function chipsOfTab(tab: CatalogueTab): readonly string[] {
  if (tab === 'tech') return COURSE_TECH_CATEGORIES;
  if (tab === 'trades') return COURSE_TRADES_CATEGORIES;
  return COURSE_CATEGORIES;
}

export function subcategoryOf(category: string): string {
  return COURSE_SUBCATEGORIES[tabOfCategory(category)];
}

/** progress = completed ÷ total × 100, rounded; indexes outside the course are ignored. */
export function progressOf(completedModules: readonly number[], moduleCount: number): number {
  if (moduleCount <= 0) return 0;
  const done = new Set(completedModules.filter((index) => index >= 0 && index < moduleCount));
  return Math.round((done.size / moduleCount) * 100);
}
