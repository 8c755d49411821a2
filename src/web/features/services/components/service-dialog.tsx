import { useId, useState } from 'react';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { EmailNotVerifiedAlert, isEmailNotVerified } from '#web/components/email-not-verified.tsx';
import type { Service, ServiceInput, ServiceValues } from '#contract/services.ts';
import { SERVICE_FORMATS } from '#contract/lists.ts';
import { hasLocation } from '#contract/services-rules.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, selectClasses, textareaClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PlaceInput } from '#web/components/place-input/place-input.tsx';
import { createService, loadServiceSchema, updateService } from '../api/services-api.ts';
import { ServiceCoordinates } from './service-coordinates.tsx';

interface ServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: Create a New Listing; a service: Edit Listing. */
  service: Service | null;
  onSaved: () => void;
}

/** The service form (spec §5) in create and edit modes. */
export function ServiceDialog({ open, onOpenChange, service, onSaved }: ServiceDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(service ? 'services.form.editTitle' : 'services.form.createTitle')}
      description={t('services.form.description')}
    >
      {open ? (
        <ServiceForm
          key={service?.id ?? 'new'}
          service={service}
          onSaved={() => {
            onSaved();
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

/** What the dialog holds: a string per input, '' for an empty one or an unchosen format. */
type ServiceFormValues = {
  title: string;
  description: string;
  format: string;
  duration: string;
  skills: string;
  price: string;
  location: string;
  districtId: string;
  localLevelId: string;
  locationLat: string;
  locationLng: string;
};

const valuesOf = (service: Service | null): ServiceFormValues => ({
  title: service?.title ?? '',
  description: service?.description ?? '',
  format: service?.format ?? '',
  duration: service?.duration ?? '',
  skills: service?.skillsGained.join(', ') ?? '',
  price: service ? String(service.price) : '',
  location: service?.locationDetail ?? service?.location ?? '',
  districtId: service?.districtId ?? '',
  localLevelId: service?.localLevelId ?? '',
  locationLat: service?.locationLat?.toString() ?? '',
  locationLng: service?.locationLng?.toString() ?? '',
});

/** What the API takes from the checked values (the same schema checks them again there). */
const bodyOf = (values: ServiceValues): ServiceInput => ({
  title: values.title,
  description: values.description,
  format: values.format,
  duration: values.duration,
  skills: values.skillsGained,
  price: values.price,
  location: values.location ?? '',
  districtId: values.districtId,
  localLevelId: values.localLevelId,
  locationLat: values.locationLat,
  locationLng: values.locationLng,
});

function ServiceForm({
  service,
  onSaved,
  onCancel,
}: {
  service: Service | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm<typeof ServiceInput, ServiceFormValues>(loadServiceSchema, {
    defaultValues: valuesOf(service),
  });
  const [unverified, setUnverified] = useState(false);
  const values = form.values;
  const required = t('profileForm.required');
  const error = (name: keyof ServiceFormValues) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };
  const set = (name: keyof ServiceFormValues, value: string) => form.setValue(name, value);

  async function save(data: ServiceValues) {
    try {
      if (service) await updateService(service.id, bodyOf(data));
      else await createService(bodyOf(data));
      toast.success(t(service ? 'services.updated' : 'services.published'));
      onSaved();
    } catch (failure) {
      // the dialog stays open with what was typed
      if (isEmailNotVerified(failure)) setUnverified(true);
      else showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'services.publishFailed' });
    }
  }

  const text = (
    name: Exclude<keyof ServiceFormValues, 'districtId' | 'localLevelId'>,
    isRequired: boolean,
    props: Record<string, unknown> = {},
  ) => (
    <Field
      id={`${id}-${name}`}
      label={t(`services.form.${name}`)}
      error={error(name)}
      requiredMark={isRequired ? required : undefined}
    >
      {(control) => (
        <Input
          {...control}
          {...props}
          name={name}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(save, showValidationToast)}
      className="mt-5 space-y-4"
    >
      {text('title', true)}
      <Field
        id={`${id}-description`}
        label={t('services.form.descriptionField')}
        error={error('description')}
        requiredMark={required}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            className={textareaClasses}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-format`} label={t('services.form.format')} error={error('format')} requiredMark={required}>
          {(control) => (
            <select
              {...control}
              name="format"
              value={values.format}
              onChange={(event) => set('format', event.target.value)}
              className={selectClasses}
            >
              <option value="">{t('services.form.selectFormat')}</option>
              {SERVICE_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {optionLabel(t, 'serviceFormats', value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('duration', true, { placeholder: t('services.form.durationPlaceholder') })}
      </div>
      {text('skills', true, { placeholder: t('services.form.skillsPlaceholder') })}
      {/* text, not number: a number box drops what a Nepali keypad types (१५००) */}
      {text('price', true, { inputMode: 'decimal' })}
      {values.format && hasLocation(values.format as 'in-person') ? (
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">{t('services.form.where')}</legend>
          <PlaceInput
            id={`${id}-place`}
            value={values}
            onChange={(place) => {
              form.setValue('districtId', place.districtId);
              form.setValue('localLevelId', place.localLevelId);
            }}
          />
          {text('location', false)}
          <p className="text-xs text-slate-600">{t('services.form.coordinatesHint')}</p>
          <ServiceCoordinates
            lat={values.locationLat}
            lng={values.locationLng}
            localLevelId={values.localLevelId}
            onChange={(lat, lng) => {
              set('locationLat', lat);
              set('locationLng', lng);
            }}
          />
          {/* text, not number: a number box drops what a Nepali keypad types (२७.७१) */}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('locationLat', false, { inputMode: 'decimal', placeholder: '27.7172' })}
            {text('locationLng', false, { inputMode: 'decimal', placeholder: '85.3240' })}
          </div>
        </fieldset>
      ) : null}
      {unverified ? <EmailNotVerifiedAlert /> : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('services.form.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {t(service ? 'services.form.save' : 'services.form.publish')}
        </Button>
      </div>
    </form>
  );
}
