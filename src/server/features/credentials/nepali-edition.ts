import { nepaliEditionOf, type AchievementEdition } from '#contract/credential-editions.ts';
import type { PageLanguage } from '#server/lib/page-language.ts';

// The Nepali title, description and criteria of a program, service or course, signed into its
// credential. OB 3.0 has one `name` and one `description` per achievement, both plain strings in
// 1EdTech's JSON Schema, so a second language cannot sit beside them; its `related` names "alternate
// language editions" of an achievement (with `inLanguage`), and a `Related` may carry more
// properties, so the Nepali edition goes there with its `name`, `description` and `narrative` (all
// three terms of the whole bundled OB 3.0 context; `criteria` is a term only inside an Achievement,
// so the edition carries the criteria's narrative itself: decision 062).

interface NepaliText {
  title: string | null;
  description: string | null;
  /** The criteria in Nepali (criteria-text.ts); null for none. */
  criteria: string | null;
}

/**
 * What the achievement gains from its Nepali text: its own language (English), and the Nepali
 * edition as `related`. Nothing when the item has no Nepali title.
 */
export function nepaliEdition(achievementId: string, nepali: NepaliText): Record<string, unknown> {
  if (!nepali.title?.trim()) return {};
  return {
    inLanguage: 'en',
    related: [
      {
        id: `${achievementId}-ne`,
        type: ['Related'],
        inLanguage: 'ne',
        name: nepali.title.trim(),
        ...(nepali.description?.trim() ? { description: nepali.description.trim() } : {}),
        ...(nepali.criteria ? { narrative: nepali.criteria } : {}),
      },
    ],
  };
}

interface Shown {
  name: string;
  credentialSubject: {
    achievement: { description: string; criteria: { narrative: string }; related?: AchievementEdition[] | undefined };
  };
}

/** The Nepali edition's title, for lists that show it on Nepali pages; null when it has none. */
export const nepaliNameOf = (shown: Shown): string | null =>
  nepaliEditionOf(shown.credentialSubject.achievement)?.name ?? null;

/**
 * The credential's title, its achievement's description and criteria for a page in `language`: the
 * Nepali edition's where a Nepali page has one, else the credential's own (English) words.
 */
export function achievementTextIn(
  shown: Shown,
  language: PageLanguage,
): { name: string; description: string; criteria: string } {
  const { achievement } = shown.credentialSubject;
  const edition = language === 'ne' ? nepaliEditionOf(achievement) : undefined;
  return {
    name: edition?.name ?? shown.name,
    description: edition?.description ?? achievement.description,
    criteria: edition?.narrative ?? achievement.criteria.narrative,
  };
}
