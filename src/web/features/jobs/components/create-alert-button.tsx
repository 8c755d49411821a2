import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BellPlus } from 'lucide-react';
import { useMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { signInPathBackTo } from '../lib/labels.ts';
import { jobsQueryOf, type JobsState } from '../lib/jobs-state.ts';

// The dialog (Radix) loads when first opened, not with the job list.
const JobAlertDialog = lazy(() =>
  import('./job-alert-dialog.tsx').then((module) => ({ default: module.JobAlertDialog })),
);

/**
 * "Create alert": saves the list's current search (text and filters) as a job alert. A visitor
 * goes to sign in and comes back to this search, as "Save" on a job does.
 */
export function CreateAlertButton({ state }: { state: JobsState }) {
  const { t } = useTranslation();
  const { page: _page, ...search } = jobsQueryOf(state);
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  function press() {
    if (me.data === null) {
      void navigate(signInPathBackTo(location));
      return;
    }
    if (me.data) setOpen(true);
  }

  return (
    <>
      <Button variant="outline" onClick={press} title={t('jobAlerts.createHint')}>
        <BellPlus aria-hidden="true" />
        {t('jobAlerts.create')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <JobAlertDialog open={open} onOpenChange={setOpen} search={search} />
        </Suspense>
      ) : null}
    </>
  );
}
