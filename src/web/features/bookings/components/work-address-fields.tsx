import type { ChangeEvent } from 'react';
import { PlaceInput } from '#web/components/place-input/place-input.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

interface Place {
  districtId: string;
  localLevelId: string;
}

/** Where in-person work is done, in a booking request or an offer: the address as typed and the place. */
export function WorkAddressFields({
  id,
  address,
  place,
  onPlace,
  errors,
}: {
  id: string;
  /** The form's registration of its `address` field. */
  address: { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  place: Place;
  onPlace: (place: Place) => void;
  /** Translated messages, when a field is refused. */
  errors: { address?: string | undefined; place?: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        id={`${id}-address`}
        label={t('bookings.form.address')}
        hint={t('bookings.form.addressHint')}
        error={errors.address}
        requiredMark={t('bookings.form.required')}
      >
        {(control) => <Input {...control} {...address} autoComplete="street-address" />}
      </Field>
      <fieldset className="min-w-0 space-y-1.5">
        <legend className="text-sm font-medium text-slate-900">{t('bookings.form.place')}</legend>
        <PlaceInput id={`${id}-place`} value={place} onChange={onPlace} error={errors.place} />
      </fieldset>
    </>
  );
}
