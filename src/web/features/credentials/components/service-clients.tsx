import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Award, Users } from 'lucide-react';
import type { ServiceClient } from '#contract/credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { serviceClientsQueryOptions } from '../api/credentials-api.ts';
import { useConfirmCompletion } from '../api/use-confirm-completion.ts';
import { CompletionForm } from './complete-student-button.tsx';

/**
 * "Confirm completion" on the professional dashboard (decision 055): the clients whose work on one of
 * the professional's services is done, each with "Confirm completion", or their credential once issued.
 */
export function ServiceClients() {
  const { t } = useTranslation();
  const query = useQuery(serviceClientsQueryOptions);
  return (
    <QuerySection
      id="service-clients"
      title={t('credentials.clients.title')}
      className="mt-8"
      query={query}
      failedKey="credentials.clients.loadFailed"
      skeletonClassName="h-20 rounded-2xl"
      empty={
        <EmptyCard icon={Users} title={t('credentials.clients.title')} description={t('credentials.clients.empty')} />
      }
    >
      {(clients) => (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('credentials.clients.intro')}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {clients.map((client) => (
              <li key={`${client.serviceId}:${client.clientId}`}>
                <ClientRow client={client} />
              </li>
            ))}
          </ul>
        </>
      )}
    </QuerySection>
  );
}

function ClientRow({ client }: { client: ServiceClient }) {
  const { t, language } = useTranslation();
  const names = { name: client.clientName, service: client.serviceTitle };
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold break-words text-slate-900">{client.clientName}</h3>
      <p className="mt-1 text-sm break-words text-slate-700">
        {t('credentials.clients.doneOn', { service: client.serviceTitle, date: formatDate(client.doneAt, language) })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {client.credential ? (
          <>
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
              <Award aria-hidden="true" className="size-4" />
              {t('credentials.clients.issued')}
            </span>
            {/* a page the server draws, not the app's: a full load */}
            <a
              href={client.credential.pageUrl}
              className="text-sm font-medium text-brand-700 underline"
              aria-label={t('credentials.clients.openNamed', names)}
            >
              {t('credentials.clients.open')}
            </a>
          </>
        ) : (
          <ConfirmCompletionButton client={client} />
        )}
      </div>
    </article>
  );
}

function ConfirmCompletionButton({ client }: { client: ServiceClient }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = { name: client.clientName, service: client.serviceTitle };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('credentials.clients.buttonNamed', names)}
      >
        <Award aria-hidden="true" />
        {t('credentials.clients.button')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('credentials.clients.dialogTitle')}
        description={t('credentials.clients.body', names)}
        size="sm"
      >
        {open ? <ConfirmForm client={client} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function ConfirmForm({ client, onDone }: { client: ServiceClient; onDone: () => void }) {
  const confirm = useConfirmCompletion(
    { serviceId: client.serviceId, clientId: client.clientId, name: client.clientName },
    onDone,
  );
  return <CompletionForm submit={confirm.mutateAsync} />;
}
