import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BookingRequest, Slot } from '#contract/bookings.ts';
import { BOOKING_RULES } from '#contract/bookings.ts';
import { hasLocation } from '#contract/services-rules.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { hasTranslation } from '#web/lib/i18n.ts';
import { useMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { cancelPolicyText } from '../lib/cancel-policy.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { FORM_ERROR, useZodForm } from '#web/lib/zod-form.ts';
import { EmailNotVerifiedAlert, isEmailNotVerified } from '#web/components/email-not-verified.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadBookingRequestSchema } from '../api/bookings-api.ts';
import { useRequestBooking } from '../api/use-request-booking.ts';
import { bookingWhen } from '../lib/nepal-slots.ts';
import type { BookableService } from '../lib/bookable-service.ts';
import { WorkAddressFields } from './work-address-fields.tsx';

const HOUR_MS = 3_600_000;

/** The server's refusals that belong to one field; the others are said above the button. */
const FIELD_OF_KEY: Record<string, 'address'> = { 'bookings.errors.addressRequired': 'address' };

interface BookingFormDialogProps {
  service: BookableService;
  slot: Slot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The request for one slot: the address and place of an in-person job, a note, the price and the
 * cancellation policy. Sent, it opens the booking's page; refused, it keeps what was typed and
 * says the server's reason (the slot was just taken, the e-mail is not verified…).
 */
export function BookingFormDialog({ service, slot, open, onOpenChange }: BookingFormDialogProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const me = useMe();
  const navigate = useNavigate();
  const request = useRequestBooking();
  const [notVerified, setNotVerified] = useState(me.data ? !me.data.user.emailVerified : false);
  const inPerson = hasLocation(service.format);
  const defaultValues = {
    serviceId: service.id,
    startsAt: slot.startsAt,
    address: '',
    districtId: '',
    localLevelId: '',
    note: '',
  } satisfies BookingRequest;
  const form = useZodForm(loadBookingRequestSchema, { defaultValues });
  const title = language === 'ne' && service.titleNe ? service.titleNe : service.title;
  const when = bookingWhen(slot, language);
  const freeUntil = Date.parse(slot.startsAt) - BOOKING_RULES.freeCancelHours * HOUR_MS;
  const error = (name: keyof typeof defaultValues | typeof FORM_ERROR) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function submit(input: BookingRequest) {
    try {
      const booking = await request.mutateAsync(input);
      toast.success(t('bookings.form.sent', { name: service.professionalName }));
      void navigate(`/bookings/${encodeURIComponent(booking.id)}`);
    } catch (failure) {
      if (isEmailNotVerified(failure)) {
        setNotVerified(true);
        return;
      }
      if (failure instanceof ApiError && failure.key && hasTranslation(failure.key)) {
        form.setError(FIELD_OF_KEY[failure.key] ?? FORM_ERROR, failure.key);
      }
      showErrorToast(failure, { titleKey: 'bookings.form.failed' });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bookings.form.title')}
      description={t('bookings.form.description', { service: title, when })}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
        data-testid="booking-form"
      >
        {notVerified ? <EmailNotVerifiedAlert /> : null}
        {inPerson ? (
          <WorkAddressFields
            id={id}
            address={form.register('address')}
            place={{ districtId: form.values.districtId ?? '', localLevelId: form.values.localLevelId ?? '' }}
            onPlace={(place) => {
              form.setValue('districtId', place.districtId);
              form.setValue('localLevelId', place.localLevelId);
            }}
            errors={{ address: error('address'), place: error('districtId') ?? error('localLevelId') }}
          />
        ) : null}
        <Field
          id={`${id}-note`}
          label={t('bookings.form.note')}
          hint={t('bookings.form.noteHint')}
          error={error('note')}
        >
          {(control) => <textarea {...control} {...form.register('note')} rows={3} className={textareaClasses} />}
        </Field>
        <dl className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <dt className="font-medium text-slate-900">{t('bookings.form.price')}</dt>
          <dd>{t('bookings.form.payAtJob', { price: formatMoney(service.price, language) })}</dd>
        </dl>
        <p className="text-sm text-slate-700" data-testid="cancel-policy">
          {cancelPolicyText(t, freeUntil, language)}
        </p>
        {error(FORM_ERROR) ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error(FORM_ERROR)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.isSubmitting}>
          {form.isSubmitting ? <Spinner /> : null}
          {t('bookings.form.submit')}
        </Button>
      </form>
    </FormDialog>
  );
}
