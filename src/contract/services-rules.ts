import type { ServiceFormat } from './lists.ts';

// Zod-free rules of the professionals directory, service listings and lesson videos, shared by the
// pages (first load) and the server.

export const DIRECTORY_PAGE_SIZE = 12;
/** The directory counts matches up to this many; past it the page shows "1,000+". */
export const DIRECTORY_TOTAL_CAP = 1_000;
/** A review at or above this rating can be a card's testimonial (the latest such one). */
export const TESTIMONIAL_MIN_RATING = 4;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

const MB = 1024 * 1024;
/** Largest lesson video accepted; checked on the declared length and again while streaming. */
export const VIDEO_MAX_BYTES = 500 * MB;
/** What the file picker offers; the server decides by the file's first bytes, never by its name. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v';

const NEPALI_DIGITS = '०१२३४५६७८९';
const inNepaliDigits = (value: number) => String(value).replace(/\d/g, (digit) => NEPALI_DIGITS[Number(digit)]!);
const partLabel = (position: number, language: 'en' | 'ne') =>
  language === 'ne' ? `भाग ${inNepaliDigits(position)}` : `Part ${position}`;
/** A default title's "Part N: " (or "भाग N: "); what follows is the file name. */
const DEFAULT_TITLE = /^(Part|भाग) [0-9०-९]+: /;

/**
 * Spec §9: a new video is titled "Part N: file name" (N counts from 1 in the service's order), in
 * the owner's language: "भाग N: file name" from a Nepali page.
 */
export function defaultVideoTitle(position: number, fileName: string, language: 'en' | 'ne' = 'en'): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim() || fileName;
  return `${partLabel(position, language)}: ${base}`.slice(0, 200);
}

/** A default title numbered for its new position after a reorder, in its own language; a title the owner wrote stays. */
export function renumberedVideoTitle(title: string, position: number): string {
  const match = DEFAULT_TITLE.exec(title);
  if (!match) return title;
  const language = match[1] === 'भाग' ? 'ne' : 'en';
  return `${partLabel(position, language)}: ${title.slice(match[0].length)}`.slice(0, 200);
}

/** Location fields are offered for in-person and hybrid services only (spec §5). */
export function hasLocation(format: ServiceFormat): boolean {
  return format === 'in-person' || format === 'hybrid';
}

/** Videos belong to online and hybrid services (spec §2 Professional dashboard). */
export function hasVideos(format: ServiceFormat): boolean {
  return format === 'online' || format === 'hybrid';
}

/** Spec §9: the map shows a box of ±0.01° around the coordinates (decisions.md §12: OpenStreetMap). */
export function mapEmbedUrl(lat: number, lng: number): string {
  const d = 0.01;
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(5)).join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)}%2C${lng.toFixed(5)}`;
}

/** Renumbers ids in their new order: order_index 0, 1, 2, … */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

// ---- the directory's filters (docs/decisions/030) ----

/** "Rated 4 and up": the rating a card shows (average of counted reviews, one decimal) is at least this. */
export const DIRECTORY_MIN_RATING = 4;

/** Hourly-rate bands, NPR an hour: from `min` (inclusive) to `max` (exclusive; null: no upper bound). */
export const HOURLY_RATE_BANDS = ['under-500', '500-1000', '1000-2000', '2000-plus'] as const;
export type HourlyRateBand = (typeof HOURLY_RATE_BANDS)[number];
export const HOURLY_RATE_BOUNDS: Record<HourlyRateBand, { min: number; max: number | null }> = {
  'under-500': { min: 0, max: 500 },
  '500-1000': { min: 500, max: 1000 },
  '1000-2000': { min: 1000, max: 2000 },
  '2000-plus': { min: 2000, max: null },
};

/** How the work is done: a professional qualifies by any public service online (or in person); hybrid is both. */
export const DIRECTORY_DELIVERY = ['online', 'in-person'] as const;
export type DirectoryDelivery = (typeof DIRECTORY_DELIVERY)[number];
