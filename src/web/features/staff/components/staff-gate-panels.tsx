import { Link } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useSignOut } from '#web/lib/account-actions.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

export type GateRefusal =
  | { kind: 'notStaff' }
  | { kind: 'twoFactorOff' }
  /** Two-step verification is on, but this session signed in without a code. */
  | { kind: 'signInAgain' }
  | { kind: 'failed'; failedAt: number; retry: () => void; retrying: boolean };

/**
 * What the console shows instead of a tab, and why: not staff, two-step verification off, this
 * session signed in without a code, or no answer.
 */
export function GatePanel({ refusal }: { refusal: GateRefusal }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  if (refusal.kind === 'failed') {
    return (
      <LoadFailed
        messageKey="staff.gate.loadFailed"
        failedAt={refusal.failedAt}
        onRetry={refusal.retry}
        retrying={refusal.retrying}
        className="mt-6"
      />
    );
  }
  if (refusal.kind === 'signInAgain') {
    return (
      <Card className="mt-6">
        <EmptyState
          icon={ShieldCheck}
          title={t('staff.gate.signInAgainTitle')}
          description={t('staff.gate.signInAgainBody')}
          action={<Button onClick={() => void signOut()}>{t('staff.gate.signInAgainAction')}</Button>}
        />
      </Card>
    );
  }
  const notStaff = refusal.kind === 'notStaff';
  return (
    <Card className="mt-6">
      <EmptyState
        icon={notStaff ? ShieldAlert : ShieldCheck}
        title={t(notStaff ? 'staff.gate.notAllowedTitle' : 'staff.gate.twoFactorTitle')}
        description={t(notStaff ? 'staff.gate.notAllowedBody' : 'staff.gate.twoFactorBody')}
        action={
          notStaff ? (
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              {t('staff.gate.home')}
            </Link>
          ) : (
            <Link to="/settings/security" className={buttonVariants()}>
              {t('staff.gate.twoFactorAction')}
            </Link>
          )
        }
      />
    </Card>
  );
}
