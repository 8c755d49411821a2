import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { CredentialSummary } from '#contract/credentials.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useReissueCredential } from '../api/use-reissue-credential.ts';
import { credentialNameIn } from '../lib/credential-name.ts';

/** "Reissue" beside a credential the institution issued: after a name change, a new one replaces it. */
export function ReissueCredentialButton({ credential }: { credential: CredentialSummary }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = { name: credentialNameIn(credential, language), learner: credential.learnerName };
  const reissue = useReissueCredential(credential.id, () => setOpen(false));
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('credentials.issued.reissueNamed', names)}
      >
        <RefreshCw aria-hidden="true" />
        {t('credentials.issued.reissue')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('credentials.issued.reissueTitle')}
        description={t('credentials.issued.reissueBody', names)}
        closeLabel={t('credentials.issued.cancel')}
        size="sm"
      >
        <Button
          className="mt-4 w-full"
          disabled={reissue.isPending}
          onClick={() => reissue.mutateAsync().catch(() => undefined)}
        >
          {reissue.isPending ? <Spinner /> : null}
          {t('credentials.issued.reissueSubmit')}
        </Button>
      </FormDialog>
    </>
  );
}
