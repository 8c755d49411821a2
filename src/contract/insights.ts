import { z } from 'zod';
import { INSIGHTS_LIMITS } from './insights-rules.ts';
import { PlaceNe } from './locations/place-fields.ts';
import { multiLineText, singleLineText } from './text.ts';

export { DEMO_LINKEDIN_DATA, INSIGHTS_LIMITS } from './insights-rules.ts';

// Network connect and insights: the imported professional profile, the skill-gap analysis and its
// recommendations (spec §2 network card, §7 functions; decisions.md §8, §9). Messages are locale keys.

const entryField = singleLineText().trim().max(INSIGHTS_LIMITS.entryFieldMax, { error: 'insights.validation.tooLong' });

export const ExperienceEntry = z.object({
  title: entryField,
  organization: entryField.default(''),
  period: entryField.default(''),
});
export type ExperienceEntry = z.infer<typeof ExperienceEntry>;

export const EducationEntry = z.object({
  school: entryField,
  degree: entryField.default(''),
  period: entryField.default(''),
});
export type EducationEntry = z.infer<typeof EducationEntry>;

/** What a professional profile or CV says about its owner (spec §7 analyze-linkedin-profile payload). */
export const LinkedinData = z.object({
  headline: singleLineText()
    .trim()
    .max(INSIGHTS_LIMITS.headlineMax, { error: 'insights.validation.tooLong' })
    .default(''),
  summary: multiLineText().trim().max(INSIGHTS_LIMITS.summaryMax, { error: 'insights.validation.tooLong' }).default(''),
  skills: z
    .array(singleLineText().trim().max(INSIGHTS_LIMITS.skillMax, { error: 'insights.validation.skillTooLong' }))
    .max(INSIGHTS_LIMITS.skillsMax, { error: 'insights.validation.tooManySkills' })
    .transform((skills) => skills.filter((skill) => skill !== ''))
    .refine((skills) => skills.length > 0, { error: 'insights.validation.skillsRequired' }),
  experience: z.array(ExperienceEntry).max(INSIGHTS_LIMITS.entriesMax).default([]),
  education: z.array(EducationEntry).max(INSIGHTS_LIMITS.entriesMax).default([]),
  /** City or district the person lives or works in; jobs there rank higher. */
  location: singleLineText().trim().max(100, { error: 'insights.validation.tooLong' }).default(''),
});
export type LinkedinData = z.infer<typeof LinkedinData>;
export type LinkedinDataInput = z.input<typeof LinkedinData>;

export const AnalyzeRequest = z.object({
  linkedinData: LinkedinData,
  /** The language of the optional prose enrichment. */
  language: z.enum(['en', 'ne']).default('en'),
  /** Where the data came from; a CV or Demo Mode connects the card without LinkedIn. */
  source: z.enum(['linkedin', 'cv', 'demo']).default('linkedin'),
});
export type AnalyzeRequest = z.input<typeof AnalyzeRequest>;

export const SyncRequest = z.object({ userId: z.string().optional() });

/** A reason as a locale key with its values; `text` is the optional friendlier prose. */
export const Reason = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string().optional(),
});
export type Reason = z.infer<typeof Reason>;

export const CurrentSkill = z.object({
  name: z.string(),
  category: z.string().nullable(),
  /** Certified by a credential that stands now (decision 053); older analyses lack it. */
  verified: z.boolean().optional(),
});

export const RecommendedSkill = z.object({
  name: z.string(),
  category: z.string(),
  /** Active jobs asking for it in the categories that fit the person. */
  demand: z.number().int(),
  reason: Reason,
});
export type RecommendedSkill = z.infer<typeof RecommendedSkill>;

export const CareerPath = z.object({
  title: z.string(),
  /**
   * The Nepali title most of the path's postings carry; null when none has one. Analyses stored
   * before paths had Nepali names lack it.
   */
  titleNe: z.string().nullable().default(null),
  category: z.string(),
  jobs: z.number().int(),
  /** Share of the path's usual skills the person has, 0-100. */
  match: z.number().int(),
  missingSkills: z.array(z.string()),
  reason: Reason,
});
export type CareerPath = z.infer<typeof CareerPath>;

export const CourseRecommendation = z.object({
  id: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  category: z.string(),
  duration: z.string(),
  imageUrl: z.string().nullable(),
  /** The recommended skills it teaches. */
  covers: z.array(z.string()),
  reason: Reason,
});
export type CourseRecommendation = z.infer<typeof CourseRecommendation>;

export const JobMatch = z.object({
  id: z.string(),
  jobTitle: z.string(),
  /** The posting's Nepali title; analyses stored before it was sent lack it. */
  jobTitleNe: z.string().nullable().default(null),
  companyName: z.string(),
  location: z.string(),
  /** The location's place in Nepali (decision 032); null when it names none, or in older analyses. */
  locationNe: PlaceNe.nullable().default(null),
  category: z.string(),
  matchedSkills: z.array(z.string()),
  /** The matched skills a standing credential certifies (decision 053); older analyses lack it. */
  verifiedSkills: z.array(z.string()).optional(),
  reason: Reason,
});
export type JobMatch = z.infer<typeof JobMatch>;

export const SkillAnalysis = z.object({
  currentSkills: z.array(CurrentSkill),
  recommendedSkills: z.array(RecommendedSkill),
  careerPaths: z.array(CareerPath),
  courses: z.array(CourseRecommendation),
  jobs: z.array(JobMatch),
  analyzedAt: z.string(),
  /** True when a language model rewrote the reasons. */
  enriched: z.boolean(),
});
export type SkillAnalysis = z.infer<typeof SkillAnalysis>;

export const NetworkProfile = z.object({
  source: z.enum(['linkedin', 'cv', 'demo']),
  name: z.string().nullable(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  linkedinId: z.string().nullable(),
  connectedAt: z.string(),
  linkedinData: LinkedinData.nullable(),
});
export type NetworkProfile = z.infer<typeof NetworkProfile>;

/** GET /api/insights/network: the card's state. */
export const NetworkState = z.object({
  profile: NetworkProfile.nullable(),
  analysis: SkillAnalysis.nullable(),
});
export type NetworkState = z.infer<typeof NetworkState>;

export const RecommendCoursesResponse = z.object({ recommendations: z.array(CourseRecommendation) });
export type RecommendCoursesResponse = z.infer<typeof RecommendCoursesResponse>;

/** The skills review step before analysis: one skill per row. */
export const SkillsReviewForm = z.object({
  skills: z
    .array(
      z.object({
        name: singleLineText().trim().max(INSIGHTS_LIMITS.skillMax, { error: 'insights.validation.skillTooLong' }),
      }),
    )
    .max(INSIGHTS_LIMITS.skillsMax, { error: 'insights.validation.tooManySkills' })
    .refine((rows) => rows.some((row) => row.name.trim() !== ''), { error: 'insights.validation.skillsRequired' }),
  location: singleLineText().trim().max(100, { error: 'insights.validation.tooLong' }),
});
export type SkillsReviewForm = z.infer<typeof SkillsReviewForm>;
