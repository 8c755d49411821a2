import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { formatDate } from '#contract/format/dates.ts';
import type { VerifiableRole } from '#contract/trust-lists.ts';
import type { VerificationRequest } from '#contract/verification.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { VerificationBadgeChip, verifiedOn } from '#web/components/verification-badge.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { myVerificationsQueryOptions } from '../api/verification-api.ts';
import { CompanyRequestForm, InstitutionRequestForm, ProfessionalRequestForm } from './verification-form.tsx';

const FORMS = {
  professional: ProfessionalRequestForm,
  company: CompanyRequestForm,
  institution: InstitutionRequestForm,
} as const;

/**
 * The Verification card of a dashboard: where my request for this role stands (none, pending,
 * verified with its badge, not approved or withdrawn with the reason), and the request form.
 */
export function VerificationCard({ role }: { role: VerifiableRole }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(myVerificationsQueryOptions());
  return (
    // Card alone (no CardHeader/CardContent): those two are shared with the sign-in page's chunk
    <Card aria-labelledby={titleId} role="region" className="p-5 sm:p-6">
      <div className="mb-4">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700" />
          {t('verify.card.title')}
        </h2>
      </div>
      <div>
        <QueryView
          query={query}
          failedKey="verify.card.loadError"
          loading={
            <LoadingStatus>
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="mt-3 h-10 w-44" />
            </LoadingStatus>
          }
        >
          {(requests) => <CardBody role={role} latest={requests.find((request) => request.role === role)} />}
        </QueryView>
      </div>
    </Card>
  );
}

function CardBody({ role, latest }: { role: VerifiableRole; latest: VerificationRequest | undefined }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const RequestForm = FORMS[role];
  const canRequest = !latest || latest.status === 'rejected' || latest.status === 'revoked';
  const reason = latest?.status === 'revoked' ? latest.revokeReason : latest?.decisionReason;

  return (
    <div className="space-y-3 text-sm text-slate-700">
      {!latest ? <p>{t('verify.card.none')}</p> : null}
      {latest?.status === 'pending' ? (
        <p>{t('verify.card.pending', { date: formatDate(latest.createdAt, language) })}</p>
      ) : null}
      {latest?.status === 'approved' && latest.badge ? (
        <div className="space-y-2">
          <p>{t('verify.card.approved')}</p>
          <VerificationBadgeChip badge={latest.badge} size="md" />
          <p className="text-slate-600">{verifiedOn(t, language, latest.badge)}</p>
        </div>
      ) : null}
      {latest?.status === 'rejected' || latest?.status === 'revoked' ? (
        <div role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          <p className="font-medium">
            {t(latest.status === 'rejected' ? 'verify.card.rejected' : 'verify.card.revoked')}
          </p>
          {reason ? <p className="mt-1">{t('verify.card.reason', { reason })}</p> : null}
        </div>
      ) : null}
      {canRequest ? (
        <Button onClick={() => setOpen(true)}>{t(latest ? 'verify.card.requestAgain' : 'verify.card.request')}</Button>
      ) : null}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('verify.form.title')}
        description={t('verify.form.description')}
      >
        {open ? <RequestForm onSent={() => setOpen(false)} /> : null}
      </FormDialog>
    </div>
  );
}
