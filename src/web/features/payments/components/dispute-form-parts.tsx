import { useState, type ReactNode } from 'react';
import type { MessageKey } from '#contract/locales/message-key.ts';
import { formatPercent } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { DisputePhotoPicker, PHOTO_REFUSALS } from './dispute-photo-picker.tsx';

// What the client's dispute form and the professional's answer form share (decisions 050, 059):
// the photos being attached, a refused photo named under the picker, the upload's progress, and
// the buttons whose label follows it.

/** The photos chosen and the picker's error; `noteRefusal` names a photo the server refused. */
export function useDisputePhotos() {
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<MessageKey | null>(null);
  function noteRefusal(failure: unknown) {
    const key = failure instanceof ApiError ? PHOTO_REFUSALS.find((refusal) => refusal === failure.key) : undefined;
    if (key) setError(key);
  }
  return { photos, setPhotos, error, setError, noteRefusal };
}

interface PhotoFieldsProps {
  id: string;
  state: ReturnType<typeof useDisputePhotos>;
  /** 0–1 while the photos upload, else null. */
  progress: number | null;
  hint: MessageKey;
  disabled: boolean;
}

/** The picker and, while sending, the upload's progress bar. */
export function DisputePhotoFields({ id, state, progress, hint, disabled }: PhotoFieldsProps) {
  const { t, language } = useTranslation();
  return (
    <>
      <DisputePhotoPicker
        id={id}
        hint={hint}
        photos={state.photos}
        onChange={(next) => {
          state.setPhotos(next);
          state.setError(null);
        }}
        error={state.error}
        onError={state.setError}
        disabled={disabled}
      />
      {progress !== null ? (
        <Progress
          value={progress * 100}
          aria-label={t('payments.dispute.uploading', { percent: formatPercent(Math.round(progress * 100), language) })}
        />
      ) : null}
    </>
  );
}

interface ButtonsProps {
  onCancel: () => void;
  submitting: boolean;
  progress: number | null;
  icon: ReactNode;
  submit: MessageKey;
  submittingText: MessageKey;
}

/** Cancel, and the submit button: its label says how much is sent while the photos upload. */
export function DisputeFormButtons({ onCancel, submitting, progress, icon, submit, submittingText }: ButtonsProps) {
  const { t, language } = useTranslation();
  const label =
    progress !== null
      ? t('payments.dispute.uploading', { percent: formatPercent(Math.round(progress * 100), language) })
      : t(submitting ? submittingText : submit);
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('payments.dispute.cancel')}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? <Spinner /> : icon}
        {label}
      </Button>
    </div>
  );
}
