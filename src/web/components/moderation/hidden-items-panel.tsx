import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { AppealInput, type HiddenItem } from '#contract/moderation.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { fetchHiddenItems, HIDDEN_ITEMS_KEY, sendAppeal } from './moderation-api.ts';

/** The owner's hidden items with the reason staff gave, and an Appeal button for each not yet appealed. */
export function HiddenItemsPanel({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery({ queryKey: HIDDEN_ITEMS_KEY, queryFn: ({ signal }) => fetchHiddenItems(signal) });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    // the dashboards' own width and padding, so it lines up with the page beneath it
    <div className={cn('mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8', className)}>
      <section aria-labelledby={headingId} className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
        {/* not a heading: it sits above the dashboard's h1, and the region is named by it */}
        <p id={headingId} className="flex items-center gap-2 text-lg font-semibold text-amber-950">
          <ShieldAlert aria-hidden="true" className="size-5" />
          {t('moderation.hidden.title')}
        </p>
        <p className="mt-1 text-sm text-amber-900">{t('moderation.hidden.intro')}</p>
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <HiddenItemRow key={`${item.kind}:${item.id}`} item={item} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function HiddenItemRow({ item }: { item: HiddenItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-slate-900">
          {t(`moderation.kinds.${item.kind}`)}: {item.title}
        </p>
        <p className="text-sm break-words text-slate-700">
          {item.hiddenReason
            ? t('moderation.hidden.reason', { reason: item.hiddenReason })
            : t('moderation.hidden.noReason')}
        </p>
        {item.appeal ? (
          <p className="mt-1 text-sm text-slate-600">{t(`moderation.hidden.appealStatus.${item.appeal.status}`)}</p>
        ) : null}
      </div>
      {item.appeal ? null : (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="shrink-0">
          {t('moderation.hidden.appeal')}
        </Button>
      )}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('moderation.hidden.appealTitle')}
        description={t('moderation.hidden.appealDescription', { item: item.title })}
      >
        {open ? <AppealForm item={item} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </li>
  );
}

function AppealForm({ item, onDone }: { item: HiddenItem; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const form = useZodForm(AppealInput, { defaultValues: { itemKind: item.kind, itemId: item.id, message: '' } });

  async function send(input: AppealInput) {
    try {
      await sendAppeal(input);
      toast.success(t('moderation.hidden.appealSent'));
      await queryClient.invalidateQueries({ queryKey: HIDDEN_ITEMS_KEY });
      onDone();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'moderation.hidden.appealFailed' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(send, showValidationToast)} className="mt-5 space-y-4">
      <Field
        id={`${id}-message`}
        label={t('moderation.hidden.appealLabel')}
        error={form.errors.message ? t(form.errors.message) : undefined}
        requiredMark={t('moderation.required')}
      >
        {(control) => (
          <textarea {...control} {...form.register('message')} maxLength={2000} className={textareaClasses} />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('moderation.report.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {t('moderation.hidden.appealSubmit')}
        </Button>
      </div>
    </form>
  );
}
