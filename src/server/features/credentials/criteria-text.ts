import { nepaliDuration } from '#contract/format/written.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { optionLabelKey, type LabelledList } from '#contract/list-labels.ts';
import { textIn } from '#server/lib/locale-text.ts';

// An achievement's criteria: Sipalu's sentence around what the issuer wrote (the title, the
// duration) and how the credential was earned. Signed in English as `criteria.narrative`, and in
// Nepali in the Nepali edition (nepali-edition.ts) when the item has a Nepali title: one locale key
// holds both, so the two cannot say different things.

/** What the sentence names, as the item holds it. */
export interface CriteriaWords {
  title: string;
  titleNe: string | null | undefined;
  /** As its issuer wrote it; a plain one ("6 weeks") reads in Nepali words on the Nepali side. */
  duration: string;
  issuer: string;
  /** A program's type or a service's format, as its list holds it. */
  kind?: { list: LabelledList; value: string };
  modules?: number;
}

/** The criteria in English, and in Nepali (null without a Nepali title, as the edition is then). */
export function criteriaTexts(key: string, words: CriteriaWords): { en: string; ne: string | null } {
  const en = textIn('en', key, {
    title: words.title,
    duration: words.duration,
    issuer: words.issuer,
    kind: words.kind?.value.toLowerCase() ?? '',
    modules: String(words.modules ?? 0),
  });
  const titleNe = words.titleNe?.trim();
  if (!titleNe) return { en, ne: null };
  const ne = textIn('ne', key, {
    title: titleNe,
    duration: nepaliDuration(words.duration) ?? words.duration,
    issuer: words.issuer,
    kind: words.kind ? textIn('ne', optionLabelKey(words.kind.list, words.kind.value)) : '',
    modules: localDigits(String(words.modules ?? 0), 'ne'),
  });
  return { en, ne };
}
