import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Award, BadgeCheck, ShieldAlert } from 'lucide-react';
import type { CourseDetail } from '#contract/catalogue.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * "Certificate from …" on a course page (decision 058): who confirms a learner who finished every
 * module, whether staff verified them, and, once confirmed, the learner's credential.
 */
export function CourseProviderNote({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { provider, credentialUrl } = course;
  if (!provider) return null;
  const name =
    provider.kind === 'professional' ? (
      <Link to={`/professionals/${provider.id}`} className="underline">
        {provider.name}
      </Link>
    ) : (
      provider.name
    );
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 text-sm">
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="min-w-0 break-words">
          {renderWithName(t('catalogue.providerCertificate', { name: '\u0000' }), name)}
        </span>
      </p>
      {provider.isVerified ? (
        <p className="flex items-center gap-1 font-medium text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('catalogue.providerVerified')}
        </p>
      ) : (
        <p className="flex items-center gap-1 font-medium text-amber-800">
          <ShieldAlert aria-hidden="true" className="size-4" />
          {t('catalogue.providerNotVerified')}
        </p>
      )}
      {credentialUrl ? (
        // a page the server draws, not the app's: a full load
        <a href={credentialUrl} className="inline-block font-semibold text-brand-700 underline">
          {t('catalogue.yourCredential')}
        </a>
      ) : (
        <p className="text-slate-600">{t('catalogue.providerHint', { name: provider.name })}</p>
      )}
    </div>
  );
}

/** The translated sentence with the provider's name (a link for a professional) where `{{name}}` was. */
function renderWithName(sentence: string, name: ReactNode) {
  const [before = '', after = ''] = sentence.split('\u0000');
  return (
    <>
      {before}
      {name}
      {after}
    </>
  );
}
