import type { MessageKey } from '#contract/locales/message-key.ts';
import { useState, type ChangeEvent } from 'react';
import { FileText, X } from 'lucide-react';
import { RESUME_ACCEPT, resumeFileProblem } from '#contract/jobs-rules.ts';
import { formatPercent } from '#contract/format/numbers.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { uploadResume } from '../api/jobs-api.ts';

export interface ResumeUpload {
  /** The chosen file's name, and its upload progress while it uploads. */
  resume: { name: string; progress: number | null } | null;
  uploading: boolean;
  choose: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  clear: () => void;
}

/**
 * The resume of an application: a chosen file is checked, uploaded with progress, and its id set
 * with `setResumeId`; a refusal becomes the field's error (`setError`, a locale key) and a toast.
 */
export function useResumeUpload(
  setResumeId: (resumeId: string | null) => void,
  setError: (key: MessageKey) => void,
): ResumeUpload {
  const { t } = useTranslation();
  const [resume, setResume] = useState<{ name: string; progress: number | null } | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change
    if (!file) return;
    const problem = resumeFileProblem(file);
    if (problem) {
      const [title, text] =
        problem === 'tooLarge'
          ? (['apply.resumeTooLargeTitle', 'apply.resumeTooLarge'] as const)
          : (['apply.resumeWrongTypeTitle', 'apply.resumeWrongType'] as const);
      setError(text);
      toast.error(t(title), { description: t(text) });
      return;
    }
    setResumeId(null);
    setResume({ name: file.name, progress: 0 });
    try {
      const uploaded = await uploadResume(file, (progress) => setResume({ name: file.name, progress }));
      setResumeId(uploaded.resumeId);
      setResume({ name: file.name, progress: null });
    } catch (failure) {
      setResume(null);
      const tooLarge = failure instanceof ApiError && failure.status === 413;
      if (failure instanceof ApiError && failure.key) setError(failure.key as MessageKey);
      showErrorToast(failure, { titleKey: tooLarge ? 'apply.resumeTooLargeTitle' : 'toast.error' });
    }
  }

  return {
    resume,
    uploading: resume?.progress != null,
    choose,
    clear: () => {
      setResume(null);
      setResumeId(null);
    },
  };
}

/** The resume field: hint, the chosen file with Remove, progress, the file button and its error. */
export function ResumeField({ id, upload, error }: { id: string; upload: ResumeUpload; error: string | undefined }) {
  const { t, language } = useTranslation();
  const { resume, uploading } = upload;
  return (
    <div className="space-y-1.5">
      <p id={`${id}-resume-label`} className="text-sm font-medium text-slate-800">
        {t('apply.resume')}
      </p>
      <p id={`${id}-resume-hint`} className="text-sm text-slate-600">
        {t('apply.resumeHint')}
      </p>
      {resume ? (
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2.5 text-sm">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1 truncate text-slate-800">{resume.name}</span>
          {uploading ? null : (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('apply.removeResumeNamed', { name: resume.name })}
              onClick={upload.clear}
            >
              <X aria-hidden="true" />
              {t('apply.removeResume')}
            </Button>
          )}
        </div>
      ) : null}
      {uploading ? (
        <div className="space-y-1">
          <Progress value={resume?.progress ?? 0} aria-label={t('apply.uploading')} />
          <p className="text-xs text-slate-600">{formatPercent(resume?.progress ?? 0, language)}</p>
        </div>
      ) : null}
      <input
        id={`${id}-resume`}
        name="resumeId"
        type="file"
        accept={RESUME_ACCEPT}
        className="peer sr-only"
        aria-labelledby={`${id}-resume-label`}
        aria-describedby={`${id}-resume-hint${error ? ` ${id}-resume-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={uploading}
        onChange={(event) => void upload.choose(event)}
      />
      <label
        htmlFor={`${id}-resume`}
        className={buttonVariants({
          variant: 'outline',
          size: 'sm',
          className:
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600' +
            (uploading ? ' pointer-events-none opacity-60' : ''),
        })}
      >
        {t(resume ? 'apply.changeResume' : 'apply.chooseResume')}
      </label>
      {error ? (
        <p id={`${id}-resume-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
