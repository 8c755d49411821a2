import { useEffect, useMemo } from 'react';
import { ImagePlus, X } from 'lucide-react';
import type { MessageKey } from '#contract/locales/message-key.ts';
import { DISPUTE_PHOTO_LIMITS } from '#contract/dispute-photos.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { Field } from '#web/components/ui/field.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

// The photos of a dispute being opened or answered: chosen with the system's picker (the keyboard reaches it
// like any field), each shown with a remove button. Type and size are checked here so a wrong file
// is named at once; the server checks the bytes again.

const ACCEPTED: ReadonlySet<string> = new Set(DISPUTE_PHOTO_LIMITS.accept.split(','));

/** The server's refusals of a photo, shown under the picker as well as in the toast. */
export const PHOTO_REFUSALS = [
  'payments.dispute.errors.photoType',
  'payments.dispute.errors.photoUnreadable',
  'payments.dispute.errors.photoTooLarge',
  'payments.dispute.errors.tooManyPhotos',
] as const satisfies readonly MessageKey[];

/** Why a chosen file cannot be attached, or null. */
export function photoProblem(file: File): MessageKey | null {
  if (!ACCEPTED.has(file.type)) return 'payments.dispute.errors.photoType';
  if (file.size > DISPUTE_PHOTO_LIMITS.photoBytes) return 'payments.dispute.errors.photoTooLarge';
  return null;
}

interface DisputePhotoPickerProps {
  id: string;
  /** Who will see the photos: the client's and the professional's forms say it differently. */
  hint: MessageKey;
  photos: File[];
  onChange: (photos: File[]) => void;
  error: MessageKey | null;
  onError: (error: MessageKey | null) => void;
  disabled: boolean;
}

export function DisputePhotoPicker({ id, hint, photos, onChange, error, onError, disabled }: DisputePhotoPickerProps) {
  const { t, language } = useTranslation();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = photos.length >= DISPUTE_PHOTO_LIMITS.count;

  function add(files: FileList | null) {
    const chosen = [...(files ?? [])];
    const problem = chosen.map(photoProblem).find((key) => key !== null) ?? null;
    const room = DISPUTE_PHOTO_LIMITS.count - photos.length;
    const tooMany = chosen.length > room ? 'payments.dispute.errors.tooManyPhotos' : null;
    onError(problem ?? tooMany);
    const fitting = chosen.filter((file) => photoProblem(file) === null).slice(0, room);
    if (fitting.length > 0) onChange([...photos, ...fitting]);
  }

  return (
    <Field id={id} label={t('payments.dispute.photosLabel')} hint={t(hint)} error={error ? t(error) : undefined}>
      {(control) => (
        <div className="space-y-2">
          {/* the input stays in the tab order (Enter or Space opens the picker); its button is
              drawn by the label so it speaks the page's language, not the browser's */}
          <div>
            <input
              {...control}
              type="file"
              multiple
              accept={DISPUTE_PHOTO_LIMITS.accept}
              disabled={disabled || full}
              data-testid="dispute-photos-input"
              onChange={(event) => {
                add(event.target.files);
                // the same file may be chosen again after it was removed
                event.target.value = '';
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={control.id}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-50 px-3 text-sm font-medium text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-brand-100"
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              {t('payments.dispute.addPhotos')}
            </label>
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('payments.dispute.photoCount', {
              count: localDigits(String(photos.length), language),
              max: localDigits(String(DISPUTE_PHOTO_LIMITS.count), language),
            })}
          </p>
          {photos.length > 0 ? (
            <ul className="grid grid-cols-4 gap-2" data-testid="dispute-photo-previews">
              {photos.map((photo, index) => {
                const n = localDigits(String(index + 1), language);
                return (
                  <li key={previews[index]} className="relative">
                    <img
                      src={previews[index]}
                      alt={t('payments.dispute.photoAlt', { n })}
                      className="aspect-square w-full rounded-md border border-slate-200 object-cover"
                    />
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => onChange(photos.filter((_, at) => at !== index))}
                      aria-label={t('payments.dispute.removePhoto', { n })}
                      className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
