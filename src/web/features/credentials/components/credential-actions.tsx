import { Download, ExternalLink, Eye, EyeOff, Link2, Printer } from 'lucide-react';
import type { CredentialSummary } from '#contract/credentials.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { useSetCredentialVisibility } from '../api/use-set-credential-visibility.ts';
import { linkedInAddUrl } from '../lib/linkedin-url.ts';
import { credentialNameIn } from '../lib/credential-name.ts';

const outline = buttonVariants({ size: 'sm', variant: 'outline' });

/**
 * What a learner does with a credential: share its link, download its JSON, print its certificate,
 * add it to LinkedIn, and hide it from their profile or show it again. A revoked one is only shown
 * (and downloadable, for the record): sharing or printing it would mislead.
 */
export function CredentialActions({ credential }: { credential: CredentialSummary }) {
  const { t, language } = useTranslation();
  const visibility = useSetCredentialVisibility(credential.id);
  const named = { name: credentialNameIn(credential, language) };
  const standing = !credential.revokedAt;
  const copy = () =>
    void navigator.clipboard.writeText(credential.pageUrl).then(() => toast.success(t('credentials.mine.copied')));
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {standing ? (
        <Button size="sm" variant="outline" onClick={copy}>
          <Link2 aria-hidden="true" />
          {t('credentials.mine.copy')}
        </Button>
      ) : null}
      <a
        href={credential.jsonUrl}
        download={`${credential.name}.json`}
        className={outline}
        aria-label={t('credentials.mine.downloadNamed', named)}
      >
        <Download aria-hidden="true" />
        {t('credentials.mine.download')}
      </a>
      {standing ? (
        <>
          {/* the server draws the certificate: a full load */}
          <a href={`${credential.pageUrl}/certificate?lang=${language}`} className={outline}>
            <Printer aria-hidden="true" />
            {t('credentials.mine.print')}
          </a>
          <a
            href={linkedInAddUrl(credential)}
            target="_blank"
            rel="noopener noreferrer"
            className={outline}
            aria-label={t('credentials.mine.linkedInNamed', named)}
          >
            <ExternalLink aria-hidden="true" />
            {t('credentials.mine.linkedIn')}
          </a>
        </>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={visibility.isPending}
        onClick={() => visibility.mutate(!credential.hidden)}
        aria-label={t(credential.hidden ? 'credentials.mine.showNamed' : 'credentials.mine.hideNamed', named)}
      >
        {credential.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        {t(credential.hidden ? 'credentials.mine.show' : 'credentials.mine.hide')}
      </Button>
    </div>
  );
}
