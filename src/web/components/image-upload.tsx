import { useId, useState, type ChangeEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { AVATAR_SIZE, PROGRAM_COVER_HEIGHT, PROGRAM_COVER_WIDTH } from '#contract/profile-images.ts';
import { formatPercent } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { RequiredMark } from '#web/components/ui/field.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { checkImageFile, type ImageKind } from '#web/lib/image-file.ts';

interface ImageUploadProps {
  kind: ImageKind;
  /** 'square' for a company's or institution's logo. */
  shape: 'round' | 'square' | 'banner' | 'cover';
  label: string;
  hint: string;
  requiredMark?: string | undefined;
  url: string | null;
  /** Sends the file (reporting 0–100 as it goes) and takes in the answer; rejects with ApiError. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
}

/** The size the server stores each kind at; the frame sets the drawn size, so nothing moves. */
const STORED_SIZE: Record<ImageKind, { width: number; height: number }> = {
  avatar: { width: AVATAR_SIZE, height: AVATAR_SIZE },
  banner: { width: 1920, height: 400 },
  cover: { width: PROGRAM_COVER_WIDTH, height: PROGRAM_COVER_HEIGHT },
};

const FRAMES = {
  banner: 'aspect-[24/5] w-full rounded-xl',
  cover: 'aspect-[16/9] w-full max-w-sm rounded-xl',
  round: 'size-24 shrink-0 rounded-full',
  square: 'size-24 shrink-0 rounded-xl',
} as const;

/**
 * Picture, logo, cover banner or program cover (spec §5 Images): checked in the browser, uploaded
 * at once with a progress bar, then shown. A failed upload is announced and leaves the image as it
 * was; the form can still be saved without it (spec §8).
 */
export function ImageUpload({ kind, shape, label, hint, requiredMark, url, upload }: ImageUploadProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const uploading = progress !== null;
  const shown = preview ?? url;

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change
    if (!file) return;
    const problem = checkImageFile(file, kind);
    if (problem) {
      toast.error(t(problem.titleKey), { description: t(problem.descriptionKey) });
      return;
    }
    const local = URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    try {
      await upload(file, setProgress);
    } catch (error) {
      const tooLarge = error instanceof ApiError && error.status === 413;
      showErrorToast(error, { titleKey: tooLarge ? 'profile.fileTooLargeTitle' : 'toast.error' });
    } finally {
      URL.revokeObjectURL(local);
      setPreview(null);
      setProgress(null);
    }
  }

  const wide = shape === 'banner' || shape === 'cover';
  return (
    <div className={cn('flex gap-4', wide ? 'flex-col' : 'items-center')}>
      <div
        className={cn(
          'relative flex items-center justify-center overflow-hidden border border-slate-200 bg-slate-100 text-slate-400',
          wide && !shown && 'bg-gradient-to-r from-brand-100 via-brand-50 to-saffron-50',
          FRAMES[shape],
        )}
      >
        {shown ? (
          <img
            width={STORED_SIZE[kind].width}
            height={STORED_SIZE[kind].height}
            src={shown}
            alt=""
            className={cn('size-full object-cover', uploading && 'opacity-60')}
          />
        ) : (
          <ImageUp aria-hidden="true" className="size-8" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
          {requiredMark ? <RequiredMark text={requiredMark} /> : null}
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="peer sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          disabled={uploading}
          onChange={(event) => void onFileChosen(event)}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          {t(url ? 'profileForm.changeImage' : 'profileForm.uploadImage')}
        </label>
        {uploading ? (
          <div className="space-y-1">
            <Progress value={progress} aria-label={t('profileForm.uploading', { label })} />
            <p className="text-xs text-slate-600">{formatPercent(progress, language)}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
