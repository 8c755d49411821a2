import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Label } from '#web/components/ui/label.tsx';
import { selectClasses } from '#web/components/ui/field.tsx';
import { usePlaces } from './use-places.ts';

/** A place as the pickers hold it: dataset ids, '' for none. */
export interface PlaceValue {
  provinceId: string;
  districtId: string;
  localLevelId: string;
}

interface PlaceInputProps {
  /** Prefix of the selects' ids (labels and tests find them by it). */
  id: string;
  value: Omit<PlaceValue, 'provinceId'> & { provinceId?: string };
  onChange: (value: PlaceValue) => void;
  /** Filters stop at the district; forms go down to the local level. */
  depth?: 'district' | 'local-level';
  /** Text of the empty choice: "Choose…" in a form, "Any" in a filter. */
  emptyLabel?: string;
  error?: string | undefined;
  /** `cells`: the selects alone, each a cell of the caller's grid (a filter row). */
  layout?: 'grid' | 'cells';
}

/**
 * Province → district → local level, as native selects (quick and familiar on a phone). Choosing a
 * province narrows the districts, and a district the local levels; changing one clears what lay
 * below it. Names are in the page's language.
 */
export function PlaceInput({
  id,
  value,
  onChange,
  depth = 'local-level',
  emptyLabel,
  error,
  layout = 'grid',
}: PlaceInputProps) {
  const { t, language } = useTranslation();
  const places = usePlaces();
  // a province chosen before any district lives here; with a district it follows the district
  const [pickedProvince, setPickedProvince] = useState(value.provinceId ?? '');
  const empty = emptyLabel ?? t('lists.places.choose');
  const errorId = error ? `${id}-error` : undefined;

  if (!places) {
    const skeletons = [0, 1, 2].slice(0, depth === 'district' ? 2 : 3).map((index) => (
      <div key={index} className="space-y-1.5" aria-hidden="true">
        <div className="h-5 w-24 animate-pulse rounded bg-slate-200" />
        <div className="h-11 animate-pulse rounded-lg bg-slate-100" />
      </div>
    ));
    const status = (
      <span className="sr-only" role="status">
        {t('lists.places.loading')}
      </span>
    );
    if (layout === 'cells') {
      return (
        <>
          {status}
          {skeletons}
        </>
      );
    }
    return (
      <div className="grid gap-3 sm:grid-cols-3" aria-busy="true">
        {status}
        {skeletons}
      </div>
    );
  }

  // a filter may give only the municipality ("near"): its district follows from it
  const levelDistrict = value.localLevelId ? places.findLocalLevel(value.localLevelId)?.district : undefined;
  const districtId = value.districtId || levelDistrict || '';
  const district = districtId ? places.findDistrict(districtId) : undefined;
  // a filter passes its province (controlled); a form leaves it to the pickers
  const provinceId = district?.province ?? value.provinceId ?? pickedProvince;
  const districtOptions = provinceId ? places.districtsOf(provinceId) : places.districts;
  const levelOptions = district ? places.localLevelsOf(district.id) : [];
  const name = (item: { en: string; ne: string }) => item[language];

  const select = (
    key: keyof PlaceValue,
    label: string,
    current: string,
    options: { id: string; label: string }[],
    change: (next: string) => void,
    disabled = false,
  ) => (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <select
        id={`${id}-${key}`}
        name={key}
        value={current}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => change(event.target.value)}
        className={selectClasses}
      >
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const selects = (
    <>
      {select(
        'provinceId',
        t('lists.places.province'),
        provinceId,
        places.provinces.map((province) => ({ id: province.id, label: name(province) })),
        (next) => {
          setPickedProvince(next);
          onChange({ provinceId: next, districtId: '', localLevelId: '' });
        },
      )}
      {select(
        'districtId',
        t('lists.places.district'),
        value.districtId,
        districtOptions.map((option) => ({ id: option.id, label: name(option) })),
        (next) => {
          const province = next ? (places.findDistrict(next)?.province ?? '') : provinceId;
          setPickedProvince(province);
          onChange({ provinceId: province, districtId: next, localLevelId: '' });
        },
      )}
      {depth === 'local-level'
        ? select(
            'localLevelId',
            t('lists.places.localLevel'),
            value.localLevelId,
            levelOptions.map((level) => ({ id: level.id, label: places.localLevelName(level, language) })),
            (next) => onChange({ provinceId, districtId: value.districtId, localLevelId: next }),
            !district,
          )
        : null}
    </>
  );
  if (layout === 'cells') return selects;
  return (
    <div className="space-y-1.5">
      <div className={depth === 'district' ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-3'}>{selects}</div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
