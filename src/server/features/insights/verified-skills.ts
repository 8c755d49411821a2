import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { AchievementEdition, nepaliEditionOf } from '#contract/credential-editions.ts';
import type { SkillAnalysis } from '#contract/insights.ts';
import type { VerifiedSkill } from '#contract/verified-skills.ts';
import type { Db } from '#server/db/client.ts';
import { credentials } from '#server/db/schema/credentials.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isPubliclyVisible } from '#server/lib/visibility.ts';
import { isUuid } from '#contract/ids.ts';
import { scanSkills } from './cv-parser.ts';
import { normaliseSkills, skillKey } from './taxonomy.ts';

// Verified skills (decision 053): the skills a credential certifies, read from its signed
// achievement — its name, its tags and any alignment's target name — as the taxonomy knows them.
// Only a credential that stands now counts: a revoked or expired one certifies nothing.

const Achievement = z.object({
  issuer: z.object({ name: z.string() }),
  credentialSubject: z.object({
    achievement: z.object({
      name: z.string(),
      tag: z.array(z.string()).default([]),
      alignment: z.array(z.object({ targetName: z.string() })).default([]),
      // its Nepali edition (decision 057), named on Nepali pages
      related: z.array(AchievementEdition).optional(),
    }),
  }),
});

/** The canonical skills an achievement certifies (strict scanning: generic words are not skills). */
export function skillsCertifiedBy(document: unknown): string[] {
  const parsed = Achievement.safeParse(document);
  if (!parsed.success) return [];
  const { achievement } = parsed.data.credentialSubject;
  const texts = [achievement.name, ...achievement.tag, ...achievement.alignment.map((item) => item.targetName)];
  return [...new Set(texts.flatMap((text) => scanSkills(text, { strict: true })))];
}

/** The user's verified skills now, each with the standing credentials that certify it, newest first. */
export async function verifiedSkillsOf(
  db: Db,
  userId: string,
  now = new Date(),
  { shownOnly = false }: { shownOnly?: boolean } = {},
): Promise<VerifiedSkill[]> {
  const rows = await db
    .select({ id: credentials.id, document: credentials.document })
    .from(credentials)
    .where(
      and(
        eq(credentials.learnerId, userId),
        isNull(credentials.revokedAt),
        // a suspended credential certifies nothing until its suspension is lifted (decision 057)
        isNull(credentials.suspendedAt),
        // a credential its learner hid from their profile certifies nothing there
        shownOnly ? eq(credentials.hiddenByLearner, false) : undefined,
        or(isNull(credentials.validUntil), gt(credentials.validUntil, now)),
      ),
    )
    .orderBy(desc(credentials.issuedAt));
  const skills = new Map<string, VerifiedSkill>();
  for (const row of rows) {
    const parsed = Achievement.safeParse(row.document);
    if (!parsed.success) continue;
    const credential = {
      id: row.id,
      achievement: parsed.data.credentialSubject.achievement.name,
      // the Nepali edition signed in the achievement's `related` (decision 057)
      achievementNe: nepaliEditionOf(parsed.data.credentialSubject.achievement)?.name ?? null,
      issuerName: parsed.data.issuer.name,
      pagePath: `/credentials/${row.id}`,
    };
    for (const name of skillsCertifiedBy(row.document)) {
      const skill = skills.get(name) ?? { name, credentials: [] };
      skill.credentials.push(credential);
      skills.set(name, skill);
    }
  }
  return [...skills.values()];
}

/**
 * A stored analysis as it stands now: a skill is verified only while a credential certifying it
 * stands, and a skill the analysis had only from a credential since revoked or expired is dropped.
 * The rest (paths, courses) waits for the next analysis.
 */
export function withLiveVerification(
  analysis: SkillAnalysis,
  listedSkills: readonly string[],
  verifiedNames: readonly string[],
): SkillAnalysis {
  const verified = new Set(verifiedNames.map(skillKey));
  const listed = new Set(normaliseSkills(listedSkills).map((skill) => skillKey(skill.name)));
  return {
    ...analysis,
    currentSkills: analysis.currentSkills
      .filter((skill) => listed.has(skillKey(skill.name)) || verified.has(skillKey(skill.name)))
      .map((skill) => ({ ...skill, verified: verified.has(skillKey(skill.name)) })),
    jobs: analysis.jobs.map((job) => ({
      ...job,
      verifiedSkills: job.matchedSkills.filter((skill) => verified.has(skillKey(skill))),
    })),
  };
}

/**
 * A person's verified skills for their public profile (the professional page): shown when that
 * page is public (a profile staff have not hidden, with a service on show), or to the person
 * themselves. Anyone else gets 404, so the endpoint says nothing of who holds credentials.
 */
export async function publicVerifiedSkills(db: Db, userId: string, viewerId: string | null) {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', 'professionals.notFound');
  if (viewerId !== userId) {
    const [page] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(services, and(eq(services.professionalId, profiles.id), isPubliclyVisible(services)))
      .where(and(eq(profiles.id, userId), isPubliclyVisible(profiles)))
      .limit(1);
    if (!page) throw new AppError('NOT_FOUND', 'professionals.notFound');
  }
  return verifiedSkillsOf(db, userId, new Date(), { shownOnly: true });
}
