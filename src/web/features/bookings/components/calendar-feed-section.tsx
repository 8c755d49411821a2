import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { formatDate } from '#contract/format/dates.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { calendarFeedQueryOptions, useCalendarFeed } from '../api/schedule-api.ts';

// The private calendar link: a calendar app subscribes to it and shows the accepted bookings.
// The server keeps only the secret's hash, so the link shows once, right after it is made.

export function CalendarFeedSection() {
  const { t } = useTranslation();
  const query = useQuery(calendarFeedQueryOptions);
  return (
    <section aria-labelledby="calendar-feed-title" className="mt-10" data-testid="calendar-feed">
      <h2 id="calendar-feed-title" className="text-xl font-bold text-slate-900">
        {t('bookings.feed.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('bookings.feed.intro')}</p>
      <QueryView
        query={query}
        failedKey="bookings.feed.loadFailed"
        failedClassName="mt-4"
        loading={<Skeleton className="mt-4 h-24 w-full" />}
      >
        {(feed) => <FeedControls active={feed.active} createdAt={feed.createdAt} />}
      </QueryView>
    </section>
  );
}

function FeedControls({ active, createdAt }: { active: boolean; createdAt: string | null }) {
  const { t, language } = useTranslation();
  const id = useId();
  const { create, revoke } = useCalendarFeed();
  // the URL lives only in the answer that made it
  const url = create.data?.url ?? null;
  const busy = create.isPending || revoke.isPending;

  async function make() {
    try {
      await create.mutateAsync();
      toast.success(t('bookings.feed.created'));
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'bookings.feed.failed' });
    }
  }

  async function remove() {
    try {
      await revoke.mutateAsync();
      create.reset();
      toast.success(t('bookings.feed.revoked'));
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'bookings.feed.failed' });
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('bookings.feed.copied'));
    } catch {
      // no clipboard (an insecure context): the link stays selected on screen to copy by hand
      document.getElementById(`${id}-url`)?.focus();
    }
  }

  return (
    <div className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      {url ? (
        <>
          <Field id={`${id}-url`} label={t('bookings.feed.url')} hint={t('bookings.feed.onceHint')}>
            {(control) => (
              <Input
                {...control}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
                data-testid="feed-url"
              />
            )}
          </Field>
          <Button type="button" onClick={copy} className="w-full sm:w-auto">
            <Copy aria-hidden="true" />
            {t('bookings.feed.copy')}
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-700" data-testid="feed-state">
          {active && createdAt
            ? t('bookings.feed.activeSince', { date: formatDate(createdAt, language) })
            : t('bookings.feed.none')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant={active ? 'outline' : 'default'} onClick={make} disabled={busy}>
          {create.isPending ? (
            <Spinner />
          ) : active ? (
            <RefreshCw aria-hidden="true" />
          ) : (
            <CalendarPlus aria-hidden="true" />
          )}
          {t(active ? 'bookings.feed.regenerate' : 'bookings.feed.create')}
        </Button>
        {active ? (
          <Button type="button" variant="outline" onClick={remove} disabled={busy}>
            {revoke.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {t('bookings.feed.revoke')}
          </Button>
        ) : null}
      </div>
      {active ? <p className="text-sm text-slate-600">{t('bookings.feed.regenerateHint')}</p> : null}
    </div>
  );
}
