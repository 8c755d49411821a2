import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { verifiedSkillsQueryOptions } from '../api/verified-skills-api.ts';

/**
 * "Verified skills" on a public profile (decision 053): each skill a standing credential certifies,
 * with a link to that credential's page, where anyone can check it. Nothing while there is none (or
 * while loading: the rest of the page does not wait for it).
 */
export function VerifiedSkills({ userId }: { userId: string }) {
  const { t, language } = useTranslation();
  const query = useQuery(verifiedSkillsQueryOptions(userId));
  const skills = query.data ?? [];
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby="verified-skills-heading" className="mt-6" data-testid="verified-skills">
      <h2 id="verified-skills-heading" className="text-lg font-semibold text-slate-900">
        {t('professionals.verifiedSkills.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('professionals.verifiedSkills.hint')}</p>
      <ul className="mt-3 space-y-2">
        {skills.map((skill) => (
          <li key={skill.name} className="text-sm text-slate-800">
            <span className="inline-flex items-center gap-1 rounded-md bg-green-50 px-2 py-0.5 font-medium text-green-900">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {skill.name}
              <span className="sr-only"> — {t('professionals.verifiedSkills.verified')}</span>
            </span>{' '}
            {skill.credentials.map((credential, index) => (
              <span key={credential.id}>
                {index > 0 ? ', ' : ''}
                <a href={credential.pagePath} className="text-brand-700 underline">
                  {t('professionals.verifiedSkills.by', {
                    achievement: (language === 'ne' && credential.achievementNe) || credential.achievement,
                    issuer: credential.issuerName,
                  })}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
