import { useId } from 'react';
import { GraduationCap } from 'lucide-react';
import type { CourseProviderForm, StaffCourseCard } from '#contract/staff-courses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StaffSearchList, type StaffSearchTexts } from '#web/components/staff/staff-search-list.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadCourseProviderSchema, staffCoursesQueryOptions } from '../api/staff-courses-api.ts';
import { useSetCourseProvider } from '../api/use-set-course-provider.ts';

// /staff/courses?q=&page=: catalogue courses and their providers (decision 060). Staff name a
// course's provider by the account's e-mail, or clear it; the provider then confirms learners who
// finished the course, which issues their credentials (decision 058).

const TEXTS: StaffSearchTexts = {
  title: 'staff.tabs.courses',
  intro: 'staff.courses.intro',
  search: 'staff.courses.search',
  loadFailed: 'staff.courses.loadFailed',
  listLabel: 'staff.courses.listLabel',
  emptyTitle: 'staff.courses.emptyTitle',
  emptyFiltered: 'staff.courses.emptyFiltered',
};

export function StaffCourses() {
  return (
    <StaffSearchList
      titleId="staff-courses-title"
      texts={TEXTS}
      emptyIcon={GraduationCap}
      queryOptions={staffCoursesQueryOptions}
      renderItem={(course) => <StaffCourseRow course={course} />}
    />
  );
}

function StaffCourseRow({ course }: { course: StaffCourseCard }) {
  const { t, language } = useTranslation();
  const title = (language === 'ne' && course.titleNe) || course.title;
  const clear = useSetCourseProvider(course.id);
  const { provider } = course;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="staff-course">
      <h3 className="font-semibold break-words text-slate-900">{title}</h3>
      <p className="mt-1 text-sm break-words text-slate-700">
        {provider
          ? `${t('staff.courses.provider', { name: provider.name, email: provider.email })} · ${t(`staff.courses.roles.${provider.role}`)}`
          : t('staff.courses.noProvider')}
      </p>
      {/* a new provider (or none) starts the form afresh from what the server now holds */}
      <ProviderForm key={provider?.email ?? ''} course={course} title={title} />
      {provider ? (
        <Button
          type="button"
          variant="outline"
          className="mt-2"
          disabled={clear.isPending}
          aria-label={t('staff.courses.clearNamed', { title })}
          onClick={() => clear.mutate({ email: null })}
        >
          {clear.isPending ? <Spinner /> : null}
          {t('staff.courses.clear')}
        </Button>
      ) : null}
    </article>
  );
}

function ProviderForm({ course, title }: { course: StaffCourseCard; title: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const form = useZodForm(loadCourseProviderSchema, {
    defaultValues: { email: course.provider?.email ?? '' } satisfies CourseProviderForm,
  });
  const mutation = useSetCourseProvider(course.id);
  const key = form.errors.email;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => mutation.mutateAsync(input).catch(() => undefined), showValidationToast)}
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <Field id={`${fieldId}-email`} label={t('staff.courses.email')} error={key ? t(key) : undefined}>
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              aria-label={t('staff.courses.emailNamed', { title })}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={form.isSubmitting} aria-label={t('staff.courses.setNamed', { title })}>
        {form.isSubmitting ? <Spinner /> : null}
        {t('staff.courses.set')}
      </Button>
    </form>
  );
}
