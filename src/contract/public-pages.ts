import { z } from 'zod';

// GET /api/home: what the home page shows from the database (decisions.md §2).

export const HomeCourse = z.object({
  id: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  description: z.string(),
  descriptionNe: z.string().nullable(),
  category: z.string(),
  duration: z.string(),
  /** The duration in Nepali when it is a plain one ("३ महिना"), so the home page needs no code for it. */
  durationNe: z.string().nullable(),
  certification: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Learners enrolled in the course. */
  enrolled: z.number().int(),
});
export type HomeCourse = z.infer<typeof HomeCourse>;

export const HomeProfessional = z.object({
  id: z.string(),
  fullName: z.string(),
  headline: z.string().nullable(),
  category: z.string().nullable(),
  serviceArea: z.string().nullable(),
  /**
   * The service area in Nepali, typed ward or street first ("Lakeside, पोखरा, कास्की"; decision
   * 032), as one text so the home page needs no code for it; null when it names no place.
   */
  serviceAreaNe: z.string().nullable(),
  yearsExperience: z.number().int().nullable(),
  /** NPR per hour. */
  hourlyRate: z.number().nullable(),
  avatarUrl: z.string().nullable(),
  skills: z.array(z.string()),
  /** How many services the professional offers. */
  services: z.number().int(),
});
export type HomeProfessional = z.infer<typeof HomeProfessional>;

export const HomeCategory = z.object({
  category: z.string(),
  /** The /courses tab the category's chip is on (its link needs both). */
  tab: z.enum(['tech', 'trades']),
  count: z.number().int(),
});
export type HomeCategory = z.infer<typeof HomeCategory>;

export const HomeData = z.object({
  courses: z.array(HomeCourse),
  professionals: z.array(HomeProfessional),
  /** Course categories with their course and active program counts, largest first. */
  categories: z.array(HomeCategory),
});
export type HomeData = z.infer<typeof HomeData>;

/** How many featured courses and professionals the home page shows (spec §2 Home). */
export const HOME_FEATURED = 3;
/** Category tiles on the home page. */
export const HOME_CATEGORIES = 8;
