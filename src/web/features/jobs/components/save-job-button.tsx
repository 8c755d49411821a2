import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { meQueryOptions, useMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, type ButtonSize } from '#web/components/ui/button.tsx';
import { savedJobIdsQueryOptions } from '../api/saved-jobs-api.ts';
import { useToggleSavedJob } from '../api/use-toggle-saved-job.ts';
import { signInPathBackTo } from '../lib/labels.ts';

interface SaveJobButtonProps {
  jobId: string;
  /** The id of the job's title, so each "Save" among many cards is told apart. */
  describedBy?: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * The bookmark of a job: a toggle button, pressed (aria-pressed) and reading "Saved" once the job is
 * saved, with a filled icon and a tinted button; a sighted user who saw "Save" still on a saved job
 * pressed it again and lost it. A visitor who presses it goes to sign in, and comes back to this
 * page, as the job page's "Sign in to apply" does.
 */
export function SaveJobButton({ jobId, describedBy, size = 'default', className }: SaveJobButtonProps) {
  const { t } = useTranslation();
  const me = useMe();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(me.data);
  const ids = useQuery({ ...savedJobIdsQueryOptions, enabled: signedIn });
  const toggle = useToggleSavedJob(jobId);
  const isSaved = signedIn && (ids.data?.jobIds.includes(jobId) ?? false);

  async function press() {
    // a tap on a page the server drew can come before the app knows who is signed in: wait for it
    const who = me.data !== undefined ? me.data : await client.fetchQuery(meQueryOptions).catch(() => undefined);
    if (who === null) {
      void navigate(signInPathBackTo(location));
      return;
    }
    if (who) toggle.mutate(!isSaved);
  }

  return (
    <Button
      // no class merging here (cn only joins), so the saved look is a variant of its own
      variant={isSaved ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={isSaved}
      aria-describedby={describedBy}
      onClick={() => void press()}
      className={cn(isSaved && 'border border-brand-600', className)}
    >
      <Bookmark aria-hidden="true" className={cn(isSaved && 'fill-current')} />
      {t(isSaved ? 'savedJobs.saved' : 'savedJobs.save')}
    </Button>
  );
}
