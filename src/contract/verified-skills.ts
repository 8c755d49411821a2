import { z } from 'zod';

// Verified skills (decision 053): skills certified by a credential that stands now.

/** A credential that certifies a skill, with the page anyone can check it at. */
export const CertifyingCredential = z.object({
  id: z.string(),
  achievement: z.string(),
  /** The achievement's Nepali edition, shown on Nepali pages; null when it was signed without one. */
  achievementNe: z.string().nullable(),
  issuerName: z.string(),
  pagePath: z.string(),
});

/** GET /api/users/{id}/verified-skills: one skill and the credentials certifying it. */
export const VerifiedSkill = z.object({
  name: z.string(),
  credentials: z.array(CertifyingCredential),
});
export type VerifiedSkill = z.infer<typeof VerifiedSkill>;
