import { lazy, Suspense, useId, useState } from 'react';
import { Ban, CalendarClock, Check, CheckCheck, UserX, X } from 'lucide-react';
import type { Booking, BookingAction, BookingActionInput, BookingOption } from '#contract/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { hasTranslation, type MessageKey } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { cancelPolicyText } from '../lib/cancel-policy.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { FORM_ERROR, useZodForm } from '#web/lib/zod-form.ts';
import { Button, type ButtonVariant } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useBookingAction } from '../api/use-booking-action.ts';

// the slot picker loads when the reader proposes another time
const RescheduleDialog = lazy(() =>
  import('./reschedule-dialog.tsx').then((module) => ({ default: module.RescheduleDialog })),
);

const loadActionSchema = () => import('#contract/bookings.ts').then((module) => module.BookingActionInput);

const BUTTONS: Record<BookingAction, { icon: typeof Check; variant: ButtonVariant }> = {
  accept: { icon: Check, variant: 'default' },
  complete: { icon: CheckCheck, variant: 'default' },
  confirm: { icon: CheckCheck, variant: 'default' },
  decline: { icon: X, variant: 'outline' },
  cancel: { icon: Ban, variant: 'outline' },
  no_show: { icon: UserX, variant: 'outline' },
};

const isMove = (option: BookingOption): option is BookingAction => option in BUTTONS;

/** Which actions ask something first (a reason, a note, a meeting link) in a dialog. */
function asksFirst(action: BookingAction, booking: Booking): boolean {
  if (action === 'decline' || action === 'cancel' || action === 'no_show') return true;
  return action === 'accept' && booking.format !== 'in-person';
}

/**
 * The buttons for what the reader may do now (the server's `actions`). Decline and cancel ask for
 * a reason in a dialog, accepting an online booking for its meeting link; the rest act at once.
 * A refusal (409: the booking moved meanwhile) shows the server's message.
 */
export function BookingActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asking, setAsking] = useState<BookingAction | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const act = useBookingAction(booking.id);
  const moves = booking.actions.filter(isMove);
  const canReschedule = booking.actions.includes('reschedule');
  if (moves.length === 0 && !canReschedule) return null;

  async function run(action: BookingAction) {
    try {
      await act.mutateAsync({ action });
      toast.success(t(`bookings.actions.done.${action}`));
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'bookings.actions.failed' });
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-brand-100 bg-brand-50/40 p-4">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t('bookings.actions.title')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {canReschedule ? (
          <Button variant="outline" disabled={act.isPending} onClick={() => setRescheduling(true)}>
            <CalendarClock aria-hidden="true" />
            {t('bookings.actions.reschedule')}
          </Button>
        ) : null}
        {moves.map((action) => {
          const { icon: Icon, variant } = BUTTONS[action];
          return (
            <Button
              key={action}
              variant={variant}
              disabled={act.isPending}
              onClick={() => (asksFirst(action, booking) ? setAsking(action) : void run(action))}
            >
              {act.isPending && act.variables?.action === action ? <Spinner /> : <Icon aria-hidden="true" />}
              {t(`bookings.actions.${action}`)}
            </Button>
          );
        })}
      </div>
      {asking ? (
        <ActionDialog
          booking={booking}
          action={asking}
          onDone={() => setAsking(null)}
          submit={(input) => act.mutateAsync(input)}
        />
      ) : null}
      {rescheduling ? (
        <Suspense fallback={null}>
          <RescheduleDialog booking={booking} onDone={() => setRescheduling(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

const DIALOG_TEXTS = {
  accept: { title: 'bookings.actions.acceptTitle', description: 'bookings.actions.acceptDescription' },
  decline: { title: 'bookings.actions.declineTitle', description: 'bookings.actions.declineDescription' },
  cancel: { title: 'bookings.actions.cancelTitle', description: 'bookings.actions.cancelDescriptionClient' },
  no_show: { title: 'bookings.actions.noShowTitle', description: 'bookings.actions.noShowDescriptionClient' },
} as const satisfies Partial<Record<BookingAction, { title: MessageKey; description: MessageKey }>>;

interface ActionDialogProps {
  booking: Booking;
  action: BookingAction;
  onDone: () => void;
  submit: (input: BookingActionInput) => Promise<Booking>;
}

/** Decline or cancel with a reason (a professional's cancellation needs one), or accept with a meeting link. */
function ActionDialog({ booking, action, onDone, submit }: ActionDialogProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const form = useZodForm(loadActionSchema, { defaultValues: { action, reason: '', meetingLink: '' } });
  const reasonNeeded = action === 'cancel' && booking.viewerRole === 'professional';
  const texts =
    action === 'accept' || action === 'decline' || action === 'no_show' ? DIALOG_TEXTS[action] : DIALOG_TEXTS.cancel;
  const byProfessional = booking.viewerRole === 'professional';
  const description =
    action === 'cancel' && reasonNeeded
      ? t('bookings.actions.cancelDescriptionProfessional')
      : action === 'no_show' && byProfessional
        ? t('bookings.actions.noShowDescriptionProfessional')
        : t(texts.description);
  const error = (name: 'reason' | 'meetingLink' | typeof FORM_ERROR) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function send(input: BookingActionInput) {
    if (reasonNeeded && !input.reason) {
      form.setError('reason', 'bookings.errors.reasonRequired');
      return;
    }
    // an empty link means "the one of my working hours", and an empty reason none
    const body: BookingActionInput = { action };
    if (input.reason) body.reason = input.reason;
    if (input.meetingLink) body.meetingLink = input.meetingLink;
    try {
      await submit(body);
      toast.success(t(`bookings.actions.done.${action}`));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.key && hasTranslation(failure.key)) {
        form.setError(failure.key === 'bookings.errors.reasonRequired' ? 'reason' : FORM_ERROR, failure.key);
      }
      showErrorToast(failure, { titleKey: 'bookings.actions.failed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={t(texts.title)}
      description={description}
      size="sm"
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(send, showValidationToast)}
        className="mt-4 space-y-4"
        data-testid={`${action}-dialog`}
      >
        {action === 'accept' ? (
          <Field
            id={`${id}-link`}
            label={t('bookings.actions.meetingLink')}
            hint={t('bookings.actions.meetingLinkHint')}
            error={error('meetingLink')}
          >
            {(control) => <Input {...control} {...form.register('meetingLink')} type="url" inputMode="url" />}
          </Field>
        ) : (
          <Field
            id={`${id}-reason`}
            label={
              reasonNeeded
                ? t('bookings.actions.reason')
                : action === 'no_show'
                  ? t('bookings.actions.note')
                  : t('bookings.actions.reasonOptional')
            }
            error={error('reason')}
            requiredMark={reasonNeeded ? t('bookings.form.required') : undefined}
          >
            {(control) => <textarea {...control} {...form.register('reason')} rows={3} className={textareaClasses} />}
          </Field>
        )}
        {action === 'cancel' && booking.viewerRole === 'client' ? (
          <p className="text-sm text-slate-700">{cancelPolicyText(t, booking.freeCancelUntil, language)}</p>
        ) : null}
        {error(FORM_ERROR) ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error(FORM_ERROR)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {action === 'cancel' ? t('bookings.actions.keep') : t('bookings.actions.back')}
          </Button>
          <Button type="submit" variant={action === 'accept' ? 'default' : 'destructive'} disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : null}
            {t(`bookings.actions.${action}`)}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
