import type { MessageKey } from '#contract/locales/message-key.ts';
import { useId, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import type { StaffVerification } from '#contract/verification.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { VerificationBadgeChip } from '#web/components/verification-badge.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { documentUrl } from '../api/verification-api.ts';
import { useDecideVerification, type VerificationDecision } from '../api/use-decide-verification.ts';
import { localDigits } from '#contract/format/numbers.ts';

const DONE: Record<VerificationDecision, MessageKey> = {
  approve: 'verify.queue.approved',
  reject: 'verify.queue.rejected',
  revoke: 'verify.queue.revoked',
};

/** One request in a dialog: who asked, what they claim, their documents, and the decision. */
export function VerificationReview({ request, onClose }: { request: StaffVerification; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const decide = useDecideVerification();
  const actions: VerificationDecision[] =
    request.status === 'pending' ? ['approve', 'reject'] : request.status === 'approved' ? ['revoke'] : [];

  async function act(action: VerificationDecision) {
    if (action !== 'approve' && !reason.trim()) {
      setReasonError(t('verify.errors.reasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    try {
      await decide.mutateAsync({ id: request.id, action, reason });
      toast.success(t(DONE[action]));
      onClose();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${request.user.name} · ${t(`verify.roles.${request.role}`)}`}
      description={request.user.email}
      size="lg"
    >
      <div className="mt-4 space-y-5">
        <p className="text-sm font-medium text-slate-800">{t(`verify.statuses.${request.status}`)}</p>
        {request.revokeReason || request.decisionReason ? (
          <p className="text-sm text-slate-700">
            {t('verify.card.reason', { reason: request.revokeReason ?? request.decisionReason ?? '' })}
          </p>
        ) : null}
        {request.badge ? <VerificationBadgeChip badge={request.badge} size="md" /> : null}
        <Claims request={request} />
        <Documents request={request} />
        {actions.length > 0 ? (
          <div className="space-y-3">
            <Field id={`${id}-reason`} label={t('verify.queue.decisionReason')} error={reasonError}>
              {(control) => (
                <textarea
                  {...control}
                  value={reason}
                  maxLength={1000}
                  rows={3}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setReasonError(undefined);
                  }}
                  className={textareaClasses}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={action === 'approve' ? 'default' : 'destructive'}
                  disabled={decide.isPending}
                  onClick={() => void act(action)}
                >
                  {t(`verify.queue.${action}`)}
                </Button>
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </FormDialog>
  );
}

function Claims({ request }: { request: StaffVerification }) {
  const { t, language } = useTranslation();
  const rows: [string, string | null][] = [
    [
      t('verify.form.identityKind'),
      request.identityDocumentKind && t(`verify.identityKinds.${request.identityDocumentKind}`),
    ],
    [
      t('verify.queue.fields.certificate'),
      request.certificateFramework &&
        [
          t(`verify.frameworks.${request.certificateFramework}`),
          request.certificateLevel && localDigits(request.certificateLevel, language),
          request.certificateOccupation,
        ]
          .filter(Boolean)
          .join(' · '),
    ],
    [t('verify.queue.fields.certificateNumber'), request.certificateNumber],
    [t('verify.queue.fields.registeredName'), request.registeredName],
    [t('verify.queue.fields.registeredAddress'), request.registeredAddress],
    [t('verify.queue.fields.panVat'), request.panVatNumber],
    [t('verify.queue.fields.ctevt'), request.ctevtAffiliationNumber],
    [t('verify.queue.agency'), request.isAgency ? '✓' : null],
  ];
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">{t('verify.queue.claims')}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function Documents({ request }: { request: StaffVerification }) {
  const { t } = useTranslation();
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">{t('verify.queue.documents')}</h3>
      {request.documentsPurgedAt ? (
        <p className="mt-2 text-sm text-slate-600">{t('verify.queue.documentsPurged')}</p>
      ) : request.documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('verify.queue.noDocuments')}</p>
      ) : (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {request.documents.map((document) => {
            const kind = t(`verify.documentKinds.${document.kind}`);
            const url = documentUrl(document.id);
            return (
              <li key={document.id} className="rounded-xl border border-slate-200 p-2">
                {document.contentType.startsWith('image/') ? (
                  <img src={url} alt={kind} className="max-h-48 w-full rounded-lg bg-slate-50 object-contain" />
                ) : null}
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 underline"
                >
                  {t('verify.queue.viewDocument', { kind })}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
