import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OfferableService, OfferInput, OfferValues } from '#contract/booking-offers.ts';
import { addDays, nepalToday } from '#contract/format/dates.ts';
import { hasLocation } from '#contract/services-rules.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { hasTranslation } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { FORM_ERROR, useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, selectClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadOfferSchema } from '../api/booking-offers-api.ts';
import { slotsQueryOptions } from '../api/bookings-api.ts';
import { useSendOffer } from '../api/use-send-offer.ts';
import { nepalClock, slotDayLabel } from '../lib/nepal-slots.ts';
import { WorkAddressFields } from './work-address-fields.tsx';

/** The form's values: the duration is typed as text, the service chosen from a list. */
type OfferForm = Omit<OfferInput, 'durationMinutes' | 'price'> & { durationMinutes: string; price: string };

/** The server's refusals that belong to one field; the others are said above the button. */
const FIELD_OF_KEY: Record<string, keyof OfferForm> = {
  'bookings.errors.addressRequired': 'address',
  'bookings.offers.errors.past': 'date',
  'bookings.offers.errors.tooFar': 'date',
  'bookings.offers.errors.overlap': 'time',
  'bookings.offers.errors.notYourService': 'serviceId',
};

interface OfferFormDialogProps {
  conversationId: string;
  clientName: string;
  services: OfferableService[];
  durationMinutes: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Send an offer": a service of the professional's, a price, a day and start time on Nepal's clock
 * (one of their free times or any other), a length and, for work in person, the place. Refused, it
 * keeps what was typed and says the server's reason by the field it concerns.
 */
export function OfferFormDialog(props: OfferFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('bookings.offers.dialogTitle')}
      description={t('bookings.offers.dialogDescription', { name: props.clientName })}
    >
      <OfferForm {...props} />
    </FormDialog>
  );
}

function OfferForm({ conversationId, clientName, services, durationMinutes, onOpenChange }: OfferFormDialogProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const send = useSendOffer(conversationId);
  const first = services[0];
  const tomorrow = addDays(nepalToday(), 1);
  const defaultValues: OfferForm = {
    serviceId: first?.id ?? '',
    price: first ? String(first.pricePaisa / 100) : '',
    date: tomorrow,
    time: '10:00',
    durationMinutes: String(durationMinutes),
    address: '',
    districtId: '',
    localLevelId: '',
  };
  const form = useZodForm<typeof OfferInput, OfferForm>(loadOfferSchema, {
    defaultValues,
  });
  const service = services.find((candidate) => candidate.id === form.values.serviceId);
  const inPerson = service ? hasLocation(service.format) : true;
  const error = (name: keyof OfferForm | typeof FORM_ERROR) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function submit(input: OfferValues) {
    try {
      await send.mutateAsync(input);
      toast.success(t('bookings.offers.sent', { name: clientName }));
      onOpenChange(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.key && hasTranslation(failure.key)) {
        form.setError(FIELD_OF_KEY[failure.key] ?? FORM_ERROR, failure.key);
      }
      showErrorToast(failure, { titleKey: 'bookings.offers.failed' });
    }
  }

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(submit, showValidationToast)}
      className="mt-4 space-y-4"
      data-testid="offer-form"
    >
      <Field id={`${id}-service`} label={t('bookings.offers.service')} error={error('serviceId')}>
        {(control) => (
          <select
            {...control}
            {...form.register('serviceId')}
            onChange={(event) => {
              const chosen = services.find((candidate) => candidate.id === event.target.value);
              form.setValue('serviceId', event.target.value);
              if (chosen) form.setValue('price', String(chosen.pricePaisa / 100));
            }}
            className={selectClasses}
          >
            {services.map((option) => (
              <option key={option.id} value={option.id}>
                {(language === 'ne' && option.titleNe) || option.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-price`}
        label={t('bookings.offers.price')}
        hint={t('bookings.offers.priceHint')}
        error={error('price')}
        requiredMark={t('bookings.offers.required')}
      >
        {(control) => <Input {...control} {...form.register('price')} inputMode="decimal" autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-date`}
          label={t('bookings.offers.date')}
          hint={form.values.date ? slotDayLabel(`${form.values.date}T12:00:00+05:45`, language) : undefined}
          error={error('date')}
          requiredMark={t('bookings.offers.required')}
        >
          {(control) => <Input {...control} {...form.register('date')} type="date" min={tomorrow} />}
        </Field>
        <Field
          id={`${id}-time`}
          label={t('bookings.offers.time')}
          error={error('time')}
          requiredMark={t('bookings.offers.required')}
        >
          {(control) => <Input {...control} {...form.register('time')} type="time" step={300} />}
        </Field>
      </div>
      {service ? (
        <FreeTimes serviceId={service.id} date={form.values.date} onPick={(time) => form.setValue('time', time)} />
      ) : null}
      <Field id={`${id}-duration`} label={t('bookings.offers.duration')} error={error('durationMinutes')}>
        {(control) => (
          <Input {...control} {...form.register('durationMinutes')} type="number" inputMode="numeric" min={15} />
        )}
      </Field>
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
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('bookings.offers.online')}</p>
      )}
      {error(FORM_ERROR) ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error(FORM_ERROR)}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.isSubmitting}>
        {form.isSubmitting ? <Spinner /> : null}
        {t('bookings.offers.submit')}
      </Button>
    </form>
  );
}

/** The professional's free times of their working hours that day, as shortcuts for the start time. */
function FreeTimes({ serviceId, date, onPick }: { serviceId: string; date: string; onPick: (time: string) => void }) {
  const { t, language } = useTranslation();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useQuery({ ...slotsQueryOptions(serviceId, date), enabled: valid });
  const day = slots.data?.days.find((candidate) => candidate.date === date);
  if (!valid || !slots.data?.bookable || !day) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-900">{t('bookings.offers.freeTimes')}</p>
      {day.slots.length === 0 ? (
        <p className="text-sm text-slate-600">{t('bookings.offers.noFreeTimes')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {day.slots.slice(0, 12).map((slot) => {
            const clock = nepalClock(slot.startsAt, 'en');
            return (
              <li key={slot.startsAt}>
                <Button type="button" variant="outline" size="sm" onClick={() => onPick(clock)}>
                  {t('bookings.offers.useFreeTime', { time: nepalClock(slot.startsAt, language) })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
