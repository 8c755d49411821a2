import { MapPin, Pencil } from 'lucide-react';
import type { Service } from '#contract/services.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { useDeleteService } from '../api/use-delete-service.ts';
import { MapBox } from './map-box.tsx';
import { VideoManager } from './video-manager.tsx';
import { PlaceText, WrittenText } from '#web/components/written-text.tsx';

export function ServiceSection({
  title,
  empty,
  services,
  kind,
  onEdit,
}: {
  title: string;
  empty: string;
  services: Service[];
  kind: 'in-person' | 'online';
  onEdit: (service: Service) => void;
}) {
  const headingId = `${kind}-services-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {services.length === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {services.map((service) => (
            // min-w-0: a grid item grows to its content's widest line otherwise, and a video's
            // one-line title would push the card past a phone's screen
            <li key={service.id} className="min-w-0">
              <ServiceCard service={service} kind={kind} onEdit={() => onEdit(service)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceCard({
  service,
  kind,
  onEdit,
}: {
  service: Service;
  kind: 'in-person' | 'online';
  onEdit: () => void;
}) {
  const { t, language } = useTranslation();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="service-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{service.title}</h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium">
              {optionLabel(t, 'serviceFormats', service.format)}
            </span>
            <WrittenText text={service.duration} />
            {kind === 'in-person' && service.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                <PlaceText text={service.location} ne={service.locationNe} />
              </span>
            ) : null}
          </p>
        </div>
        <p className="shrink-0 font-bold text-slate-900">{formatMoney(service.price, language)}</p>
      </div>
      {kind === 'in-person' && service.locationLat !== null && service.locationLng !== null ? (
        <div className="mt-3">
          <MapBox lat={service.locationLat} lng={service.locationLng} label={service.location ?? service.title} />
        </div>
      ) : null}
      {kind === 'online' ? <VideoManager service={service} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={t('professionalDashboard.editNamed', { title: service.title })}
        >
          <Pencil aria-hidden="true" />
          {t('professionalDashboard.editListing')}
        </Button>
        <DeleteService service={service} />
      </div>
    </article>
  );
}

function DeleteService({ service }: { service: Service }) {
  const { t } = useTranslation();
  const remove = useDeleteService(service.id);
  return (
    <ConfirmDeleteButton
      label={t('professionalDashboard.delete')}
      accessibleName={t('professionalDashboard.deleteNamed', { title: service.title })}
      title={t('professionalDashboard.confirmTitle')}
      body={t('professionalDashboard.confirmBody', { title: service.title })}
      cancelLabel={t('services.form.cancel')}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
