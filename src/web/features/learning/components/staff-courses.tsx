import { useId } from 'react';
import { GraduationCap } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { CourseProviderForm, StaffCourseCard } from '#contract/staff-courses.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadCourseProviderSchema, staffCoursesQueryOptions } from '../api/staff-courses-api.ts';
import { useSetCourseProvider } from '../api/use-set-course-provider.ts';

// /staff/courses?q=&page=: catalogue courses and their providers (decision 060). Staff name a
// course's provider by the account's e-mail, or clear it; the provider then confirms learners who
// finished the course, which issues their credentials (decision 058).

interface Lookup {
  q: string;
  page: number;
}

function parse(params: URLSearchParams): Lookup {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

function serialize({ q, page }: Lookup): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function StaffCourses() {
  const { t, language } = useTranslation();
  const [lookup, change] = useUrlState(parse, serialize);
  const query = useQuery(staffCoursesQueryOptions(lookup.q, lookup.page));
  return (
    <section aria-labelledby="staff-courses-title">
      <h2 id="staff-courses-title" className="text-lg font-semibold text-slate-900">
        {t('staff.tabs.courses')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('staff.courses.intro')}</p>
      <SearchBox
        value={lookup.q}
        onSearch={(q, replace) => change(() => ({ q, page: 1 }), replace)}
        label={t('staff.courses.search')}
        placeholder={t('staff.courses.search')}
        maxLength={200}
        className="mt-4 max-w-xl"
      />
      <QueryView
        query={query}
        failedKey="staff.courses.loadFailed"
        failedClassName="mt-4"
        errorOverData
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </LoadingStatus>
        }
        isEmpty={(data) => data.items.length === 0 && data.page === 1}
        empty={
          <EmptyCard
            icon={GraduationCap}
            title={t('staff.courses.emptyTitle')}
            description={lookup.q ? t('staff.courses.emptyFiltered', { q: lookup.q }) : undefined}
          />
        }
      >
        {(data) => (
          <>
            <ul
              className="mt-4 space-y-3"
              aria-label={t('staff.courses.listLabel')}
              aria-busy={query.isFetching || undefined}
            >
              {data.items.map((course) => (
                <li key={course.id}>
                  <StaffCourseRow course={course} />
                </li>
              ))}
            </ul>
            <Pager
              page={data.page}
              pageCount={data.hasMore ? data.page + 1 : data.page}
              disabled={query.isFetching}
              onPage={(page) => change((current) => ({ ...current, page }))}
              label={t('bookings.list.pager')}
              previousLabel={t('bookings.list.previous')}
              nextLabel={t('bookings.list.next')}
              position={t('bookings.list.position', { page: formatNumber(data.page, language) })}
            />
          </>
        )}
      </QueryView>
    </section>
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
