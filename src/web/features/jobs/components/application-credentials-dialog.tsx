import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import type { MyApplication } from '#contract/job-applications.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { applicationCredentialsQueryOptions } from '../api/application-credentials-api.ts';
import { useSetApplicationCredentials } from '../api/use-set-application-credentials.ts';
import { CredentialPicker } from './credential-picker.tsx';

/** Applications whose credentials the applicant may still change (the server says the same). */
export const OPEN_FOR_CREDENTIALS: readonly MyApplication['status'][] = [
  'pending',
  'reviewed',
  'shortlisted',
  'interview',
];

/** "Credentials" on one of my open applications: pick what it carries, then save (decision 053). */
export function ApplicationCredentialsButton({ application, title }: { application: MyApplication; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('myApplications.credentials.buttonNamed', { title })}
      >
        <BadgeCheck aria-hidden="true" />
        {t('myApplications.credentials.button')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('myApplications.credentials.title')}
        description={t('myApplications.credentials.description', { title })}
      >
        {open ? <CredentialsForm applicationId={application.id} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function CredentialsForm({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const attached = useQuery(applicationCredentialsQueryOptions(applicationId));
  if (!attached.data) return <Skeleton className="mt-4 h-24 w-full" />;
  return (
    <ChosenCredentials
      applicationId={applicationId}
      initial={attached.data.map((credential) => credential.id)}
      onDone={onDone}
    />
  );
}

function ChosenCredentials({
  applicationId,
  initial,
  onDone,
}: {
  applicationId: string;
  initial: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(initial);
  const save = useSetApplicationCredentials(applicationId);
  async function submit() {
    try {
      await save.mutateAsync(chosen);
      toast.success(t('myApplications.credentials.saved'));
      onDone();
    } catch (failure) {
      // the choice stays as it was made, to correct or try again
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'myApplications.credentials.failed' });
    }
  }
  return (
    <div className="mt-4 space-y-4">
      <CredentialPicker value={chosen} onChange={setChosen} emptyText={t('myApplications.credentials.none')} />
      <Button onClick={() => void submit()} disabled={save.isPending} className="w-full sm:w-auto">
        {t('myApplications.credentials.save')}
      </Button>
    </div>
  );
}
