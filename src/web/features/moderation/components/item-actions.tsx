import { useId, useRef } from 'react';
import { StaffReason } from '#contract/moderation.ts';
import type { ModeratedItem } from '#contract/moderation.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { useActOnItem, type ItemAction } from '../api/use-act-on-item.ts';

const LABELS = {
  dismiss: 'moderation.queue.dismiss',
  hide: 'moderation.queue.hide',
  suspend: 'moderation.queue.suspend',
  restore: 'moderation.queue.restore',
  restoreAccount: 'moderation.queue.restoreAccount',
} as const;

/** One reason, required, and a button per action: the owner and the audit log read the reason. */
export function ItemActions({ item, actions }: { item: ModeratedItem; actions: ItemAction[] }) {
  const { t } = useTranslation();
  const id = useId();
  const act = useActOnItem();
  // the button pressed, read when the form submits (a state update would come a render late)
  const chosen = useRef<ItemAction>('dismiss');
  const form = useZodForm(StaffReason, { defaultValues: { reason: '' } });
  if (actions.length === 0) return null;

  async function submit({ reason }: StaffReason) {
    const action = chosen.current;
    try {
      await act.mutateAsync({ action, item, reason });
      toast.success(t('moderation.queue.done', { action: t(LABELS[action]) }));
      form.reset();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'moderation.queue.failed' });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('moderation.queue.actionsHeading')}
      </h3>
      <form noValidate onSubmit={form.handleSubmit(submit, showValidationToast)} className="mt-3 space-y-3">
        <Field
          id={`${id}-reason`}
          label={t('moderation.queue.reasonLabel')}
          error={form.errors.reason ? t(form.errors.reason) : undefined}
          requiredMark={t('moderation.required')}
        >
          {(control) => (
            <textarea {...control} {...form.register('reason')} maxLength={1000} className={textareaClasses} />
          )}
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.map((action) => (
            <Button
              key={action}
              type="submit"
              variant={action === 'hide' || action === 'suspend' ? 'destructive' : 'outline'}
              disabled={act.isPending}
              onClick={() => {
                chosen.current = action;
              }}
            >
              {t(LABELS[action])}
            </Button>
          ))}
        </div>
      </form>
    </section>
  );
}
