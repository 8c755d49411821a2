import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone } from 'lucide-react';
import type { SecurityOverview, SessionSummary } from '#contract/security.ts';
import { formatTimeAgo } from '#contract/format/relative.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { revokeOtherSessions, revokeSession, SECURITY_QUERY_KEY } from '../api/security-api.ts';
import { describeUserAgent } from '../lib/user-agent.ts';
import { Section } from './section.tsx';

/** Where the user is signed in, with "sign out" per device and for all others. */
export function SessionsSection({ overview }: { overview: SecurityOverview }) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const others = overview.sessions.filter((session) => !session.current);

  async function run(key: string, action: () => Promise<unknown>, doneKey: MessageKey) {
    setBusy(key);
    try {
      await action();
      toast.success(t(doneKey));
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
    } finally {
      setBusy(null);
    }
  }

  function deviceName(session: SessionSummary): string {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('security.sessions.browserOn', { browser, os });
    return browser ?? os ?? t('security.sessions.unknownDevice');
  }

  return (
    <Section id="security-sessions" title={t('security.sessions.title')}>
      <ul className="divide-y divide-slate-100" aria-label={t('security.sessions.title')}>
        {overview.sessions.map((session) => {
          const mobile = /Mobi|Android|iPhone/.test(session.userAgent ?? '');
          const Icon = mobile ? Smartphone : Monitor;
          return (
            <li key={session.id} className="flex items-center gap-3 py-3" data-testid="session-row">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {deviceName(session)}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {t('security.sessions.current')}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-600">
                  {t('security.sessions.lastUsed', { time: formatTimeAgo(session.lastUsedAt, language) })}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  onClick={() => void run(session.id, () => revokeSession(session.id), 'security.sessions.signedOut')}
                  aria-label={`${t('security.sessions.signOut')}: ${deviceName(session)}`}
                >
                  {busy === session.id ? <Spinner /> : null}
                  {t('security.sessions.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="outline"
          disabled={busy !== null}
          onClick={() => void run('others', revokeOtherSessions, 'security.sessions.othersSignedOut')}
        >
          {busy === 'others' ? <Spinner /> : null}
          {t('security.sessions.signOutOthers')}
        </Button>
      ) : null}
    </Section>
  );
}
