import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, GraduationCap, Pencil, Plus, Settings, Users } from 'lucide-react';
import type { InstitutionDashboard as Dashboard, InstitutionProgram } from '#contract/catalogue.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatCostText } from '#contract/format/money-text.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  INSTITUTION_DASHBOARD_KEY,
  deleteProgram,
  institutionDashboardQueryOptions,
  updateProgram,
} from '../api/programs-api.ts';
import { toggledProgramInput } from '../lib/program-form.ts';
import { ProgramDialog } from './program-dialog.tsx';

/** /institution-dashboard (spec §2 Institution dashboard, §4 Programs). */
export function InstitutionDashboard() {
  const { t } = useTranslation();
  const me = useSessionMe();
  const name = displayNameOf(me) ?? t('roles.names.institution');
  const title = t('dashboard.title', { role: t('roles.names.institution') });
  const query = useQuery(institutionDashboardQueryOptions);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ open: boolean; program: InstitutionProgram | null }>({
    open: false,
    program: null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: INSTITUTION_DASHBOARD_KEY });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={title} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('dashboard.welcome', { name })}
          </h1>
          <p className="mt-1 text-slate-700">{title}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/edit-profile" className={buttonVariants({ variant: 'outline' })}>
            <Settings aria-hidden="true" />
            {t('dashboard.institution.action')}
          </Link>
          <Button onClick={() => setDialog({ open: true, program: null })}>
            <Plus aria-hidden="true" />
            {t('programs.add')}
          </Button>
        </div>
      </div>

      {query.isError && !query.data ? (
        <LoadFailed
          messageKey="programs.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data ? (
        <DashboardBody
          data={query.data}
          onEdit={(program) => setDialog({ open: true, program })}
          onAdd={() => setDialog({ open: true, program: null })}
        />
      ) : (
        <div role="status" className="mt-8 space-y-4">
          <span className="sr-only">{t('shell.loading')}</span>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
          </div>
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      )}

      <ProgramDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        program={dialog.program}
        organizationName={me.profile.fullName ?? ''}
        onSaved={refresh}
      />
    </div>
  );
}

function DashboardBody({
  data,
  onEdit,
  onAdd,
}: {
  data: Dashboard;
  onEdit: (program: InstitutionProgram) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <StatCard icon={GraduationCap} label={t('programs.stats.active')} value={data.totalActivePrograms} />
        <StatCard icon={Users} label={t('programs.stats.students')} value={data.totalEnrolledStudents} />
      </div>
      <section aria-labelledby="published-programs" className="mt-10">
        <h2 id="published-programs" className="text-xl font-semibold text-slate-900">
          {t('dashboard.institution.sectionTitle')}
        </h2>
        {data.programs.length === 0 ? (
          <Card className="mt-4">
            <EmptyState
              icon={GraduationCap}
              headingLevel={3}
              title={t('dashboard.institution.emptyTitle')}
              description={t('dashboard.institution.emptyBody')}
              action={
                <Button onClick={onAdd}>
                  <Plus aria-hidden="true" />
                  {t('programs.add')}
                </Button>
              }
            />
          </Card>
        ) : (
          <ul className="mt-4 space-y-4">
            {data.programs.map((program) => (
              <li key={program.id}>
                <ProgramRow program={program} onEdit={() => onEdit(program)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function StatCard({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: number }) {
  const { language } = useTranslation();
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col-reverse">
        <p className="text-sm text-slate-700">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{formatNumber(value, language)}</p>
      </div>
    </Card>
  );
}

function ProgramRow({ program, onEdit }: { program: InstitutionProgram; onEdit: () => void }) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const studentsId = useId();
  const [showStudents, setShowStudents] = useState(false);
  const title = (language === 'ne' && program.programTitleNe) || program.programTitle;

  const toggle = useMutation({
    mutationFn: () => updateProgram(program.id, toggledProgramInput(program)),
    onSuccess: () => {
      toast.success(t('programs.updated'));
      return queryClient.invalidateQueries({ queryKey: INSTITUTION_DASHBOARD_KEY });
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'programs.saveFailed' }),
  });

  return (
    <Card className="p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={`/programs/${encodeURIComponent(program.id)}`} className="hover:underline">
                {title}
              </Link>
            </h3>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                program.isActive ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
              )}
            >
              {t(program.isActive ? 'programs.active' : 'programs.inactive')}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {program.credentialAwarded} · {optionLabel(t, 'serviceFormats', program.format)} · {program.duration} ·{' '}
            {formatCostText(program.totalCost, language)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              role="switch"
              checked={program.isActive}
              disabled={toggle.isPending}
              onChange={() => toggle.mutate()}
              className="size-5 accent-brand-700"
              aria-label={t('programs.activeToggle', { title: program.programTitle })}
            />
            <span aria-hidden="true">{t('programs.activeLabel')}</span>
          </label>
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t('programs.editNamed', { title: program.programTitle })}
          >
            <Pencil aria-hidden="true" />
            {t('programs.edit')}
          </Button>
          <DeleteProgram program={program} />
        </div>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-3">
        <button
          type="button"
          aria-expanded={showStudents}
          aria-controls={studentsId}
          onClick={() => setShowStudents((shown) => !shown)}
          className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', showStudents && 'rotate-180')} />
          {t('programs.enrolledStudents', { count: program.enrolledCount })}
        </button>
        <div id={studentsId} hidden={!showStudents}>
          {program.students.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('programs.noStudents')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {program.students.map((student) => (
                <li key={student.userId} className="flex justify-between gap-3 py-2">
                  <span className="text-slate-900">{student.fullName || t('programs.unnamedStudent')}</span>
                  <span className="text-slate-600">{formatDate(student.enrolledAt, language)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}

function DeleteProgram({ program }: { program: InstitutionProgram }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteProgram(program.id),
    onSuccess: async () => {
      toast.success(t('programs.deleted'));
      await queryClient.invalidateQueries({ queryKey: INSTITUTION_DASHBOARD_KEY });
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'programs.deleteFailed' }),
  });
  return (
    <ConfirmDeleteButton
      label={t('programs.delete')}
      accessibleName={t('programs.deleteNamed', { title: program.programTitle })}
      title={t('programs.confirmTitle')}
      body={t('programs.confirmBody', { title: program.programTitle })}
      cancelLabel={t('programs.dialog.cancel')}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
