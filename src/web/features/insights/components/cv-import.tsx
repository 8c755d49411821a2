import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FileUp, Plus, X } from 'lucide-react';
import type { LinkedinData, SkillsReviewForm } from '#contract/insights.ts';
import { INSIGHTS_LIMITS } from '#contract/insights-rules.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { uploadCv } from '../api/insights-api.ts';

const loadReviewSchema = () => import('#contract/insights.ts').then((module) => module.SkillsReviewForm);

/**
 * CV or LinkedIn PDF import (decisions.md §8): choose a file, watch it upload, then review and
 * edit the skills it found before they are analysed.
 */
export function CvImport({ onAnalyze, busy }: { onAnalyze: (data: LinkedinData) => Promise<unknown>; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [parsed, setParsed] = useState<LinkedinData | null>(null);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change
    if (!file) return;
    if (file.size > INSIGHTS_LIMITS.cvBytes) {
      toast.error(t('insights.toast.fileTooLarge'), { description: t('insights.toast.fileTooLargeBody') });
      return;
    }
    setProgress(0);
    try {
      setParsed(await uploadCv(file, setProgress));
    } catch (failure) {
      const tooLarge = failure instanceof ApiError && failure.status === 413;
      showErrorToast(failure, { titleKey: tooLarge ? 'insights.toast.fileTooLarge' : 'insights.toast.uploadFailed' });
    } finally {
      setProgress(null);
    }
  }

  if (parsed) {
    return (
      <SkillsReview
        parsed={parsed}
        busy={busy}
        onCancel={() => setParsed(null)}
        onAnalyze={async (data) => {
          await onAnalyze(data);
        }}
      />
    );
  }

  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onFileChosen(event)}
        data-testid="cv-file"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
          <FileUp aria-hidden="true" />
          {t('insights.uploadCv')}
        </Button>
        <p className="text-sm text-slate-600">{t('insights.fileHint')}</p>
      </div>
      {progress !== null ? (
        <div className="mt-3 space-y-1" role="status">
          <Progress value={progress} aria-label={t('insights.uploading', { percent: progress })} />
          <p className="text-sm text-slate-700">
            {progress < 100 ? t('insights.uploading', { percent: progress }) : t('insights.reading')}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function SkillsReview({
  parsed,
  busy,
  onCancel,
  onAnalyze,
}: {
  parsed: LinkedinData;
  busy: boolean;
  onCancel: () => void;
  onAnalyze: (data: LinkedinData) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadReviewSchema, {
    defaultValues: {
      skills: (parsed.skills.length > 0 ? parsed.skills : ['']).map((name) => ({ name })),
      location: parsed.location,
    },
  });
  const skills = form.values.skills;
  const setSkills = (next: { name: string }[]) => form.setValue('skills', next);
  const skillsError = form.errors.skills ? t(form.errors.skills) : undefined;

  async function submit(values: SkillsReviewForm) {
    await onAnalyze({
      ...parsed,
      skills: values.skills.map((skill) => skill.name.trim()).filter(Boolean),
      location: values.location,
    });
  }

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(submit, showValidationToast)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('insights.reviewTitle')}
        </h3>
        <p className="text-sm text-slate-600">{t('insights.reviewBody')}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {skills.map((skill, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              name={index === 0 ? 'skills' : undefined}
              aria-label={t('insights.skillLabel', { number: index + 1 })}
              aria-invalid={skillsError && index === 0 ? true : undefined}
              value={skill.name}
              maxLength={INSIGHTS_LIMITS.skillMax}
              onChange={(event) =>
                setSkills(skills.map((item, at) => (at === index ? { name: event.target.value } : item)))
              }
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('insights.removeSkill', { number: index + 1 })}
              onClick={() => setSkills(skills.filter((_, at) => at !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {skillsError ? <p className="text-sm font-medium text-red-700">{skillsError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={skills.length >= INSIGHTS_LIMITS.skillsMax}
        onClick={() => setSkills([...skills, { name: '' }])}
      >
        <Plus aria-hidden="true" />
        {t('insights.addSkill')}
      </Button>
      <Field
        id={`${id}-location`}
        label={t('insights.locationLabel')}
        error={form.errors.location ? t(form.errors.location) : undefined}
      >
        {(control) => <Input {...control} {...form.register('location')} autoComplete="address-level2" />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || form.isSubmitting}>
          {busy ? t('insights.analyzing') : t('insights.analyze')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('insights.cancel')}
        </Button>
      </div>
    </form>
  );
}
