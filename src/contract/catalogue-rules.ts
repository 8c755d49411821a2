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

// ---- the catalogue's filters (docs/decisions/030) ----

/** Delivery format. Sipalu's own courses are taken online; a program has its own format. */
export const CATALOGUE_FORMATS = ['online', 'in-person', 'hybrid'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

/**
 * Price: free, any price, or a band of the total cost in NPR. Courses are free; a program's cost is
 * read from its "total cost" text into `programs.cost_npr` (migration 0012_catalogue_filters, `sipalu_cost_npr`).
 */
export const CATALOGUE_PRICES = ['free', 'paid', 'under-10k', '10k-50k', '50k-plus'] as const;
export type CataloguePrice = (typeof CATALOGUE_PRICES)[number];
/** Each band: from `min` (inclusive) to `max` (exclusive; null: no upper bound), NPR. */
export const CATALOGUE_PRICE_BOUNDS: Record<
  Exclude<CataloguePrice, 'free' | 'paid'>,
  { min: number; max: number | null }
> = {
  'under-10k': { min: 1, max: 10_000 },
  '10k-50k': { min: 10_000, max: 50_000 },
  '50k-plus': { min: 50_000, max: null },
};

/**
 * Duration bands, in days read from the duration text (`duration_days`, `sipalu_duration_days`:
 * a week is 7 days, a month 30, a year 365; a range counts by its longer end).
 */
export const CATALOGUE_DURATIONS = ['under-1m', '1-3m', '3-6m', '6-12m', 'over-1y'] as const;
export type CatalogueDuration = (typeof CATALOGUE_DURATIONS)[number];
/** Each band: more than `above` days, up to `upTo` days inclusive (null: no upper bound). */
export const CATALOGUE_DURATION_DAYS: Record<CatalogueDuration, { above: number; upTo: number | null }> = {
  'under-1m': { above: 0, upTo: 29 },
  '1-3m': { above: 29, upTo: 90 },
  '3-6m': { above: 90, upTo: 180 },
  '6-12m': { above: 180, upTo: 365 },
  'over-1y': { above: 365, upTo: null },
};

/**
 * Level: the CTEVT / NSTB skill level (1 to 4) the course or program leads to, read from its title
 * and certificate ("CTEVT Level 1 Certificate (Cook)", "NSTB Level 2 skill test"; `skill_level`).
 */
export const CATALOGUE_LEVELS = ['1', '2', '3', '4'] as const;
export type CatalogueLevel = (typeof CATALOGUE_LEVELS)[number];
