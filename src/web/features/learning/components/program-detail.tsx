import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { ProgramDetail } from '#contract/catalogue.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatCostText } from '#contract/format/money-text.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ReportButton } from '#web/components/moderation/report-button.tsx';
import { programQueryOptions } from '../api/learning-api.ts';
import { useEnrolInProgram } from '../api/use-enrol-in-program.ts';
import { DetailError } from './course-detail.tsx';
import { DetailLayout, DetailSkeleton, Fact, signInHere } from './detail-layout.tsx';

/**
 * /programs/:id — an institution's program with its format, place, cost and dates. A program with
 * a fee is enrolled in by paying it: the route passes the payments feature's box (decision 054).
 */
export function ProgramDetailPage({ paidEnrolment }: { paidEnrolment?: (programId: string) => ReactNode }) {
  const { t, language } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(programQueryOptions(id));

  if (query.isError) return <DetailError error={query.error} failedAt={query.errorUpdatedAt} retry={query} />;
  if (!query.data) return <DetailSkeleton />;

  const program = query.data;
  return (
    <DetailLayout item={program.card} aside={<ProgramEnrolBox program={program} paidEnrolment={paidEnrolment} />}>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('catalogue.programDetails')}</h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <Fact label={t('programs.fields.organizationName')} value={program.organizationName} />
          <Fact label={t('programs.fields.programType')} value={optionLabel(t, 'programTypes', program.programType)} />
          <Fact label={t('programs.fields.format')} value={optionLabel(t, 'serviceFormats', program.format)} />
          {program.location ? <Fact label={t('programs.fields.location')} value={program.location} /> : null}
          <Fact label={t('programs.fields.totalCost')} value={formatCostText(program.totalCost, language)} />
          {program.feePaisa > 0 ? (
            <Fact label={t('catalogue.fee')} value={formatMoney(program.feePaisa / 100, language)} />
          ) : null}
          <Fact
            label={t('programs.fields.applicationDeadline')}
            value={
              program.applicationDeadline ? formatDate(program.applicationDeadline, language) : t('catalogue.notSet')
            }
          />
          <Fact
            label={t('programs.fields.startDate')}
            value={program.startDate ? formatDate(program.startDate, language) : t('catalogue.notSet')}
          />
        </dl>
        <div className="mt-4 border-t border-slate-100 pt-4 text-sm">
          <h3 className="font-medium text-slate-900">{t('programs.fields.prerequisites')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700">{program.prerequisites || t('catalogue.none')}</p>
        </div>
        <div className="mt-2 flex justify-end">
          <ReportButton itemKind="program" itemId={program.id} ownerId={program.institutionId} />
        </div>
      </Card>
    </DetailLayout>
  );
}

function ProgramEnrolBox({
  program,
  paidEnrolment,
}: {
  program: ProgramDetail;
  paidEnrolment: ((programId: string) => ReactNode) | undefined;
}) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const me = useMe();
  const enrol = useEnrolInProgram(program.id);
  const paid = program.feePaisa > 0;
  // signed in, a paid program's box says what it costs, takes the payment and keeps the receipt
  if (paid && me.data && paidEnrolment && program.institutionId !== me.data.user.id) {
    return (
      <Card className="space-y-3 p-5">
        {program.enrollment ? <EnrolledNote /> : null}
        {paidEnrolment(program.id)}
      </Card>
    );
  }

  return (
    <Card className="space-y-3 p-5">
      {paid ? (
        <p className="text-lg font-semibold text-slate-900">
          {t('payments.program.fee', { amount: formatMoney(program.feePaisa / 100, language) })}
        </p>
      ) : null}
      {program.enrollment ? (
        <EnrolledNote />
      ) : me.data === null ? (
        <>
          <Link to={signInHere(location)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            {t('catalogue.enrol')}
          </Link>
          <p className="text-sm text-slate-600">{t('catalogue.signInToEnrol')}</p>
        </>
      ) : (
        <Button
          size="lg"
          className="w-full"
          disabled={enrol.isPending || !me.data || paid}
          onClick={() => enrol.mutate()}
        >
          {t('catalogue.enrol')}
        </Button>
      )}
    </Card>
  );
}

function EnrolledNote() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 font-semibold text-emerald-800" role="status">
      <CheckCircle2 aria-hidden="true" className="size-5" />
      {t('catalogue.enrolled')}
    </p>
  );
}
