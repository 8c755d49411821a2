import { useId, useState } from 'react';
import { Flag } from 'lucide-react';
import { ReportInput } from '#contract/moderation.ts';
import { REPORT_REASONS } from '#contract/trust-lists.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import type { ReportButtonProps } from './report-button.tsx';
import { sendReport } from './moderation-api.ts';

/** The Report button and its dialog (loaded by ReportButton with the moderation texts). */
export function ReportControl(props: ReportButtonProps) {
  const { itemKind, itemId, ownerId, isOwn, compact = false, iconOnly = false, className } = props;
  const { t } = useTranslation();
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  if (!me || isOwn || (ownerId && me.user.id === ownerId)) return null;
  // the kind within a sentence ("Report this job")
  const kind = t(`moderation.kindWords.${itemKind}`);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-slate-600', (compact || iconOnly) && 'h-8 px-2', className)}
        aria-label={t('moderation.report.buttonLabel', { kind })}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        {iconOnly ? null : t('moderation.report.button')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('moderation.report.title', { kind })}
        description={t('moderation.report.description')}
      >
        {open ? <ReportForm itemKind={itemKind} itemId={itemId} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function ReportForm({
  itemKind,
  itemId,
  onDone,
}: Pick<ReportButtonProps, 'itemKind' | 'itemId'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(ReportInput, { defaultValues: { itemKind, itemId, reason: '' as never, details: '' } });
  const reason = form.field('reason');
  const reasonError = form.errors.reason ? t(form.errors.reason) : undefined;

  async function send(input: ReportInput) {
    try {
      await sendReport(input);
      toast.success(t('moderation.report.sent'));
      onDone();
    } catch (failure) {
      // the dialog stays open with what was typed; a second report names the 409's reason
      showErrorToast(failure, { titleKey: 'moderation.report.failed' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(send, showValidationToast)} className="mt-5 space-y-5">
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-medium text-slate-900">{t('moderation.report.reasonLabel')}</legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason.value === value}
                onChange={() => reason.onChange(value)}
                className="size-4 accent-brand-600"
              />
              <span className="text-sm text-slate-800">{t(`moderation.reasons.${value}`)}</span>
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-details`}
        label={t('moderation.report.detailsLabel')}
        hint={t('moderation.report.detailsHint')}
        error={form.errors.details ? t(form.errors.details) : undefined}
      >
        {(control) => (
          <textarea {...control} {...form.register('details')} maxLength={1000} className={textareaClasses} />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('moderation.report.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {t('moderation.report.submit')}
        </Button>
      </div>
    </form>
  );
}
