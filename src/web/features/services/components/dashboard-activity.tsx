import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Handshake, MessageSquare } from 'lucide-react';
import type { ProfessionalDashboard as Dashboard, Enquiry, Review } from '#contract/services.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { useMarkEngagement } from '../api/use-mark-engagement.ts';
import { useReplyToReview } from '../api/use-reply-to-review.ts';
import { ReviewBody } from './review-body.tsx';

/** "View Students / enquiries": who asked for a quote or reviewed, with a link to the conversation. */
export function Enquiries({ data }: { data: Dashboard }) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="enquiries-heading" className="mt-10">
      <h2 id="enquiries-heading" className="text-xl font-semibold text-slate-900">
        {t('professionalDashboard.enquiriesTitle')}
      </h2>
      {data.enquiries.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('professionalDashboard.noEnquiries')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('professionalDashboard.engagement.hint')}</p>
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {data.enquiries.map((enquiry) => (
              <li key={enquiry.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{enquiry.userName}</p>
                  <p className="text-sm text-slate-700">
                    {enquiry.serviceTitle} · {formatDate(enquiry.createdAt, language)}
                    {enquiry.rating !== null
                      ? ` · ${t('professionalDashboard.reviewedStars', { rating: enquiry.rating })}`
                      : ''}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <EngagementButtons enquiry={enquiry} />
                  {enquiry.conversationId ? (
                    <Link
                      to={`/messages?conversation=${encodeURIComponent(enquiry.conversationId)}`}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      aria-label={t('professionalDashboard.openConversationWith', { name: enquiry.userName })}
                    >
                      <MessageSquare aria-hidden="true" />
                      {t('professionalDashboard.openConversation')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * One click marks the work with this client agreed, then done: it is what lets them review this
 * service (docs/decisions/012). The current stage is shown as a pressed button.
 */
function EngagementButtons({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation();
  const mark = useMarkEngagement(enquiry);
  const stage = enquiry.engagementStage;
  const names = { name: enquiry.userName, service: enquiry.serviceTitle };
  return (
    <div role="group" aria-label={t('professionalDashboard.engagement.label')} className="flex gap-2">
      <Button
        size="sm"
        variant={stage === 'agreed' ? 'default' : 'outline'}
        aria-pressed={stage === 'agreed'}
        aria-label={t('professionalDashboard.engagement.markAgreedFor', names)}
        disabled={mark.isPending}
        onClick={() => mark.mutate('agreed')}
      >
        <Handshake aria-hidden="true" />
        {t('professionalDashboard.engagement.markAgreed')}
      </Button>
      <Button
        size="sm"
        variant={stage === 'done' ? 'default' : 'outline'}
        aria-pressed={stage === 'done'}
        aria-label={t('professionalDashboard.engagement.markDoneFor', names)}
        disabled={mark.isPending}
        onClick={() => mark.mutate('done')}
      >
        <CheckCircle2 aria-hidden="true" />
        {t('professionalDashboard.engagement.markDone')}
      </Button>
    </div>
  );
}

/** My reviews, newest first; each can be answered once. */
export function Reviews({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-reviews-heading" className="mt-10">
      <h2 id="my-reviews-heading" className="text-xl font-semibold text-slate-900">
        {t('professionalDashboard.reviewsTitle')}
      </h2>
      {data.reviews.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('professionalDashboard.noReviews')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <ReviewBody review={review} />
              {review.reply ? (
                <p className="mt-2 border-l-2 border-brand-200 pl-3 text-sm text-slate-700">{review.reply}</p>
              ) : (
                <ReplyForm review={review} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReplyForm({ review }: { review: Review }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const reply = useReplyToReview(review.id);
  const id = `reply-${review.id}`;
  return (
    <form
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) reply.mutate(text.trim());
      }}
    >
      <div className="flex-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('professionalDashboard.replyLabel', { name: review.reviewerName })}
        </label>
        <input
          id={id}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={reply.isPending || !text.trim()}>
        {t('professionalDashboard.reply')}
      </Button>
    </form>
  );
}
