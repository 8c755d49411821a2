import { useQuery } from '@tanstack/react-query';
import { Award, Download, Link2 } from 'lucide-react';
import type { CredentialSummary } from '#contract/credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { myCredentialsQueryOptions } from '../api/credentials-api.ts';
import { CredentialStanding } from './credential-standing.tsx';

/** "My credentials" on the learner dashboard: each with its public page, a share link and its JSON. */
export function MyCredentials() {
  const { t } = useTranslation();
  const query = useQuery(myCredentialsQueryOptions);
  return (
    <QuerySection
      id="my-credentials"
      title={t('credentials.mine.title')}
      query={query}
      failedKey="credentials.mine.loadFailed"
      skeletonClassName="h-24 rounded-2xl"
      empty={<EmptyCard icon={Award} title={t('credentials.mine.title')} description={t('credentials.mine.empty')} />}
    >
      {(credentials) => (
        <ul className="mt-4 space-y-3">
          {credentials.map((credential) => (
            <li key={credential.id}>
              <CredentialRow credential={credential} />
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}

function CredentialRow({ credential }: { credential: CredentialSummary }) {
  const { t, language } = useTranslation();
  const named = { name: credential.name };
  const copy = () =>
    void navigator.clipboard.writeText(credential.pageUrl).then(() => toast.success(t('credentials.mine.copied')));
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">
        {/* a page the server draws, not the app's: a full load */}
        <a href={credential.pageUrl} className="hover:underline" aria-label={t('credentials.mine.viewNamed', named)}>
          {credential.name}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('credentials.mine.issuedBy', {
          issuer: credential.issuerName,
          date: formatDate(credential.issuedAt, language),
        })}
      </p>
      <CredentialStanding credential={credential} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={copy}>
          <Link2 aria-hidden="true" />
          {t('credentials.mine.copy')}
        </Button>
        <a
          href={credential.jsonUrl}
          download={`${credential.name}.json`}
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
          aria-label={t('credentials.mine.downloadNamed', named)}
        >
          <Download aria-hidden="true" />
          {t('credentials.mine.download')}
        </a>
      </div>
    </article>
  );
}
