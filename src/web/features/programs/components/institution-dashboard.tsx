import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Pencil, Plus, Users } from 'lucide-react';
import type { InstitutionDashboard as Dashboard, InstitutionProgram } from '#contract/catalogue.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { formatCostText } from '#contract/format/money-text.ts';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { DashboardHeader } from '#web/components/data/dashboard-header.tsx';
import { Disclosure } from '#web/components/data/disclosure.tsx';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { ListingRow } from '#web/components/data/listing-row.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { StatCard } from '#web/components/data/stat-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { institutionDashboardQueryOptions } from '../api/programs-api.ts';
import { useDeleteProgram } from '../api/use-delete-program.ts';
import { useInvalidateInstitutionDashboard } from '../api/use-invalidate-institution-dashboard.ts';
import { useToggleProgram } from '../api/use-toggle-program.ts';
import { ProgramDialog } from './program-dialog.tsx';
import { ProgramStudents, type SelectionAction, type StudentAction } from './program-students.tsx';

/**
 * /institution-dashboard (spec §2 Institution dashboard, §4 Programs). `verification`: the
 * Verification card the route places under the header; `studentAction`: what the route offers
 * beside each student, `selectionAction` for the students ticked (marking them completed).
 */
export function InstitutionDashboard({
  verification,
  studentAction,
  selectionAction,
}: {
  verification?: ReactNode;
  studentAction?: StudentAction;
  selectionAction?: SelectionAction;
}) {
  const { t } = useTranslation();
  const me = useSessionMe();
  const name = displayNameOf(me) ?? t('roles.names.institution');
  const title = t('dashboard.title', { role: t('roles.names.institution') });
  const query = useQuery(institutionDashboardQueryOptions);
  const [dialog, setDialog] = useState<{ open: boolean; program: InstitutionProgram | null }>({
    open: false,
    program: null,
  });
  const refresh = useInvalidateInstitutionDashboard();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <DashboardHeader
        title={title}
        name={name}
        editLabel={t('dashboard.institution.action')}
        addLabel={t('programs.add')}
        onAdd={() => setDialog({ open: true, program: null })}
      />
      {verification ? <div className="mt-6">{verification}</div> : null}

      <QueryView
        query={query}
        failedKey="programs.loadFailed"
        loading={
          <LoadingStatus className="mt-8 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-24 rounded-2xl" />
              <Skeleton className="h-24 rounded-2xl" />
            </div>
            <Skeleton className="h-40 rounded-2xl" />
          </LoadingStatus>
        }
      >
        {(data) => (
          <DashboardBody
            data={data}
            studentAction={studentAction}
            selectionAction={selectionAction}
            onEdit={(program) => setDialog({ open: true, program })}
            onAdd={() => setDialog({ open: true, program: null })}
          />
        )}
      </QueryView>

      <ProgramDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        program={dialog.program}
        organizationName={me.profile.fullName ?? ''}
        onSaved={refresh}
        onCoverSaved={refresh}
      />
    </div>
  );
}

function DashboardBody({
  data,
  studentAction,
  selectionAction,
  onEdit,
  onAdd,
}: {
  data: Dashboard;
  studentAction?: StudentAction | undefined;
  selectionAction?: SelectionAction | undefined;
  onEdit: (program: InstitutionProgram) => void;
  onAdd: () => void;
}) {
  const { t, language } = useTranslation();
  return (
    <>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <StatCard
          icon={GraduationCap}
          label={t('programs.stats.active')}
          value={formatNumber(data.totalActivePrograms, language)}
        />
        <StatCard
          icon={Users}
          label={t('programs.stats.students')}
          value={formatNumber(data.totalEnrolledStudents, language)}
        />
      </div>
      <section aria-labelledby="published-programs" className="mt-10">
        <h2 id="published-programs" className="text-xl font-semibold text-slate-900">
          {t('dashboard.institution.sectionTitle')}
        </h2>
        {data.programs.length === 0 ? (
          <EmptyCard
            icon={GraduationCap}
            title={t('dashboard.institution.emptyTitle')}
            description={t('dashboard.institution.emptyBody')}
            action={
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" />
                {t('programs.add')}
              </Button>
            }
          />
        ) : (
          <ul className="mt-4 space-y-4">
            {data.programs.map((program) => (
              <li key={program.id}>
                <ProgramRow
                  program={program}
                  studentAction={studentAction}
                  selectionAction={selectionAction}
                  onEdit={() => onEdit(program)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ProgramRow({
  program,
  studentAction,
  selectionAction,
  onEdit,
}: {
  program: InstitutionProgram;
  studentAction?: StudentAction | undefined;
  selectionAction?: SelectionAction | undefined;
  onEdit: () => void;
}) {
  const { t, language } = useTranslation();
  const title = (language === 'ne' && program.programTitleNe) || program.programTitle;
  const toggle = useToggleProgram(program);

  return (
    <ListingRow
      title={title}
      href={`/programs/${encodeURIComponent(program.id)}`}
      state={t(program.isActive ? 'programs.active' : 'programs.inactive')}
      live={program.isActive}
      details={
        <p className="mt-1 text-sm text-slate-700">
          {program.credentialAwarded} · {optionLabel(t, 'serviceFormats', program.format)} · {program.duration} ·{' '}
          {formatCostText(program.totalCost, language)}
        </p>
      }
      actions={
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
      }
    >
      <Disclosure label={t('programs.enrolledStudents', { count: program.enrolledCount })}>
        {() => <ProgramStudents program={program} studentAction={studentAction} selectionAction={selectionAction} />}
      </Disclosure>
    </ListingRow>
  );
}

function DeleteProgram({ program }: { program: InstitutionProgram }) {
  const { t } = useTranslation();
  const remove = useDeleteProgram(program.id);
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
