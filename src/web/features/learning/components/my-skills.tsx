import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { UserSkill } from '#contract/catalogue.ts';
import { LIMITS } from '#contract/limits.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field, selectClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { catalogueKeys, loadSkillSchema, removeSkill, saveSkill } from '../api/learning-api.ts';
import { useRemoveSkill } from '../api/use-remove-skill.ts';
import { LEVELS, levelPercent } from '../lib/skills.ts';

/** "My Skills" (spec §2, §9): up to six, level/5 with a bar at level × 20; add, edit, remove. */
export function MySkills({ skills }: { skills: UserSkill[] }) {
  const { t } = useTranslation();
  // null: no form; 'new': adding; a skill: editing it
  const [editing, setEditing] = useState<UserSkill | 'new' | null>(null);
  const remove = useRemoveSkill();

  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('learner.skills.title')}</h2>
        {editing === null ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('learner.skills.add')}
          </Button>
        ) : null}
      </div>
      {editing !== null ? (
        <SkillForm
          key={editing === 'new' ? 'new' : editing.id}
          skill={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {skills.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('learner.skills.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {skills.slice(0, LIMITS.dashboardSkills).map((skill) => (
            <li key={skill.id}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-900">{skill.skillName}</span>
                <span className="flex shrink-0 items-center gap-1">
                  <span className="mr-1 font-semibold text-brand-800">
                    {t('learner.skills.levelOf', { level: skill.proficiencyLevel, max: LIMITS.proficiencyMax })}
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-9"
                    aria-label={t('learner.skills.editNamed', { name: skill.skillName })}
                    onClick={() => setEditing(skill)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-9 text-red-700 hover:text-red-800"
                    aria-label={t('learner.skills.removeNamed', { name: skill.skillName })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(skill)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </div>
              <Progress
                value={levelPercent(skill.proficiencyLevel)}
                aria-label={t('learner.skills.levelLabel', { name: skill.skillName })}
                className="mt-1.5"
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SkillForm({ skill, onDone }: { skill: UserSkill | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSkillSchema, {
    defaultValues: { skillName: skill?.skillName ?? '', proficiencyLevel: String(skill?.proficiencyLevel ?? 3) },
  });

  async function submit(input: { skillName: string; proficiencyLevel: number }) {
    try {
      await saveSkill(input);
      // the upsert matches by name: a renamed skill is a new row, so the old one goes
      if (skill && skill.skillName.toLowerCase() !== input.skillName.toLowerCase()) await removeSkill(skill.id);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.learnerDashboard });
      onDone();
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'learner.skills.saveFailed' });
    }
  }

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(submit, showValidationToast)}
      aria-label={t(skill ? 'learner.skills.editTitle' : 'learner.skills.addTitle')}
      className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <Field
        id={`${id}-name`}
        label={t('learner.skills.name')}
        error={form.errors.skillName && t(form.errors.skillName)}
      >
        {(control) => <Input {...control} {...form.register('skillName')} maxLength={100} autoFocus />}
      </Field>
      <Field
        id={`${id}-level`}
        label={t('learner.skills.level')}
        error={form.errors.proficiencyLevel && t(form.errors.proficiencyLevel)}
      >
        {(control) => (
          <select {...control} {...form.register('proficiencyLevel')} className={selectClasses}>
            {LEVELS.map((level) => (
              <option key={level} value={String(level)}>
                {t('learner.skills.levelOption', { level, max: LIMITS.proficiencyMax })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('learner.skills.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={form.isSubmitting}>
          {t('learner.skills.save')}
        </Button>
      </div>
    </form>
  );
}
