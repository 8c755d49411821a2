import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { StaffReason, type AppealRow } from '#contract/moderation.ts';
import { formatDate } from '#contract/format/dates.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { appealsOptions } from '../api/moderation-api.ts';
import { useDecideAppeal } from '../api/use-decide-appeal.ts';

/** Open appeals, oldest first, each with the owner's words and uphold / reverse with a reason. */
export function AppealsList() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(appealsOptions);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('moderation.appeals.title')}
      </h2>
      <QueryView
        query={query}
        failedKey="moderation.queue.loadFailed"
        loading={
          <LoadingStatus className="mt-4">
            <Skeleton className="h-24 w-full rounded-xl" />
          </LoadingStatus>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="mt-4">
            <EmptyCard icon={Scale} title={t('moderation.appeals.empty')} />
          </div>
        }
      >
        {(data) => (
          <ul className="mt-4 space-y-3">
            {data.items.map((appeal) => (
              <li key={appeal.id}>
                <AppealCard appeal={appeal} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function AppealCard({ appeal }: { appeal: AppealRow }) {
  const { t, language } = useTranslation();
  const id = useId();
  const decide = useDecideAppeal();
  const chosen = useRef<'uphold' | 'reverse'>('uphold');
  const form = useZodForm(StaffReason, { defaultValues: { reason: '' } });

  async function submit({ reason }: StaffReason) {
    try {
      await decide.mutateAsync({ id: appeal.id, decision: chosen.current, reason });
      toast.success(t('moderation.appeals.decided'));
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'moderation.queue.failed' });
    }
  }

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t(`moderation.kinds.${appeal.item.kind}`)} · {formatDate(appeal.createdAt, language)}
      </p>
      <h3 className="mt-1 font-semibold break-words text-slate-900">
        {appeal.item.title ?? t('moderation.queue.missing')}
      </h3>
      {appeal.item.hiddenReason ? (
        <p className="text-slate-700">{t('moderation.hidden.reason', { reason: appeal.item.hiddenReason })}</p>
      ) : null}
      <p className="mt-2 font-medium text-slate-900">{t('moderation.appeals.message')}</p>
      <p className="break-words whitespace-pre-line text-slate-800">{appeal.message}</p>
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
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="submit"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => (chosen.current = 'uphold')}
          >
            {t('moderation.appeals.uphold')}
          </Button>
          <Button type="submit" disabled={decide.isPending} onClick={() => (chosen.current = 'reverse')}>
            {t('moderation.appeals.reverse')}
          </Button>
        </div>
      </form>
    </article>
  );
}
