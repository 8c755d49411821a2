import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import type { ProfessionalDetail } from '#contract/services.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { textareaClasses } from '#web/components/ui/field.tsx';
import { postReview } from '../api/services-api.ts';

export function ReviewForm({ detail }: { detail: ProfessionalDetail }) {
  const { t, language } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const reviewable = detail.services.filter((service) => detail.reviewableServiceIds.includes(service.id));
  const [serviceId, setServiceId] = useState(reviewable[0]?.id ?? '');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      toast.error(t('services.validation.ratingRequired'));
      return;
    }
    if (!comment.trim()) {
      toast.error(t('services.validation.commentRequired'));
      return;
    }
    setBusy(true);
    try {
      await postReview({ serviceId, rating, comment: comment.trim() });
      toast.success(t('professionals.reviewSaved'));
      setComment('');
      setRating(0);
      await queryClient.invalidateQueries({ queryKey: ['professional', detail.id] });
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'professionals.reviewFailed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-3 space-y-3 rounded-2xl border border-brand-100 bg-brand-50/40 p-4"
    >
      <h3 className="font-semibold text-slate-900">{t('professionals.writeReview')}</h3>
      {reviewable.length > 1 ? (
        <div>
          <label htmlFor={`${id}-service`} className="text-sm font-medium text-slate-800">
            {t('professionals.reviewService')}
          </label>
          <select
            id={`${id}-service`}
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
          >
            {reviewable.map((service) => (
              <option key={service.id} value={service.id}>
                {language === 'ne' && service.titleNe ? service.titleNe : service.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <RatingField name={`${id}-rating`} rating={rating} onRate={setRating} />
      <div>
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-800">
          {t('professionals.yourReview')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          className={textareaClasses}
        />
      </div>
      <Button type="submit" disabled={busy}>
        {t('professionals.submitReview')}
      </Button>
    </form>
  );
}

/** Five stars as radio buttons: the chosen one and those before it are filled. */
function RatingField({ name, rating, onRate }: { name: string; rating: number; onRate: (rating: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('professionals.yourRating')}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => onRate(value)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('professionals.starsOutOf', { rating: value })}</span>
            <Star
              aria-hidden="true"
              className={`size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
