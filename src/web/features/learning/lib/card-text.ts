import type { Language, TranslateFunction } from '#web/lib/i18n.ts';
import { optionLabel } from '#web/lib/option-label.ts';

// How a course or program reads on its card and page, in the chosen language.

interface Localised {
  title: string;
  titleNe: string | null;
  description: string;
  descriptionNe: string | null;
}

/** The Nepali title and description when Nepali is chosen and they exist, else the English ones. */
export function localisedText(item: Localised, language: Language): { title: string; description: string } {
  const nepali = language === 'ne';
  return {
    title: (nepali && item.titleNe?.trim()) || item.title,
    description: (nepali && item.descriptionNe?.trim()) || item.description,
  };
}

/** Where a card links: /courses/:id or /programs/:id. */
export function detailPathOf(item: { kind: 'course' | 'program'; id: string }): string {
  return item.kind === 'course'
    ? `/courses/${encodeURIComponent(item.id)}`
    : `/programs/${encodeURIComponent(item.id)}`;
}

/**
 * What a card says under "career": a course's own text; for a program, its type ("Workshop
 * program" / "कार्यशाला कार्यक्रम"), which the server sends in English only.
 */
export function careerTextOf(
  item: { kind: 'course' | 'program'; category: string; careerOpportunities: string | null },
  t: TranslateFunction,
): string | null {
  if (item.kind === 'program') {
    return t('catalogue.card.programOfType', { type: optionLabel(t, 'programTypes', item.category) });
  }
  return item.careerOpportunities;
}
