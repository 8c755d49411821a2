import { VerificationCardSlot } from '#web/features/verification/components/verification-card-slot.tsx';
import { HiddenItemsNotice } from '#web/components/moderation/hidden-items.tsx';
import { CompleteStudentButton } from '#web/features/credentials/components/complete-student-button.tsx';
import { CompleteStudentsButton } from '#web/features/credentials/components/complete-students-button.tsx';
import { IssuedCountsCard } from '#web/features/credentials/components/issued-counts-card.tsx';
import { IssuedCredentials } from '#web/features/credentials/components/issued-credentials.tsx';
import { CourseLearners } from '#web/features/credentials/components/course-learners.tsx';
import { ProgramEarningsCard } from '#web/features/payouts/components/program-earnings-card.tsx';
import { InstitutionDashboard } from '#web/features/programs/components/institution-dashboard.tsx';
import { useInvalidateInstitutionDashboard } from '#web/features/programs/api/use-invalidate-institution-dashboard.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** /institution-dashboard (guarded): the institution's programs and students, whom it marks completed (one or many at once), and the credentials it issued. */
export function Component() {
  const { t, language } = useTranslation();
  const refresh = useInvalidateInstitutionDashboard();
  // the dialogs name the program as the list above does: in Nepali where it has a Nepali title
  const titleOf = (program: { programTitle: string; programTitleNe: string | null }) =>
    (language === 'ne' && program.programTitleNe) || program.programTitle;
  return (
    <>
      <HiddenItemsNotice />
      <InstitutionDashboard
        verification={
          <>
            <VerificationCardSlot role="institution" />
            <IssuedCountsCard />
            <ProgramEarningsCard />
          </>
        }
        studentAction={(program, student) => (
          <CompleteStudentButton
            student={{
              programId: program.id,
              programTitle: titleOf(program),
              userId: student.userId,
              name: student.fullName || t('programs.unnamedStudent'),
            }}
            onCompleted={refresh}
          />
        )}
        selectionAction={(program, selected, clear) => (
          <CompleteStudentsButton
            selection={{
              programId: program.id,
              programTitle: titleOf(program),
              learnerIds: selected.map((student) => student.userId),
            }}
            onClosed={() => {
              clear();
              refresh();
            }}
          />
        )}
      />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <CourseLearners className="mb-8" />
        <IssuedCredentials />
      </div>
    </>
  );
}
