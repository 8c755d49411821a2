import { useId, useState, type ReactNode } from 'react';
import type { InstitutionProgram } from '#contract/catalogue.ts';
import { BULK_COMPLETE_MAX } from '#contract/credential-limits.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

export type ProgramStudent = InstitutionProgram['students'][number];
/** What the route offers beside each student (marking them completed). */
export type StudentAction = (program: InstitutionProgram, student: ProgramStudent) => ReactNode;
/** What the route offers for the students ticked (marking them all completed); `clear` unticks them. */
export type SelectionAction = (program: InstitutionProgram, selected: ProgramStudent[], clear: () => void) => ReactNode;

/**
 * A program's enrolled students. With a `selectionAction`, each has a checkbox and "Select all" ticks
 * the first BULK_COMPLETE_MAX (what one bulk completion takes), so the route can act on many at once.
 */
export function ProgramStudents({
  program,
  studentAction,
  selectionAction,
}: {
  program: InstitutionProgram;
  studentAction?: StudentAction | undefined;
  selectionAction?: SelectionAction | undefined;
}) {
  const { t, language } = useTranslation();
  const id = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const { students } = program;
  if (students.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('programs.noStudents')}</p>;

  // a student marked completed leaves the list, and with it the selection
  const selected = students.filter((student) => ticked.has(student.userId));
  const selectable = students.slice(0, BULK_COMPLETE_MAX);
  const allTicked = selected.length === selectable.length;
  const nameOf = (student: ProgramStudent) => student.fullName || t('programs.unnamedStudent');
  const toggle = (userId: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(userId) && next.size < BULK_COMPLETE_MAX) next.add(userId);
      return next;
    });

  return (
    <>
      {selectionAction ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-slate-100 pb-2">
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={allTicked}
              ref={(box) => {
                if (box) box.indeterminate = selected.length > 0 && !allTicked;
              }}
              onChange={() => setTicked(allTicked ? new Set() : new Set(selectable.map((student) => student.userId)))}
              className="size-5 accent-brand-700"
              aria-describedby={students.length > BULK_COMPLETE_MAX ? `${id}-limit` : undefined}
            />
            {t('programs.selectAllStudents', { count: formatNumber(selectable.length, language) })}
          </label>
          {selectionAction(program, selected, () => setTicked(new Set()))}
          {students.length > BULK_COMPLETE_MAX ? (
            <p id={`${id}-limit`} className="w-full text-xs text-slate-600">
              {t('programs.selectLimit', { max: formatNumber(BULK_COMPLETE_MAX, language) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {students.map((student) => (
          <li key={student.userId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            {selectionAction ? (
              <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-slate-900">
                <input
                  type="checkbox"
                  checked={ticked.has(student.userId)}
                  onChange={() => toggle(student.userId)}
                  className="size-5 accent-brand-700"
                  aria-label={t('programs.selectStudent', { name: nameOf(student) })}
                />
                <span>{nameOf(student)}</span>
              </label>
            ) : (
              <span className="text-slate-900">{nameOf(student)}</span>
            )}
            <span className="flex flex-wrap items-center gap-3">
              <span className="text-slate-600">{formatDate(student.enrolledAt, language)}</span>
              {studentAction?.(program, student)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
