import { useId, useState } from 'react';
import { CalendarCheck, CalendarX, Undo2 } from 'lucide-react';
import type { Booking, RescheduleAnswer } from '#contract/bookings.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAnswerReschedule } from '../api/use-answer-reschedule.ts';
import { bookingWhen } from '../lib/nepal-slots.ts';
import { RescheduleDeclineDialog } from './reschedule-decline-dialog.tsx';

const ANSWERS = [
  { option: 'accept_reschedule', action: 'accept', icon: CalendarCheck, variant: 'default' },
  { option: 'decline_reschedule', action: 'decline', icon: CalendarX, variant: 'outline' },
  { option: 'withdraw_reschedule', action: 'withdraw', icon: Undo2, variant: 'outline' },
] as const;

/**
 * Another time proposed for the booking: what it is, who proposed it and why, and the answers
 * open to the reader (the server's `actions`): accept or decline it (with a reason, if given), or
 * withdraw one's own.
 */
export function RescheduleCard({ booking }: { booking: Booking }) {
  const { t, language } = useTranslation();
  const headingId = useId();
  const answer = useAnswerReschedule(booking.id);
  const [declining, setDeclining] = useState(false);
  const proposal = booking.reschedule;
  if (!proposal) return null;
  const proposer = proposal.proposedBy === 'client' ? booking.client.name : booking.professional.name;
  const answers = ANSWERS.filter(({ option }) => booking.actions.includes(option));

  async function run(action: RescheduleAnswer, rescheduleId: string) {
    try {
      await answer.mutateAsync({ rescheduleId, action });
      toast.success(t(`bookings.reschedule.done.${action}`));
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'bookings.reschedule.failed' });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      data-testid="reschedule-card"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t('bookings.reschedule.pendingTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {proposal.proposedBy === booking.viewerRole
          ? t('bookings.reschedule.byYou')
          : t('bookings.reschedule.byOther', { name: proposer })}
      </p>
      <p className="mt-1 font-semibold break-words text-slate-900" data-testid="proposed-time">
        {bookingWhen(proposal, language)}
      </p>
      {proposal.reason ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-800">
          {t('bookings.detail.reason', { reason: proposal.reason })}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">{t('bookings.reschedule.keeps')}</p>
      {answers.length ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {answers.map(({ action, icon: Icon, variant }) => (
            <Button
              key={action}
              variant={variant}
              disabled={answer.isPending}
              // a decline may say why, in a dialog; accept and withdraw act at once
              onClick={() => (action === 'decline' ? setDeclining(true) : void run(action, proposal.id))}
            >
              {answer.isPending && answer.variables?.action === action ? <Spinner /> : <Icon aria-hidden="true" />}
              {t(`bookings.reschedule.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {declining ? (
        <RescheduleDeclineDialog
          proposer={proposer}
          onDone={() => setDeclining(false)}
          submit={(input) => answer.mutateAsync({ rescheduleId: proposal.id, ...input })}
        />
      ) : null}
    </section>
  );
}
