import { z } from 'zod';

// An achievement's editions in other languages (decision 057). OB 3.0 has one `name` and one
// `description` per achievement, so its Nepali words are signed into `related`, as an "alternate
// language edition" with `inLanguage: "ne"`. Credentials issued before then have none, and only
// those issued since decision 062 carry the criteria's `narrative` in it.

/** One `related` entry of a signed achievement, as far as its language edition goes. */
export const AchievementEdition = z.object({
  inLanguage: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  /** The achievement's criteria in the edition's language (since decision 062). */
  narrative: z.string().optional(),
});
export type AchievementEdition = z.infer<typeof AchievementEdition>;

/** The achievement's Nepali edition, when the credential was signed with one. */
export const nepaliEditionOf = (achievement: { related?: AchievementEdition[] | undefined }) =>
  achievement.related?.find((related) => related.inLanguage === 'ne' && related.name);
